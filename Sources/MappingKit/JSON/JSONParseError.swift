/// Why a JSON document could not be parsed, and where.
///
/// The error carries the byte offset, the 1-based line and column (columns
/// count UTF-8 bytes) and the source line, and renders like a compiler:
///
/// ```swift
/// do {
///     _ = try JSON(parsing: "{\"a\": 1 \"b\": 2}")
/// } catch {
///     print(error.rendered(file: "payload.json"))
///     // payload.json:1:10: error: expected ',' or '}' in object
///     // {"a": 1 "b": 2}
///     //         ^
///     // note: add ',' between the members
/// }
/// ```
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: Reason
    /// Where it went wrong; `location.file` is `nil` unless the parser was
    /// given a file name.
    public var location: SourcePosition
    var excerpt: SourceExcerpt

    /// What the parser expected to find.
    public enum Expectation: Sendable, Hashable {
        /// A value: an object, array, string, number, `true`, `false` or `null`.
        case value
        /// A value or `]`.
        case valueOrArrayEnd
        /// A key: a string in double quotes.
        case key
        /// A key or `}`.
        case keyOrObjectEnd
        /// `:` after a key.
        case colon
        /// `,` or `}` after a member.
        case commaOrObjectEnd
        /// `,` or `]` after an element.
        case commaOrArrayEnd
    }

    /// The kinds of parse failure.
    public enum Reason: Sendable, Hashable {
        /// The input ended where more was expected.
        case unexpectedEnd(expected: Expectation)
        /// A byte that is not what the grammar allows here (`found` is its
        /// first byte).
        case unexpectedByte(found: UInt8, expected: Expectation)
        /// A comma before `]` or `}` in strict JSON.
        case trailingComma
        /// A `//` or `/*` comment in strict JSON.
        case commentNotAllowed
        /// A string with no closing quote (reported at its opening quote).
        case unterminatedString
        /// A `/*` comment with no `*/` (reported at its start).
        case unterminatedComment
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something other than a JSON escape.
        case invalidEscape(UInt8)
        /// `\u` not followed by four hex digits.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape that is not half of a valid pair.
        case unpairedSurrogate(UInt16)
        /// Bytes that are not UTF-8 (the first bad byte).
        case invalidUTF8(UInt8)
        /// A number such as `012`.
        case leadingZero
        /// A number missing digits after `-`, `.` or the exponent marker.
        case missingDigits(after: String)
        /// A number-like token that is not a JSON number (`0x1F`, `1.2.3`).
        case invalidNumber(String)
        /// A word that is not `true`, `false` or `null` (`NaN`, `Infinity`, `tru`).
        case invalidLiteral(String)
        /// Arrays and objects nested deeper than the limit.
        case tooDeep(limit: Int)
        /// Text after the top-level value.
        case trailingContent
        /// A key repeated in one object, with the place of its first use.
        case duplicateKey(String, first: SourcePosition)
        /// A document of 4 GiB or more.
        case documentTooLarge
        /// A document in UTF-16 or UTF-32 rather than UTF-8, recognized by its
        /// byte order mark or, without one, by the zero bytes of its first
        /// characters (RFC 4627 §3). Reported at the start, with no excerpt.
        case unsupportedEncoding(Encoding, byteOrderMark: Bool)
    }

    /// The encodings other than UTF-8 that the parser recognizes, to say
    /// what a document is instead of reporting its first zero byte.
    ///
    /// ```swift
    /// let utf16 = Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])  // {} in UTF-16LE
    /// do { _ = try JSON(parsing: utf16) } catch {
    ///     print(error.reason)  // unsupportedEncoding(.utf16LittleEndian, byteOrderMark: true)
    /// }
    /// ```
    public enum Encoding: String, Sendable, Hashable, CaseIterable {
        /// UTF-16, little-endian (`FF FE` as a byte order mark).
        case utf16LittleEndian = "UTF-16LE"
        /// UTF-16, big-endian (`FE FF` as a byte order mark).
        case utf16BigEndian = "UTF-16BE"
        /// UTF-32, little-endian (`FF FE 00 00` as a byte order mark).
        case utf32LittleEndian = "UTF-32LE"
        /// UTF-32, big-endian (`00 00 FE FF` as a byte order mark).
        case utf32BigEndian = "UTF-32BE"
    }

    /// The error as a ``Diagnostic``, with its source line and suggestion.
    public var diagnostic: Diagnostic {
        var related: [Diagnostic] = []
        let code: Diagnostic.Code
        if case .duplicateKey = reason { code = .duplicateKey } else { code = .invalidJSON }
        if case .duplicateKey(let key, let first) = reason {
            var note = Diagnostic(
                severity: .note, code: code, message: Self.firstDefinedHere(key), location: first)
            note.location?.file = location.file
            related.append(note)
        }
        // Text in another encoding shows as noise when printed as UTF-8.
        var shownExcerpt: SourceExcerpt? = excerpt
        if case .unsupportedEncoding = reason { shownExcerpt = nil }
        return Diagnostic(
            severity: .error, code: code, message: message, location: location, excerpt: shownExcerpt,
            suggestion: suggestion, related: related)
    }

    /// The error rendered compiler-style with `file` as the file name.
    public func rendered(file: String?) -> String {
        var copy = self
        copy.location.file = file
        return copy.diagnostic.rendered()
    }

    public var description: String { diagnostic.rendered() }

    /// Returns the error with `file` as the file name shown in messages.
    public func inFile(_ file: String?) -> JSONParseError {
        var copy = self
        copy.location.file = file
        return copy
    }
}

extension JSONParseError {
    /// The error `reason` at byte `offset` of `input`: its line, column and
    /// source line are computed here, when the error is made.
    init(_ reason: Reason, at offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let location = SourcePosition.locate(offset: offset, in: input)
        self.init(reason: reason, location: location, excerpt: SourceExcerpt(line: location, in: input))
    }

    /// A key repeated in one object of `input`: reported at the repeat,
    /// naming the place of the first (`first` is a byte offset too).
    static func duplicateKey(_ key: String, at offset: Int, first: Int, in input: UnsafeBufferPointer<UInt8>) -> JSONParseError {
        JSONParseError(.duplicateKey(key, first: SourcePosition.locate(offset: first, in: input)), at: offset, in: input)
    }
}
