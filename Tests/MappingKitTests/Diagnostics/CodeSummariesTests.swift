import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The code summaries (the rules of `mappings … --format sarif`) against
/// the codes' documentation: every code declared has its summary, and
/// each summary is the sentence of its documentation comment.
@Suite("code summaries")
struct CodeSummariesTests {
    /// `(name, documentation)` of each `public static let NAME = Code(…` in
    /// a source file of MappingKit, the comment's lines joined by spaces,
    /// DocC symbol links (``A/b(c:)``) written as code.
    static func documentedCodes(in file: String) throws -> [(name: String, documentation: String)] {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var codes: [(String, String)] = []
        var comment: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") {
                comment.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            defer { comment = [] }
            guard trimmed.hasPrefix("public static let "), trimmed.contains("= Code(") else { continue }
            let name = trimmed.dropFirst("public static let ".count).prefix { $0 != " " }
            let documentation = comment.joined(separator: " ")
                .replacingOccurrences(of: #"``(?:[^`]*/)?([^`]*)``"#, with: "`$1`", options: .regularExpression)
            codes.append((String(name), documentation))
        }
        return codes
    }

    @Test("every diagnostic code has its documentation's sentence as summary, in declaration order")
    func diagnosticCodes() throws {
        let documented = try Self.documentedCodes(in: "Sources/MappingKit/Diagnostics/Diagnostic+Code.swift")
        #expect(documented.count >= 67)
        #expect(Diagnostic.Code.summaries.map(\.code.rawValue) == documented.map(\.name))
        for (summary, code) in zip(Diagnostic.Code.summaries, documented) {
            #expect(summary.summary == code.documentation, "\(code.name)")
        }
    }

    @Test("every issue code has its documentation's sentence as summary, in the order of allCases")
    func issueCodes() throws {
        let documented = try Self.documentedCodes(in: "Sources/MappingKit/Diagnostics/ValidationIssue.swift")
        #expect(ValidationIssue.Code.summaries.map(\.code) == ValidationIssue.Code.allCases)
        #expect(ValidationIssue.Code.summaries.map(\.code.rawValue) == documented.map(\.name))
        for (summary, code) in zip(ValidationIssue.Code.summaries, documented) {
            #expect(summary.summary == code.documentation, "\(code.name)")
        }
    }
}
