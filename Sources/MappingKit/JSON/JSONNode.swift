/// One entry of a parsed document's tape.
///
/// A document is a flat array of nodes in document order. A container's node
/// is followed by its children (for an object: key, value, key, value…) and
/// records the index just past its subtree in `end`, so skipping a value
/// never visits its children. Strings and numbers are only located here;
/// they are decoded when read.
struct JSONNode: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// What the node is.
    var kind: Kind
    /// Strings: ``hasEscapes``. Numbers: ``isInteger``.
    var flags: UInt8
    /// Byte offset of the token: a string's first content byte (just after
    /// the quote), a number's first byte, a literal's or bracket's offset.
    var start: UInt32
    /// Strings: content length in bytes. Numbers: text length. Containers:
    /// the number of elements (objects: members).
    var length: UInt32
    /// Containers: the index of the node after the last child.
    var end: UInt32

    static let hasEscapes: UInt8 = 1
    static let isInteger: UInt8 = 1

    /// Offset of the value's first byte (a string's opening quote).
    var tokenOffset: Int {
        kind == .string ? Int(start) - 1 : Int(start)
    }
}
