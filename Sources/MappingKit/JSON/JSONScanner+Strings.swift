extension JSONScanner {
    /// Scans a string whose opening quote is at `position`, checking escapes,
    /// control characters and UTF-8, and appends its node.
    ///
    /// Plain ASCII is skipped eight bytes at a time (SWAR on a `UInt64`: the
    /// first byte that is `"`, `\`, a control character or non-ASCII
    /// stops the run); non-ASCII runs are validated sequence by sequence
    /// without leaving the loop.
    mutating func scanString() throws(JSONParseError) {
        let quote = position
        guard let base = input.baseAddress else { throw error(.unterminatedString, at: quote) }
        let count = input.count
        let contentStart = position + 1
        var cursor = contentStart
        var flags: UInt8 = 0
        while true {
            cursor = Self.skipPlainASCII(base, from: cursor, count: count)
            guard cursor < count else { throw error(.unterminatedString, at: quote) }
            let byte = base[cursor]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                flags = JSONNode.hasEscapes
                if cursor + 1 < count, Self.isShortEscape(base[cursor + 1]) {
                    cursor += 2
                    continue
                }
                position = cursor
                try scanEscape(quote: quote)
                cursor = position
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: cursor)
            } else {
                // Non-ASCII (the SWAR stop set has nothing else): validate
                // the whole run of multi-byte sequences here.
                repeat {
                    // Most non-ASCII text (CJK, most of the BMP) is three-byte
                    // sequences led by E1–EC or EE–EF, whose continuation
                    // bytes need only their top two bits checked: two of
                    // them per load, then one.
                    if cursor + 8 <= count {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                        if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0,
                            Self.leadsPlainThreeByteSequence(UInt8(truncatingIfNeeded: word)),
                            Self.leadsPlainThreeByteSequence(UInt8(truncatingIfNeeded: word >> 24))
                        {
                            cursor += 6
                            continue
                        }
                    }
                    if cursor + 4 <= count {
                        let word = UInt32(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt32.self))
                        if word & 0xC0_C0F0 == 0x80_80E0, Self.leadsPlainThreeByteSequence(UInt8(truncatingIfNeeded: word)) {
                            cursor += 3
                            continue
                        }
                    }
                    let length = Self.utf8SequenceLength(base, at: cursor, count: count)
                    guard length > 0 else { throw error(.invalidUTF8(base[cursor]), at: cursor) }
                    cursor += length
                } while cursor < count && base[cursor] >= 0x80
            }
        }
        appendString(base, from: contentStart, to: cursor, flags: flags)
    }

    /// Scans the string at `position` when it is plain ASCII (no escape,
    /// control character or non-ASCII byte: most keys) and appends its
    /// node; returns `false`, having moved nothing, for any other string,
    /// which ``scanString()`` then scans.
    @inline(__always)
    mutating func scanPlainString() -> Bool {
        guard let base = input.baseAddress else { return false }
        let contentStart = position &+ 1
        let end = Self.skipPlainASCII(base, from: contentStart, count: input.count)
        guard end < input.count, base[end] == UInt8(ascii: "\"") else { return false }
        appendString(base, from: contentStart, to: end, flags: 0)
        return true
    }

    /// Appends the node of the string whose content is `start..<end` and
    /// moves past its closing quote.
    @inline(__always)
    private mutating func appendString(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, flags: UInt8) {
        // The first and last bytes are in the cache now: kept in the node, a
        // key is told from another without loading its bytes again.
        let empty = end == start
        append(JSONNode(
            stringAt: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end &- start),
            flags: flags, first: empty ? 0 : base[start], last: empty ? 0 : base[end &- 1]))
        position = end &+ 1
    }

    /// `true` for the lead bytes E1–EC and EE–EF, where any two continuation
    /// bytes (80–BF) make a valid three-byte sequence (E0 and ED restrict the
    /// second byte); `byte`'s top four bits are known to be `1110`.
    @inline(__always)
    static func leadsPlainThreeByteSequence(_ byte: UInt8) -> Bool {
        (0b1101_1111_1111_1110 as UInt16) >> (byte & 0x0F) & 1 != 0
    }

    /// `"`, `\`, `/`, `b`, `f`, `n`, `r` or `t`: the byte after a backslash
    /// in a two-byte escape.
    @inline(__always)
    static func isShortEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    /// The offset of the first byte at or after `start` that needs
    /// attention in a string (`"`, `\`, a control character or a byte of
    /// non-ASCII), or `count`; eight bytes at a time where it can.
    @inline(__always)
    static func skipPlainASCII(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var cursor = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // `cursor` and `count` are offsets in a buffer: no overflow checks.
        while cursor &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in a term when the byte is `"`
            // (`quote - 1` borrows), `\\`, below 0x20, or (the last term) not
            // ASCII. Below the lowest such byte nothing borrows, so the
            // lowest flag is exact; flags above it may be false, which does
            // not matter as only the lowest is used. (A non-ASCII byte can
            // set a high bit in the first three terms too: it stops anyway.)
            let quote = (word ^ (ones &* 0x22)) &- ones
            let backslash = (word ^ (ones &* 0x5C)) &- ones
            let control = word &- ones &* 0x20
            let stops = (quote | backslash | control | word) & high
            if stops != 0 { return cursor &+ stops.trailingZeroBitCount &>> 3 }
            cursor &+= 8
        }
        while cursor < count {
            let byte = base[cursor]
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// Checks the escape at `position` (a backslash) and moves past it.
    private mutating func scanEscape(quote: Int) throws(JSONParseError) {
        let backslash = position
        guard position + 1 < input.count else { throw error(.unterminatedString, at: quote) }
        let escaped = input[position + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: position + 2) else { throw error(.invalidUnicodeEscape, at: backslash) }
            position += 6
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw error(.unpairedSurrogate(unit), at: backslash)
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                    input[position + 1] == UInt8(ascii: "u"), let low = hexUnit(at: position + 2),
                    low >= 0xDC00 && low <= 0xDFFF
                else { throw error(.unpairedSurrogate(unit), at: backslash) }
                position += 6
            }
        default:
            throw error(.invalidEscape(escaped), at: backslash)
        }
    }

    /// The four hex digits at `offset` as a code unit.
    func hexUnit(at offset: Int) -> UInt16? {
        guard offset + 4 <= input.count else { return nil }
        var value: UInt16 = 0
        for index in offset..<offset + 4 {
            guard let digit = JSONDocument.hexValue(input[index]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The length of the valid UTF-8 sequence at `offset`, or `nil`.
    func utf8SequenceLength(at offset: Int) -> Int? {
        guard let base = input.baseAddress else { return nil }
        let length = Self.utf8SequenceLength(base, at: offset, count: input.count)
        return length > 0 ? length : nil
    }

    /// The length of the valid UTF-8 sequence at `offset` (RFC 3629: no
    /// overlong forms, surrogates or values beyond U+10FFFF), or 0.
    @inline(__always)
    static func utf8SequenceLength(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
        let lead = base[offset]
        @inline(__always) func continuation(_ index: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index < count && base[index] &- low <= high &- low
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(offset + 1) ? 2 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(offset + 1) && continuation(offset + 2) ? 3 : 0
        case 0xE0:
            return continuation(offset + 1, 0xA0) && continuation(offset + 2) ? 3 : 0
        case 0xED:
            return continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) ? 3 : 0
        case 0xF0:
            return continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF4:
            return continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        default:
            return 0
        }
    }
}
