/// An endpoint's path split into segments: literal text, or a `:slug`
/// (a leading `:` and a name of letters, digits and `_`, possibly followed by
/// literal text, as in `:id.json`).
struct PathTemplate: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case slug(name: String, suffix: String)
    }

    let segments: [Segment]
    /// Whether the path ends with `/` (kept: some servers tell `posts/` from `posts`).
    let hasTrailingSlash: Bool

    init(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        segments = parts.map { part in
            guard part.first == ":" else { return .literal(String(part)) }
            let rest = part.dropFirst()
            let name = rest.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
            guard !name.isEmpty else { return .literal(String(part)) }
            return .slug(name: String(name), suffix: String(rest.dropFirst(name.count)))
        }
        hasTrailingSlash = path.hasSuffix("/") && !parts.isEmpty
    }

    var slugNames: [String] {
        segments.compactMap { if case .slug(let name, _) = $0 { name } else { nil } }
    }

    /// The percent-encoded path, slugs filled: a missing slug's segment is
    /// left out when `omittingMissing`, else an error.
    func filled(with values: [String: String], omittingMissing: Bool) throws(EndpointError) -> [String] {
        var encoded: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                encoded.append(PercentEncoding.literalSegment(text))
            case .slug(let name, let suffix):
                guard let value = values[name] else {
                    if omittingMissing { continue }
                    throw .missingSlug(name)
                }
                guard !value.isEmpty, value != ".", value != ".." else { throw .invalidSlugValue(name, value: value) }
                encoded.append(PercentEncoding.segment(value) + PercentEncoding.literalSegment(suffix))
            }
        }
        return encoded
    }

    /// The path as written, percent-encoded, slugs left as `:name`: how a
    /// request whose slug is missing is named in its error.
    var unfilled: [String] {
        segments.map { segment in
            switch segment {
            case .literal(let text): PercentEncoding.literalSegment(text)
            case .slug(let name, let suffix): ":" + name + PercentEncoding.literalSegment(suffix)
            }
        }
    }
}
