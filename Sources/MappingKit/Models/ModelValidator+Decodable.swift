/// The checks of a context against a `Decodable` type: its entries name
/// coding keys the type's `init(from:)` asks for (found by probing it,
/// ``DecodableProbe``), and the contexts of its `@object` entries fit the
/// types asked for at those keys.
extension ModelValidator {
    /// Checks that context `index` fits `D` (a typed call's check, run once
    /// per pair by ``PlanCache``).
    static func checkDecodable<D: Decodable>(_: D.Type, context index: Int, tables: CompiledCatalog) throws(MappingConfigurationError) {
        var sink = DiagnosticSink()
        sink.files = tables.sources.files
        let compiled = tables.contexts[index]
        if let className = compiled.className, let models = tables.models {
            let registered: Any.Type? = models.decodable(named: className)?.type ?? models.info(named: className)?.type
            if let registered, registered != D.self {
                sink.report(
                    .contextModelMismatch(context: compiled.identifier, className: className, requested: "\(D.self)"),
                    located: compiled.location)
            }
        }
        var validator = ModelValidator(tables: tables, sink: sink)
        validator.checksTransformerNames = true
        let name = tables.models?.decodable(for: D.self)?.name ?? String(describing: D.self)
        validator.validate(context: index, decodable: D.self, name: name)
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
    }

    /// The values a probe of context `index`'s type tries first for the
    /// enums it cannot make from nothing: each entry's `@allowedValues` and
    /// `@defaultValue`, at its property's dotted path, through the contexts
    /// of its `@object` and `@self` entries.
    func standIns(for index: Int) -> DecodableProbe.StandIns {
        var standIns = DecodableProbe.StandIns()
        var seen = Set<Int>()
        func add(_ index: Int, at prefix: String) {
            guard seen.insert(index).inserted else { return }
            for entry in tables.contexts[index].entries {
                if entry.targetsSelf {
                    if let object = entry.object { add(object.contextIndex, at: prefix) }
                    continue
                }
                let path = prefix.isEmpty ? entry.property : prefix + "." + entry.property
                let values = (entry.constraints?.allowedValues ?? []) + (entry.defaultValue.map { [$0] } ?? [])
                if !values.isEmpty { standIns.values[path, default: []] += values }
                if let object = entry.object { add(object.contextIndex, at: path) }
            }
        }
        add(index, at: "")
        return standIns
    }

    /// Why a default cannot be the value of a key of type `type` (or of
    /// the type it is an optional of), when MappingKit converts that type
    /// (the numbers, strings, `MappableValue` enums…); types decoded by
    /// their own initializer are not checked here.
    private static func checkDefault(_ value: JSON, as type: Any.Type) -> MappingConversionError? {
        var type = type
        if let optional = type as? any ContainerType.Type, optional.isOptional { type = optional.containedType }
        guard let mappable = type as? any MappableValue.Type else { return nil }
        do {
            _ = try mappable.mapped(from: PayloadValue(value))
            return nil
        } catch {
            return error
        }
    }

    /// Whether a transformer's output is what a key asks for: the type, or
    /// its optional.
    private static func output(_ output: Any.Type, fits asked: Any.Type) -> Bool {
        if output == asked { return true }
        guard let optional = asked as? any ContainerType.Type, optional.isOptional else { return false }
        return optional.containedType == output
    }

    /// Checks one context against the `Decodable` type it decodes, and the
    /// contexts of its `@object` entries against the types asked for there.
    /// A type whose probe did not run to its end (its initializer threw,
    /// read `allKeys`, or asked for an enum the probe could not stand in
    /// for) has its nested contexts checked, not its key names, and the
    /// warning ``ConfigurationProblem/decodableNotChecked(type:context:_:)``
    /// says so.
    mutating func validate(context index: Int, decodable type: any Decodable.Type, name: String) {
        guard visited.insert("\(index)\u{0}\(name)\u{0}decodable").inserted else { return }
        let probe = DecodableProbe.run(type, standIns: standIns(for: index))
        let context = tables.contexts[index]
        if let stop = probe.stop {
            sink.report(.decodableNotChecked(type: name, context: context.identifier, stop), located: context.location)
        }
        if checksTransformerNames {
            for entry in context.entries { checkTransformerName(of: entry) }
        }
        let asked = probe.names
        for entry in context.entries + incompleteEntries[index, default: []] {
            if entry.targetsSelf {
                if let object = entry.object { validate(context: object.contextIndex, decodable: type, name: name) }
                continue
            }
            let keys = probe.keys.filter { $0.name == entry.property }
            guard let key = keys.first(where: { $0.type != Any.self }) ?? keys.first else {
                guard probe.isComplete else { continue }
                let close = EditDistance.closest(to: entry.property, in: asked, limit: 1).first
                sink.report(
                    .unknownCodingKey(key: entry.property, type: name, asked: asked, nearest: close), located: entry.location)
                continue
            }
            if entry.onInvalid == .ignore, let required = keys.first(where: { $0.required && $0.type != Any.self }),
                !((required.type as? any ContainerType.Type)?.isOptional ?? false)
            {
                sink.report(
                    .ignoreOnRequiredProperty(property: entry.property, model: name, type: "\(required.type)"), located: entry.location)
            }
            if entry.object == nil, entry.transformer == nil, let defaultValue = entry.defaultValue,
                let error = Self.checkDefault(defaultValue, as: key.type)
            {
                sink.report(.invalidDefaultValue(property: entry.property, type: "\(key.type)", error), located: entry.location)
            }
            if entry.object == nil, let transformerName = entry.transformer, key.type != Any.self,
                let transformer = tables.transformers.transformer(named: transformerName),
                !Self.output(transformer.outputType, fits: key.type)
            {
                sink.report(
                    .transformerOutputMismatch(
                        transformer: transformerName, output: transformer.outputTypeName, property: entry.property, model: name,
                        expected: "\(key.type)"),
                    located: entry.location)
                continue
            }
            guard let object = entry.object, let held = DecodableProbe.objectType(of: key.type) else { continue }
            if let polymorphism = object.polymorphism {
                // Each case's context against the type it makes: its
                // registered `@class`, or the type asked for.
                let cases = polymorphism.cases.map(\.mapping) + (polymorphism.defaultMapping.map { [$0] } ?? [])
                for mapping in cases {
                    let className = mapping.className ?? tables.contexts[mapping.contextIndex].className
                    if let className, let models = tables.models, let registered = models.decodable(named: className) {
                        validate(context: mapping.contextIndex, decodable: registered.type, name: className)
                    } else {
                        validate(context: mapping.contextIndex, decodable: held, name: String(describing: held))
                    }
                }
                continue
            }
            var heldName = String(describing: held)
            if let className = object.className, let models = tables.models {
                let registered: Any.Type? = models.decodable(named: className)?.type ?? models.info(named: className)?.type
                guard let registered else {
                    reportUnknownClass(className, in: .object(property: entry.property), at: entry.location, models: models)
                    continue
                }
                guard registered == held else {
                    sink.report(
                        .classMismatch(className: className, property: entry.property, model: name, heldType: "\(held)"),
                        located: entry.location)
                    continue
                }
                heldName = className
            }
            validate(context: object.contextIndex, decodable: held, name: heldName)
        }
    }
}
