import Foundation

/// One link of an HTTP `Link` header (RFC 8288), as GitHub sends them for
/// pagination:
/// `<https://api.github.com/repositories/1/issues?page=2>; rel="next", <…?page=5>; rel="last"`.
///
/// Parsing never fails: a link-value that cannot be read is skipped, the
/// others are kept. Relation types are compared without case; a `rel` with
/// several types (`rel="next last"`) gives each of them; a parameter that
/// occurs twice keeps its first value (RFC 8288 §3.3). Commas and
/// semicolons inside `<…>` and quoted strings are part of the value.
///
/// ```swift
/// let header = #"<https://api.github.com/repositories/1/issues?page=2>; rel="next", </issues?page=5>; rel=last"#
/// let links = PageLink.parse(header, relativeTo: URL(string: "https://api.github.com/repositories/1/issues"))
/// links.map(\.relations)                        // [["next"], ["last"]]
/// links[1].url?.absoluteString                  // "https://api.github.com/issues?page=5"
/// PageLink.next(in: header, relativeTo: nil)?.query  // "page=2"
/// ```
public struct PageLink: Sendable, Hashable {
    /// The target as written between `<` and `>`.
    public var target: String
    /// The target resolved against the URL the header came from; `nil` when
    /// it is not a URL.
    public var url: URL?
    /// The relation types, lower-cased, in order (`rel="next last"` gives both).
    public var relations: [String]
    /// The link's parameters by lower-cased name (quotes and escapes removed;
    /// the first of a repeated parameter).
    public var parameters: [String: String]

    /// A link.
    public init(target: String, url: URL?, relations: [String], parameters: [String: String] = [:]) {
        self.target = target
        self.url = url
        self.relations = relations
        self.parameters = parameters
    }

    /// Whether the link has relation type `relation` (any case).
    public func has(_ relation: String) -> Bool { relations.contains(relation.lowercased()) }

    /// The links of a `Link` header value, in order; relative targets are
    /// resolved against `base` (the URL of the response).
    public static func parse(_ header: String, relativeTo base: URL? = nil) -> [PageLink] {
        var scanner = LinkScanner(Array(header.unicodeScalars))
        var links: [PageLink] = []
        while !scanner.atEnd {
            if let link = scanner.linkValue(base: base) { links.append(link) }
            scanner.skipPastComma()
        }
        return links
    }

    /// The first `rel="next"` target of a `Link` header, resolved; `nil`
    /// without a header or without such a link.
    public static func next(in header: String?, relativeTo base: URL? = nil) -> URL? {
        guard let header else { return nil }
        return parse(header, relativeTo: base).first { $0.has("next") && $0.url != nil }?.url
    }
}

/// Reads RFC 8288 link-values from the scalars of a header.
private struct LinkScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
    }

    /// Skips to just after the next comma outside `<…>` and quotes (or to the end).
    mutating func skipPastComma() {
        var inQuotes = false
        var inAngle = false
        while let scalar = current {
            index += 1
            if inQuotes {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inQuotes = false }
            } else if inAngle {
                if scalar == ">" { inAngle = false }
            } else if scalar == "\"" {
                inQuotes = true
            } else if scalar == "<" {
                inAngle = true
            } else if scalar == "," {
                return
            }
        }
    }

    /// `<target> *( ";" param )`, stopping before the comma that ends it;
    /// `nil` when it does not start with `<…>`.
    mutating func linkValue(base: URL?) -> PageLink? {
        skipWhitespace()
        guard current == "<" else { return nil }
        index += 1
        var target = ""
        while let scalar = current, scalar != ">" {
            target.unicodeScalars.append(scalar)
            index += 1
        }
        guard current == ">" else { return nil }
        index += 1
        target = target.trimmingCharacters(in: .whitespaces)
        // A URI-Reference has no spaces, quotes or '<': an unclosed '<' swallowed the next link.
        guard !target.unicodeScalars.contains(where: { " \t<\"".unicodeScalars.contains($0) }) else { return nil }

        var parameters: [String: String] = [:]
        while true {
            skipWhitespace()
            guard current == ";" else { break }
            index += 1
            skipWhitespace()
            let name = token().lowercased()
            skipWhitespace()
            var value = ""
            if current == "=" {
                index += 1
                skipWhitespace()
                value = current == "\"" ? quoted() : token()
            }
            if !name.isEmpty, parameters[name] == nil { parameters[name] = value }
        }
        skipWhitespace()
        // Anything else before the comma makes the link-value unreadable.
        guard atEnd || current == "," else { return nil }

        let relations = (parameters["rel"] ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        let url = URL(string: target, relativeTo: base)?.absoluteURL
        return PageLink(target: target, url: url, relations: relations, parameters: parameters)
    }

    /// A run of characters up to whitespace, `;`, `,` or `=`.
    mutating func token() -> String {
        var text = ""
        while let scalar = current, !" \t;,=\"".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// A quoted string, its escapes removed; unterminated, it runs to the end.
    mutating func quoted() -> String {
        index += 1
        var text = ""
        while let scalar = current {
            index += 1
            if scalar == "\"" { return text }
            if scalar == "\\", let escaped = current {
                index += 1
                text.unicodeScalars.append(escaped)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
