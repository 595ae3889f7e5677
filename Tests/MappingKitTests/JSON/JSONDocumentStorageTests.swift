import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A document parsed from `Data` reads the bytes in place and behaves as one
/// parsed from an array.
@Suite("JSON document storage")
struct JSONDocumentStorageTests {
    private let text = #"{"id": 7, "name": "caf\u00e9 \"x\"", "tags": ["a", "b"], "ratio": 0.25, "ok": true, "none": null}"#

    @Test func dataAndArrayDocumentsReadTheSame() throws {
        let bytes = Array(text.utf8)
        let fromArray = try JSONDocument(parsing: bytes)
        let fromData = try JSONDocument(parsing: Data(bytes))
        if case .data = fromData.source.storage {} else { Issue.record("Data was copied into an array") }
        expectEqual(fromData.json(at: fromData.root), fromArray.json(at: fromArray.root))
        expectEqual(fromData.nodeCount, fromArray.nodeCount)
        let payload = try Payload(parsing: Data(bytes))
        expectEqual(payload.value["name"]?.stringValue, "café \"x\"")
        expectEqual(payload.value["id"]?.intValue, 7)
        expectEqual(payload.value["ratio"]?.doubleValue, 0.25)
    }

    @Test func aSliceOfDataIsReadFromItsOwnStart() throws {
        let data = Data(("garbage " + text + " trailing").utf8)
        let slice = data[8..<(8 + text.utf8.count)]
        let payload = try Payload(parsing: slice)
        expectEqual(payload.value["tags"]?[1]?.stringValue, "b")
        expectEqual(try JSON(parsing: slice), try JSON(parsing: text))
    }

    @Test func errorsFromDataMatchErrorsFromArrays() throws {
        for broken in [#"{"a": [1, 2,]}"#, "", "  ", #"{"a": "\u12"}"#, "[1.]", "\u{FEFF}[1", "[\"\u{7}\"]"] {
            let fromArray = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Array(broken.utf8)) }
            let fromData = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Data(broken.utf8)) }
            expectEqual(fromData?.description, fromArray?.description)
            expectEqual(fromData?.location.offset, fromArray?.location.offset)
        }
    }
}
