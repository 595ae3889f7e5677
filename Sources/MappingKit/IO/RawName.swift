/// A name known only as bytes, which may not be valid UTF-8: a file name
/// read from a folder, an argument of the command line. A `String` made of
/// such bytes holds U+FFFD for each byte that is not UTF-8, and so names
/// another file than the one meant; these say what the bytes are instead.
///
/// ```swift
/// RawName.isUTF8(Array("café".utf8))                   // true
/// RawName.shell([0x63, 0x61, 0x66, 0xE9])               // caf\xE9: bash reads $'caf\xE9' as these bytes
/// ```
package enum RawName {
    /// Whether `bytes` are valid UTF-8 (what decoding them keeps unchanged).
    package static func isUTF8(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    }

    /// `bytes` as the body of a shell `$'…'` string, which bash and zsh
    /// read back as the same bytes: UTF-8 characters as they are, every
    /// other byte, control characters, `\` and `'` escaped (`\xE9`, `\x1B`,
    /// `\\`, `\'`), so no byte of the name reaches a terminal as it is.
    package static func shell(_ bytes: [UInt8]) -> String {
        var text = ""
        var position = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        func escape(_ count: Int) {
            for byte in bytes[position..<min(bytes.count, position + count)] {
                text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\\" || scalar == "'" {
                    text += "\\" + String(scalar)
                } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    escape(encoded.count)
                } else {
                    text.unicodeScalars.append(scalar)
                }
                position += encoded.count
            case .error(let length):
                escape(length)
                position += length
            case .emptyInput:
                return text
            }
        }
    }
}
