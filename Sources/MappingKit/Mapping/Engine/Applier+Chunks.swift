/// The elements of a root array in chunks (``ElementChunk``): cutting the
/// array, walking a chunk, and mapping a chunk's elements to models or JSON
/// objects. A serial call maps the whole array as one chunk
/// (``allElements(of:)``), so one loop makes the results of both.
extension Applier {
    /// An issue reported once per entry (``recordOncePerEntry``) the first
    /// time this applier met it: where it stands among the issues counted
    /// (kept or not) and its severity, so a parallel call can take it back
    /// when an earlier chunk reported it already (``ChunkedReport``).
    struct FirstReport: Sendable, Hashable {
        var key: OncePerEntry
        /// Issues counted before it.
        var ordinal: Int
        var severity: ValidationIssue.Severity

        /// The same report after `count` issues counted before it (an
        /// `@identity` probe's, absorbed).
        func offset(by count: Int) -> FirstReport {
            FirstReport(key: key, ordinal: ordinal + count, severity: severity)
        }
    }

    /// The report and first reports of a chunk's applier, for ``ChunkedReport``.
    func finishChunk() -> ChunkedReport.Part {
        ChunkedReport.Part(report: finish(), firstReports: firstReports)
    }

    /// Every element of `root` as one chunk (none when it is not an array).
    func allElements(of root: SourceValue) -> ElementChunk {
        switch root {
        case .node(let index):
            ElementChunk(positions: 0..<count(root), firstNode: tape.kind(index) == .array ? index + 1 : -1, producedBefore: 0)
        case .value:
            ElementChunk(positions: 0..<count(root), firstNode: -1, producedBefore: 0)
        }
    }

    /// `root`'s elements cut in chunks for `jobs` threads
    /// (``ElementChunk/size(elements:jobs:)``), each knowing how many results
    /// the elements before it make (an object makes one; anything else one
    /// only when every entry reads `@self`); `nil` when `root` is not an
    /// array or one thread should map it.
    func elementChunks(of root: SourceValue, readsSelfOnly: Bool, jobs: Int) -> [ElementChunk]? {
        guard kind(root) == .array, let size = ElementChunk.size(elements: count(root), jobs: jobs) else { return nil }
        var chunks: [ElementChunk] = []
        var produced = 0
        func add(_ position: Int, node: Int, makesResult: Bool) {
            if position % size == 0 {
                chunks.append(ElementChunk(positions: position..<position, firstNode: node, producedBefore: produced))
            }
            chunks[chunks.count - 1].positions = chunks[chunks.count - 1].positions.lowerBound..<(position + 1)
            if makesResult { produced += 1 }
        }
        switch root {
        case .node(let index):
            tape.forEachElement(ofArray: index) { position, node in
                add(position, node: node, makesResult: readsSelfOnly || tape.kind(node) == .object)
                return true
            }
        case .value(let payload):
            // A value root is a `JSON` payload's (a parsed one's root is a node).
            guard case .json(.array(let elements)) = payload.storage else { return nil }
            for (position, element) in elements.enumerated() {
                let isObject = if case .object = element { true } else { false }
                add(position, node: -1, makesResult: readsSelfOnly || isObject)
            }
        }
        return chunks
    }

    /// Calls `body` with each element of `chunk` of the array `root`, its
    /// position and value, in order, until it returns `false`.
    mutating func forEachElement(of root: SourceValue, in chunk: ElementChunk, _ body: (inout Applier, Int, SourceValue) -> Bool) {
        guard !chunk.positions.isEmpty else { return }
        switch root {
        case .node(let index):
            let end = Int(tape.nodes[index].end)
            var node = chunk.firstNode
            for position in chunk.positions {
                guard node > index, node < end, body(&self, position, .node(node)) else { return }
                node = tape.skip(node)
            }
        case .value(let payload):
            guard case .json(.array(let elements)) = payload.storage else {
                // Not a `JSON` array: the elements as the payload walks them.
                forEachElement(of: root) { applier, position, element in
                    guard position < chunk.positions.upperBound else { return false }
                    return position < chunk.positions.lowerBound || body(&applier, position, element)
                }
                return
            }
            for position in chunk.positions where position < elements.count {
                guard body(&self, position, .value(PayloadValue(elements[position]))) else { return }
            }
        }
    }

    /// One model per object element of `chunk` (an element that is not an
    /// object is an `invalidElement` issue and makes none, unless every
    /// entry reads `@self`), each made and mapped in place in the result's
    /// storage, at target index ``ElementChunk/producedBefore`` on.
    mutating func mapModels<M: Mappable>(of root: SourceValue, in chunk: ElementChunk, plan: MappingPlan<ModelTarget>) -> [M] {
        [M](unsafeUninitializedCapacity: chunk.positions.count) { buffer, made in
            forEachElement(of: root, in: chunk) { applier, position, element in
                guard let base = buffer.baseAddress, made < buffer.count else { return false }
                let item = base + made
                item.initialize(to: M())
                var target = ModelTarget(item)
                let mapped = applier.atElement(source: position, target: chunk.producedBefore + made) { applier in
                    applier.mapRoot(element, into: &target, plan: plan)
                }
                if mapped {
                    made += 1
                } else {
                    item.deinitialize(count: 1)
                }
                return true
            }
        }
    }

    /// Maps each element of `chunk` to a JSON object and hands it to `body`
    /// (until `body` returns `false`); an element that is not an object is
    /// an `invalidElement` issue and makes none, unless every entry reads
    /// `@self`.
    mutating func mapJSONObjects(
        of root: SourceValue, in chunk: ElementChunk, plan: MappingPlan<JSONObjectTarget>, _ body: (JSON) -> Bool
    ) {
        var produced = chunk.producedBefore
        forEachElement(of: root, in: chunk) { applier, position, element in
            var object = JSON.Object()
            let mapped = applier.atElement(source: position, target: produced) {
                $0.mapJSONRoot(element, into: &object, plan: plan)
            }
            guard mapped else { return true }
            produced += 1
            return body(.object(object))
        }
    }
}
