/// Checks compiled contexts against model types and transformers: unknown
/// `@class`, properties missing from a model's table, `@object` on a
/// property that holds no model, defaults that cannot convert, unknown
/// transformers and transformers whose output does not fit. Every problem
/// is reported, with the entry's file:line:column.
///
/// At load it runs in the same pass as the compiler, over what compiled
/// and over what could be read of the entries that did not
/// (`incompleteEntries`), so a file's problems are reported all at once.
struct ModelValidator {
    let tables: CompiledCatalog
    var sink: DiagnosticSink
    /// Entries that did not compile, by context index (see
    /// ``ContextCompiler/incompleteEntries``): their property and
    /// transformer name are checked, nothing else.
    var incompleteEntries: [Int: [MappingEntry]] = [:]
    /// Whether ``validate(context:model:)`` reports transformer names the
    /// catalog's registry lacks. A typed call sets it: an entry whose
    /// transformer is not registered cannot fill its property, and a catalog
    /// loaded without `transformers:` did not check names at load.
    var checksTransformerNames = false
    var visited: Set<String> = []
    private var reportedModels: Set<String> = []

    init(tables: CompiledCatalog, sink: DiagnosticSink) {
        self.tables = tables
        self.sink = sink
    }

    /// Load-time validation of the whole catalog.
    mutating func validateCatalog() {
        if tables.validatesTransformers {
            for (index, context) in tables.contexts.enumerated() {
                for entry in context.entries + incompleteEntries[index, default: []] {
                    checkTransformerName(of: entry)
                }
            }
        }
        guard let models = tables.models else { return }
        checkCaseClasses(models)
        for (index, context) in tables.contexts.enumerated() {
            guard let className = context.className else { continue }
            if let decodable = models.decodable(named: className) {
                validate(context: index, decodable: decodable.type, name: decodable.name)
                continue
            }
            guard let info = models.info(named: className) else {
                reportUnknownClass(className, in: .context(context.identifier), at: context.location, models: models)
                continue
            }
            validate(context: index, model: info)
        }
        validateReverseMappings(models)
    }

    /// `@reverseMappings` names no class: its entries are checked against
    /// the class of the context that holds them, or, for a context without
    /// `@class`, the class of each `@object` using it.
    private mutating func validateReverseMappings(_ models: ModelRegistry) {
        for context in tables.contexts {
            if let reverse = context.reverseIndex, let className = context.className, let info = models.info(named: className) {
                validate(context: reverse, model: info)
            }
            for entry in context.entries {
                guard let object = entry.object, let className = object.className,
                    tables.contexts[object.contextIndex].className == nil,
                    let reverse = tables.contexts[object.contextIndex].reverseIndex,
                    let info = models.info(named: className)
                else { continue }
                validate(context: reverse, model: info)
            }
        }
    }

    /// Reports the entry's transformer when the registry has no such name.
    mutating func checkTransformerName(of entry: MappingEntry) {
        guard let name = entry.transformer, tables.transformers.transformer(named: name) == nil else { return }
        let close = EditDistance.closest(to: name, in: tables.transformers.names, limit: 1).first
        sink.report(
            .unknownTransformer(
                name: name, property: entry.property, nearest: close, registryGiven: tables.validatesTransformers),
            located: entry.transformerLocation ?? entry.location)
    }

    /// Checks one context against the model it maps into, and the contexts
    /// its `@object` entries use against their models.
    mutating func validate(context index: Int, model info: ModelInfo) {
        guard visited.insert("\(index)\u{0}\(info.name)").inserted else { return }
        let context = tables.contexts[index]
        // What is left of entries that did not compile: their property must
        // still be one of the model's.
        for entry in incompleteEntries[index, default: []] where !entry.targetsSelf && info.properties[entry.property] == nil {
            if info.problems.contains(where: { $0.propertyName == entry.property }) { continue }
            reportUnknownProperty(entry, model: info)
        }
        if checksTransformerNames {
            for entry in context.entries { checkTransformerName(of: entry) }
        }
        if reportedModels.insert(info.name).inserted {
            // At the entry naming the property when there is one: problems
            // reported at one spot would be merged into the first.
            for problem in info.problems {
                let entry = context.entries.first { $0.property == problem.propertyName }
                sink.report(.propertyProblem(model: info.name, problem), located: entry?.location ?? context.location)
            }
        }
        for entry in context.entries {
            if entry.targetsSelf {
                if let object = entry.object {
                    validate(context: object.contextIndex, model: info)
                } else if let name = entry.transformer, let transformer = tables.transformers.transformer(named: name),
                    ObjectIdentifier(transformer.outputType) != ObjectIdentifier(info.type)
                {
                    sink.report(
                        .transformerOutputMismatch(
                            transformer: name, output: transformer.outputTypeName, property: nil, model: info.name,
                            expected: "\(info.type)"),
                        located: entry.location)
                }
                continue
            }
            guard let property = info.properties[entry.property] else {
                if info.problems.contains(where: { $0.propertyName == entry.property }) { continue }
                reportUnknownProperty(entry, model: info)
                continue
            }
            if let object = entry.object {
                validateObject(object, property: property, entry: entry, model: info)
            } else if let name = entry.transformer {
                if let transformer = tables.transformers.transformer(named: name), !property.accepts(transformer.outputType) {
                    sink.report(
                        .transformerOutputMismatch(
                            transformer: name, output: transformer.outputTypeName, property: entry.property,
                            model: info.name, expected: property.typeName),
                        located: entry.location)
                }
            } else if let modelType = property.modelType {
                sink.report(
                    .propertyNeedsObject(
                        property: entry.property, model: info.name, modelType: "\(modelType)",
                        isCollection: property.isCollection),
                    located: entry.location)
            } else if let defaultValue = entry.defaultValue, let error = property.checkDefault(defaultValue) {
                sink.report(
                    .invalidDefaultValue(property: entry.property, type: property.typeName, error), located: entry.location)
            }
        }
    }

    private mutating func validateObject(_ object: ObjectMapping, property: ModelInfo.Property, entry: MappingEntry, model info: ModelInfo) {
        if let fits = property.acceptsModel {
            validatePolymorphic(object, fits: fits, entry: entry, model: info)
            return
        }
        if object.polymorphism != nil {
            sink.report(
                .switchNeedsPolymorphicProperty(property: entry.property, model: info.name, type: property.typeName),
                located: entry.location)
            return
        }
        guard let heldType = property.modelType else {
            sink.report(
                .objectOnNonModel(property: entry.property, model: info.name, type: property.typeName),
                located: entry.location)
            return
        }
        var nested = ModelInfo.of(heldType)
        if let className = object.className, let models = tables.models {
            guard let named = models.info(named: className) else {
                reportUnknownClass(className, in: .object(property: entry.property), at: entry.location, models: models)
                return
            }
            guard named.type == heldType else {
                sink.report(
                    .classMismatch(className: className, property: entry.property, model: info.name, heldType: "\(heldType)"),
                    located: entry.location)
                return
            }
            nested = named
        }
        if let keyProperty = object.keyProperty {
            guard property.isDictionary else {
                sink.report(
                    .keyOnNonDictionary(property: entry.property, model: info.name, type: property.typeName),
                    located: entry.location)
                return
            }
            if nested.properties[keyProperty] == nil {
                let close = EditDistance.closest(to: keyProperty, in: nested.propertyNames, limit: 1).first
                sink.report(
                    .unknownKeyProperty(property: entry.property, name: keyProperty, model: nested.name, nearest: close),
                    located: entry.location)
            }
        }
        // An unknown name would give every item the same (null) identity.
        for name in entry.identity where nested.properties[name] == nil {
            let close = EditDistance.closest(to: name, in: nested.propertyNames, limit: 1).first
            sink.report(
                .unknownIdentityProperty(property: entry.property, name: name, model: nested.name, nearest: close),
                located: entry.location)
        }
        validate(context: object.contextIndex, model: nested)
    }

    /// A polymorphic property: every case (and the default) names a
    /// registered class that fits the property, and its context is checked
    /// against that class. Unknown classes were reported at load
    /// (``checkCaseClasses(_:)``).
    private mutating func validatePolymorphic(
        _ object: ObjectMapping, fits: (any Mappable.Type) -> Bool, entry: MappingEntry, model info: ModelInfo
    ) {
        guard let models = tables.models else {
            sink.report(.polymorphicNeedsModels(property: entry.property, model: info.name), located: entry.location)
            return
        }
        var cases: [(value: String?, mapping: ObjectMapping)] = [(nil, object)]
        if let polymorphism = object.polymorphism {
            cases = polymorphism.cases.map { ($0.value, $0.mapping) } + polymorphism.fallback.map { (nil, $0) }
        }
        for (value, mapping) in cases {
            guard let className = mapping.className else {
                sink.report(
                    .caseNeedsClass(property: entry.property, value: value, context: mapping.contextIdentifier),
                    located: entry.location)
                continue
            }
            guard let named = models.info(named: className) else { continue }
            guard fits(named.type) else {
                sink.report(
                    .classMismatch(className: className, property: entry.property, model: info.name, heldType: property(entry, of: info)),
                    located: entry.location)
                continue
            }
            validate(context: mapping.contextIndex, model: named)
        }
    }

    private func property(_ entry: MappingEntry, of info: ModelInfo) -> String {
        info.properties[entry.property]?.typeName ?? ""
    }

    /// Every class `@cases` and `@default` name, against the registry (at load).
    mutating func checkCaseClasses(_ models: ModelRegistry) {
        for context in tables.contexts {
            for entry in context.entries {
                guard let polymorphism = entry.object?.polymorphism else { continue }
                let cases = polymorphism.cases.map { (Optional($0.value), $0.mapping) } + polymorphism.fallback.map { (nil, $0) }
                for (value, mapping) in cases {
                    // A class named by the case's context is checked with the context.
                    guard let name = mapping.className, models.info(named: name) == nil, models.decodable(named: name) == nil,
                        name != tables.contexts[mapping.contextIndex].className
                    else { continue }
                    reportUnknownClass(name, in: .switchCase(property: entry.property, value: value), at: entry.location, models: models)
                }
            }
        }
    }

    private mutating func reportUnknownProperty(_ entry: MappingEntry, model info: ModelInfo) {
        let close = EditDistance.closest(to: entry.property, in: info.propertyNames, limit: 1).first
        sink.report(.unknownProperty(property: entry.property, model: info.name, nearest: close), located: entry.location)
    }

    mutating func reportUnknownClass(
        _ name: String, in place: ConfigurationProblem.ClassPlace, at location: SourcePosition?, models: ModelRegistry
    ) {
        let close = EditDistance.closest(to: name, in: models.names, limit: 1).first
        sink.report(.unknownClass(name: name, place: place, nearest: close), located: location)
    }

    var diagnostics: DiagnosticSink { sink }
}

extension PropertyProblem {
    var propertyName: String {
        switch self {
        case .readOnly(let name), .unsupportedType(let name, _, _): name
        }
    }
}
