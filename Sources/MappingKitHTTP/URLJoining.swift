import Foundation

/// Joins a base URL and percent-encoded path segments without dropping the
/// base's path (on Linux `URL(string:relativeTo:)` drops `v1` from
/// `https://api.example.com/v1` + `search`).
enum URLJoining {
    static func url(base: URL, segments: [String], trailingSlash: Bool, query: [(name: String, value: String)]) -> URL? {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else { return nil }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        for segment in segments { path += "/" + segment }
        if trailingSlash || (segments.isEmpty && components.percentEncodedPath.hasSuffix("/")) { path += "/" }
        components.percentEncodedPath = path
        if !query.isEmpty {
            let encoded = PercentEncoding.form(query.map { ($0.name, $0.value) })
            if let existing = components.percentEncodedQuery, !existing.isEmpty {
                components.percentEncodedQuery = existing + "&" + encoded
            } else {
                components.percentEncodedQuery = encoded
            }
        }
        return components.url
    }
}
