import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `Payload`: one input for every verb, parsed once and read in place, with
/// key-path selection whose report paths start at the selected part.
@Suite("Payload: parsing, selecting, one input for every verb")
struct PayloadTests {
    static func spotify() throws -> Payload {
        try Payload(parsing: ExampleFiles.payloadData("spotify-artists"))
    }

    @Test("selecting an envelope's part: typed, dynamic and populate map it, with report paths from there")
    func selectingEnvelope() throws {
        let catalog = try ExampleFiles.catalog("Spotify")
        let context = try catalog.context("$SpotifyArtist")
        let items = try Self.spotify().selecting("artists.items")
        let typed = try context.objects(from: items, as: SpotifyArtist.self)
        let dynamic = context.objects(from: items, as: JSON.self)
        #expect(typed.value.map(\.name) == dynamic.value.map { $0["name"]?.stringValue ?? "" })
        #expect(typed.value.count == 2)
        #expect(typed.report.issues.map(\.sourcePath) == dynamic.report.issues.map(\.sourcePath))
        #expect(typed.report.issues.allSatisfy { $0.sourcePath.hasPrefix("[") })
        var document: JSON = [["name": "kept"]]
        _ = context.map(items, intoJSON: &document)
        #expect(document[0]?["name"] == typed.value.first.map { .string($0.name) })
        // A JSON payload selects the same way.
        let tree = try JSON(parsing: ExampleFiles.payloadData("spotify-artists"))
        let fromTree = try Payload(tree).selecting("artists.items")
        #expect(context.objects(from: fromTree, as: JSON.self).value == dynamic.value)
    }

    @Test("numeric segments index arrays; literal segments keep dots")
    func segments() throws {
        let first = try Self.spotify().selecting("artists.items.0.name")
        #expect(first.value.stringValue == "Tania Bowra")
        let dotted = try Payload(["meta": ["a.b": 1]]).selecting(MappingKeyPath(segments: ["meta", "a.b"]))
        #expect(dotted.value.intValue == 1)
        #expect(try Self.spotify().selecting("@self").value.kind == .object)
    }

    @Test("a path that is not there names the deepest part found, what was there, and a close key")
    func notFound() throws {
        let misspelt = try #require(throws: PayloadSelectionError.self) { try Self.spotify().selecting("artists.itemz") }
        #expect(misspelt.found == MappingKeyPath("artists"))
        #expect(misspelt.missing == "itemz")
        #expect(misspelt.foundKind == .object)
        #expect(misspelt.message == "'artists' is an object with no key 'itemz'")
        #expect(misspelt.suggestion == "did you mean 'items'?")
        #expect(misspelt.description == "key path 'artists.itemz' is not in the payload: 'artists' is an object with no key 'itemz'")

        let pastEnd = try #require(throws: PayloadSelectionError.self) { try Self.spotify().selecting("artists.items.7") }
        #expect(pastEnd.message == "'artists.items' is an array of 2, with no element '7'")
        let intoScalar = try #require(throws: PayloadSelectionError.self) { try Self.spotify().selecting("artists.href.x") }
        #expect(intoScalar.message == "'artists.href' is string \"https://api.spotify.com/v1/search?query=…\" (81 characters), which has no key 'x'")
        let root = try #require(throws: PayloadSelectionError.self) { try Payload([1, 2]).selecting("data") }
        #expect(root.message == "the payload is an array of 2, with no element 'data'")
        #expect(root.suggestion.hasPrefix("check the envelope's keys"))
    }

    @Test("parse errors keep line and column; a Payload parses once for many calls")
    func parsing() throws {
        let error = try #require(throws: JSONParseError.self) { try Payload(parsing: Data("[1,\n 2,,]".utf8)) }
        #expect(error.location.line == 2)
        #expect(error.location.column == 4)
        let payload = try Payload(parsing: Data(#"[{"name": "Ada", "screen_name": "ada"}]"#.utf8))
        let context = try ExampleFiles.catalog("Twitter").context("$UserModel")
        #expect(try context.objects(from: payload, as: UserModel.self).value.map(\.name) == ["Ada"])
        #expect(context.objects(from: payload, as: JSON.self).value.first?["screenName"] == "ada")
    }
}
