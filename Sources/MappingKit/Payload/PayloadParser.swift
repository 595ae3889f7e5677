import Foundation

/// Parses one payload after another, writing each document's tape into the
/// memory of the one before once that payload is gone.
///
/// ``Payload/init(parsing:options:)-(Data,_)`` allocates a new tape for
/// every document. The tape is about as large as the payload, and past
/// 32 MB the allocator takes it fresh from the kernel each time: on Linux
/// every new 4 KB page costs a page fault, about a tenth of the time of a
/// large mapping (see <doc:Reliability>). A parser keeps its last tape and
/// reuses its pages, as a `JSONDecoder` kept between calls keeps its
/// settings:
///
/// ```swift
/// var parser = PayloadParser()
/// for page in pages {                          // [Data], one per page
///     let payload = try parser.parse(page)     // throws JSONParseError
///     let tweets = try context.objects(from: payload, as: Tweet.self)
///     store(tweets.value)
/// }                                            // each payload is gone here
/// ```
///
/// A payload that is still alive when the next one is parsed keeps its own
/// tape: the parser then allocates a new one, so a payload is never
/// changed by a later parse. The parser holds the memory of the largest
/// tape it has made until it is released; make a new parser (or let it go)
/// to give that memory back.
public struct PayloadParser: Sendable {
    /// The options every payload is parsed with.
    public var options: JSONParsingOptions
    /// The last document's tape, shared with it until that document is gone.
    private var tape: JSONTape?

    /// A parser using `options` (RFC 8259 unless they say otherwise).
    public init(options: JSONParsingOptions = .strict) {
        self.options = options
    }

    /// Parses `data` in place, as ``Payload/init(parsing:options:)-(Data,_)`` does.
    ///
    /// - Throws: ``JSONParseError`` with the line and column of the first
    ///   syntax error.
    public mutating func parse(_ data: Data) throws(JSONParseError) -> Payload {
        let document = try JSONDocument(parsing: data, options: options, reusing: &tape)
        return Payload(PayloadValue(document: document, index: document.root))
    }
}
