import Foundation
import MappingKit
import Testing

/// The `date` transformer's `formats`: several formats tried in order, the
/// first written back.
@Suite("The date transformer's formats")
struct DateFormatsTests {
    struct Event: Codable, Equatable {
        var at: Date
    }

    static func context(_ userData: String) throws -> MappingContext {
        try MappingCatalog(string: """
            { "$Event": { "at": { "@keyPath": "when", "@transformer": "date", "@transformUserData": \(userData) } } }
            """).context("$Event")
    }

    static let twoFormats = #"{ "formats": ["EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd HH:mm:ss"] }"#
    static let instant = Date(timeIntervalSince1970: 1_219_842_525)  // 2008-08-27 13:08:45 UTC

    @Test("each value is read by the first format that reads it; a value in none is one issue naming every format")
    func reads() throws {
        let payload: JSON = [["when": "Wed Aug 27 13:08:45 +0000 2008"], ["when": "2008-08-27 13:08:45"], ["when": "27/08/2008"]]
        let result = try Self.context(Self.twoFormats).objects(from: payload, as: Event.self)
        #expect(result.value == [Event(at: Self.instant), Event(at: Self.instant)])
        #expect(result.report.issues.map(\.message) == [
            #"transformer 'date' failed: expected a date in one of the formats 'EEE MMM dd HH:mm:ss Z yyyy', 'yyyy-MM-dd HH:mm:ss', found string "27/08/2008""#
        ])
        // The dynamic path reads the same values.
        let dynamic = try Self.context(Self.twoFormats).objects(from: payload, as: JSON.self)
        #expect(dynamic.value.count == 3)
        #expect(dynamic.report.issueCount == 1)
    }

    @Test("reverse mapping writes the first format")
    func writes() throws {
        let json = try Self.context(Self.twoFormats).json(from: Event(at: Self.instant))
        #expect(json == ["when": "Wed Aug 27 13:08:45 +0000 2008"])
    }

    @Test("'format' and 'formats' together, an empty 'formats' or one that is not strings: an issue that says what to write")
    func misuse() throws {
        let cases: [(String, String)] = [
            (#"{ "format": "yyyy", "formats": ["yyyy"] }"#, "takes 'format' or 'formats', not both"),
            (#"{ "formats": [] }"#, "takes a non-empty array of formats"),
            (#"{ "formats": ["yyyy", 3] }"#, "takes a non-empty array of formats"),
            (#"{ "formats": "yyyy" }"#, "takes a non-empty array of formats"),
        ]
        for (userData, expected) in cases {
            let result = try Self.context(userData).object(from: ["when": "2008"], as: JSON.self)
            #expect(result.report.issues.first?.message.contains(expected) == true, "\(userData): \(result.report.issues.map(\.message))")
        }
    }
}
