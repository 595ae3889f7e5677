import Foundation
import Testing

@testable import MappingKit

/// Issue 39 item 3: counts and indices that add up. With
/// `@invalidElements: "skip"`, a collection that loses elements both to a
/// value constraint and to a conversion names each at its own index (or
/// key) in the payload, in payload order, and the summary counts the object
/// holding it once: no line says "k of n objects" with k above n, on the
/// three paths, in arrays and dictionaries.
@Suite("@invalidElements: \"skip\" with mixed failures: indices and counts that add up")
struct SkippedElementCountTests {
    typealias Platform = OnInvalidTests.Platform

    struct Post: Mappable, Equatable {
        var sizes: [Int] = []
        var counts: [String: Int] = [:]
        var platforms: [Platform] = []
        static let properties: MappableProperties<Post> = ["sizes": \.sizes, "counts": \.counts, "platforms": \.platforms]
    }

    struct CodablePost: Codable, Equatable {
        var sizes: [Int]
        var counts: [String: Int]
        var platforms: [Platform]
    }

    static let text = #"""
        { "$Post": {
            "sizes": { "@keyPath": "sizes", "@maximum": 60, "@invalidElements": "skip" },
            "counts": { "@keyPath": "counts", "@maximum": 10, "@invalidElements": "skip" },
            "platforms": { "@keyPath": "platforms", "@minLength": 3, "@invalidElements": "skip" } } }
        """#

    static let payload: JSON = [
        [
            // Above the maximum at 0 and 3, not numbers at 1 and 4.
            "sizes": [72, "x", 38, 99, "y", 40],
            "counts": ["a": 50, "b": "x", "c": 1, "d": "y", "e": 20],
            // Too short at 0, no such case at 1.
            "platforms": ["ab", "visionos", "ios"],
        ],
        ["sizes": [1, 2], "counts": [:], "platforms": []],
        ["sizes": ["z"], "counts": ["q": 99], "platforms": ["android"]],
    ]

    static let expectedPosts = [
        Post(sizes: [38, 40], counts: ["c": 1], platforms: [.ios]),
        Post(sizes: [1, 2], counts: [:], platforms: []),
        Post(sizes: [], counts: [:], platforms: [.android]),
    ]

    /// Each element at its own place in the payload, in payload order, with why.
    static let expectedIssues = [
        "[0].sizes[0] → [0].sizes[0] constraintViolated", "[0].sizes[1] → [0].sizes[1] conversionFailed",
        "[0].sizes[3] → [0].sizes[3] constraintViolated", "[0].sizes[4] → [0].sizes[4] conversionFailed",
        "[0].counts.a → [0].counts.a constraintViolated", "[0].counts.b → [0].counts.b conversionFailed",
        "[0].counts.d → [0].counts.d conversionFailed", "[0].counts.e → [0].counts.e constraintViolated",
        "[0].platforms[0] → [0].platforms[0] constraintViolated", "[0].platforms[1] → [0].platforms[1] conversionFailed",
        "[2].sizes[0] → [2].sizes[0] conversionFailed", "[2].counts.q → [2].counts.q constraintViolated",
    ]

    static let expectedSummary = [
        "$Post.sizes (sizes): invalidElementSkipped in 2 of 3 objects",
        "$Post.counts (counts): invalidElementSkipped in 2 of 3 objects",
        "$Post.platforms (platforms): invalidElementSkipped in 1 of 3 objects",
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { issue in
            guard case .invalidElementSkipped(_, let reason) = issue.problem else { return "\(issue.code) \(issue.sourcePath)" }
            return "\(issue.sourcePath) → \(issue.targetPath) \(reason.code)"
        }
    }

    static func expectCountsAddUp(_ report: ValidationReport, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in report.summary {
            #expect(line.count <= line.total, "\(line)", sourceLocation: sourceLocation)
        }
        #expect(report.warningCount == report.issues.count, sourceLocation: sourceLocation)
    }

    @Test("Mappable: each element named by its index or key in the payload, in payload order; each object counted once")
    func mappable() throws {
        let result = try MappingCatalog(string: Self.text).context("$Post").objects(from: Self.payload, as: Post.self)
        #expect(result.value == Self.expectedPosts)
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.summary.map(\.description) == Self.expectedSummary)
        Self.expectCountsAddUp(result.report)
    }

    @Test("Decodable through the context: the same elements, paths, order and counts")
    func decodable() throws {
        let result = try MappingCatalog(string: Self.text).context("$Post").objects(from: Self.payload, as: CodablePost.self)
        #expect(result.value == Self.expectedPosts.map { CodablePost(sizes: $0.sizes, counts: $0.counts, platforms: $0.platforms) })
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.summary.map(\.description) == Self.expectedSummary)
        Self.expectCountsAddUp(result.report)
    }

    @Test("dynamic JSON: the elements a constraint refuses, at their payload indices and keys, counted once per object")
    func dynamic() throws {
        let result = try MappingCatalog(string: Self.text).context("$Post").objects(from: Self.payload, as: JSON.self)
        // Dynamic mapping converts nothing: only the constraints drop elements.
        #expect(result.value.first == [
            "sizes": ["x", 38, "y", 40], "counts": ["b": "x", "c": 1, "d": "y"], "platforms": ["visionos", "ios"],
        ])
        #expect(Self.issues(result.report) == Self.expectedIssues.filter { $0.hasSuffix("constraintViolated") })
        #expect(result.report.summary.map(\.description) == [
            "$Post.sizes (sizes): invalidElementSkipped in 1 of 3 objects",
            "$Post.counts (counts): invalidElementSkipped in 2 of 3 objects",
            "$Post.platforms (platforms): invalidElementSkipped in 1 of 3 objects",
        ])
        Self.expectCountsAddUp(result.report)
    }

    /// A `Decodable` enum MappingKit does not convert: each element is
    /// decoded on its own (`init(from:)`).
    enum Shape: String, Codable, Equatable {
        case circle, square, line
    }

    struct Drawing: Codable, Equatable {
        var shapes: [Shape]
        var layers: [String: Shape]
    }

    @Test("Decodable elements made one by one: those a constraint refuses and those that cannot be made, in payload order")
    func decodableElements() throws {
        let text = #"""
            { "$Drawing": {
                "shapes": { "@keyPath": "shapes", "@maxLength": 6, "@invalidElements": "skip" },
                "layers": { "@keyPath": "layers", "@maxLength": 6, "@invalidElements": "skip" } } }
            """#
        let payload: JSON = [
            // Too long at 0 and 3, not a shape at 1 and 4.
            ["shapes": ["rectangle", "star", "circle", "hexagon", "dot", "square"], "layers": ["a": "rectangle", "b": "star", "c": "circle"]],
            ["shapes": ["square"], "layers": [:]],
        ]
        let result = try MappingCatalog(string: text).context("$Drawing").objects(from: payload, as: Drawing.self)
        #expect(result.value == [
            Drawing(shapes: [.circle, .square], layers: ["c": .circle]), Drawing(shapes: [.square], layers: [:]),
        ])
        #expect(Self.issues(result.report) == [
            "[0].shapes[0] → [0].shapes[0] constraintViolated", "[0].shapes[1] → [0].shapes[1] conversionFailed",
            "[0].shapes[3] → [0].shapes[3] constraintViolated", "[0].shapes[4] → [0].shapes[4] conversionFailed",
            "[0].layers.a → [0].layers.a constraintViolated", "[0].layers.b → [0].layers.b conversionFailed",
        ])
        #expect(result.report.summary.map(\.description) == [
            "$Drawing.shapes (shapes): invalidElementSkipped in 1 of 2 objects",
            "$Drawing.layers (layers): invalidElementSkipped in 1 of 2 objects",
        ])
        Self.expectCountsAddUp(result.report)
    }

    @Test("@minItems on what a constraint kept: the elements' warnings, then the collection's error; the property untouched")
    func minItemsAfterSkipping() throws {
        let text = #"{ "$Post": { "sizes": { "@keyPath": "sizes", "@maximum": 60, "@minItems": 2, "@invalidElements": "skip" } } }"#
        let catalog = try MappingCatalog(string: text)
        var post = Post(sizes: [7])
        let report = try catalog.context("$Post").map(["sizes": [72, 38, 99]], into: &post)
        #expect(post.sizes == [7])
        let expected = ["sizes[0] → sizes[0] constraintViolated", "sizes[2] → sizes[2] constraintViolated", "constraintViolated sizes"]
        #expect(Self.issues(report) == expected)
        let decoded = try catalog.context("$Post").object(from: ["sizes": [72, 38, 99]], as: OnlySizes.self)
        #expect(decoded.value == nil)
        #expect(Self.issues(decoded.report) == expected)
    }

    struct OnlySizes: Codable, Equatable {
        var sizes: [Int]
    }

    struct Titled: Codable, Equatable {
        var title: String?
        var tags: [Int]?
    }

    struct TitledModel: Mappable, Equatable {
        var title: String?
        var tags: [Int]?
        static let properties: MappableProperties<TitledModel> = ["title": \.title, "tags": \.tags]
    }

    @Test("a context merged by @self counts its own objects on every path: 'k of n' with its n, never k above n")
    func selfContextTotals() throws {
        let text = #"""
            { "$Page": {
                "@self": { "@keyPath": "meta", "@optional": true, "@object": { "@mappings": {
                  "title": { "@keyPath": "title", "@optional": true, "@fallbackKeyPaths": ["v1.title"] },
                  "tags": { "@keyPath": "tags", "@optional": true, "@maximum": 5, "@invalidElements": "skip" } } } } } }
            """#
        let payload: JSON = [
            ["meta": ["v1": ["title": "a"], "tags": [9, "x", 1]]],
            ["meta": ["v1": ["title": "b"]]],
            ["meta": ["v1": ["title": "c"], "tags": [7]]],
            ["meta": ["title": "d"]],
            ["other": 1],
        ]
        let expected = [
            "$Page.@self.title: read from 'v1.title' in 3 of 4 objects",
            "$Page.@self.tags (tags): invalidElementSkipped in 2 of 4 objects",
        ]
        let catalog = try MappingCatalog(string: text)
        let typed = try catalog.context("$Page").objects(from: payload, as: TitledModel.self)
        #expect(typed.value.map(\.title) == ["a", "b", "c", "d", nil])
        #expect(typed.value.first?.tags == [1])
        #expect(typed.report.summary.map(\.description) == expected)
        let decoded = try catalog.context("$Page").objects(from: payload, as: Titled.self)
        #expect(decoded.value.map(\.title) == ["a", "b", "c", "d", nil])
        #expect(decoded.report.summary.map(\.description) == expected)
        let dynamic = try catalog.context("$Page").objects(from: payload, as: JSON.self)
        // Dynamic mapping converts nothing: "x" is kept, 9 and 7 are not.
        #expect(dynamic.value.first?["tags"] == ["x", 1])
        #expect(dynamic.report.summary.map(\.description) == expected)
        Self.expectCountsAddUp(typed.report)
        Self.expectCountsAddUp(decoded.report)
        Self.expectCountsAddUp(dynamic.report)
    }
}
