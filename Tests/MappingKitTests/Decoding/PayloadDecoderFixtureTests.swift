import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// ``PayloadDecoder`` against `JSONDecoder` on every JSON file of the
/// fixtures: the same value, or the same `DecodingError` case and coding
/// path (the full JSON test suite is compared by
/// `mappings-benchmark --conformance DIR`, which prints any difference).
@Suite("PayloadDecoder against JSONDecoder on the fixtures")
struct PayloadDecoderFixtureTests {
    /// Any JSON value, decoded the way generic JSON types decode: a single
    /// value tried as each kind, objects through `allKeys`.
    enum AnyJSON: Decodable, Equatable {
        case null, bool(Bool), int(Int64), double(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var members: [String: AnyJSON] = [:]
                for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSON.self, forKey: key) }
                self = .object(members)
                return
            }
            if var array = try? decoder.unkeyedContainer() {
                var elements: [AnyJSON] = []
                while !array.isAtEnd { elements.append(try array.decode(AnyJSON.self)) }
                self = .array(elements)
                return
            }
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? value.decode(Int64.self) {
                self = .int(int)
            } else if let double = try? value.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    /// Every `.json` file under `Fixtures/` that is not an expected output.
    static let files: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: Fixtures.url("").path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }
            .sorted()
    }()

    @Test("the fixtures are there")
    func found() {
        #expect(Self.files.count >= 100)
    }

    /// A decoding's value, or its error's case and coding path (the path of
    /// `dataCorrupted` left out: `JSONDecoder` on Linux often gives none).
    enum Outcome: Equatable {
        case value(AnyJSON)
        case error(String)
    }

    static func outcome(_ decode: () throws -> AnyJSON) -> Outcome {
        do {
            return .value(try decode())
        } catch DecodingError.dataCorrupted {
            return .error("dataCorrupted")
        } catch {
            return .error(PayloadDecoderTests.outcome { () throws -> Int in throw error })
        }
    }

    /// Invalid JSON that `JSONDecoder` takes anyway (trailing commas,
    /// UTF-16 and UTF-32) or reads as something else (`-01`, `1.2.3`):
    /// MappingKit's parser rejects it (see the Reliability article).
    static func isInvalidJSON(_ file: String) -> Bool {
        file.hasPrefix("json/invalid/") && !file.hasPrefix("json/invalid/mappings-")
    }

    @Test("every fixture as any JSON: the same value or the same error", arguments: files)
    func anyJSON(file: String) throws {
        let data = try Fixtures.data(file)
        let mine = Self.outcome { try PayloadDecoder().decode(AnyJSON.self, from: data) }
        guard !Self.isInvalidJSON(file) else {
            #expect(mine == .error("dataCorrupted"), "\(file)")
            return
        }
        let theirs = Self.outcome { try JSONDecoder().decode(AnyJSON.self, from: data) }
        #expect(mine == theirs, "\(file)")
    }

    @Test("the example payloads as the Codable models: the same values")
    func models() throws {
        let timeline = try ExampleFiles.payloadData("twitter-timeline")
        struct LooseTweet: Codable, Equatable {
            var id_str: String
            var text: String?
            var user: [String: AnyJSONValue]
            var coordinates: [String: AnyJSONValue]?
        }
        let mine = try PayloadDecoder().decode([LooseTweet].self, from: timeline)
        let theirs = try JSONDecoder().decode([LooseTweet].self, from: timeline)
        #expect(mine == theirs)
        #expect(mine.count == 3)
    }
}

/// A JSON value for the models test: any scalar or container.
struct AnyJSONValue: Codable, Equatable {
    let value: PayloadDecoderFixtureTests.AnyJSON

    init(from decoder: any Decoder) throws {
        value = try PayloadDecoderFixtureTests.AnyJSON(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {}
}

/// A coding key of any name.
private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Large objects whose keys are asked for out of the payload's order go
/// through a member index: the same values as `JSONDecoder`, escaped keys,
/// a repeated key's first occurrence, a missing key's error.
@Suite("Member lookup in large objects")
struct LargeObjectLookupTests {
    struct Wide: Decodable, Equatable {
        let values: [String: Int]
        let missing: Int?

        /// Asks for `k19` … `k0`, then `a/b`, `dup` and `missing`: the reverse of the payload's order.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameKey.self)
            var values: [String: Int] = [:]
            for index in stride(from: 19, through: 0, by: -1) {
                values["k\(index)"] = try container.decode(Int.self, forKey: NameKey(stringValue: "k\(index)"))
            }
            values["a/b"] = try container.decode(Int.self, forKey: NameKey(stringValue: "a/b"))
            values["dup"] = try container.decode(Int.self, forKey: NameKey(stringValue: "dup"))
            missing = try container.decodeIfPresent(Int.self, forKey: NameKey(stringValue: "missing"))
            self.values = values
        }
    }

    static let payload: Data = {
        let members = (0..<20).map { #""k\#($0)": \#($0)"# } + [#""a\/b": 100"#, #""dup": 1"#, #""dup": 2"#]
        return Data(("{" + members.joined(separator: ", ") + "}").utf8)
    }()

    @Test("PayloadDecoder and a context read every key asked in reverse order, as JSONDecoder")
    func reversed() throws {
        let theirs = try JSONDecoder().decode(Wide.self, from: Self.payload)
        #expect(theirs.values["dup"] == 1)
        #expect(try PayloadDecoder().decode(Wide.self, from: Self.payload) == theirs)
        let catalog = try MappingCatalog(string: #"{"$Wide": {}}"#)
        let result = try catalog.context("$Wide").object(from: Self.payload, as: Wide.self)
        #expect(result.value == theirs)
        #expect(result.report.issues.isEmpty)
    }

    @Test("a key the large object lacks is keyNotFound, as from JSONDecoder")
    func missing() throws {
        let data = Data(String(decoding: Self.payload, as: UTF8.self).replacingOccurrences(of: #""k3": 3, "#, with: "").utf8)
        let mine = PayloadDecoderTests.outcome { try PayloadDecoder().decode(Wide.self, from: data) }
        let theirs = PayloadDecoderTests.outcome { try JSONDecoder().decode(Wide.self, from: data) }
        #expect(mine == theirs)
        #expect(mine.hasPrefix("keyNotFound"))
    }
}

/// Many large objects of one type: after the first, each is read through
/// its slots (KeyMemo.swift), one walk of its members sending each to the
/// places asking for its key. The same values as `JSONDecoder` when the
/// objects differ in their members' order, lack keys, repeat a key, escape
/// one, and when the initializer changes the keys it asks from one object
/// to the next (the memo of its keys then changes under objects being
/// decoded, nested ones included).
@Suite("Member lookup in many large objects of one type")
struct SlottedLookupTests {
    struct Shifty: Decodable, Equatable {
        var values: [String: Int] = [:]
        var inner: [Shifty] = []

        /// Asks `k13` … `k0` (the reverse of the payload's order), then
        /// `a/b`, `dup`, `missing`; an object whose `k13` is odd asks `odd`
        /// between `k7` and `k6`; then its `inner` objects.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameKey.self)
            let first = try container.decode(Int.self, forKey: NameKey(stringValue: "k13"))
            values["k13"] = first
            for index in stride(from: 12, through: 0, by: -1) {
                values["k\(index)"] = try container.decodeIfPresent(Int.self, forKey: NameKey(stringValue: "k\(index)"))
                if index == 7, first % 2 == 1 { values["odd"] = try container.decode(Int.self, forKey: NameKey(stringValue: "odd")) }
            }
            values["a/b"] = try container.decodeIfPresent(Int.self, forKey: NameKey(stringValue: "a/b"))
            values["dup"] = try container.decode(Int.self, forKey: NameKey(stringValue: "dup"))
            values["missing"] = try container.decodeIfPresent(Int.self, forKey: NameKey(stringValue: "missing"))
            inner = try container.decodeIfPresent([Shifty].self, forKey: NameKey(stringValue: "inner")) ?? []
        }
    }

    /// Object `n`: members `k0`…`k13` (rotated by `n`), `a\/b`, `dup` twice,
    /// `odd`, every fifth without `k4`, every third with two inner objects.
    static func object(_ n: Int, depth: Int = 0) -> String {
        var members = (0..<14).compactMap { index -> String? in
            index == 4 && n % 5 == 0 ? nil : #""k\#(index)": \#(index == 13 ? n : index * 100 + n)"#
        }
        members = Array(members[(n % members.count)...] + members[..<(n % members.count)])
        members += [#""a\/b": \#(n)"#, #""dup": \#(n)"#, #""odd": -\#(n)"#, #""dup": 0"#]
        if n % 3 == 0, depth == 0 { members.append(#""inner": [\#(object(n + 1, depth: 1)), \#(object(n + 2, depth: 1))]"#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test("PayloadDecoder and a context read what JSONDecoder reads, object after object")
    func manyObjects() throws {
        let data = Data(("[" + (0..<40).map { Self.object($0) }.joined(separator: ", ") + "]").utf8)
        let theirs = try JSONDecoder().decode([Shifty].self, from: data)
        #expect(theirs[1].values["odd"] == -1 && theirs[0].values["odd"] == nil && theirs[5].values["k4"] == nil)
        #expect(theirs[3].inner.count == 2 && theirs.allSatisfy { $0.values["dup"] == $0.values["k13"] })
        #expect(try PayloadDecoder().decode([Shifty].self, from: data) == theirs)
        let result = try MappingCatalog(string: #"{"$Shifty": {}}"#).context("$Shifty").objects(from: data, as: Shifty.self)
        #expect(result.value == theirs)
        #expect(result.report.issues.isEmpty)
    }
}
