extension JSONScanner {
    /// Scans a string whose opening quote is at `position`, checking escapes,
    /// control characters and UTF-8, and appends its node.
    mutating func scanString() throws(JSONParseError) {
        let quote = position
        position += 1
        let contentStart = position
        var flags: UInt8 = 0
        let count = input.count
        while true {
            skipPlainASCII()
            guard position < count else { throw error(.unterminatedString, at: quote) }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                flags = JSONNode.hasEscapes
                try scanEscape(quote: quote)
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: position)
            } else if byte >= 0x80 {
                guard let length = utf8SequenceLength(at: position) else {
                    throw error(.invalidUTF8(byte), at: position)
                }
                position += length
            } else {
                position += 1
            }
        }
        nodes.append(JSONNode(
            kind: .string, flags: flags, start: UInt32(truncatingIfNeeded: contentStart),
            length: UInt32(truncatingIfNeeded: position - contentStart), end: 0))
        position += 1
    }

    /// Advances over bytes that need no attention (ASCII, not `"`, `\` or a
    /// control character), eight at a time where it can.
    @inline(__always)
    private mutating func skipPlainASCII() {
        let count = input.count
        guard let base = input.baseAddress else { return }
        while position + 8 <= count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let hasQuote = (quote &- ones) & ~quote
            let hasBackslash = (backslash &- ones) & ~backslash
            let hasControl = (word &- ones &* 0x20) & ~word
            if (hasQuote | hasBackslash | hasControl | word) & high != 0 { break }
            position += 8
        }
        while position < count {
            let byte = input[position]
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return }
            position += 1
        }
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
        let lead = input[offset]
        let count = input.count
        func continuation(_ index: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index < count && range.contains(input[index])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(offset + 1) ? 2 : nil
        case 0xE0:
            return continuation(offset + 1, 0xA0...0xBF) && continuation(offset + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(offset + 1) && continuation(offset + 2) ? 3 : nil
        case 0xED:
            return continuation(offset + 1, 0x80...0x9F) && continuation(offset + 2) ? 3 : nil
        case 0xF0:
            return continuation(offset + 1, 0x90...0xBF) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
        case 0xF4:
            return continuation(offset + 1, 0x80...0x8F) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
        default:
            return nil
        }
    }
}
