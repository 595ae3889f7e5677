/// Applies compiled contexts to a payload: builds or populates models (and,
/// in `Applier+JSON.swift`, JSON), recording every issue.
///
/// Semantics (DESIGN §3 "Missing values"): absent, `null` and a path through
/// a non-container are missing; required + missing is an error issue; an
/// optional entry's default is converted like a payload value; a value that
/// fails conversion or a transformer is an error issue; in every issue case
/// the property is left as it was. Mapping never stops at the first issue.
struct Applier {
    let storage: CatalogStorage
    let rootValue: PayloadValue
    /// The issues so far: the first ``ValidationReport/maximumIssues``
    /// kept, every one counted.
    private(set) var report: ValidationReport
    var source = PathStack()
    var target = PathStack()
    /// Objects mapped per context index, folded into the report by ``finish()``.
    private var objectCounts: [Int]
    /// Contexts entered and not yet left.
    var depth = 0
    /// Issues reported once per entry (see ``recordOncePerEntry``) that
    /// were reported already.
    var reportedOnce: Set<OncePerEntry> = []

    /// An entry of a context and a kind of issue reported once for it.
    struct OncePerEntry: Hashable {
        var context: String
        var entry: String
        var kind: ValidationIssue.Kind
    }

    /// Deepest nesting of contexts: a recursive context on a deep payload,
    /// or an `@self` entry that maps a value into its own context again and
    /// again, stops here with an issue. Each level takes a few KB of stack
    /// (6.3 KB in a debug build), so 64 keeps mapping safe on a thread with
    /// a 512 KB stack.
    static let maximumDepth = 64

    /// Enters a context; `false`, after recording an issue, when nesting
    /// is too deep.
    mutating func enterContext(_ context: CompiledContext) -> Bool {
        guard depth < Self.maximumDepth else {
            recordAtContext(.nestingTooDeep, context: context, problem: .nestingTooDeep(limit: Self.maximumDepth))
            return false
        }
        depth += 1
        return true
    }

    /// An applier whose report keeps at most `maximumIssues` issues (see
    /// ``MappingContext/limitingIssues(to:)``); every issue is counted.
    init(storage: CatalogStorage, root: PayloadValue, maximumIssues: Int = ValidationReport.defaultMaximumIssues) {
        self.storage = storage
        self.rootValue = root
        report = ValidationReport(maximumIssues: maximumIssues)
        objectCounts = Array(repeating: 0, count: storage.contexts.count)
    }

    @inline(__always)
    mutating func countObject(_ context: Int) {
        objectCounts[context] += 1
    }

    /// The report, with object counts by context identifier.
    func finish() -> ValidationReport {
        var result = report
        for (index, count) in objectCounts.enumerated() where count > 0 {
            result.objectCounts[storage.contexts[index].identifier, default: 0] += count
        }
        return result
    }

    /// Counts an issue, and keeps it while the report has room.
    mutating func append(_ issue: ValidationIssue) { report.append(issue) }

    /// Takes another applier's issues and counts (an `@identity` probe's):
    /// its issues while the report has room, all of its counts.
    mutating func absorb(_ other: Applier) {
        report.merge(other.report)
        reportedOnce.formUnion(other.reportedOnce)
        for index in objectCounts.indices { objectCounts[index] += other.objectCounts[index] }
    }

    /// Runs `body` with `keyPath` on the source path (an `@self` entry
    /// mapping a nested part of the payload onto the same object).
    mutating func reading(_ keyPath: MappingKeyPath, _ body: (inout Applier) -> Void) {
        source.push(keyPath)
        body(&self)
        source.pop(keyPath.keys.count)
    }

    /// Runs `body` with an element's positions on the paths: `position` in
    /// the payload, `slot` in the result.
    mutating func atElement<T>(source position: Int, target slot: Int, _ body: (inout Applier) -> T) -> T {
        source.push(.index(position))
        target.push(.index(slot))
        defer {
            source.pop()
            target.pop()
        }
        return body(&self)
    }

    /// The value an entry reads, or `nil` when it is missing.
    @inline(__always)
    static func resolve(_ value: PayloadValue, _ path: MappingKeyPath) -> PayloadValue? {
        var current = value
        for key in path.keys {
            guard let next = current.member(key) else { return nil }
            current = next
        }
        return current.isNull ? nil : current
    }

    /// Records an issue for `entry`: `code` says which problem (and its
    /// kind), `problem` gives its facts, built only when the report keeps
    /// the issue. `atCurrentPath` is for issues about an element of a
    /// collection, whose paths are already on the stacks.
    mutating func record(
        _ code: ValidationIssue.Code, _ severity: ValidationIssue.Severity = .error, entry: MappingEntry,
        context: CompiledContext, problem: @autoclosure () -> IssueProblem, atCurrentPath: Bool = false
    ) {
        // Past the cap only the counts change: no path, problem or message is built.
        guard report.hasRoom else {
            report.count(severity, code.kind, context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description)
            return
        }
        let problem = problem()
        assert(problem.code == code, "\(problem) is reported as \(code)")
        let targetPath = entry.targetsSelf || atCurrentPath ? target.rendered() : target.rendered(appending: [.key(entry.property)])
        let sourcePath = source.rendered(appending: atCurrentPath ? .wholeSource : entry.keyPath, in: rootValue)
        append(ValidationIssue(
            severity: severity, problem: problem, sourcePath: sourcePath, targetPath: targetPath,
            context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description, location: entry.location))
    }

    /// Records an error issue about a whole object of `context` (no entry):
    /// at the current paths, located at the context.
    mutating func recordAtContext(_ code: ValidationIssue.Code, context: CompiledContext, problem: @autoclosure () -> IssueProblem) {
        guard report.hasRoom else {
            report.count(.error, code.kind, context: context.identifier, entry: "", keyPath: "@self")
            return
        }
        let problem = problem()
        assert(problem.code == code, "\(problem) is reported as \(code)")
        append(ValidationIssue(
            severity: .error, problem: problem, sourcePath: source.rendered(in: rootValue), targetPath: target.rendered(),
            context: context.identifier, entry: "", keyPath: "@self", location: context.location))
    }

    /// Records an issue the first time it is met for `entry`; later ones
    /// are counted in the summary only, so a problem of the mappings rather
    /// than of the payload (an unregistered transformer) is one line, with
    /// the summary saying how many objects it affected.
    mutating func recordOncePerEntry(
        _ code: ValidationIssue.Code, _ severity: ValidationIssue.Severity, entry: MappingEntry, context: CompiledContext,
        problem: @autoclosure () -> IssueProblem
    ) {
        let key = OncePerEntry(context: context.identifier, entry: entry.property, kind: code.kind)
        guard reportedOnce.insert(key).inserted else {
            report.countInSummary(code.kind, context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description)
            return
        }
        record(code, severity, entry: entry, context: context, problem: problem())
    }

    /// The entry's value with defaults applied; `nil` when there is nothing
    /// to set (an issue is recorded when that is an error).
    mutating func presentValue(_ value: PayloadValue, for entry: MappingEntry, context: CompiledContext) -> PayloadValue? {
        if let found = Self.resolve(value, entry.keyPath) { return found }
        if !entry.isOptional {
            record(.missingRequired, entry: entry, context: context, problem: .missingRequired(property: entry.property))
            return nil
        }
        return entry.defaultValue.map(PayloadValue.init)
    }

    /// Runs an entry's transformer; `nil` after recording an issue (it is
    /// not registered, or it threw). Dynamic mapping checks registration
    /// first: it copies the value instead.
    mutating func transform(_ value: PayloadValue, entry: MappingEntry, context: CompiledContext, name: String) -> Any? {
        guard let transformer = storage.transformers.transformer(named: name) else {
            record(
                .transformerUnregistered, entry: entry, context: context,
                problem: .transformerUnregistered(transformer: name, valueCopied: false))
            return nil
        }
        let input = TransformerInput(
            value: value, userData: entry.transformUserData, path: source.rendered(appending: entry.keyPath, in: rootValue),
            root: rootValue)
        do {
            return try transformer.transform(input)
        } catch {
            record(.transformerThrew, entry: entry, context: context, problem: .transformerThrew(transformer: name, error: "\(error)"))
            return nil
        }
    }

    // MARK: - Models

    mutating func map<Root: Mappable>(_ value: PayloadValue, into object: inout Root, context index: Int) {
        let plan = storage.plans.plan(index, for: Root.self, in: storage)
        let context = plan.context
        guard enterContext(context) else { return }
        defer { depth -= 1 }
        countObject(index)
        for step in plan.steps {
            let entry = step.entry
            guard let present = presentValue(value, for: entry, context: context) else { continue }
            if entry.targetsSelf {
                if let mapping = entry.object {
                    reading(entry.keyPath) { $0.map(present, into: &object, context: mapping.contextIndex) }
                } else if let name = entry.transformer {
                    guard let output = transform(present, entry: entry, context: context, name: name) else { continue }
                    if let replacement = output as? Root {
                        object = replacement
                    } else {
                        record(
                            .selfOutputWrongType, entry: entry, context: context,
                            problem: .selfOutputWrongType(transformer: name, produced: "\(type(of: output))", expected: "\(Root.self)"))
                    }
                }
                continue
            }
            guard let accessor = step.accessor else {
                record(.noMappableProperty, entry: entry, context: context, problem: .noMappableProperty(model: "\(Root.self)", property: entry.property))
                continue
            }
            if let name = entry.transformer {
                guard let output = transform(present, entry: entry, context: context, name: name) else { continue }
                if !accessor.setAny(&object, output) {
                    record(
                        .transformerOutputWrongType, entry: entry, context: context,
                        problem: .transformerOutputWrongType(transformer: name, produced: "\(type(of: output))", expected: accessor.typeName))
                }
                continue
            }
            if let mapping = entry.object, let access = accessor.model {
                mapNested(present, into: &object, access: access, mapping: mapping, entry: entry, context: context)
                continue
            }
            do {
                try accessor.convert(&object, present)
            } catch {
                record(.conversionFailed, entry: entry, context: context, problem: .conversionFailed(error))
            }
        }
    }

    private mutating func mapNested<Root>(
        _ value: PayloadValue, into object: inout Root, access: PropertyAccessor<Root>.ModelAccess, mapping: ObjectMapping,
        entry: MappingEntry, context: CompiledContext
    ) {
        switch access {
        case .single(let modelType, let get, let set):
            guard value.kind == .object else {
                record(.expectedObject, entry: entry, context: context, problem: .expectedObject(model: "\(modelType)", found: value.summary))
                return
            }
            var nested = get(object) ?? makeModel(mapping, fallback: modelType)
            source.push(entry.keyPath)
            target.push(.key(entry.property))
            nested.applyMapping(&self, value, context: mapping.contextIndex)
            source.pop(entry.keyPath.keys.count)
            target.pop()
            if !set(&object, nested) {
                record(.cannotStore, entry: entry, context: context, problem: .cannotStoreModel(type: "\(type(of: nested))", property: entry.property))
            }
        case .collection(let modelType, let get, let set):
            guard let elements = value.elements else {
                record(.expectedArray, entry: entry, context: context, problem: .expectedArray(model: "\(modelType)", found: value.summary))
                return
            }
            var items = entry.clearsContent ? [] : get(object)
            let inserted = mapCollection(elements, existing: &items, mapping: mapping, fallback: modelType, entry: entry, context: context)
            let result = entry.insertsAtBeginning ? inserted + items : items + inserted
            if !set(&object, result) {
                record(.cannotStore, entry: entry, context: context, problem: .cannotStoreItems(property: entry.property))
            }
        }
    }

    /// Maps each element into a new model, or with `@identity` into the
    /// existing model it matches; returns the new models for insertion.
    private mutating func mapCollection(
        _ elements: [PayloadValue], existing: inout [any Mappable], mapping: ObjectMapping, fallback: any Mappable.Type,
        entry: MappingEntry, context: CompiledContext
    ) -> [any Mappable] {
        source.push(entry.keyPath)
        target.push(.key(entry.property))
        defer {
            source.pop(entry.keyPath.keys.count)
            target.pop()
        }
        let storage = storage
        let contextIndex = mapping.contextIndex
        let identity = entry.identity
        let items = CollectionItems<any Mappable>(
            make: { Applier.makeModel(mapping, fallback: fallback, storage: storage) },
            fill: { applier, item, element in item.applyMapping(&applier, element, context: contextIndex) },
            identity: { $0.identityValues(identity) })
        return mapElements(elements, existing: &existing, items: items, entry: entry, context: context)
    }

    private func makeModel(_ mapping: ObjectMapping, fallback: any Mappable.Type) -> any Mappable {
        Self.makeModel(mapping, fallback: fallback, storage: storage)
    }

    /// A new instance of `@object`'s registered class, or else of the property's model type.
    private static func makeModel(_ mapping: ObjectMapping, fallback: any Mappable.Type, storage: CatalogStorage) -> any Mappable {
        if let name = mapping.className, let type = storage.models?.info(named: name)?.type {
            return type.makeEmpty()
        }
        return fallback.makeEmpty()
    }
}

extension Mappable {
    /// Opens the existential so the applier can work on the concrete type.
    mutating func applyMapping(_ applier: inout Applier, _ value: PayloadValue, context: Int) {
        applier.map(value, into: &self, context: context)
    }

    /// The values of the identity properties, for `@identity` matching.
    func identityValues(_ names: [String]) -> [JSON] {
        let descriptor = ModelDescriptor.of(Self.self)
        return names.map { descriptor.accessors[$0]?.json(self) ?? .null }
    }
}
