import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 28, item 3: reverse mapping is one decision tree (``ReverseWriter``)
/// over two sources, a `Mappable` property table and an `Encodable` value.
/// The same model, declared both ways, is written through one context that
/// uses every step of the tree, gives the same JSON, and maps back to
/// itself.
@Suite("Reverse mapping: one tree, two sources")
struct ReverseWriterParityTests {
    static let mappings = #"""
        {
          "$Shape": { "@class": "Shape", "side": "side" },
          "$Place": { "city": "address.city", "zip": { "@keyPath": "address.zip", "@optional": true } },
          "$Post": {
            "@class": "Post",
            "title": "title",
            "author": "meta.author.name",
            "published": { "@keyPath": "published_at", "@transformer": "date", "@transformUserData": { "format": "yyyy-MM-dd" } },
            "page": { "@keyPath": "@metadata.page", "@optional": true },
            "note": { "@keyPath": "note", "@optional": true },
            "@self": { "@keyPath": "@self", "@object": { "@mappings": "$Place" } },
            "tags": { "@keyPath": "tags", "@object": { "@mappings": { "@class": "Tag", "name": "n" } } },
            "shapes": { "@keyPath": "shapes", "@object": { "@key": "id", "@mappings": "$Shape" } },
            "cover": { "@keyPath": "cover", "@optional": true, "@object": { "@mappings": "$Shape" } },
            "@reverseMappings": {
              "title": "headline",
              "author": "meta.author.name",
              "published": { "@keyPath": "published_at", "@transformer": "date", "@transformUserData": { "format": "yyyy-MM-dd" } },
              "note": "note",
              "@self": { "@keyPath": "@self", "@object": { "@mappings": "$Place" } },
              "tags": { "@keyPath": "tags", "@object": { "@mappings": { "name": "n" } } },
              "shapes": { "@keyPath": "shapes", "@object": { "@key": "id", "@mappings": "$Shape" } },
              "cover": { "@keyPath": "cover", "@object": { "@mappings": "$Shape" } }
            }
          }
        }
        """#

    struct Tag: Mappable, Codable, Equatable {
        var name = ""
        static let properties: MappableProperties<Tag> = ["name": \.name]
    }

    struct Shape: Mappable, Codable, Equatable {
        var id = ""
        var side = 0.0
        static let properties: MappableProperties<Shape> = ["id": \.id, "side": \.side]
    }

    struct Post: Mappable, Equatable {
        var title = ""
        var author = ""
        var published: Date?
        var page: Int?
        var note: String?
        var city = ""
        var zip: String?
        var tags: [Tag] = []
        var shapes: [String: Shape] = [:]
        var cover: Shape?
        static let properties: MappableProperties<Post> = [
            "title": \.title, "author": \.author, "published": \.published, "page": \.page, "note": \.note, "city": \.city,
            "zip": \.zip, "tags": \.tags, "shapes": \.shapes, "cover": \.cover,
        ]
    }

    /// The same fields as an `Encodable` value.
    struct EncodablePost: Codable, Equatable {
        var title: String
        var author: String
        var published: Date?
        var page: Int?
        var note: String?
        var city: String
        var zip: String?
        var tags: [Tag]
        var shapes: [String: Shape]
        var cover: Shape?

        init(_ post: Post) {
            title = post.title
            author = post.author
            published = post.published
            page = post.page
            note = post.note
            city = post.city
            zip = post.zip
            tags = post.tags
            shapes = post.shapes
            cover = post.cover
        }
    }

    static func post() -> Post {
        var post = Post()
        post.title = "On drift"
        post.author = "Ada"
        post.published = Date(timeIntervalSince1970: 1_346_198_400)
        post.page = 3
        post.city = "London"
        post.tags = [Tag(name: "api"), Tag(name: "json")]
        post.shapes = ["b": Shape(id: "b", side: 2), "a": Shape(id: "a", side: 1)]
        return post
    }

    @Test("the same JSON from the property table and from the Encodable twin: @reverseMappings, dotted paths, a reversed transformer, @metadata left out, nil left out, @self merged, collections and a keyed dictionary through their @object contexts")
    func sameJSON() throws {
        let post = Self.post()
        let mapped = try MappingCatalog(string: Self.mappings, models: ModelRegistry().registering(Post.self).registering(Tag.self).registering(Shape.self))
            .context("$Post").json(from: post)
        let encoded = try MappingCatalog(string: Self.mappings).context("$Post").json(from: EncodablePost(post))
        expectEqual(encoded, mapped)
        expectEqual(mapped, [
            "headline": "On drift",
            "meta": ["author": ["name": "Ada"]],
            "published_at": "2012-08-29",
            "address": ["city": "London"],
            "tags": [["n": "api"], ["n": "json"]],
            "shapes": ["a": ["side": 1], "b": ["side": 2]],
        ])
    }

    @Test("written through the forward entries (no @reverseMappings), the JSON maps back to the same model")
    func roundTrip() throws {
        let forward = Self.mappings.replacingOccurrences(of: #""@reverseMappings""#, with: #""$unused""#)
        let catalog = try MappingCatalog(
            string: forward, models: ModelRegistry().registering(Post.self).registering(Tag.self).registering(Shape.self))
        var post = Self.post()
        post.page = nil  // @metadata is never written, so it does not come back
        post.cover = Shape(id: "c", side: 3)
        let json = try catalog.context("$Post").json(from: post)
        expectEqual(try MappingCatalog(string: forward).context("$Post").json(from: EncodablePost(post)), json)
        let back = try catalog.context("$Post").object(from: json, as: Post.self)
        #expect(!back.report.hasErrors, "\(back.report)")
        var expected = post
        expected.cover?.id = ""  // the id is the @key of the dictionary, not a key of cover
        expectEqual(back.value, expected)
    }
}
