import Foundation
import MappingKit

/// Which context answers which request, as a routes file says:
/// `mappings import openapi` writes one beside its `.mappings` file
/// (`NAME.routes.json`), and an app can keep its own.
///
/// ```json
/// { "mappings": "GitHub.mappings",
///   "routes": [ { "method": "GET", "path": "/repos/{owner}/{repo}/issues", "status": "200", "context": "$Issue" } ] }
/// ```
///
/// `mappings` is relative to the routes file; `path` is an OpenAPI path
/// template (`{name}` is one segment); `status` is a code, a range
/// (`2XX`) or absent for any success.
struct RouteTable: Sendable {
    struct Route: Sendable, Hashable {
        var method: String
        var path: String
        var status: String?
        var context: String
        /// Where it is in the routes file, for a problem it leads to.
        var pointer: JSONPointer
    }

    /// The routes file as the user named it.
    var file: String
    /// The `.mappings` file, as a path from the current folder.
    var mappingsFile: String
    var routes: [Route]

    private static func invalid(_ file: String, _ pointer: JSONPointer, expected: String) -> VerifyInputError {
        VerifyInputError(file: file, pointer: pointer, expected: expected, suggestion: VerifyInputError.routesSuggestion)
    }

    init(json: JSON, file: String) throws(VerifyInputError) {
        self.file = file
        guard let mappings = json["mappings"]?.stringValue else {
            throw Self.invalid(file, JSONPointer.root.appending("mappings"), expected: "'mappings': the .mappings file the contexts are in")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        mappingsFile = mappings.hasPrefix("/") || !file.contains("/") ? mappings : folder.appendingPathComponent(mappings).relativePath
        guard let list = json["routes"]?.arrayValue else {
            throw Self.invalid(file, JSONPointer.root.appending("routes"), expected: "'routes': an array of routes")
        }
        routes = []
        for (index, route) in list.enumerated() {
            let pointer = JSONPointer.root.appending("routes").appending(index)
            guard let method = route["method"]?.stringValue, let path = route["path"]?.stringValue, path.hasPrefix("/"),
                let context = route["context"]?.stringValue
            else {
                throw Self.invalid(file, pointer, expected: "a route: 'method', 'path' (starting with /) and 'context', strings")
            }
            routes.append(Route(method: method.uppercased(), path: path, status: route["status"]?.stringValue, context: context, pointer: pointer))
        }
    }

    /// The route of a request and its answer's status: the first whose
    /// method and template match and whose status does (a route without
    /// one matches any success).
    func route(method: String, path: String, status: Int) -> Route? {
        routes.first { route in
            route.method == method.uppercased() && Self.matches(route.path, path)
                && (route.status.map { Self.statusMatches($0, status) } ?? (200..<300).contains(status))
        }
    }

    /// Whether the URL path `path` fits the template (`/repos/{owner}/{repo}`):
    /// as many segments, each literal equal once percent-decoded, each
    /// `{name}` any non-empty segment.
    static func matches(_ template: String, _ path: String) -> Bool {
        let wanted = template.split(separator: "/", omittingEmptySubsequences: true)
        let given = path.split(separator: "/", omittingEmptySubsequences: true)
        guard wanted.count == given.count else { return false }
        return zip(wanted, given).allSatisfy { pattern, segment in
            if pattern.hasPrefix("{"), pattern.hasSuffix("}") { return !segment.isEmpty }
            return pattern == segment || String(segment).removingPercentEncoding == String(pattern)
        }
    }

    /// `200` for 200, `2XX` for 200 to 299, `default` for any.
    static func statusMatches(_ pattern: String, _ status: Int) -> Bool {
        if pattern == "default" { return true }
        if pattern.count == 3, pattern.uppercased().hasSuffix("XX"), let hundreds = Int(pattern.prefix(1)) { return status / 100 == hundreds }
        return Int(pattern) == status
    }

    /// The routes file of an import: each response body's operation and context.
    static func json(for result: OpenAPIImport, mappingsName: String) -> JSON {
        let routes = result.bodies.filter { $0.status != nil }.map { body -> JSON in
            [
                "method": .string(body.method), "path": .string(body.path), "status": .string(body.status ?? "2XX"),
                "context": .string(result.models[body.model].context),
            ]
        }
        return ["mappings": .string(mappingsName), "routes": .array(routes)]
    }
}
