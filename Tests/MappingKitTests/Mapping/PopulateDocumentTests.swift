import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `map(_:intoJSON:)` for every kind of document and payload: each
/// combination either maps as documented or leaves the document as it was
/// with an error issue saying what was expected (never a silent loss).
@Suite("Populating a JSON document: every document and payload kind")
struct PopulateDocumentTests {
    static let text = """
        { "$User": { "name": "name", "screenName": { "@keyPath": "screen_name", "@optional": true } } }
        """

    static func context() throws -> MappingContext {
        try MappingCatalog(string: text).context("$User")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var document: JSON
        var payload: JSON
        /// The document afterwards; `nil`: untouched.
        var expected: JSON?
        /// Words the single error issue's message holds; `nil`: no issue.
        var issue: String?
        var testDescription: String { "\(PayloadValue(document).summary) ← \(PayloadValue(payload).summary)" }
    }

    static let object: JSON = ["name": "Ada", "screen_name": "ada"]
    static let kept: JSON = ["login": "a", "name": "old"]

    static let cases: [Case] = [
        // object document
        Case(document: kept, payload: object, expected: ["login": "a", "name": "Ada", "screenName": "ada"]),
        Case(document: kept, payload: [object], issue: "expected object, found array of 1"),
        Case(document: kept, payload: "text", issue: "expected object, found string"),
        Case(document: kept, payload: 42, issue: "expected object, found number 42"),
        Case(document: kept, payload: .null, issue: "expected object, found null"),
        // array document
        Case(document: [["login": "a"], ["login": "b"]], payload: object,
             issue: "cannot populate an array document from object; expected an array of objects"),
        Case(document: [["login": "a"], ["login": "b"]], payload: [object],
             expected: [["login": "a", "name": "Ada", "screenName": "ada"], ["login": "b"]]),
        Case(document: [["login": "a"]], payload: [object, ["name": "Bo"]],
             expected: [["login": "a", "name": "Ada", "screenName": "ada"], ["name": "Bo"]]),
        Case(document: [1, ["login": "b"]], payload: [object, object],
             expected: [1, ["login": "b", "name": "Ada", "screenName": "ada"]],
             issue: "the document's element is number 1, not an object"),
        Case(document: [["login": "a"]], payload: ["text"], issue: "expected object, found string"),
        Case(document: [["login": "a"]], payload: "text", issue: "cannot populate an array document from string"),
        Case(document: [], payload: [], expected: []),
        // scalar documents
        Case(document: "login", payload: [object], issue: "cannot populate a document that is string \"login\""),
        Case(document: "login", payload: object, issue: "cannot populate a document that is string"),
        Case(document: 7, payload: object, issue: "cannot populate a document that is number 7"),
        Case(document: true, payload: object, issue: "cannot populate a document that is bool true"),
        Case(document: .null, payload: object, issue: "cannot populate a document that is null"),
    ]

    @Test("each combination maps as documented or leaves the document untouched with an error", arguments: cases)
    func combination(_ example: Case) throws {
        var document = example.document
        let report = try Self.context().map(example.payload, intoJSON: &document)
        expectEqual(document, (example.expected ?? example.document))
        if let words = example.issue {
            expectEqual(report.issues.count, 1)
            #expect(report.hasErrors)
            expectEqual(report.issues.first?.message.contains(words), true, "\(report.issues.map(\.message))")
        } else {
            #expect(report.issues.isEmpty, "\(report.issues.map(\.message))")
        }
    }

    @Test("from parsed Data the same rules hold (the payload read in place)")
    func fromData() throws {
        var document: JSON = [["login": "a"], ["login": "b"]]
        let result = try Self.context().map(Payload(parsing: Array(#"{"name": "Ada"}"#.utf8)), intoJSON: &document)
        expectEqual(document, [["login": "a"], ["login": "b"]])
        expectEqual(result.errors.first?.kind, .typeMismatch)
        expectEqual(result.errors.first?.sourcePath, "")
    }
}
