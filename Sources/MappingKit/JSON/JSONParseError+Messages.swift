extension JSONParseError {
    /// One sentence for each reason; the only place these are worded.
    package var message: String {
        switch reason {
        case .unexpectedEnd(let expected):
            "unexpected end of input; \(Self.phrase(expected))"
        case .unexpectedByte(_, let expected):
            Self.phrase(expected)
        case .trailingComma:
            "trailing comma is not allowed in JSON"
        case .commentNotAllowed:
            "comments are not allowed in JSON"
        case .unterminatedString:
            "unterminated string"
        case .unterminatedComment:
            "unterminated block comment"
        case .controlCharacterInString(let byte):
            "unescaped control character \(Self.scalarName(byte)) in string"
        case .invalidEscape(let byte):
            "invalid escape '\\\(Self.printable(byte))' in string"
        case .invalidUnicodeEscape:
            "expected four hex digits after '\\u'"
        case .unpairedSurrogate(let unit):
            "unpaired surrogate '\\u\(Self.hex4(unit))' in string"
        case .invalidUTF8(let byte):
            "invalid UTF-8 byte 0x\(Self.hex2(byte))"
        case .leadingZero:
            "numbers may not have leading zeros"
        case .missingDigits(let after):
            "expected a digit after '\(after)'"
        case .invalidLiteral(let word):
            "invalid literal '\(word)'"
        case .invalidNumber(let token):
            "invalid number '\(token)'"
        case .tooDeep(let limit):
            "arrays and objects nested deeper than \(limit) levels"
        case .trailingContent:
            "unexpected text after the top-level value"
        case .duplicateKey(let key, _):
            "duplicate key \(MessageExcerpt.quotedKey(key)) in object"
        case .documentTooLarge:
            "document is 4 GiB or larger"
        case .unsupportedEncoding(let encoding, byteOrderMark: true):
            "the document is \(encoding.rawValue) (byte order mark \(Self.byteOrderMark(encoding))); JSON must be UTF-8"
        case .unsupportedEncoding(let encoding, byteOrderMark: false):
            "the document looks like \(encoding.rawValue) without a byte order mark (zero bytes as in \(Self.zeroPattern(encoding))); JSON must be UTF-8"
        }
    }

    /// The note under a duplicate key, at its first place.
    static func firstDefinedHere(_ key: String) -> String { "\(MessageExcerpt.quotedKey(key)) first defined here" }

    /// The likely fix, when there is one.
    var suggestion: String? {
        switch reason {
        case .unexpectedEnd(let expected):
            switch expected {
            case .commaOrObjectEnd, .keyOrObjectEnd: return "add the missing '}'"
            case .commaOrArrayEnd, .valueOrArrayEnd: return "add the missing ']'"
            default: return nil
            }
        case .unexpectedByte(let found, let expected):
            return Self.suggestion(found: found, expected: expected)
        case .trailingComma:
            return "remove the ',' before the closing bracket"
        case .commentNotAllowed:
            return "remove the comment; only .mappings files may have comments"
        case .unterminatedString:
            return "add the closing '\"'"
        case .unterminatedComment:
            return "close the comment with '*/'"
        case .controlCharacterInString(let byte):
            return "write it as \(Self.escape(for: byte))"
        case .invalidEscape:
            return "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write a backslash as \\\\"
        case .invalidUnicodeEscape:
            return "write the code unit as four hex digits, as in \\u00e9"
        case .unpairedSurrogate(let unit):
            return unit < 0xDC00
                ? "follow a high surrogate with a low one (\\uDC00 to \\uDFFF)"
                : "a low surrogate must follow a high one (\\uD800 to \\uDBFF)"
        case .invalidUTF8:
            return "the document must be UTF-8 encoded"
        case .leadingZero:
            return "remove the leading zeros, or send the value as a string"
        case .missingDigits:
            return nil
        case .invalidLiteral(let word):
            return Self.literalSuggestion(word)
        case .invalidNumber:
            return "JSON numbers are decimal: an optional '-', digits, an optional fraction and exponent; send other forms as strings"
        case .tooDeep:
            return "raise JSONParsingOptions.maximumDepth if the input is trusted"
        case .trailingContent:
            return "a document holds one value; wrap several values in an array"
        case .duplicateKey:
            return "remove one of the two, or rename it"
        case .documentTooLarge:
            return nil
        case .unsupportedEncoding(let encoding, let byteOrderMark):
            // With a byte order mark, iconv reads the order from it and drops it.
            let source = byteOrderMark ? String(encoding.rawValue.dropLast(2)) : encoding.rawValue
            return "convert it to UTF-8, for example with: iconv -f \(source) -t UTF-8 FILE > FILE.utf8"
        }
    }

    private static func byteOrderMark(_ encoding: Encoding) -> String {
        switch encoding {
        case .utf16LittleEndian: "FF FE"
        case .utf16BigEndian: "FE FF"
        case .utf32LittleEndian: "FF FE 00 00"
        case .utf32BigEndian: "00 00 FE FF"
        }
    }

    /// Where the zero bytes of ASCII text stand in each encoding.
    private static func zeroPattern(_ encoding: Encoding) -> String {
        switch encoding {
        case .utf16LittleEndian: "xx 00 xx 00"
        case .utf16BigEndian: "00 xx 00 xx"
        case .utf32LittleEndian: "xx 00 00 00"
        case .utf32BigEndian: "00 00 00 xx"
        }
    }

    private static func phrase(_ expected: Expectation) -> String {
        switch expected {
        case .value: "expected a value"
        case .valueOrArrayEnd: "expected a value or ']' in array"
        case .key: "expected a string key in object"
        case .keyOrObjectEnd: "expected a string key or '}' in object"
        case .colon: "expected ':' after object key"
        case .commaOrObjectEnd: "expected ',' or '}' in object"
        case .commaOrArrayEnd: "expected ',' or ']' in array"
        }
    }

    private static func suggestion(found: UInt8, expected: Expectation) -> String? {
        switch (expected, found) {
        case (_, UInt8(ascii: "'")):
            return "JSON strings use double quotes"
        case (.commaOrObjectEnd, UInt8(ascii: "\"")):
            return "add ',' between the members"
        case (.commaOrArrayEnd, _) where found != UInt8(ascii: "}"):
            return "add ',' between the elements"
        case (.commaOrArrayEnd, UInt8(ascii: "}")):
            return "close the array with ']' before '}'"
        case (.commaOrObjectEnd, UInt8(ascii: "]")):
            return "close the object with '}' before ']'"
        case (.key, UInt8(ascii: ",")), (.keyOrObjectEnd, UInt8(ascii: ",")):
            return "remove the extra ','"
        case (.key, _), (.keyOrObjectEnd, _):
            return isIdentifierByte(found) || NumberGrammar.isDigit(found) ? "put the key in double quotes" : nil
        case (.colon, UInt8(ascii: "=")):
            return "use ':' between a key and its value"
        case (.colon, _):
            return "add ':' between the key and its value"
        case (.value, UInt8(ascii: ",")), (.valueOrArrayEnd, UInt8(ascii: ",")):
            return "remove the extra ','"
        case (.value, UInt8(ascii: ".")), (.valueOrArrayEnd, UInt8(ascii: ".")):
            return "write a digit before the '.', as in 0.5"
        case (.value, UInt8(ascii: "+")), (.valueOrArrayEnd, UInt8(ascii: "+")):
            return "remove the '+'; JSON numbers have no plus sign"
        default:
            return nil
        }
    }

    private static func literalSuggestion(_ word: String) -> String? {
        switch word {
        case "NaN", "Infinity", "-Infinity", "nan", "inf", "-inf":
            return "JSON has no NaN or Infinity; use null or a string"
        case "True", "TRUE": return "did you mean 'true'?"
        case "False", "FALSE": return "did you mean 'false'?"
        case "None", "nil", "NULL", "Null", "undefined": return "did you mean 'null'?"
        default: break
        }
        let candidates = ["true", "false", "null"]
        if let best = candidates.min(by: { EditDistance.between($0, word) < EditDistance.between($1, word) }),
            EditDistance.between(best, word) <= 2
        {
            return "did you mean '\(best)'?"
        }
        return "put text in double quotes to make it a string"
    }

    /// `key` as a JSON string, safe on a terminal: JSON escapes the C0
    /// controls, ``TerminalText`` the rest (DEL, C1, bidi controls).
    static func quoted(_ key: String) -> String {
        var writer = JSONWriter(options: [])
        writer.writeString(key)
        return TerminalText.escaped(writer.output)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "x" + hex2(byte)
    }

    private static func scalarName(_ byte: UInt8) -> String { "U+00" + hex2(byte) }

    private static func escape(for byte: UInt8) -> String {
        switch byte {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        default: "\\u00" + hex2(byte).lowercased()
        }
    }

    private static func hex2(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
