/// Writes ``JSON`` values as text.
struct JSONWriter {
    var options: JSON.WritingOptions
    var output = ""
    private var depth = 0

    init(options: JSON.WritingOptions) {
        self.options = options
    }

    /// Writes `value`. A loop with a stack of the containers being written
    /// walks the value, so its depth does not reach the thread's stack.
    mutating func write(_ value: JSON) {
        var open: [OpenContainer] = []
        var next: JSON? = value
        while true {
            if let current = next {
                next = nil
                switch current {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .number(let number): output += number.text
                case .string(let string): writeString(string)
                case .array(let elements):
                    if elements.isEmpty {
                        output += "[]"
                    } else {
                        output += "["
                        depth += 1
                        open.append(OpenContainer(members: nil, elements: elements))
                    }
                case .object(let object):
                    if object.isEmpty {
                        output += "{}"
                    } else {
                        output += "{"
                        depth += 1
                        if options.contains(.sortedKeys) {
                            let sorted = object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                            open.append(OpenContainer(members: sorted, elements: []))
                        } else {
                            open.append(OpenContainer(members: object.members, elements: []))
                        }
                    }
                }
            }
            guard var container = open.popLast() else { return }
            if container.next < container.count {
                if container.next > 0 { output += "," }
                newline()
                if let members = container.members {
                    writeString(members[container.next].key)
                    output += options.contains(.prettyPrinted) ? ": " : ":"
                    next = members[container.next].value
                } else {
                    next = container.elements[container.next]
                }
                container.next += 1
                open.append(container)
            } else {
                depth -= 1
                newline()
                output += container.members == nil ? "]" : "}"
            }
        }
    }

    /// An array or object whose members are being written.
    private struct OpenContainer {
        /// An object's members; `nil` for an array.
        let members: [JSON.Object.Member]?
        /// An array's elements.
        let elements: [JSON]
        /// The position of the next member to write.
        var next = 0

        var count: Int { members?.count ?? elements.count }
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
