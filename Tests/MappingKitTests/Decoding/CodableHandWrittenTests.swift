import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Hand-written `init(from:)`s: nested containers, `superDecoder`, an
/// initializer that copes with a lost value, and one that throws its own
/// error; through a context and through ``PayloadDecoder``.
@Suite("Codable models: hand-written initializers")
struct CodableHandWrittenTests {
    struct Place: Decodable, Equatable {
        let name: String
        let latitude: Double
        let longitude: Double
        let tags: [String]

        private enum CodingKeys: String, CodingKey { case name, location, tags }
        private enum LocationKeys: String, CodingKey { case lat, lng }

        init(name: String, latitude: Double, longitude: Double, tags: [String]) {
            (self.name, self.latitude, self.longitude, self.tags) = (name, latitude, longitude, tags)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
            latitude = try location.decode(Double.self, forKey: .lat)
            longitude = try location.decode(Double.self, forKey: .lng)
            var list = try container.nestedUnkeyedContainer(forKey: .tags)
            var tags: [String] = []
            while !list.isAtEnd { tags.append(try list.decode(String.self)) }
            self.tags = tags
        }
    }

    static let places = #"""
        [{"title": "Paris", "location": {"lat": 48.85, "lng": 2.35}, "tags": ["capital"]},
         {"title": "Lyon", "location": {"lat": "north", "lng": 4.83}, "tags": ["city", {"x": 7}]},
         {"title": "Nice", "location": "south", "tags": []}]
        """#

    @Test("nested containers through a context: the renamed key, nested keys read as they are, every issue at its path")
    func nestedContainers() throws {
        let catalog = try MappingCatalog(string: #"{"$Place": {"name": "title"}}"#)
        let result = try catalog.context("$Place").objects(from: Data(Self.places.utf8), as: Place.self)
        #expect(result.value == [Place(name: "Paris", latitude: 48.85, longitude: 2.35, tags: ["capital"])])
        #expect(result.report.issues.map { "\($0.code.rawValue) \($0.sourcePath)" } == [
            "conversionFailed [1].location.lat", "conversionFailed [1].tags[1]", "expectedObject [2].location",
        ])
    }

    @Test("PayloadDecoder: nested containers fail as in JSONDecoder, with the same path")
    func nestedContainersStrict() throws {
        let data = Data(#"[{"name": "Lyon", "location": {"lat": "north", "lng": 4.83}, "tags": []}]"#.utf8)
        let mine = PayloadDecoderTests.outcome { try PayloadDecoder().decode([Place].self, from: data) }
        let theirs = PayloadDecoderTests.outcome { try JSONDecoder().decode([Place].self, from: data) }
        #expect(mine == theirs)
        #expect(mine == #"typeMismatch at ["Index 0", "location", "lat"]"#)
        let good = Data(#"[{"name": "Paris", "location": {"lat": 48.85, "lng": 2.35}, "tags": ["capital"]}]"#.utf8)
        #expect(try PayloadDecoder().decode([Place].self, from: good) == JSONDecoder().decode([Place].self, from: good))
    }

    class Animal: Decodable {
        let name: String
        private enum CodingKeys: String, CodingKey { case name }
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        }
    }

    final class Dog: Animal {
        let breed: String
        private enum CodingKeys: String, CodingKey { case breed }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            breed = try container.decode(String.self, forKey: .breed)
            try super.init(from: container.superDecoder())
        }
    }

    @Test("superDecoder: the superclass reads the object under \"super\", through a context and PayloadDecoder")
    func superDecoder() throws {
        let data = Data(#"{"breed": "collie", "super": {"name": "Lassie"}}"#.utf8)
        let catalog = try MappingCatalog(string: #"{"$Dog": {"breed": "breed"}}"#)
        let result = try catalog.context("$Dog").object(from: data, as: Dog.self)
        #expect(result.value?.breed == "collie" && result.value?.name == "Lassie")
        #expect(result.report.issues.isEmpty)
        let strict = try PayloadDecoder().decode(Dog.self, from: data)
        #expect(strict.name == "Lassie")
        let missing = try catalog.context("$Dog").object(from: Data(#"{"breed": "collie"}"#.utf8), as: Dog.self)
        #expect(missing.value == nil)
        #expect(missing.report.issues.map(\.description) == [
            "error: super: expected object for 'super', found null [$Dog → super]",
        ])
        let flat = Data(#"{"breed": "collie", "name": "Lassie"}"#.utf8)
        let mine = PayloadDecoderTests.outcome { try PayloadDecoder().decode(Dog.self, from: flat) }
        let theirs = PayloadDecoderTests.outcome { try JSONDecoder().decode(Dog.self, from: flat) }
        #expect(mine == theirs)
    }

    /// Copes with a count that does not convert, as many models do.
    struct Counter: Decodable {
        let name: String
        let count: Int
        private enum CodingKeys: String, CodingKey { case name, count }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            count = (try? container.decode(Int.self, forKey: .count)) ?? 0
        }
    }

    @Test("an initializer that copes with a lost value (try?) keeps its object; the issue is still reported")
    func coping() throws {
        let catalog = try MappingCatalog(string: #"{"$Counter": {"count": "n"}}"#)
        let result = try catalog.context("$Counter").objects(
            from: Data(#"[{"name": "a", "n": "lots"}, {"name": "b", "n": 2}, {"n": 3}]"#.utf8), as: Counter.self)
        #expect(result.value.map(\.name) == ["a", "b"])
        #expect(result.value.map(\.count) == [0, 2])
        #expect(result.report.issues.map { "\($0.code.rawValue) \($0.sourcePath)" } == [
            "conversionFailed [0].n", "missingRequired [2].name",
        ])
    }

    /// Validates what it reads, and throws its own error.
    struct Percent: Decodable {
        let value: Int
        init(from decoder: any Decoder) throws {
            value = try decoder.singleValueContainer().decode(Int.self)
            guard (0...100).contains(value) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(value) is not a percentage"))
            }
        }
    }

    struct Score: Decodable {
        let player: String
        let percent: Percent
    }

    @Test("an initializer's own error is a conversionFailed issue naming the type and the error; its object is not made")
    func ownError() throws {
        let catalog = try MappingCatalog(string: #"{"$Score": {"player": "who"}}"#)
        let result = try catalog.context("$Score").objects(
            from: Data(#"[{"who": "ada", "percent": 120}, {"who": "bob", "percent": 80}]"#.utf8), as: Score.self)
        #expect(result.value.map(\.player) == ["bob"])
        #expect(result.report.issues.map(\.description) == [
            "error: [0].percent: expected Percent, found number 120 (120 is not a percentage) [$Score → [0].percent]",
        ])
    }
}
