import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// ``PayloadDecoder`` against `JSONDecoder`: the same values, and the same
/// `DecodingError` case and coding path.
@Suite("PayloadDecoder: a drop-in for JSONDecoder")
struct PayloadDecoderTests {
    struct Item: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String]
        var score: Double?
        var nested: Nested?
    }

    struct Nested: Codable, Equatable {
        var flag: Bool
        var count: UInt8
    }

    /// What decoding gave: the value's description, or the error's case and path.
    static func outcome<T: Decodable>(_ decode: () throws -> T) -> String {
        do {
            return "value \(try decode())"
        } catch let DecodingError.keyNotFound(key, context) {
            return "keyNotFound \(key.stringValue) at \(context.codingPath.map(\.stringValue))"
        } catch let DecodingError.valueNotFound(_, context) {
            return "valueNotFound at \(context.codingPath.map(\.stringValue))"
        } catch let DecodingError.typeMismatch(_, context) {
            return "typeMismatch at \(context.codingPath.map(\.stringValue))"
        } catch DecodingError.dataCorrupted {
            // JSONDecoder on Linux gives no path for a number out of range;
            // PayloadDecoder gives the value's (see PayloadDecoder's docs).
            return "dataCorrupted"
        } catch {
            return "other \(error)"
        }
    }

    static func expectSame<T: Decodable>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(json.utf8)
        let mine = outcome { try PayloadDecoder().decode(T.self, from: data) }
        let theirs = outcome { try JSONDecoder().decode(T.self, from: data) }
        #expect(mine == theirs, sourceLocation: sourceLocation)
    }

    struct Outer: Codable, Equatable {
        var inner: Inner
        var items: [Inner]?
    }

    /// Read through nested containers, as hand-written initializers do.
    struct Inner: Codable, Equatable {
        var a: Int?
        var b: String
        var c: Nested?

        enum CodingKeys: String, CodingKey { case a, b, c }
        enum Wrapper: String, CodingKey { case box }

        init(from decoder: any Decoder) throws {
            let outer = try decoder.container(keyedBy: Wrapper.self)
            let box = try outer.nestedContainer(keyedBy: CodingKeys.self, forKey: .box)
            a = try box.decodeIfPresent(Int.self, forKey: .a)
            b = try box.decode(String.self, forKey: .b)
            c = try box.decodeIfPresent(Nested.self, forKey: .c)
        }
    }

    @Test("nested containers: nulls, optionals and missing keys as JSONDecoder, at the same paths")
    func nestedContainers() {
        Self.expectSame(Outer.self, #"{"inner": {"box": {"a": 1, "b": "x", "c": {"flag": true, "count": 2}}}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"a": null, "b": "x", "c": null}}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"b": "x"}}, "items": [{"box": {"a": 2, "b": "y"}}]}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"a": null, "b": null}}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"a": "1", "b": "x"}}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"b": "x", "c": {"flag": null, "count": 2}}}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": null}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": []}}"#)
        Self.expectSame(Outer.self, #"{"inner": {"box": {"b": "x"}}, "items": [{"box": {"b": 3}}]}"#)
        // `Bool` from `null` is `typeMismatch` in JSONDecoder, unlike the other types.
        Self.expectSame(Nested.self, #"{"flag": null, "count": 1}"#)
        Self.expectSame(Nested.self, #"{"flag": true, "count": null}"#)
        Self.expectSame([Bool].self, "[null]")
        Self.expectSame(Bool.self, "null")
    }

    @Test("values, missing keys, nulls and mismatches as JSONDecoder")
    func parity() {
        Self.expectSame([Item].self, #"[{"id": 1, "name": "a", "tags": ["x"], "score": 2.5, "nested": {"flag": true, "count": 3}}]"#)
        Self.expectSame([Item].self, #"[{"id": 1, "name": "a", "tags": []}, {"id": 2, "tags": []}]"#)
        Self.expectSame([Item].self, #"[{"id": 1, "name": null, "tags": []}]"#)
        Self.expectSame([Item].self, #"[{"id": "1", "name": "a", "tags": []}]"#)
        Self.expectSame([Item].self, #"[{"id": 1, "name": "a", "tags": [1]}]"#)
        Self.expectSame([Item].self, #"[{"id": 1, "name": "a", "tags": [], "nested": {"flag": true, "count": 300}}]"#)
        Self.expectSame([Item].self, #"[{"id": 1.5, "name": "a", "tags": []}]"#)
        Self.expectSame([Item].self, #"{"id": 1}"#)
        Self.expectSame(Item.self, #"[1"#)
    }

    @Test("a Decimal out of range does not fit in Decimal, as JSONDecoder says it, at its path", arguments: ["1e400", "-1e-400", "1e128"])
    func decimalOutOfRange(_ number: String) throws {
        struct Price: Decodable { var amount: Decimal }
        do {
            _ = try PayloadDecoder().decode([Price].self, from: Data(#"[{"amount": 1}, {"amount": \#(number)}]"#.utf8))
            Issue.record("\(number) decoded as a Decimal")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "Parsed JSON number <\(number)> does not fit in Decimal.")
            #expect(context.codingPath.map(\.stringValue) == ["Index 1", "amount"])
        }
        // In range, the same decoder reads it; a string is still a type mismatch.
        #expect(try PayloadDecoder().decode(Decimal.self, from: Data("1e127".utf8)) == Decimal(string: "1e127"))
        #expect(Self.outcome { try PayloadDecoder().decode(Decimal.self, from: Data(#""1""#.utf8)) } == "typeMismatch at []")
    }

    @Test("a dictionary whose object repeats a key keeps the first value, as JSONDecoder; so does a context")
    func repeatedKeysInADictionary() throws {
        let data = Data(#"{"a": 1, "b": 2, "a": 3, "c": 4, "b": 5}"#.utf8)
        let theirs = try JSONDecoder().decode([String: Int].self, from: data)
        #expect(theirs == ["a": 1, "b": 2, "c": 4])
        #expect(try PayloadDecoder().decode([String: Int].self, from: data) == theirs)
        let strings = Data(#"{"a": "x", "a": "y"}"#.utf8)
        #expect(try PayloadDecoder().decode([String: String].self, from: strings) == JSONDecoder().decode([String: String].self, from: strings))
        struct Holder: Decodable { var counts: [String: Int] }
        let held = Data(#"{"counts": {"a": 1, "b": 2, "a": 3}}"#.utf8)
        let result = try MappingCatalog(string: #"{"$Holder": {}}"#).context("$Holder").object(from: held, as: Holder.self)
        #expect(result.value?.counts == ["a": 1, "b": 2])
    }
}
