extension SourceFile {
    /// The byte offset of the `index`-th Unicode scalar of the JSON string
    /// whose opening quote is at `tokenOffset`, reading its escapes (`\\`,
    /// `\n`, `\u00E9`, a surrogate pair as one scalar): where a diagnostic
    /// about a part of a string value points, such as the construct of a
    /// `@pattern`. `nil` when no string starts there or it ends first.
    ///
    /// ```swift
    /// // "@pattern": "(a)\\1"   — scalar 3 (the backslash) is the 5th byte after the quote
    /// ```
    func offset(ofScalar index: Int, inStringAt tokenOffset: Int) -> Int? {
        guard bytes.indices.contains(tokenOffset), bytes[tokenOffset] == UInt8(ascii: "\"") else { return nil }
        var offset = tokenOffset + 1
        var scalar = 0
        while offset < bytes.count {
            if scalar == index { return offset }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                return nil
            case UInt8(ascii: "\\"):
                let isUnicode = offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "u")
                offset += isUnicode ? 6 : 2
                // A high surrogate's low half is the same scalar.
                if isUnicode, offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
                    let high = hexValue(at: offset - 4), (0xD800...0xDBFF).contains(high)
                {
                    offset += 6
                }
            case 0..<0x80: offset += 1
            case 0xC0..<0xE0: offset += 2
            case 0xE0..<0xF0: offset += 3
            default: offset += 4
            }
            scalar += 1
        }
        return nil
    }

    /// The four hexadecimal digits at `offset`.
    private func hexValue(at offset: Int) -> Int? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return Int(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    }
}
