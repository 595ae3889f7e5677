import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 39 item 2: reverse mapping never overwrites what another entry
/// wrote. Entries whose key paths overlap (`address` and `address.city`)
/// merge, whatever their order: an object merges into one another entry
/// writes, at every depth, and a `null` (`@reverseNil`) never replaces what
/// another entry writes; two entries that would put different values at one
/// key path are a configuration error naming both. The same for `Mappable`
/// models, `Encodable` values through a context and (MappingKitHTTPTests)
/// request bodies.
@Suite("Reverse mapping: overlapping key paths merge, in any order")
struct ReverseOverlapTests {
    struct Address: Mappable, Equatable {
        var street: String?
        var zip: String?
        static let properties: MappableProperties<Address> = ["street": \.street, "zip": \.zip]
    }

    struct Person: Mappable, Equatable {
        var name = ""
        var nickname: String?
        var label: String?
        var city: String?
        var code: String?
        var address: Address?
        var tags: [String]?
        static let properties: MappableProperties<Person> = [
            "name": \.name, "nickname": \.nickname, "label": \.label, "city": \.city, "code": \.code, "address": \.address,
            "tags": \.tags,
        ]
    }

    /// The same person as a plain `Encodable` value (no property table).
    struct AddressBody: Encodable {
        var street: String?
        var zip: String?
    }

    struct PersonBody: Encodable {
        var name = ""
        var city: String?
        var code: String?
        var address: AddressBody?
    }

    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(contentsOf: Fixtures.url("mappings/reverse/Overlaps.mappings"), displayName: "Overlaps.mappings")
    }

    static let orders = ["$CityFirst", "$AddressFirst"]

    @Test("a nil @object written as null never replaces the object another entry writes into, in either order", arguments: orders)
    func nullNeverReplacesAnObject(_ context: String) throws {
        let catalog = try Self.catalog()
        let expected: JSON = ["name": "Ada", "address": ["city": "Paris", "postal": ["code": "75"]]]
        let model = try catalog.context(context).json(from: Person(name: "Ada", city: "Paris", code: "75"))
        expectEqual(model, expected)
        let value = try catalog.context(context).json(from: PersonBody(name: "Ada", city: "Paris", code: "75"))
        expectEqual(value, expected)
        // Nothing else written there: the null is.
        expectEqual(try catalog.context(context).json(from: Person(name: "Ada")), ["name": "Ada", "address": nil])
        expectEqual(try catalog.context(context).json(from: PersonBody(name: "Ada")), ["name": "Ada", "address": nil])
    }

    @Test("objects merge at every depth, in either order: nothing either entry writes is lost", arguments: orders)
    func objectsMergeDeeply(_ context: String) throws {
        let catalog = try Self.catalog()
        let expected: JSON = ["name": "Ada", "address": ["street": "Rue", "city": "Paris", "postal": ["zip": "75001", "code": "A"]]]
        let person = Person(name: "Ada", city: "Paris", code: "A", address: Address(street: "Rue", zip: "75001"))
        expectEqual(try catalog.context(context).json(from: person), expected)
        let body = PersonBody(name: "Ada", city: "Paris", code: "A", address: AddressBody(street: "Rue", zip: "75001"))
        expectEqual(try catalog.context(context).json(from: body), expected)
        // Many models: each merged the same way.
        expectEqual(try catalog.context(context).json(from: [person, person]), [expected, expected])
    }

    @Test("two entries that read one key write it back once when they agree")
    func agreeingValues() throws {
        let catalog = try Self.catalog()
        expectEqual(try catalog.context("$Nicknamed").json(from: Person(name: "Ada", nickname: "Ada")), ["name": "Ada"])
        expectEqual(try catalog.context("$Nicknamed").json(from: Person(name: "Ada")), ["name": "Ada"])
        expectEqual(try catalog.context("$Labelled").json(from: Person(city: "Paris")), ["address": ["city": "Paris"]])
        expectEqual(try catalog.context("$Labelled").json(from: Person(label: "home")), ["address": "home"])
    }

    @Test("two entries that would put different values at one key path: an error naming both lines, not a silent loss")
    func collisions() throws {
        let catalog = try Self.catalog()
        let differing = #expect(throws: MappingConfigurationError.self) {
            try catalog.context("$Nicknamed").json(from: Person(name: "Ada", nickname: "Countess"))
        }
        let valueAndObject = #expect(throws: MappingConfigurationError.self) {
            try catalog.context("$Labelled").json(from: Person(label: "home", city: "Paris"))
        }
        let atSelf = #expect(throws: MappingConfigurationError.self) {
            try catalog.context("$Listing").json(from: Person(name: "Ada", tags: ["a", "b"]))
        }
        expectEqual(try catalog.context("$Listing").json(from: Person(name: "Ada")), ["name": "Ada"])
        let actual = MappingsFixtures.rendered(
            (differing?.diagnostics ?? []) + (valueAndObject?.diagnostics ?? []) + (atSelf?.diagnostics ?? []))
        guard let expected = try Fixtures.expected("mappings/reverse/Overlaps.expected", actual: actual) else { return }
        expectEqual(actual, expected)
        expectEqual(differing?.errors.map(\.code), [.reverseKeyPathsCollide])
        expectEqual(differing?.diagnostics.first?.location?.line, 25)
        expectEqual(differing?.diagnostics.first?.related.first?.location?.line, 24)
    }

    @Test("Encodable: a member no entry names merges into the object an entry writes at its key")
    func unnamedMemberMerges() throws {
        struct Located: Encodable {
            var city: String
            var address: AddressBody
        }
        let catalog = try Self.catalog()
        let json = try catalog.context("$CityOnly").json(from: Located(city: "Paris", address: AddressBody(street: "Rue")))
        expectEqual(json, ["address": ["city": "Paris", "street": "Rue"]])
    }

    @Test("the merge itself: null is the weakest, objects merge, equal values agree, the first collision is where")
    func mergeRule() {
        var existing: JSON = ["a": ["b": 1, "n": nil], "c": "x"]
        #expect(ReverseOutput.merge(["a": ["n": 2, "b": 1], "c": nil, "d": true], into: &existing, at: []) == nil)
        expectEqual(existing, ["a": ["b": 1, "n": 2], "c": "x", "d": true])
        let collision = ReverseOutput.merge(["a": ["b": ["deep": 1]], "c": "y"], into: &existing, at: [])
        #expect(collision?.path == ["a", "b"])
        #expect(collision?.written == 1)
        // What collided is left as it was; the rest is merged.
        expectEqual(existing, ["a": ["b": 1, "n": 2], "c": "x", "d": true])
    }

    @Test("a null is written only where nothing is, at any depth and in any order")
    func nullIsTheWeakest() throws {
        let text = #"""
            { "$Note": { "text": { "@keyPath": "body", "@optional": true },
                         "style": { "@keyPath": "body.style", "@optional": true, "@reverseNil": "null" },
                         "title": { "@keyPath": "meta.title", "@optional": true, "@reverseNil": "null" },
                         "meta": { "@keyPath": "meta", "@optional": true, "@reverseNil": "null" } } }
            """#
        struct Note: Mappable {
            var text: String?
            var style: String?
            var title: String?
            var meta: [String: String]?
            static let properties: MappableProperties<Note> = ["text": \.text, "style": \.style, "title": \.title, "meta": \.meta]
        }
        let context = try MappingCatalog(string: text).context("$Note")
        // The null of `style` cannot go into a string: it replaces nothing.
        expectEqual(try context.json(from: Note(text: "Hi")), ["body": "Hi", "meta": ["title": nil]])
        expectEqual(try context.json(from: Note(style: "bold")), ["body": ["style": "bold"], "meta": ["title": nil]])
        expectEqual(try context.json(from: Note(meta: ["lang": "en"])), ["body": ["style": nil], "meta": ["lang": "en", "title": nil]])
        expectEqual(try context.json(from: Note(title: "T")), ["body": ["style": nil], "meta": ["title": "T"]])
        // The other order: what only nulls were written into is replaced.
        let reordered = #"""
            { "$Note": { "meta": { "@keyPath": "meta", "@optional": true, "@reverseNil": "null" },
                         "style": { "@keyPath": "body.style", "@optional": true, "@reverseNil": "null" },
                         "title": { "@keyPath": "meta.title", "@optional": true, "@reverseNil": "null" },
                         "text": { "@keyPath": "body", "@optional": true } } }
            """#
        let other = try MappingCatalog(string: reordered).context("$Note")
        for note in [Note(text: "Hi"), Note(style: "bold"), Note(meta: ["lang": "en"]), Note(title: "T")] {
            expectEqual(try other.json(from: note), try context.json(from: note))
        }
    }
}
