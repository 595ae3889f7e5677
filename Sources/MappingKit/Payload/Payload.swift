import Foundation

/// The input of every mapping call: a parsed payload read in place (no
/// `JSON` tree is built), or a ``JSON`` value, optionally narrowed to a part
/// of it with ``selecting(_:)-(String)``.
///
/// Parse once, select the envelope's part, and map it with any verb; report
/// paths start at the selected part, and parse errors keep their line and
/// column.
///
/// ```swift
/// let payload = try Payload(parsing: data)              // throws JSONParseError
/// let items = try payload.selecting("artists.items")    // throws PayloadSelectionError
/// let artists = try context.objects(from: items, as: Artist.self)
/// artists.report.issues.first?.sourcePath               // "[3].name", from artists.items
/// ```
public struct Payload: Sendable {
    /// The value mapping starts from: the root, or the selected part.
    public let value: PayloadValue

    /// Parses JSON bytes (RFC 8259 unless `options` says otherwise).
    ///
    /// - Throws: ``JSONParseError`` with the line and column of the first
    ///   syntax error.
    ///
    /// The bytes are read in place: the payload keeps `data` (no copy) and
    /// its tape of nodes.
    public init(parsing data: Data, options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let document = try JSONDocument(parsing: data, options: options)
        value = PayloadValue(document: document, index: document.root)
    }

    /// Parses JSON bytes, keeping the array as the document's storage (no
    /// copy).
    public init(parsing bytes: [UInt8], options: JSONParsingOptions = .strict) throws(JSONParseError) {
        let document = try JSONDocument(parsing: bytes, options: options)
        value = PayloadValue(document: document, index: document.root)
    }

    /// A payload made of a ``JSON`` value.
    public init(_ json: JSON) {
        value = PayloadValue(json)
    }

    init(_ value: PayloadValue) {
        self.value = value
    }

    /// The part at `path`: dotted keys, where a numeric segment indexes an
    /// array (`"artists.items"`, `"data.0"`), the syntax of `@keyPath` and of
    /// `mappings apply --key-path`.
    ///
    /// ```swift
    /// let items = try Payload(parsing: data).selecting("artists.items")
    /// ```
    ///
    /// - Throws: ``PayloadSelectionError`` naming the deepest part found,
    ///   what was there, and a close key when there is one.
    public func selecting(_ path: String) throws(PayloadSelectionError) -> Payload {
        try selecting(MappingKeyPath(path))
    }

    /// The part at `path` (for keys that contain dots, build the path from
    /// literal segments: `MappingKeyPath(segments: ["meta", "a.b"])`).
    public func selecting(_ path: MappingKeyPath) throws(PayloadSelectionError) -> Payload {
        var current = value
        for (depth, key) in path.keys.enumerated() {
            if let next = current.member(key) {
                current = next
                continue
            }
            // Suggestions cost a comparison per key: bounded for hostile input.
            var keys: [String] = []
            if current.kind == .object, key.name.count <= 64 {
                keys = (current.members ?? []).lazy.map(\.key).filter { $0.count <= 64 }.prefix(1_000).map { $0 }
            }
            throw PayloadSelectionError(
                path: path, found: MappingKeyPath(segments: Array(path.segments.prefix(depth))), missing: key.name,
                foundKind: current.kind, foundSummary: current.summary,
                suggestions: EditDistance.closest(to: key.name, in: keys))
        }
        return Payload(current)
    }
}
