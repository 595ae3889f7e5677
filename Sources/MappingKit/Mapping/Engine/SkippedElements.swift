/// The elements of one collection value that `@invalidElements: "skip"`
/// left out for breaking a value constraint (the first pass), while the rest
/// is mapped on (the second pass: a conversion, or each element made), and
/// where each element of what was kept is in the payload.
///
/// The second pass sees the kept elements only: the third element it is
/// given may be the payload's fifth. Through ``payloadPlace(ofKept:)`` it
/// names each by its place in the payload, and the first pass's elements
/// wait here (``Applier/skipping``) to be recorded in payload order among
/// the second pass's (``Applier/recordSkipped(_:step:entry:context:)``):
/// the rule itself is in `Applier+SkippedElements.swift`.
struct SkippedElements {
    /// One element left out.
    struct Element {
        /// Its position in the payload's collection (a member's, in
        /// payload order).
        var position: Int
        /// Its index in the payload's array, or its member's key.
        var place: PathStack.Component
        var found: PayloadValue
        var reason: IssueProblem
    }

    /// The step whose value this is: another step's second pass (a value
    /// nested in an element) is not translated.
    let step: ObjectIdentifier
    /// The first pass's elements not yet recorded, in payload order.
    private(set) var pending: [Element]
    /// The positions of every element the first pass left out, ascending.
    private let droppedPositions: [Int]
    /// For an object (a dictionary's members): its keys in payload order.
    private let keys: [String]

    /// The collection `value` without its elements that break `constraints`
    /// (each kept pending), for `step`; `nil` when it is not a collection
    /// or keeps every element.
    static func keeping(_ value: PayloadValue, _ constraints: ValueConstraints, step: ObjectIdentifier)
        -> (kept: PayloadValue, skipped: SkippedElements)?
    {
        var dropped: [(PathStack.Component, PayloadValue, ValueConstraints.Violation)] = []
        guard let kept = constraints.keepingValidElements(of: value, dropped: { dropped.append(($0, $1, $2)) }) else { return nil }
        let keys = value.kind == .object ? (value.members ?? []).map(\.key) : []
        let pending = dropped.map { place, found, violation in
            Element(position: position(of: place, keys: keys), place: place, found: found, reason: .constraintViolated(violation))
        }
        let skipped = SkippedElements(step: step, pending: pending, droppedPositions: pending.map(\.position), keys: keys)
        return (kept, skipped)
    }

    private static func position(of place: PathStack.Component, keys: [String]) -> Int {
        switch place {
        case .index(let index): index
        case .key(let key): keys.firstIndex(of: key) ?? keys.count
        }
    }

    /// The position in the payload of the element at `position` among the
    /// kept ones.
    func payloadPosition(ofKept position: Int) -> Int {
        var result = position
        for dropped in droppedPositions {
            guard dropped <= result else { break }
            result += 1
        }
        return result
    }

    /// Where the element the second pass names `place` (among the kept
    /// ones) is in the payload: its position, and its index or key.
    func payloadPlace(ofKept place: PathStack.Component) -> (position: Int, place: PathStack.Component) {
        switch place {
        case .index(let index):
            let position = payloadPosition(ofKept: index)
            return (position, .index(position))
        case .key:
            return (Self.position(of: place, keys: keys), place)
        }
    }

    /// Takes the pending elements before `position` in the payload (all of
    /// them: `nil`).
    mutating func takePending(before position: Int?) -> [Element] {
        let count = position.map { limit in pending.prefix { $0.position < limit }.count } ?? pending.count
        let taken = Array(pending.prefix(count))
        pending.removeFirst(count)
        return taken
    }
}
