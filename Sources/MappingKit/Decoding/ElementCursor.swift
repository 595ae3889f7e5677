/// Where an unkeyed decoding container stands in its array: the one
/// element cursor of both families of containers (the context's
/// ``ContextUnkeyedContainer`` and ``PayloadDecoder``'s
/// ``StrictUnkeyedContainer``). On a document's array it walks the tape,
/// each element found in one step from the one before; on a payload value
/// it reads the element at its index.
///
/// ```swift
/// var cursor = ElementCursor(array: value, count: session.count(value), tape: session.tape)
/// while let element = cursor.current(in: session) {
///     // decode `element` at index cursor.currentIndex
///     cursor.advance(in: session.tape)
/// }
/// ```
struct ElementCursor {
    let array: SourceValue
    /// The number of elements (0 for a value that is not an array).
    let count: Int
    private(set) var currentIndex = 0
    /// The node of the next element (a document's array).
    private var nextNode: Int?

    init(array: SourceValue, count: Int, tape: TapeView) {
        self.array = array
        self.count = count
        if case .node(let index) = array, array.kind(in: tape) == .array { nextNode = index + 1 }
    }

    var isAtEnd: Bool { currentIndex >= count }

    /// The current element; `nil` past the end.
    func current(in session: some ValueDecoding) -> SourceValue? {
        guard !isAtEnd else { return nil }
        return session.element(currentIndex, of: array, node: nextNode)
    }

    /// Moves to the next element.
    mutating func advance(in tape: TapeView) {
        if let node = nextNode { nextNode = tape.skip(node) }
        currentIndex += 1
    }
}
