/// Reads JSON bytes once and records the document as a flat tape of
/// ``JSONNode``s.
///
/// The scanner works on raw bytes through an unsafe buffer and never builds
/// a `String` while scanning. It is iterative: nesting uses an explicit stack
/// bounded by ``JSONParsingOptions/maximumDepth``, so deep input is an error,
/// never a stack overflow. Line and column are computed only when an error
/// is built.
struct JSONScanner {
    let input: UnsafeBufferPointer<UInt8>
    let options: JSONParsingOptions
    var position = 0
    /// Where the nodes are written; `nodeCount` of them so far.
    let tape: JSONTape
    private var base: UnsafeMutablePointer<JSONNode>
    private var capacity: Int
    private(set) var nodeCount = 0
    /// The enclosing containers of the innermost open one (which `scan`
    /// keeps in locals): node index (-1 for the top level) and count so far.
    private var stack: [(index: Int, count: UInt32)] = []

    /// A scanner writing into `tape` (its earlier nodes forgotten): the
    /// caller makes sure nothing else reads it.
    init(input: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions, tape: JSONTape) {
        self.input = input
        self.options = options
        self.tape = tape
        tape.reset(minimumCapacity: max(16, input.count / 6))
        base = tape.base
        capacity = tape.capacity
    }

    @inline(__always)
    mutating func append(_ node: JSONNode) {
        if nodeCount == capacity {
            base = tape.grow(keeping: nodeCount, to: capacity * 2)
            capacity = tape.capacity
        }
        base[nodeCount] = node
        nodeCount += 1
    }

    /// Records the node count in the tape, once the scan has succeeded.
    func finish() {
        tape.setCount(nodeCount)
    }

    /// Scans the whole input; on success `nodes` holds the document.
    mutating func scan() throws(JSONParseError) {
        guard input.count < Int(UInt32.max) else { throw error(.documentTooLarge, at: 0) }
        if let (encoding, byteOrderMark) = Self.otherEncoding(of: input) {
            throw error(.unsupportedEncoding(encoding, byteOrderMark: byteOrderMark), at: 0)
        }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = 3  // a UTF-8 byte order mark is ignored
        }
        var expectation = JSONParseError.Expectation.value
        // The innermost open container (-1: none), kept out of the arrays
        // while its values are counted.
        var top = -1
        var topIsObject = false
        var topCount: UInt32 = 0
        valueLoop: while true {
            try skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: expectation), at: position) }
            switch input[position] {
            case UInt8(ascii: "{"):
                try open(.object, &top, &topIsObject, &topCount)
                try skipWhitespace()
                guard position < input.count else { throw error(.unexpectedEnd(expected: .keyOrObjectEnd), at: position) }
                if input[position] == UInt8(ascii: "}") {
                    position += 1
                    try closeContainer(&top, &topIsObject, &topCount)
                } else {
                    try scanKeyAndColon(expectation: .keyOrObjectEnd)
                    expectation = .value
                    continue valueLoop
                }
            case UInt8(ascii: "["):
                try open(.array, &top, &topIsObject, &topCount)
                try skipWhitespace()
                guard position < input.count else { throw error(.unexpectedEnd(expected: .valueOrArrayEnd), at: position) }
                if input[position] == UInt8(ascii: "]") {
                    position += 1
                    try closeContainer(&top, &topIsObject, &topCount)
                } else {
                    expectation = .valueOrArrayEnd
                    continue valueLoop
                }
            case UInt8(ascii: "\""):
                try scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
            case UInt8(ascii: "t"):
                try scanLiteral("true", kind: .true)
            case UInt8(ascii: "f"):
                try scanLiteral("false", kind: .false)
            case UInt8(ascii: "n"):
                try scanLiteral("null", kind: .null)
            default:
                throw unexpectedValueByte(expectation: expectation)
            }
            // A value is complete: count it, then read separators and closings.
            while top >= 0 {
                topCount += 1
                try skipWhitespace()
                let closing = topIsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < input.count else {
                    throw error(.unexpectedEnd(expected: topIsObject ? .commaOrObjectEnd : .commaOrArrayEnd), at: position)
                }
                let byte = input[position]
                if byte == closing {
                    position += 1
                    try closeContainer(&top, &topIsObject, &topCount)
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw error(
                        .unexpectedByte(found: byte, expected: topIsObject ? .commaOrObjectEnd : .commaOrArrayEnd),
                        at: position)
                }
                let commaOffset = position
                position += 1
                try skipWhitespace()
                if position < input.count, input[position] == closing {
                    guard options.allowsTrailingCommas else { throw error(.trailingComma, at: commaOffset) }
                    position += 1
                    try closeContainer(&top, &topIsObject, &topCount)
                    continue
                }
                if topIsObject {
                    try scanKeyAndColon(expectation: .key)
                }
                expectation = .value
                continue valueLoop
            }
            try skipWhitespace()
            if position < input.count { throw error(.trailingContent, at: position) }
            return
        }
    }

    /// The UTF-16 or UTF-32 encoding of `input`, found from a byte order
    /// mark or, without one, from the zero bytes that the first two
    /// characters of a JSON text (always ASCII) have in those encodings
    /// (RFC 4627 §3); `nil` for anything else, which is read as UTF-8.
    static func otherEncoding(of input: UnsafeBufferPointer<UInt8>) -> (JSONParseError.Encoding, Bool)? {
        guard input.count >= 2 else { return nil }
        let b0 = input[0], b1 = input[1]
        if input.count >= 4 {
            let b2 = input[2], b3 = input[3]
            switch (b0, b1, b2, b3) {
            case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, true)
            case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, true)
            default: break
            }
        }
        switch (b0, b1) {
        case (0xFE, 0xFF): return (.utf16BigEndian, true)
        case (0xFF, 0xFE): return (.utf16LittleEndian, true)
        default: break
        }
        guard input.count >= 4 else {
            // A one-character document, such as 1 or a space and 1.
            if input.count == 2, b0 == 0, b1 != 0 { return (.utf16BigEndian, false) }
            if input.count == 2, b0 != 0, b1 == 0 { return (.utf16LittleEndian, false) }
            return nil
        }
        let b2 = input[2], b3 = input[3]
        switch (b0 == 0, b1 == 0, b2 == 0, b3 == 0) {
        case (true, true, true, false): return (.utf32BigEndian, false)
        case (true, false, true, false): return (.utf16BigEndian, false)
        case (false, true, true, true): return (.utf32LittleEndian, false)
        case (false, true, false, true): return (.utf16LittleEndian, false)
        default: return nil
        }
    }

    // MARK: - Containers

    @inline(__always)
    private mutating func open(
        _ kind: JSONNode.Kind, _ top: inout Int, _ topIsObject: inout Bool, _ topCount: inout UInt32
    ) throws(JSONParseError) {
        guard stack.count < options.maximumDepth else {
            throw error(.tooDeep(limit: options.maximumDepth), at: position)
        }
        stack.append((top, topCount))
        top = nodeCount
        topIsObject = kind == .object
        topCount = 0
        append(JSONNode(kind: kind, flags: 0, start: UInt32(truncatingIfNeeded: position), length: 0, end: 0))
        position += 1
    }

    /// Closes the innermost container: records its count and end, and makes
    /// its parent the innermost.
    @inline(__always)
    private mutating func closeContainer(
        _ top: inout Int, _ topIsObject: inout Bool, _ topCount: inout UInt32
    ) throws(JSONParseError) {
        guard top >= 0 else { return }
        base[top].length = topCount
        base[top].end = UInt32(truncatingIfNeeded: nodeCount)
        if options.rejectsDuplicateKeys, topIsObject, topCount > 1 {
            try checkDuplicateKeys(object: top)
        }
        let parent = stack.removeLast()
        top = parent.index
        topCount = parent.count
        topIsObject = top >= 0 && base[top].kind == .object
    }

    private func checkDuplicateKeys(object: Int) throws(JSONParseError) {
        var seen: [String: Int] = [:]
        var index = object + 1
        let end = Int(base[object].end)
        while index < end {
            let key = JSONDocument.decodeString(base[index], in: input)
            if let first = seen[key] {
                throw JSONParseError.duplicateKey(key, at: base[index].tokenOffset, first: first, in: input)
            }
            seen[key] = base[index].tokenOffset
            let value = index + 1
            index = base[value].kind == .array || base[value].kind == .object ? Int(base[value].end) : value + 1
        }
    }

    private mutating func scanKeyAndColon(expectation: JSONParseError.Expectation) throws(JSONParseError) {
        guard position < input.count else { throw error(.unexpectedEnd(expected: expectation), at: position) }
        guard input[position] == UInt8(ascii: "\"") else {
            throw error(.unexpectedByte(found: input[position], expected: expectation), at: position)
        }
        if !scanPlainString() { try scanString() }
        // The colon, most often right after the key.
        if position < input.count, input[position] == UInt8(ascii: ":") {
            position += 1
            return
        }
        try skipWhitespace()
        guard position < input.count else { throw error(.unexpectedEnd(expected: .colon), at: position) }
        guard input[position] == UInt8(ascii: ":") else {
            throw error(.unexpectedByte(found: input[position], expected: .colon), at: position)
        }
        position += 1
    }

    // MARK: - Scalars

    private mutating func scanNumber() throws(JSONParseError) {
        let start = position
        guard let (end, isInteger) = Self.scanWellFormedNumber(input, from: start) else {
            return try scanNumberSlowly()
        }
        appendNumber(start: start, end: end, isInteger: isInteger)
    }

    @inline(__always)
    private mutating func appendNumber(start: Int, end: Int, isInteger: Bool) {
        append(JSONNode(
            kind: .number, flags: isInteger ? JSONNode.isInteger : 0, start: UInt32(truncatingIfNeeded: start),
            length: UInt32(truncatingIfNeeded: end - start), end: 0))
        position = end
    }

    /// A number the fast scan did not accept: the grammar finds what is wrong.
    private mutating func scanNumberSlowly() throws(JSONParseError) {
        let start = position
        if input[start] == UInt8(ascii: "-"), start + 1 < input.count, input[start + 1] == UInt8(ascii: "I") {
            throw error(.invalidLiteral(word(at: start)), at: start)
        }
        switch NumberGrammar.scan(input, from: start) {
        case .number(let end, let isInteger):
            if end < input.count, Self.continuesNumber(input[end]) {
                throw error(.invalidNumber(numberToken(at: start)), at: start)
            }
            appendNumber(start: start, end: end, isInteger: isInteger)
        case .failure(let reason, let offset):
            throw error(reason, at: offset)
        }
    }

    /// The end of the number at `start` when it is well formed and not
    /// followed by a byte that looks like more of it; `nil` otherwise.
    /// Digit runs are read eight bytes at a time.
    @inline(__always)
    private static func scanWellFormedNumber(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> (offset: Int, isInteger: Bool)? {
        guard let base = input.baseAddress else { return nil }
        let count = input.count
        var cursor = start
        if base[cursor] == UInt8(ascii: "-") { cursor += 1 }
        guard cursor < count else { return nil }
        if base[cursor] == UInt8(ascii: "0") {
            cursor += 1
        } else {
            guard NumberGrammar.isDigit(base[cursor]) else { return nil }
            cursor = skipDigits(base, from: cursor + 1, count: count)
        }
        var isInteger = true
        if cursor < count, base[cursor] == UInt8(ascii: ".") {
            isInteger = false
            guard cursor + 1 < count, NumberGrammar.isDigit(base[cursor + 1]) else { return nil }
            cursor = skipDigits(base, from: cursor + 2, count: count)
        }
        if cursor < count, base[cursor] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            cursor += 1
            if cursor < count, base[cursor] == UInt8(ascii: "+") || base[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard cursor < count, NumberGrammar.isDigit(base[cursor]) else { return nil }
            cursor = skipDigits(base, from: cursor + 1, count: count)
        }
        if cursor < count, continuesNumber(base[cursor]) { return nil }
        return (cursor, isInteger)
    }

    /// The offset of the first byte at or after `start` that is not a digit.
    @inline(__always)
    private static func skipDigits(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var cursor = start
        while cursor + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
            // A byte is a digit when its high nibble is 3 and adding 6 keeps it 3.
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
            let threes: UInt64 = 0x3030_3030_3030_3030
            let nonDigits = ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
            if nonDigits != 0 { return cursor + nonDigits.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < count, NumberGrammar.isDigit(base[cursor]) { cursor += 1 }
        return cursor
    }

    private mutating func scanLiteral(_ literal: StaticString, kind: JSONNode.Kind) throws(JSONParseError) {
        let length = literal.utf8CodeUnitCount
        let start = position
        // The first four bytes in one comparison (`true`, `null`, `fals`).
        if start + length <= input.count, let base = input.baseAddress {
            let word = UInt32(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self))
            let expected = UInt32(littleEndian: UnsafeRawPointer(literal.utf8Start).loadUnaligned(as: UInt32.self))
            if word == expected, length == 4 || base[start + 4] == literal.utf8Start[4] {
                position += length
                append(JSONNode(kind: kind, flags: 0, start: UInt32(truncatingIfNeeded: start), length: 0, end: 0))
                return
            }
        }
        var matches = start + length <= input.count
        if matches {
            let expected = literal.utf8Start
            for offset in 0..<length where input[start + offset] != expected[offset] {
                matches = false
                break
            }
        }
        guard matches else { throw error(.invalidLiteral(word(at: start)), at: start) }
        position += length
        append(JSONNode(kind: kind, flags: 0, start: UInt32(truncatingIfNeeded: start), length: 0, end: 0))
    }

    /// Bytes that cannot follow a number but look like part of one (`0x1F`, `1.2.3`).
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        NumberGrammar.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// The number-like token at `start`, for messages.
    private func numberToken(at start: Int) -> String {
        var end = start
        while end < input.count, end - start < 32,
            Self.continuesNumber(input[end]) || input[end] == UInt8(ascii: "-") || input[end] == UInt8(ascii: "+")
        {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<max(end, start + 1)]), as: UTF8.self)
    }

    /// The run of letters, digits and `-_.+` at `start`, for messages.
    private func word(at start: Int) -> String {
        var end = start
        while end < input.count, end - start < 32 {
            let byte = input[end]
            let isWordByte = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || NumberGrammar.isDigit(byte) || byte == UInt8(ascii: "_")
                || (end == start && byte == UInt8(ascii: "-"))
            guard isWordByte else { break }
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<max(end, start + 1)]), as: UTF8.self)
    }

    private func unexpectedValueByte(expectation: JSONParseError.Expectation) -> JSONParseError {
        let byte = input[position]
        let isLetter = byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
        if isLetter { return error(.invalidLiteral(word(at: position)), at: position) }
        if byte >= 0x80, utf8SequenceLength(at: position) == nil {
            return error(.invalidUTF8(byte), at: position)
        }
        return error(.unexpectedByte(found: byte, expected: expectation), at: position)
    }

    // MARK: - Whitespace and comments

    @inline(__always)
    private mutating func skipWhitespace() throws(JSONParseError) {
        // Most calls find a value or separator straight away.
        guard position < input.count else { return }
        let byte = input[position]
        guard byte <= UInt8(ascii: " ") || byte == UInt8(ascii: "/") else { return }
        // One space before a value (`"key": value`, the common case of
        // indented JSON): no run to scan.
        if byte == UInt8(ascii: " "), position + 1 < input.count {
            let next = input[position + 1]
            if next > UInt8(ascii: " "), next != UInt8(ascii: "/") {
                position += 1
                return
            }
        }
        try skipWhitespaceRun()
    }

    /// Skips whitespace and comments; a run of spaces (indentation) eight
    /// bytes at a time.
    private mutating func skipWhitespaceRun() throws(JSONParseError) {
        guard let base = input.baseAddress else { return }
        let count = input.count
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while position < count {
            switch base[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
                while position + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                    let other = word ^ spaces
                    if other != 0 {
                        position += other.trailingZeroBitCount >> 3
                        break
                    }
                    position += 8
                }
            case UInt8(ascii: "/"):
                guard try skipComment() else { return }
            default:
                return
            }
        }
    }

    /// Skips a comment at `position`; returns `false` (leaving a lone `/`
    /// for the caller to report with what it expected) when there is none.
    private mutating func skipComment() throws(JSONParseError) -> Bool {
        guard position + 1 < input.count else { return false }
        let next = input[position + 1]
        guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else { return false }
        guard options.allowsComments else { throw error(.commentNotAllowed, at: position) }
        let start = position
        position += 2
        if next == UInt8(ascii: "/") {
            while position < input.count, input[position] != UInt8(ascii: "\n"), input[position] != UInt8(ascii: "\r") {
                position += 1
            }
            return true
        }
        while position + 1 < input.count {
            if input[position] == UInt8(ascii: "*"), input[position + 1] == UInt8(ascii: "/") {
                position += 2
                return true
            }
            position += 1
        }
        throw error(.unterminatedComment, at: start)
    }

    // MARK: - Errors

    func error(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
        JSONParseError(reason, at: offset, in: input)
    }
}
