import Foundation

/// A parsed JSON document: the input bytes and their tape of nodes.
///
/// Reading a value decodes only that value; nothing else in the document is
/// turned into Swift values. The mapping engine reads payloads this way, and
/// ``JSON`` values are built from it only when asked for.
package struct JSONDocument: Sendable {
    let source: JSONBytes
    let nodes: JSONTape

    /// Parses `bytes`; throws the first syntax error.
    package init(parsing bytes: [UInt8], options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let tape = JSONTape(capacity: bytes.count / 6)
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
            try Self.scan(buffer, options: options, into: tape)
        }
        source = JSONBytes(.array(bytes))
        nodes = tape
    }

    /// Parses `data` in place; throws the first syntax error.
    package init(parsing data: Data, options: JSONParsingOptions = .strict) throws(JSONParseError) {
        var newTape: JSONTape?
        try self.init(parsing: data, options: options, reusing: &newTape)
    }

    /// Parses `data` in place, writing the nodes into `storage` when
    /// nothing else holds it any more (see ``PayloadParser``); otherwise
    /// into a new tape, which `storage` then keeps for the next document.
    init(parsing data: Data, options: JSONParsingOptions, reusing storage: inout JSONTape?) throws(JSONParseError) {
        var tape = storage ?? JSONTape(capacity: data.count / 6)
        storage = nil
        // The last document still alive keeps its tape: write elsewhere.
        if !isKnownUniquelyReferenced(&tape) { tape = JSONTape(capacity: data.count / 6) }
        storage = tape
        let scanned = data.withUnsafeBytes { raw -> Result<Void, JSONParseError> in
            Result { () throws(JSONParseError) in
                try Self.scan(raw.assumingMemoryBound(to: UInt8.self), options: options, into: tape)
            }
        }
        try scanned.get()
        nodes = tape
        source = JSONBytes(.data(data))
    }

    private static func scan(
        _ buffer: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions, into tape: JSONTape
    ) throws(JSONParseError) {
        var scanner = JSONScanner(input: buffer, options: options, tape: tape)
        try scanner.scan()
        scanner.finish()
    }

    /// Runs `body` with the document's bytes, valid only inside `body`.
    @inline(__always)
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try source.withUnsafeBytes(body)
    }

    /// The index of the root value.
    package var root: Int { 0 }

    /// The number of nodes on the tape.
    package var nodeCount: Int { nodes.count }

    /// The index of the node after the value at `index` and its children.
    func skip(_ index: Int) -> Int {
        withTapeView { $0.skip(index) }
    }

    /// The value for `key` in the object at `index` (the last one when the
    /// key is repeated), or `nil` when absent or not an object.
    func member(_ key: String, inObject index: Int) -> Int? {
        var key = key
        return key.withUTF8 { member(utf8: $0, inObject: index) }
    }

    func member(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int) -> Int? {
        withTapeView { $0.member(utf8: key, inObject: index) }
    }

    /// The element at `position` of the array at `index`.
    func element(_ position: Int, inArray index: Int) -> Int? {
        withTapeView { $0.element(position, inArray: index) }
    }

    /// The indices of the children of the array at `index`.
    func elements(ofArray index: Int) -> [Int] {
        withTapeView { tape in
            var result: [Int] = []
            result.reserveCapacity(Int(tape.nodes[index].length))
            tape.forEachElement(ofArray: index) { _, child in
                result.append(child)
                return true
            }
            return result
        }
    }

    /// The decoded string at `index` (a string node).
    func string(at index: Int) -> String {
        withUnsafeBytes { Self.decodeString(nodes[index], in: $0) }
    }

    /// The number at `index` (a number node).
    func number(at index: Int) -> JSON.Number {
        withUnsafeBytes { Self.decodeNumber(nodes[index], in: $0) }
    }

    /// The number at `index` as an `Int64`, as ``JSON/Number/int64Value`` reads it.
    func int64(at index: Int) -> Int64? {
        withUnsafeTape { bytes, nodes in Self.decodeInt64(nodes[index], in: bytes) }
    }

    /// Whether the node at `index` is a number.
    package func isNumber(at index: Int) -> Bool { nodes[index].kind == .number }

    /// The number at `index` as the nearest `Double`.
    package func double(at index: Int) -> Double {
        withUnsafeTape { bytes, nodes in Self.decodeDouble(nodes[index], in: bytes) }
    }

    /// The raw JSON text of a number node.
    package func numberText(at index: Int) -> String {
        let node = nodes[index]
        return withUnsafeBytes {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(node.start)..<Int(node.start + node.length)]), as: UTF8.self)
        }
    }

    /// The value at `index` as a ``JSON`` tree.
    ///
    /// Built with a loop and a stack of the containers being filled, so the
    /// depth of the document does not reach the thread's stack.
    package func json(at index: Int) -> JSON {
        withUnsafeBytes { buffer in
            if let flat = flatJSON(at: index, in: buffer) { return flat }
            var open: [OpenContainer] = []
            var cursor = index
            while true {
                let node = nodes[cursor]
                cursor += 1
                var value: JSON
                switch node.kind {
                case .null: value = .null
                case .true: value = .bool(true)
                case .false: value = .bool(false)
                case .number: value = .number(Self.decodeNumber(node, in: buffer))
                case .string: value = .string(Self.decodeString(node, in: buffer))
                case .array, .object:
                    let isObject = node.kind == .object
                    guard cursor < Int(node.end) else {
                        value = isObject ? .object(JSON.Object()) : .array([])
                        break
                    }
                    var container = OpenContainer(isObject: isObject, end: Int(node.end))
                    if !isObject { container.elements.reserveCapacity(Int(node.length)) }
                    open.append(container)
                    if isObject { open[open.count - 1].key = nextKey(&cursor, in: buffer) }
                    continue
                }
                // Hand the value to the containers it completes, innermost first.
                while !open.isEmpty {
                    open[open.count - 1].add(value)
                    guard cursor >= open[open.count - 1].end else {
                        if open[open.count - 1].isObject { open[open.count - 1].key = nextKey(&cursor, in: buffer) }
                        break
                    }
                    value = open.removeLast().value
                }
                if open.isEmpty { return value }
            }
        }
    }

    /// A container whose children are all scalars (most containers an API
    /// sends: `indices`, `tags`, small objects), built directly; `nil` for
    /// a scalar or a container holding containers.
    private func flatJSON(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> JSON? {
        let node = nodes[index]
        guard node.kind == .array || node.kind == .object else { return nil }
        let count = Int(node.length)
        let isObject = node.kind == .object
        // Every child a scalar: one node each (a key and a value each for an object).
        guard Int(node.end) - index - 1 == (isObject ? 2 * count : count) else { return nil }
        func scalar(_ node: JSONNode) -> JSON {
            switch node.kind {
            case .null: .null
            case .true: .bool(true)
            case .false: .bool(false)
            case .number: .number(Self.decodeNumber(node, in: buffer))
            case .string: .string(Self.decodeString(node, in: buffer))
            case .array: .array([])
            case .object: .object(JSON.Object())
            }
        }
        guard isObject else {
            var elements: [JSON] = []
            elements.reserveCapacity(count)
            for child in index + 1..<index + 1 + count { elements.append(scalar(nodes[child])) }
            return .array(elements)
        }
        var object = JSON.Object(capacity: count)
        var cursor = index + 1
        for _ in 0..<count {
            let key = Self.decodeString(nodes[cursor], in: buffer)
            // A repeated key keeps its first place and its last value.
            object[key] = scalar(nodes[cursor + 1])
            cursor += 2
        }
        return .object(object)
    }

    private func nextKey(_ cursor: inout Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        let key = Self.decodeString(nodes[cursor], in: buffer)
        cursor += 1
        return key
    }
}

/// An array or object of ``JSONDocument/json(at:)`` whose children are
/// still being read.
private struct OpenContainer {
    let isObject: Bool
    /// The node index just past the container.
    let end: Int
    var elements: [JSON] = []
    var object = JSON.Object()
    /// An object's key whose value comes next.
    var key = ""

    init(isObject: Bool, end: Int) {
        self.isObject = isObject
        self.end = end
    }

    mutating func add(_ value: JSON) {
        if isObject { object[key] = value } else { elements.append(value) }
    }

    var value: JSON { isObject ? .object(object) : .array(elements) }
}

extension JSONDocument {
    /// Compares a string node's decoded value with UTF-8 bytes.
    @inline(__always)
    static func key(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        if node.flags & JSONNode.hasEscapes == 0 {
            guard Int(node.length) == key.count, !key.isEmpty, let base = buffer.baseAddress, let keyBase = key.baseAddress else {
                return Int(node.length) == key.count && key.isEmpty
            }
            // The first and last bytes are in the node: most other keys are
            // told apart without a load of the document's bytes.
            guard node.keySignature == JSONNode.keySignature(length: key.count, first: keyBase[0], last: keyBase[key.count - 1])
            else { return false }
            return KeyBytes.equal(base + Int(node.start), keyBase, key.count)
        }
        let decoded = decodeString(node, in: buffer)
        return decoded.utf8.elementsEqual(key)
    }

    static func decodeString(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        let content = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start) + Int(node.length)])
        if node.flags & JSONNode.hasEscapes == 0 {
            return String(decoding: content, as: UTF8.self)
        }
        return slowpathDecodeEscapes(content)
    }

    /// Decodes a string with escapes; the scanner has already validated it.
    ///
    /// Writes straight into the new string's storage (the decoded text is
    /// never longer than the escaped one), copying each run between escapes
    /// in one go.
    private static func slowpathDecodeEscapes(_ content: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: content.count) { output in
            guard let source = content.baseAddress, let target = output.baseAddress else { return 0 }
            let count = content.count
            var read = 0
            var written = 0
            while read < count {
                let runEnd = memchr(source + read, Int32(UInt8(ascii: "\\")), count - read)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - source } ?? count
                if runEnd > read {
                    (target + written).update(from: source + read, count: runEnd - read)
                    written += runEnd - read
                    read = runEnd
                }
                guard read + 1 < count else {
                    if read < count {  // a lone trailing backslash: not from the scanner
                        target[written] = source[read]
                        written += 1
                    }
                    break
                }
                let escaped = source[read + 1]
                read += 2
                var byte = escaped
                switch escaped {
                case UInt8(ascii: "b"): byte = 0x08
                case UInt8(ascii: "f"): byte = 0x0C
                case UInt8(ascii: "n"): byte = 0x0A
                case UInt8(ascii: "r"): byte = 0x0D
                case UInt8(ascii: "t"): byte = 0x09
                case UInt8(ascii: "u"):
                    guard read + 4 <= count else { return written }  // not from the scanner
                    var scalar = UInt32(hexUnit(content, at: read))
                    read += 4
                    if scalar >= 0xD800 && scalar <= 0xDBFF, read + 6 <= count {
                        let low = UInt32(hexUnit(content, at: read + 2))
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) &+ (low &- 0xDC00)
                        read += 6
                    }
                    written += writeUTF8(scalar, to: target + written)
                    continue
                default: break
                }
                target[written] = byte
                written += 1
            }
            return written
        }
    }

    private static func hexUnit(_ content: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16 {
        var value: UInt16 = 0
        for index in offset..<min(offset + 4, content.count) {
            value = value << 4 | UInt16(hexValue(content[index]) ?? 0)
        }
        return value
    }

    /// Writes `scalar` as UTF-8 (U+FFFD for a surrogate or beyond U+10FFFF,
    /// never longer than the 6 bytes of its escape); returns the length.
    @inline(__always)
    private static func writeUTF8(_ scalar: UInt32, to target: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            target[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            target[0] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
            target[1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 2
        case 0xD800...0xDFFF, 0x110000...:
            target[0] = 0xEF
            target[1] = 0xBF
            target[2] = 0xBD
            return 3
        case 0x800..<0x10000:
            target[0] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            target[1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            target[2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 3
        default:
            target[0] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
            target[1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
            target[2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            target[3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 4
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func decodeNumber(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>) -> JSON.Number {
        let text = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start) + Int(node.length)])
        if node.flags & JSONNode.isInteger != 0 {
            if text.count <= 18, let base = text.baseAddress {
                // At most 18 digits: no overflow possible.
                let negative = base[0] == UInt8(ascii: "-")
                var value: Int64 = 0
                for index in (negative ? 1 : 0)..<text.count {
                    value = value &* 10 &+ Int64(base[index] &- UInt8(ascii: "0"))
                }
                return JSON.Number(negative ? -value : value)
            }
            if let integer = DecimalToDouble.int64(text, isInteger: true) { return JSON.Number(integer) }
        }
        // Fractions, exponents and integers beyond Int64 keep their text.
        return JSON.Number(literal: text)
    }
}
