import Foundation
import MappingKit
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URL as replay matches it: scheme and host without case, the port the
/// scheme implies written out, the path as sent, and the query's parameters
/// sorted (their order does not matter). The user and password are not
/// part of it.
struct ExchangeKey: Hashable {
    /// Everything but the query.
    let resource: String
    /// The query's `name=value` parameters, sorted.
    let parameters: [Substring]
    /// The key as messages show it.
    var text: String { resource + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")) }

    init(_ url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let scheme = (components?.scheme ?? url.scheme ?? "").lowercased()
        let host = (components?.host ?? url.host ?? "").lowercased()
        let port = components?.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        let path = components?.percentEncodedPath ?? url.path
        resource = "\(scheme)://\(host):\(port)\(path.isEmpty ? "/" : path)"
        parameters = (components?.percentEncodedQuery ?? "").split(separator: "&", omittingEmptySubsequences: true).sorted()
    }

    /// Whether a request sent to `sent` matches this recorded one: the same
    /// resource and parameters, a recorded `<redacted>` value (``Redactor``)
    /// standing for any value of its parameter.
    func matches(_ sent: ExchangeKey) -> Bool {
        guard resource == sent.resource, parameters.count == sent.parameters.count else { return false }
        if parameters == sent.parameters { return true }
        var unmatched = sent.parameters
        // Exact parameters first, so a wildcard never takes the one an exact parameter needs.
        let wildcards = parameters.filter { parameter in
            guard let equals = parameter.firstIndex(of: "="), Redactor.isMarker(parameter[parameter.index(after: equals)...]) else {
                return false
            }
            return true
        }
        for parameter in parameters where !wildcards.contains(parameter) {
            guard let index = unmatched.firstIndex(of: parameter) else { return false }
            unmatched.remove(at: index)
        }
        for parameter in wildcards {
            let name = parameter.prefix { $0 != "=" }
            guard let index = unmatched.firstIndex(where: { $0.prefix { $0 != "=" } == name && $0.contains("=") }) else { return false }
            unmatched.remove(at: index)
        }
        return unmatched.isEmpty
    }
}
