/// Percent-encoding written out byte by byte, so it is the same on every
/// platform (on Linux `URLComponents` leaves `+` in a query unencoded).
enum PercentEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    /// RFC 3986 unreserved: `A-Z a-z 0-9 - . _ ~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    private static func escape(_ byte: UInt8, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "%"))
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0x0F)])
    }

    /// A value as exactly one path segment: everything but the unreserved
    /// characters is escaped (`a/b` → `a%2Fb`; also `?`, `#`, `%`, space).
    static func segment(_ value: String) -> String {
        var output: [UInt8] = []
        for byte in value.utf8 {
            if isUnreserved(byte) { output.append(byte) } else { escape(byte, into: &output) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A literal segment of a path template: RFC 3986 `pchar`s are kept, as
    /// are escapes already written (`%20`); anything else is escaped (`/`
    /// cannot occur: the template is split on it).
    static func literalSegment(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                output.append(byte)
            } else if isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte) {
                output.append(byte)
            } else {
                escape(byte, into: &output)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// One name or value of `application/x-www-form-urlencoded`, per the
    /// WHATWG URL standard's byte serializer: `*-._`, digits and ASCII
    /// letters are kept, a space becomes `+`, every other byte of the UTF-8
    /// form is escaped (`+` → `%2B`, `~` → `%7E`).
    static func formComponent(_ text: String) -> String {
        var output: [UInt8] = []
        for byte in text.utf8 {
            if isAlphanumeric(byte) || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_")
            {
                output.append(byte)
            } else if byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else {
                escape(byte, into: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Name-value pairs as `application/x-www-form-urlencoded`:
    /// `name=value` joined by `&`, in order.
    static func form(_ pairs: [(String, String)]) -> String {
        pairs.map { formComponent($0.0) + "=" + formComponent($0.1) }.joined(separator: "&")
    }
}
