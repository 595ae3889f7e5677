import Foundation

extension JSON {
    /// Parses a JSON document.
    ///
    /// By default the parser is strict RFC 8259: a top-level scalar is fine;
    /// comments, trailing commas, `NaN`, `Infinity`, leading zeros, invalid
    /// escapes, raw control characters, invalid UTF-8 and unpaired surrogates
    /// are errors. A key repeated in an object keeps its last value. A leading
    /// UTF-8 byte order mark is skipped.
    ///
    /// ```swift
    /// let json = try JSON(parsing: #"{"id": 20, "text": "hello"}"#)
    /// json["text"]?.stringValue // "hello"
    /// ```
    ///
    /// - Throws: ``JSONParseError`` with the offset, line and column of the
    ///   first problem.
    public init(parsing data: Data, options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let document = try JSONDocument(parsing: data, options: options)
        self = document.json(at: document.root)
    }

    /// Parses a JSON document held in a string.
    public init(parsing text: String, options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let document = try JSONDocument(parsing: Array(text.utf8), options: options)
        self = document.json(at: document.root)
    }

    /// Parses a JSON document from UTF-8 bytes.
    public init(parsing bytes: some Sequence<UInt8>, options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let document = try JSONDocument(parsing: Array(bytes), options: options)
        self = document.json(at: document.root)
    }
}
