/// Key paths through arrays, with Key-Value Coding's semantics (AppCoreKit
/// read key paths with KVC): a key segment applied to an array maps over
/// its elements, so `images.url` on an array of objects gives the array of
/// each element's `url`. A numeric segment still indexes the array.
/// Nested arrays stay nested (`items.tags.name` gives an array of arrays),
/// and are flattened one level when the property is a flat collection
/// (`[String]`) or an `@object` collection.
///
/// Only a value the ordinary walk finds missing comes here (a key path
/// stopped at an array by a non-numeric segment): paths that do not go
/// through an array never do.
///
/// An element whose member is missing is left out: the property gets the
/// present values, in payload order. For a required entry each missing one
/// is a `missingRequired` issue at the element's own path
/// (`items[3].name`); for an optional entry it is skipped silently.
extension Applier {
    /// What `keys` reach in `value` through an array, element by element;
    /// `nil` when they do not go through one (the value is simply
    /// missing). The one test of every path, `Decodable` types included,
    /// for an entry's key path and for each of its fallbacks.
    func throughArray(_ value: SourceValue, _ keys: [MappingKeyPath.Key]) -> FanOutNode? {
        guard keys.count > 1, stopsAtArray(value, keys) else { return nil }
        let tree = FanOutNode.evaluate(payloadValue(value), keys, from: 0, path: [])
        guard case .array = tree else { return nil }
        return tree
    }

    /// Performs `step` with the collection its key path gives through an
    /// array; `false` when the key path does not go through one (the value
    /// is simply missing).
    @inline(never)
    mutating func fanOut<Target: MappingTarget>(_ step: PlanStep<Target>, _ value: SourceValue, into target: inout Target) -> Bool {
        guard let tree = throughArray(value, step.keys) else { return false }
        fanOut(step, tree, into: &target)
        return true
    }

    /// Performs `step` with the collection `tree` (``throughArray(_:_:)``) gives.
    @inline(never)
    mutating func fanOut<Target: MappingTarget>(_ step: PlanStep<Target>, _ tree: FanOutNode, into target: inout Target) {
        guard case .array(_, let arrayPath) = tree,
            let elements = fannedOutElements(tree, arrayPath: arrayPath, step: step, shape: Target.fanOutShape(of: step.action))
        else { return }
        let collection = SourceValue.value(PayloadValue(.array(elements.map(\.value.json))))
        // Each element's issues are reported at its own path in the
        // payload: the position a nested step pushes after the key path is
        // rewritten. (A step reading `@self` never comes here.)
        let rewritesPaths: Bool
        switch step.action {
        case .nested, .switched: rewritesPaths = true
        default: rewritesPaths = false
        }
        if rewritesPaths {
            source.fanOuts.append(
                FanOutPaths(base: source.components.count, keyCount: step.keys.count, paths: elements.map(\.path)))
        }
        // A dynamic `@key` step reports that the fanned-out array is not an object of objects.
        perform(step, collection, into: &target, dropping: false)
        if rewritesPaths { source.fanOuts.removeLast() }
    }

    /// The one decision of what a key path through arrays gives a property
    /// of `shape` (the engine's targets and `Decodable` types alike): `nil`
    /// after a `fanOutIntoSingleValue` issue when it holds one value;
    /// otherwise the elements reached, nested arrays flattened one level
    /// for a flat collection, after a `missingRequired` issue at each
    /// element lacking the value of a required entry (`recording`: the
    /// issues are recorded). The source path stands at the object the
    /// entry reads.
    mutating func fannedOutElements<Target>(
        _ tree: FanOutNode, arrayPath: [PathStack.Component], step: PlanStep<Target>, shape: FanOutShape, recording: Bool = true
    ) -> [(value: PayloadValue, path: [PathStack.Component])]? {
        if case .single(let typeName) = shape {
            guard recording else { return nil }
            let elements = tree.elements()
            let array = Self.render(source.effectiveComponents + arrayPath, in: rootValue)
            record(
                .fanOutIntoSingleValue, entry: step.entry, context: step.context,
                problem: .fanOutIntoSingleValue(
                    property: step.entry.property, type: typeName, array: array, found: PayloadValue.arraySummary(elements.count)))
            return nil
        }
        if recording, !step.isOptional || step.missingIsWarning {
            // The summary counts the object once ("missing in 1 of 20
            // objects"); each element is an issue of its own.
            for (number, path) in tree.missingPaths().enumerated() {
                recordMissingElement(path, step: step, repeatsInObject: number > 0)
            }
        }
        return shape == .flat ? tree.flattened() : tree.elements()
    }

    /// Whether the walk of `keys` from `value` stops at an array with a
    /// non-numeric segment (where KVC maps over the elements).
    func stopsAtArray(_ value: SourceValue, _ keys: [MappingKeyPath.Key]) -> Bool {
        switch value {
        case .node(var index):
            for key in keys {
                guard let next = tape.member(key, of: index) else { return tape.kind(index) == .array && key.index == nil }
                index = next
            }
            return false
        case .value(var current):
            for key in keys {
                guard let next = current.member(key) else { return current.kind == .array && key.index == nil }
                current = next
            }
            return false
        }
    }

    /// A required entry's element that lacks the member: an issue at the
    /// element's path (`items[3].name`), for the entry's property.
    mutating func recordMissingElement<Target>(_ path: [PathStack.Component], step: PlanStep<Target>, repeatsInObject: Bool) {
        atMissingElement(path, property: step.entry.property) { applier in
            if step.missingIsWarning {
                applier.record(
                    .missingOptional, .warning, entry: step.entry, context: step.context,
                    problem: .missingOptional(property: step.entry.property), atCurrentPath: true, repeatsInObject: repeatsInObject)
            } else {
                applier.record(
                    .missingRequired, entry: step.entry, context: step.context,
                    problem: .missingRequired(property: step.entry.property), atCurrentPath: true, repeatsInObject: repeatsInObject)
            }
        }
    }

    static func render(_ components: [PathStack.Component], in root: PayloadValue) -> String {
        PathStack(components).rendered(in: root)
    }
}
