/// Writes ``JSON`` values as text.
struct JSONWriter {
    var options: JSON.WritingOptions
    var output = ""
    private var depth = 0

    init(options: JSON.WritingOptions) {
        self.options = options
    }

    mutating func write(_ value: JSON) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.text
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            depth += 1
            for (position, element) in elements.enumerated() {
                if position > 0 { output += "," }
                newline()
                write(element)
            }
            depth -= 1
            newline()
            output += "]"
        case .object(let object):
            guard !object.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            depth += 1
            var pairs = Array(object)
            if options.contains(.sortedKeys) {
                pairs.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            }
            for (position, (key, element)) in pairs.enumerated() {
                if position > 0 { output += "," }
                newline()
                writeString(key)
                output += options.contains(.prettyPrinted) ? ": " : ":"
                write(element)
            }
            depth -= 1
            newline()
            output += "}"
        }
    }

    private mutating func newline() {
        guard options.contains(.prettyPrinted) else { return }
        output += "\n"
        output += String(repeating: "  ", count: depth)
    }

    /// Writes a quoted string: `"` and `\` escaped, control characters as
    /// `\n`, `\t`… or `\u00XX`, `/` left alone, everything else as UTF-8.
    mutating func writeString(_ string: String) {
        output += "\""
        var runStart = string.utf8.startIndex
        let utf8 = string.utf8
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            let replacement: String?
            switch byte {
            case UInt8(ascii: "\""): replacement = "\\\""
            case UInt8(ascii: "\\"): replacement = "\\\\"
            case 0x0A: replacement = "\\n"
            case 0x0D: replacement = "\\r"
            case 0x09: replacement = "\\t"
            case 0x08: replacement = "\\b"
            case 0x0C: replacement = "\\f"
            case 0x00..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                replacement = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: replacement = nil
            }
            if let replacement {
                output += String(utf8[runStart..<index]) ?? ""
                output += replacement
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += String(utf8[runStart..<utf8.endIndex]) ?? ""
        output += "\""
    }
}
