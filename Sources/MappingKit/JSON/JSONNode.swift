/// One entry of a parsed document's tape: 12 bytes.
///
/// A document is a flat array of nodes in document order. A container's node
/// is followed by its children (for an object: key, value, key, value…) and
/// records the index just past its subtree in `end`, so skipping a value
/// never visits its children. Strings and numbers are only located here;
/// they are decoded when read.
///
/// The tape is as large as the payload for typical API JSON (a node for
/// every 12–20 bytes), so the node is packed into three 32-bit words: the
/// kind and flags of a scalar live in its otherwise unused `end` word, under
/// a tag bit; a container's `end` is a node index (below 2³¹, as a document
/// under 4 GiB has fewer than 2³¹ nodes: every node takes at least 2 bytes)
/// and whether it is an object is the top bit of its element count.
struct JSONNode: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// Byte offset of the token: a string's first content byte (just after
    /// the quote), a number's first byte, a literal's or bracket's offset.
    var start: UInt32
    /// Scalars: the length. Containers: the count, with ``objectTag``.
    private var lengthWord: UInt32
    /// Scalars: ``scalarTag``, the kind (bits 1–3) and the flag (bit 0).
    /// Containers: the end index.
    private var endWord: UInt32

    private static let scalarTag: UInt32 = 1 << 31
    private static let objectTag: UInt32 = 1 << 31

    static let hasEscapes: UInt8 = 1
    static let isInteger: UInt8 = 1

    init(kind: Kind, flags: UInt8, start: UInt32, length: UInt32, end: UInt32) {
        self.start = start
        switch kind {
        case .array:
            lengthWord = length
            endWord = end
        case .object:
            lengthWord = length | Self.objectTag
            endWord = end
        default:
            lengthWord = length
            endWord = Self.scalarTag | UInt32(kind.rawValue) << 1 | UInt32(flags & 1)
        }
    }

    @inline(__always)
    private var isScalar: Bool { endWord & Self.scalarTag != 0 }

    /// What the node is.
    var kind: Kind {
        @inline(__always) get {
            guard isScalar else { return lengthWord & Self.objectTag != 0 ? .object : .array }
            return Kind(rawValue: UInt8(truncatingIfNeeded: (endWord >> 1) & 7)) ?? .null
        }
    }

    /// Strings: ``hasEscapes``. Numbers: ``isInteger``.
    var flags: UInt8 {
        @inline(__always) get { isScalar ? UInt8(truncatingIfNeeded: endWord & 1) : 0 }
    }

    /// Strings: content length in bytes. Numbers: text length. Containers:
    /// the number of elements (objects: members).
    var length: UInt32 {
        @inline(__always) get { isScalar ? lengthWord : lengthWord & ~Self.objectTag }
        set { lengthWord = isScalar ? newValue : (lengthWord & Self.objectTag) | newValue }
    }

    /// Containers: the index of the node after the last child (0 while the
    /// container is open). Scalars: 0.
    var end: UInt32 {
        @inline(__always) get { isScalar ? 0 : endWord }
        set { if !isScalar { endWord = newValue & ~Self.scalarTag } }
    }

    /// A string node whose first and last content bytes (0 for an empty
    /// string) are kept in the spare bits of its `end` word, so a key is
    /// told from another by its node alone (``keySignature``), without a
    /// load of the document's bytes.
    init(stringAt start: UInt32, length: UInt32, flags: UInt8, first: UInt8, last: UInt8) {
        self.start = start
        lengthWord = length
        endWord = Self.scalarTag | UInt32(Kind.string.rawValue) << 1 | UInt32(flags & 1)
            | UInt32(first) << 8 | UInt32(last) << 16
    }

    /// A string's length, first and last content bytes as one word
    /// (`length << 48 | first << 40 | last << 32`), what a member index
    /// compares keys by before their bytes; ``escapedKeySignature`` for a
    /// string with escapes (its bytes are not its content).
    var keySignature: UInt64 {
        @inline(__always) get {
            guard endWord & 1 == 0 else { return Self.escapedKeySignature }
            return UInt64(truncatingIfNeeded: min(lengthWord, 0xFFFF)) << 48
                | UInt64(truncatingIfNeeded: (endWord >> 8) & 0xFF) << 40 | UInt64(truncatingIfNeeded: (endWord >> 16) & 0xFF) << 32
        }
    }

    /// The signature of a key with escapes: compared in full.
    static let escapedKeySignature: UInt64 = 0xFFFF_FFFF << 32

    /// The signature a key of these bytes has (see ``keySignature``).
    @inline(__always)
    static func keySignature(length: Int, first: UInt8, last: UInt8) -> UInt64 {
        UInt64(truncatingIfNeeded: min(length, 0xFFFF)) << 48 | UInt64(first) << 40 | UInt64(last) << 32
    }

    /// Offset of the value's first byte (a string's opening quote).
    var tokenOffset: Int {
        kind == .string ? Int(start) - 1 : Int(start)
    }
}
