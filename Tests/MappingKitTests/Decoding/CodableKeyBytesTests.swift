import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Keys told apart by their length, first and last byte (the string
/// node's signature) before their bytes: the empty key, one-byte keys, keys
/// that differ only inside, keys with escapes, through a context and not.
@Suite("Codable models: keys of every shape")
struct CodableKeyBytesTests {
    struct Odd: Codable, Equatable {
        var empty: Int
        var one: Int
        var abc: Int
        var axc: Int
        var escaped: Int
    }

    static let payload = #"{"": 1, "a": 2, "abc": 3, "axc": 4, "e\u0073c": 5}"#

    @Test("the empty key, a one-byte key, keys differing inside, and a key with an escape, through a context")
    func throughContext() throws {
        let context = try MappingCatalog(string: #"""
            { "$Odd": { "empty": { "@keyPath": [""] }, "one": "a", "abc": "abc", "axc": "axc", "escaped": "esc" } }
            """#).context("$Odd")
        let result = try context.object(from: Payload(parsing: Data(Self.payload.utf8)), as: Odd.self)
        #expect(!result.report.hasErrors, "\(result.report)")
        #expect(result.value == Odd(empty: 1, one: 2, abc: 3, axc: 4, escaped: 5))
    }

    @Test("the same keys by name, with PayloadDecoder and a context naming nothing")
    func byName() throws {
        struct Named: Codable, Equatable {
            var a: Int
            var abc: Int
            var axc: Int
            var esc: Int
            var empty: Int
            enum CodingKeys: String, CodingKey { case a, abc, axc, esc, empty = "" }
        }
        let expected = Named(a: 2, abc: 3, axc: 4, esc: 5, empty: 1)
        #expect(try PayloadDecoder().decode(Named.self, from: Data(Self.payload.utf8)) == expected)
        let bare = try MappingCatalog(string: #"{ "$Named": {} }"#).context("$Named")
        #expect(try bare.object(from: Payload(parsing: Data(Self.payload.utf8)), as: Named.self).value == expected)
    }
}
