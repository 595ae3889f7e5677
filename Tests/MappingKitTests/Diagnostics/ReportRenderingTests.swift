import Foundation
import MappingKit
import Testing

/// `ValidationReport.rendered(_:)` and `ReportRenderer`: the report and the
/// whole `mappings apply` output rendered by the library, byte for byte.
@Suite("report rendering")
struct ReportRenderingTests {
    static let users: JSON = [["name": "Twitter API", "screen_name": "twitterapi"], ["screen_name": "twitter"]]

    static func userContext(maximumIssues: Int = ValidationReport.defaultMaximumIssues) throws -> MappingContext {
        try MappingCatalog(contentsOf: ExampleFiles.mappingsURL("Twitter"), displayName: "Twitter.mappings")
            .context("$UserModel").limitingIssues(to: maximumIssues)
    }

    @Test("text: a count line, one line per issue, the summary; 'no issues' when clean")
    func text() throws {
        let result = try Self.userContext().objects(from: Self.users, as: JSON.self)
        #expect(result.report.rendered(.text) == """
            1 issue (1 error, 0 warnings):
            TwitterUsers.mappings:5:9: error: [1].name: missing required value for 'name' [$UserModel → [1].name]

            summary:
              $UserModel.name (name): missing in 1 of 2 objects

            """)
        #expect(ValidationReport().rendered(.text) == "no issues\n")
    }

    @Test("text: issues left out are counted, with the hint given")
    func truncated() throws {
        let payload: JSON = [[:], [:], [:]]
        let report = try Self.userContext(maximumIssues: 1).objects(from: payload, as: JSON.self).report
        let text = report.rendered(.text)
        #expect(text.hasPrefix("6 issues (6 errors, 0 warnings):\n"))
        #expect(text.contains("\n5 more issues not shown: the report keeps the first 1; raise the limit with MappingContext.limitingIssues(to:)\n"))
        #expect(report.rendered(.text, limitHint: "keep more with --max-issues N")
            .contains("the report keeps the first 1; keep more with --max-issues N\n"))
    }

    @Test("json: issues, summary and issuesOmitted, as in the apply object")
    func json() throws {
        let report = try Self.userContext().objects(from: Self.users, as: JSON.self).report
        let json = try JSON(parsing: report.rendered(.json))
        #expect(json.objectValue?.keys == ["issues", "summary", "issuesOmitted", "errors", "warnings", "objects"])
        #expect(json["issues"] == report.issuesJSON)
        #expect(json["summary"] == report.summaryJSON)
        #expect(json["issuesOmitted"] == 0)
        #expect(report.rendered(.json).hasSuffix("\n}\n"))
    }

    @Test("streamed element by element, the output is the same as rendered at once", arguments: ValidationReport.Format.allCases)
    func streamed(_ format: ValidationReport.Format) throws {
        let result = try Self.userContext().objects(from: Self.users, as: JSON.self)
        let whole = ReportRenderer.rendered(result: .array(result.value), report: result.report, format: format)
        var renderer = ReportRenderer(format: format)
        var output = ""
        var diagnostics = ""
        renderer.beginArray(to: &output)
        for object in result.value { renderer.writeElement(object, to: &output) }
        renderer.finish(result.report, output: &output, diagnostics: &diagnostics)
        #expect(output == whole.output)
        #expect(diagnostics == whole.diagnostics)
        switch format {
        case .text:
            #expect(output == JSON.array(result.value).formatted(.prettyPrinted) + "\n")
            #expect(diagnostics == result.report.rendered(.text))
        case .json:
            #expect(diagnostics == "")
            let json = try JSON(parsing: output)
            #expect(json.objectValue?.keys == ["result", "issues", "summary", "issuesOmitted", "errors", "warnings", "objects"])
            #expect(json["result"] == .array(result.value))
            #expect(output.hasPrefix("{\n  \"result\": [\n    {\n      \"name\": \"Twitter API\",\n"))
        }
    }

    @Test("an empty array result is '[]'; finishing twice writes nothing more", arguments: ValidationReport.Format.allCases)
    func emptyArray(_ format: ValidationReport.Format) throws {
        var renderer = ReportRenderer(format: format)
        var output = ""
        var diagnostics = ""
        renderer.beginArray(to: &output)
        renderer.finish(ValidationReport(), output: &output, diagnostics: &diagnostics)
        renderer.finish(ValidationReport(), output: &output, diagnostics: &diagnostics)
        switch format {
        case .text:
            #expect(output == "[]\n")
            #expect(diagnostics == "no issues\n")
        case .json:
            #expect(output == "{\n  \"result\": [],\n  \"issues\": [],\n  \"summary\": [],\n  \"issuesOmitted\": 0,\n  \"errors\": 0,\n  \"warnings\": 0,\n  \"objects\": {}\n}\n")
            #expect(diagnostics == "")
        }
    }
}
