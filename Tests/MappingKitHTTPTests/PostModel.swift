import Foundation
import MappingKitHTTP

/// Polymer's `posts/:identifier` model.
struct PostModel: Mappable, Sendable {
    var identifier = 0
    var title = ""
    var published = false
    var score = 0.0
    var slug: String?
    var tags: [String] = []

    static let properties: MappableProperties<PostModel> = [
        "identifier": \.identifier, "title": \.title, "published": \.published, "score": \.score,
        "slug": \.slug, "tags": \.tags,
    ]
}

/// What every test builds against.
enum TestBase {
    static let api = URL(string: "https://api.example.com/v1")!
}
