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
}
