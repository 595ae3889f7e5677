import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A value using every container an `encode(to:)` can ask for.
private class Kitchen: Encodable {
    enum CodingKeys: String, CodingKey {
        case text, flag, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, double, float
        case missing, explicitNull, meta, grid, label, unit
    }

    enum MetaKeys: String, CodingKey { case version, tags }

    struct Label: Encodable {
        let raw: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(raw)
        }
    }

    enum Unit: String, Encodable { case gram, litre }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("a \"quoted\"\nline é", forKey: .text)
        try container.encode(true, forKey: .flag)
        try container.encode(Int.min, forKey: .int)
        try container.encode(Int8.min, forKey: .int8)
        try container.encode(Int16.max, forKey: .int16)
        try container.encode(Int32.min, forKey: .int32)
        try container.encode(Int64.max, forKey: .int64)
        try container.encode(UInt.max, forKey: .uint)
        try container.encode(UInt8.max, forKey: .uint8)
        try container.encode(UInt16.max, forKey: .uint16)
        try container.encode(UInt32.max, forKey: .uint32)
        try container.encode(UInt64.max, forKey: .uint64)
        try container.encode(-0.000123, forKey: .double)
        try container.encode(Float(0.1), forKey: .float)
        try container.encodeIfPresent(Int?.none, forKey: .missing)
        try container.encodeNil(forKey: .explicitNull)
        var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(2, forKey: .version)
        var tags = meta.nestedUnkeyedContainer(forKey: .tags)
        try tags.encode("x")
        try tags.encodeNil()
        var grid = container.nestedUnkeyedContainer(forKey: .grid)
        var row = grid.nestedUnkeyedContainer()
        try row.encode(1)
        try row.encode(2.5)
        var cell = grid.nestedContainer(keyedBy: MetaKeys.self)
        try cell.encode(3, forKey: .version)
        try container.encode(Label(raw: "salt"), forKey: .label)
        try container.encode(Unit.gram, forKey: .unit)
    }
}

/// A subclass writing its superclass under "super", as `Codable` classes do.
private final class KitchenWithSuper: Kitchen {
    enum ExtraKeys: String, CodingKey { case chef }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ExtraKeys.self)
        try container.encode("Ada", forKey: .chef)
        try super.encode(to: container.superEncoder())
    }
}

private struct Dated: Codable, Equatable {
    var at: Date
    var maybe: Date?
}

private struct Reading: Encodable {
    var value: Double
}

private struct Readings: Encodable {
    var readings: [Reading]
}

private struct Refusing: Encodable {
    struct Inner: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not today"))
        }
    }

    var inner = Inner()
}

private struct Mixed: Encodable {
    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: AnyCodingKey.self)
        try keyed.encode(1, forKey: AnyCodingKey(stringValue: "a"))
        var unkeyed = encoder.unkeyedContainer()
        try unkeyed.encode(2)
    }
}

private final class Loop: Encodable {
    var next: Loop?
}

private final class Node: Encodable {
    let value: Int
    let next: Node?

    init(_ value: Int, next: Node?) {
        self.value = value
        self.next = next
    }
}

/// A model that is both ``Mappable`` and `Codable`, whose coding keys are
/// not its property names.
private struct Note: Mappable, Codable {
    var title = ""
    var body = ""

    enum CodingKeys: String, CodingKey {
        case title = "t", body = "b"
    }

    static let properties: MappableProperties<Note> = ["title": \.title, "body": \.body]
}

private struct Circle: Codable { var radius: Double }
private struct Square: Codable { var side: Double }
private struct Drawing: Encodable {
    var shape: Circle
    var other: Square
}

/// Issue 19 item 7: what writing an `Encodable` value through a context does
/// beyond its `Mappable` twin: the encoder, the options, the checks, the
/// errors.
@Suite("Encodable values written through a context")
struct EncodableWritingTests {
    static func context(_ text: String, models: ModelRegistry? = nil) throws -> MappingContext {
        try MappingCatalog(string: text, models: models, displayName: "E.mappings").context("$E")
    }

    static let empty = #"{ "$E": {} }"#

    @Test("a context with no entries writes a value as JSONEncoder writes it: nested and unkeyed containers, super, every integer width")
    func likeJSONEncoder() throws {
        for value in [Kitchen(), KitchenWithSuper()] {
            let written = try Self.context(Self.empty).json(from: value)
            let expected = try JSON(parsing: try JSONEncoder().encode(value))
            expectEqual(written, expected)
        }
        let written = try Self.context(Self.empty).json(from: Kitchen())
        expectEqual(written["uint64"]?.formatted(), "18446744073709551615")
        expectEqual(written["float"]?.formatted(), "0.1")
        expectEqual(written["missing"], nil)
        expectEqual(written["explicitNull"], .null)
        expectEqual(written["meta"], ["version": 2, "tags": ["x", nil]])
        expectEqual(written["grid"], [[1, 2.5], ["version": 3]])
        expectEqual(written["label"], "salt")
        expectEqual(written["unit"], "gram")
    }

    @Test("a member written through a nested container moves whole to its entry's key path; a transformer on it writes nothing")
    func nestedContainerMembers() throws {
        let context = try Self.context("""
            { "$E": { "meta": "info.meta", "text": { "@keyPath": "t", "@transformer": "iso8601Date" }, "flag": "f" } }
            """)
        let written = try context.json(from: Kitchen())
        expectEqual(written["info"], ["meta": ["version": 2, "tags": ["x", nil]]])
        expectEqual(written["t"], nil)
        expectEqual(written["meta"], nil)
        expectEqual(written["text"], nil)
        expectEqual(written["f"], true)
    }

    @Test("dates: MappingKit's ISO 8601 by default, else JSONEncoder's strategy; an entry's transformer wins")
    func dates() throws {
        let value = Dated(at: Date(timeIntervalSince1970: 1_346_260_378.5), maybe: Date(timeIntervalSince1970: 0))
        let context = try Self.context(Self.empty)
        expectEqual(try context.json(from: value), ["at": "2012-08-29T17:12:58.500Z", "maybe": "1970-01-01T00:00:00Z"])
        var strategies: [JSONEncoder.DateEncodingStrategy] = [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601]
        strategies.append(.custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day \(Int(date.timeIntervalSince1970 / 86_400))")
        })
        for strategy in strategies {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = strategy
            let written = try context.json(from: value, options: EncodingOptions(dateEncodingStrategy: strategy))
            expectEqual(written, try JSON(parsing: try encoder.encode(value)), "\(strategy)")
        }
        let transformed = try MappingCatalog(
            string: #"{ "$E": { "at": { "@keyPath": "when", "@transformer": "date", "@transformUserData": { "format": "yyyy-MM-dd" } } } }"#
        ).context("$E")
        let written = try transformed.json(from: value, options: EncodingOptions(dateEncodingStrategy: .secondsSince1970))
        expectEqual(written, ["when": "2012-08-29", "maybe": 0.0])
    }

    @Test("the context is checked on the first value written: a key the value never encodes, with a did-you-mean, every time")
    func unknownKey() throws {
        let context = try Self.context(#"{ "$E": { "nmae": "n", "email": "mail" } }"#)
        let profile = EncodableProfile(Profile(name: "Al"))
        for _ in 0..<2 {
            do {
                _ = try context.json(from: profile)
                Issue.record("a context naming an unknown key wrote a value")
            } catch {
                guard let error = error.configurationError else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                // `email` is nil, yet named: a synthesized encode(to:) names every key.
                expectEqual(error.errors.map(\.code), [.unknownEncodedKey])
                expectEqual(error.errors.map { "\($0.location?.description ?? ""): \($0.message) / \($0.suggestion ?? "")" }, [
                    "E.mappings:1:11: 'EncodableProfile' never encodes a key 'nmae' (its encode(to:) writes 'name', 'email', 'age', 'address') / did you mean 'name'?"
                ])
            }
        }
        let nested = try Self.context(#"{ "$E": { "address": { "@keyPath": "a", "@object": { "@mappings": { "cty": "c" } } } } }"#)
        // No address: the nested context is not reached, so not checked.
        expectEqual(try nested.json(from: profile), ["name": "Al", "age": 0])
        let withAddress = EncodableProfile(Profile(name: "Al", address: Address(city: "Oslo", zip: "0150")))
        #expect(throws: MappingError.self) { try nested.json(from: withAddress) }
    }

    @Test("@class is not checked (a body type may use its response model's context); an unknown transformer is an error")
    func classAndTransformer() throws {
        let models = ModelRegistry().registering(CodableUser.self, as: "User")
        let context = try Self.context(#"{ "$E": { "@class": "User", "name": "n" } }"#, models: models)
        expectEqual(try context.json(from: EncodableProfile(Profile(name: "Al"))), ["n": "Al", "age": 0])
        let user = CodableUser(UserModel())
        expectEqual(try context.json(from: user), ["n": "", "screenName": "", "followers": 0])
        let unknown = try Self.context(#"{ "$E": { "name": { "@keyPath": "n", "@transformer": "shuot" } } }"#)
        do {
            _ = try unknown.json(from: user)
            Issue.record("an unknown transformer wrote a value")
        } catch {
            expectEqual(error.diagnostics.map(\.code), [.unknownTransformer])
        }
    }

    @Test("@metadata entries are never written, and the key they name is not written either")
    func metadata() throws {
        let context = try Self.context(#"{ "$E": { "name": "user.name", "followers": "@metadata.count" } }"#)
        expectEqual(try context.json(from: CodableUser(UserModel())), ["user": ["name": ""], "screenName": ""])
    }

    @Test("a NaN, a throwing encode(to:) or mixed containers is an encodingFailed error with the coding path")
    func failures() throws {
        let context = try Self.context(#"{ "$E": { "readings": { "@keyPath": "r", "@object": { "@mappings": { "value": "v" } } } } }"#)
        let readings = Readings(readings: [Reading(value: 1), Reading(value: .nan)])
        #expect(throws: MappingError.encodingFailed(
            path: "readings[1].value", reason: "nan is not a JSON number (JSON has no NaN or infinity); encode it as a string or leave it out")
        ) { try context.json(from: readings) }
        let plain = try Self.context(Self.empty)
        #expect(throws: MappingError.encodingFailed(path: "readings[0].value", reason: "inf is not a JSON number (JSON has no NaN or infinity); encode it as a string or leave it out")) {
            try plain.json(from: Readings(readings: [Reading(value: .infinity)]))
        }
        do {
            _ = try plain.json(from: Refusing())
            Issue.record("a refusing value was written")
        } catch {
            expectEqual(error, .encodingFailed(path: "inner", reason: "encode(to:) threw: not today"))
            expectEqual(error.description, "error: cannot encode the value at inner: encode(to:) threw: not today")
            expectEqual(error.diagnostics.map(\.code), [.encodingFailed])
        }
        #expect(throws: MappingError.encodingFailed(path: "", reason: "encode(to:) asked for an unkeyed container where it already wrote a keyed container")) {
            try plain.json(from: Mixed())
        }
    }

    @Test("a cycle of references is an error, not a stack overflow; recursive contexts stop at the reverse mapper's depth")
    func depth() throws {
        let loop = Loop()
        loop.next = loop
        #expect(throws: MappingError.self) { try Self.context(Self.empty).json(from: loop) }
        defer { loop.next = nil }

        var list: Node?
        for value in (0..<100).reversed() { list = Node(value, next: list) }
        let recursive = try Self.context(#"{ "$E": { "next": { "@keyPath": "n", "@object": { "@mappings": "$E" } } } }"#)
        var json = try recursive.json(from: list)
        var levels = 0
        while let next = json["n"] {
            json = next
            levels += 1
        }
        expectEqual(levels, ReverseMapper.maximumDepth)
        expectEqual(json, [:])
    }

    @Test("a type both Mappable and Encodable is written with its property table, whichever json(from:) is called")
    func mappableAndEncodable() throws {
        let context = try Self.context(#"{ "$E": { "title": "heading" } }"#)
        let note = Note(title: "Hi", body: "text")
        let table: JSON = try context.json(from: note)
        expectEqual(table, ["heading": "Hi"])
        func viaEncodable<E: Encodable>(_ value: E) throws(MappingError) -> JSON { try context.json(from: value) }
        expectEqual(try viaEncodable(note), table)
        expectEqual(try viaEncodable([note, note]), [table, table])
        expectEqual(try context.json(from: [note]), [table])
    }

    @Test("@switch writes each value with the case whose @class is its type, and writes the case's value back")
    func polymorphism() throws {
        let models = ModelRegistry().registering(Circle.self).registering(Square.self)
        let shape = #"{ "@keyPath": "KEY", "@object": { "@switch": "kind", "@cases": { "circle": { "@class": "Circle", "@mappings": { "radius": "r" } }, "square": { "@class": "Square", "@mappings": { "side": "s" } } } } }"#
        let context = try Self.context(
            #"{ "$E": { "shape": \#(shape.replacingOccurrences(of: "KEY", with: "first")), "other": \#(shape.replacingOccurrences(of: "KEY", with: "second")) } }"#,
            models: models)
        let written = try context.json(from: Drawing(shape: Circle(radius: 1), other: Square(side: 2)))
        expectEqual(written, ["first": ["r": 1.0, "kind": "circle"], "second": ["s": 2.0, "kind": "square"]])
    }

    @Test("the example of the reverse mappings article")
    func articleExample() throws {
        struct ProfileUpdate: Encodable {
            var name: String
            var email: String?
            var age: Int
            var newsletter = true
        }
        let context = try Self.context("""
            { "$E": { "name": "user.name", "email": "user.contact.email", "age": "user.age",
                      "@reverseMappings": { "name": "user_name", "email": "user_email" } } }
            """)
        expectEqual(try context.json(from: ProfileUpdate(name: "Ada", email: nil, age: 36)).formatted(), #"{"user_name":"Ada","newsletter":true}"#)
        expectEqual(
            try context.data(from: [ProfileUpdate(name: "Ada", age: 36)], writing: [.sortedKeys]),
            Data(#"[{"newsletter":true,"user_name":"Ada"}]"#.utf8))
    }

    @Test("the Data form writes the JSON's bytes")
    func dataForm() throws {
        let context = try Self.context(#"{ "$E": { "name": "n" } }"#)
        let user = CodableUser(UserModel())
        expectEqual(try context.data(from: user, writing: [.sortedKeys]), Data(#"{"followers":0,"n":"","screenName":""}"#.utf8))
        expectEqual(try context.data(from: user), try context.json(from: user).data())
    }
}
