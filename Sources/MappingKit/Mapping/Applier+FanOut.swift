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
    /// Performs `step` with the collection its key path gives through an
    /// array; `false` when the key path does not go through one (the value
    /// is simply missing).
    @inline(never)
    mutating func fanOut<Target: MappingTarget>(
        _ step: PlanStep<Target>, _ plan: MappingPlan<Target>, _ value: SourceValue, into target: inout Target
    ) -> Bool {
        guard stopsAtArray(value, step.keys) else { return false }
        let tree = FanOutNode.evaluate(payloadValue(value), step.keys, from: 0, path: [])
        guard case .array(_, let arrayPath) = tree else { return false }
        let shape = Self.fanOutShape(of: step)
        if case .single(let typeName) = shape {
            let elements = tree.elements()
            let array = Self.render(source.effectiveComponents + arrayPath, in: rootValue)
            record(
                .fanOutIntoSingleValue, entry: step.entry, context: plan.context,
                problem: .fanOutIntoSingleValue(
                    property: step.entry.property, type: typeName, array: array, found: "array of \(elements.count)"))
            return true
        }
        if !step.isOptional {
            // The summary counts the object once ("missing in 1 of 20
            // objects"); each element is an issue of its own.
            for (number, path) in tree.missingPaths().enumerated() {
                recordMissingElement(path, step: step, plan: plan, repeatsInObject: number > 0)
            }
        }
        let elements = shape == .flat ? tree.flattened() : tree.elements()
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
        perform(step, collection, plan, into: &target)
        if rewritesPaths { source.fanOuts.removeLast() }
        return true
    }

    /// Whether the walk of `keys` from `value` stops at an array with a
    /// non-numeric segment (where KVC maps over the elements).
    private func stopsAtArray(_ value: SourceValue, _ keys: [MappingKeyPath.Key]) -> Bool {
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
    private mutating func recordMissingElement<Target>(
        _ path: [PathStack.Component], step: PlanStep<Target>, plan: MappingPlan<Target>, repeatsInObject: Bool
    ) {
        for component in path { source.push(component) }
        target.push(.key(step.entry.property))
        record(
            .missingRequired, entry: step.entry, context: plan.context,
            problem: .missingRequired(property: step.entry.property), atCurrentPath: true, repeatsInObject: repeatsInObject)
        target.pop()
        source.pop(path.count)
    }

    private static func render(_ components: [PathStack.Component], in root: PayloadValue) -> String {
        var stack = PathStack()
        for component in components { stack.push(component) }
        return stack.rendered(in: root)
    }

    /// What the step's property makes of a collection from a fan-out.
    static func fanOutShape<Target>(of step: PlanStep<Target>) -> FanOutShape {
        switch step.action {
        case .convert(let slot):
            guard let slot = slot as? ModelSlot else { return .nested }  // dynamic: as KVC gives it
            return FanOutShape(slot.valueType, typeName: slot.typeName)
        case .nested(let nested):
            guard let nested = nested as? ModelNested else { return .flat }  // dynamic: a collection
            return nested.isCollection ? .flat : .single(typeName: nested.typeName)
        case .switched:
            return .flat  // dynamic `@switch`: a collection of elements, each picking its case
        default:
            // A transformer gets the value as KVC gives it.
            return .nested
        }
    }
}

/// What a property makes of the collection a key path through arrays gives.
enum FanOutShape: Equatable {
    /// A collection of values that are not collections (`[String]`,
    /// `Set<Int>`, an `@object` collection): nested arrays are flattened
    /// one level.
    case flat
    /// A collection of collections, `JSON`, a transformer's input, dynamic
    /// mapping: the arrays as KVC gives them.
    case nested
    /// A property that holds one value: an issue.
    case single(typeName: String)

    init(_ type: Any.Type, typeName: String) {
        if type == JSON.self || type == Optional<JSON>.self {
            self = .nested
        } else if let collection = type as? any FanOutCollection.Type {
            self = collection.fanOutElementType is any FanOutCollection.Type ? .nested : .flat
        } else {
            self = .single(typeName: typeName)
        }
    }
}

/// A collection type a key path through arrays can fill.
protocol FanOutCollection {
    static var fanOutElementType: Any.Type { get }
}

extension Array: FanOutCollection {
    static var fanOutElementType: Any.Type { Element.self }
}

extension Set: FanOutCollection {
    static var fanOutElementType: Any.Type { Element.self }
}

extension Optional: FanOutCollection where Wrapped: FanOutCollection {
    static var fanOutElementType: Any.Type { Wrapped.fanOutElementType }
}

/// The result of a key path through arrays, before it is flattened: each
/// array mapped over keeps its elements' results, with their paths.
indirect enum FanOutNode {
    /// A present value, at `path` (relative to the object the step reads).
    case leaf(PayloadValue, [PathStack.Component])
    /// The results for the elements of the array at `path`.
    case array([FanOutNode], [PathStack.Component])
    /// The key path's member is missing at `path`.
    case missing([PathStack.Component])

    /// Arrays nested deeper than this inside one fan-out are missing values
    /// (the evaluation recurses once per level; a parsed payload may nest
    /// 1,000 deep).
    static let maximumNesting = 32

    /// Evaluates `keys[position...]` on `value` with KVC's semantics.
    static func evaluate(
        _ value: PayloadValue, _ keys: [MappingKeyPath.Key], from position: Int, path: [PathStack.Component], nesting: Int = 0
    ) -> FanOutNode {
        guard position < keys.count else { return value.isNull ? .missing(path) : .leaf(value, path) }
        let key = keys[position]
        switch value.kind {
        case .array where key.index == nil:
            guard nesting < maximumNesting else { return .missing(path) }
            var results: [FanOutNode] = []
            value.forEachElement { index, element in
                results.append(evaluate(element, keys, from: position, path: path + [.index(index)], nesting: nesting + 1))
                return true
            }
            return .array(results, path)
        case .array:
            let next = path + [.index(key.index ?? 0)]
            guard let element = value.member(key) else { return .missing(next) }
            return evaluate(element, keys, from: position + 1, path: next, nesting: nesting)
        default:
            let next = path + [.key(key.name)]
            guard let member = value.member(key) else { return .missing(next) }
            return evaluate(member, keys, from: position + 1, path: next, nesting: nesting)
        }
    }

    /// The paths of the missing members, in payload order.
    func missingPaths() -> [[PathStack.Component]] {
        switch self {
        case .leaf: []
        case .missing(let path): [path]
        case .array(let results, _): results.flatMap { $0.missingPaths() }
        }
    }

    /// The value as KVC gives it: nested arrays kept.
    var json: JSON {
        switch self {
        case .leaf(let value, _): value.json
        case .missing: .null
        case .array(let results, _): .array(results.filter { !$0.isMissing }.map(\.json))
        }
    }

    private var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// The present results of an array, each with its path.
    func elements() -> [(value: PayloadValue, path: [PathStack.Component])] {
        guard case .array(let results, _) = self else { return [] }
        return results.compactMap { result in
            switch result {
            case .leaf(let value, let path): (value, path)
            case .array(_, let path): (PayloadValue(result.json), path)
            case .missing: nil
            }
        }
    }

    /// The present results flattened one level: an element that is an
    /// array (mapped over, or an array value) gives its elements.
    func flattened() -> [(value: PayloadValue, path: [PathStack.Component])] {
        guard case .array(let results, _) = self else { return [] }
        var flat: [(value: PayloadValue, path: [PathStack.Component])] = []
        for result in results {
            switch result {
            case .leaf(let value, let path):
                guard value.kind == .array else {
                    flat.append((value, path))
                    continue
                }
                value.forEachElement { index, element in
                    flat.append((element, path + [.index(index)]))
                    return true
                }
            case .array:
                flat += result.elements()
            case .missing:
                break
            }
        }
        return flat
    }
}

/// The paths in the payload of a fanned-out collection's elements, so an
/// element's issues name its own path (`items[3].owner.login`) rather than
/// its position in the collection (`items.owner[2].login`).
struct FanOutPaths: Sendable {
    /// The number of components on the source stack before the entry's
    /// key path was pushed.
    let base: Int
    /// The key path's length.
    let keyCount: Int
    /// Each element's path from `base`, in the collection's order.
    let paths: [[PathStack.Component]]

    /// `components` with each fan-out's key path and element position
    /// replaced by the element's path (innermost first, so the positions of
    /// outer ones stay valid).
    static func rewrite(_ components: [PathStack.Component], _ fanOuts: [FanOutPaths]) -> [PathStack.Component] {
        var result = components
        for fanOut in fanOuts.reversed() {
            let position = fanOut.base + fanOut.keyCount
            guard position < result.count, case .index(let element) = result[position], fanOut.paths.indices.contains(element)
            else { continue }
            result.replaceSubrange(fanOut.base...position, with: fanOut.paths[element])
        }
        return result
    }
}
