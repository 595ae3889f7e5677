import Foundation

@testable import MappingKit

/// The catalog, payloads and clock the drift tests share.
enum DriftFixtures {
    static let mappings = """
        {
          "$Tweet": {
            "text": "text",
            "name": "user.name",
            "lang": { "@keyPath": "lang", "@optional": true, "@allowedValues": ["en", "fr"] }
          },
          "$Timeline": {
            "statuses": { "@keyPath": "statuses", "@object": { "@mappings": "$Tweet" } }
          }
        }
        """

    static func catalog() throws -> MappingCatalog { try MappingCatalog(string: mappings) }

    static let timeline = ReportSource(method: "GET", host: "api.example.com", pathTemplate: "/statuses/home_timeline")

    /// `count` tweets; those whose index is in `nameless` lack `user.name`,
    /// those in `badLang` have a `lang` the mappings do not allow (`value`).
    static func tweets(_ count: Int, nameless: Set<Int> = [], badLang: Set<Int> = [], value: String = "de") -> JSON {
        .array((0..<count).map { index in
            var user: [(String, JSON)] = [("id", JSON(index))]
            if !nameless.contains(index) { user.append(("name", JSON("user \(index)"))) }
            let lang = badLang.contains(index) ? JSON(value) : "en"
            return .object(JSON.Object([("text", JSON("tweet \(index)")), ("user", .object(JSON.Object(user))), ("lang", lang)]))
        })
    }

    static let fixedTime = Date(timeIntervalSince1970: 1_800_000_000)
    static let fixedClock: @Sendable () -> Date = { fixedTime }
}
