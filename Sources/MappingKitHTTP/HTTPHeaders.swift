/// HTTP header fields in order, with names compared case-insensitively:
/// setting a field replaces every field of the same name, whatever its case.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/vnd.github.v3+json"]
/// headers["authorization"] = "Token abc"
/// headers["ACCEPT"]              // "application/vnd.github.v3+json"
/// headers.map(\.name)            // ["Accept", "authorization"]
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The name as written.
        public var name: String
        /// The value.
        public var value: String

        /// A field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields, in the order they were set.
    public private(set) var fields: [Field] = []

    /// No fields.
    public init() {}

    /// Fields from name-value pairs; a later name replaces an earlier one of
    /// the same name.
    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { self[name] = value }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The value of the field named `name` (any case); setting `nil` removes
    /// it, setting a value replaces the field in place (or appends it).
    public subscript(name: String) -> String? {
        get { fields.first { Self.same($0.name, name) }?.value }
        set {
            guard let newValue else {
                fields.removeAll { Self.same($0.name, name) }
                return
            }
            if let index = fields.firstIndex(where: { Self.same($0.name, name) }) {
                // Fields are only set here, so a name is never there twice.
                fields[index] = Field(name: name, value: newValue)
            } else {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }

    /// Whether a field named `name` (any case) is set.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// `other`'s fields over these: each of `other`'s fields replaces one of
    /// the same name.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var merged = self
        for field in other.fields { merged[field.name] = field.value }
        return merged
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
    }
}
