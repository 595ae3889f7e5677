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
