import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `MappingCatalog.context(for:)`: the context whose `@class` names a type,
/// by the registry's names or the type's own; an error naming the
/// candidates when none or several do.
@Suite("A context by its type: context(for:)")
struct ContextForTypeTests {
    struct Issue: Codable {
        var title: String
        var state: String
    }

    struct Label: Codable {
        var name: String
    }

    enum Feed {
        struct Item: Decodable { var id: Int }
    }

    struct Page<Element: Decodable>: Decodable { var items: [Element] }

    static let issues = #"""
        {
            "$Issue": { "@class": "Issue", "title": "title" },
            "$Label": { "@class": "Label", "name": "name" },
            "$Plain": { "name": "name" }
        }
        """#

    @Test("one context names the type: it is the one, for a Codable type, a Mappable model, and without a registry")
    func one() throws {
        let models = ModelRegistry().registering(Issue.self).registering(Label.self)
        let catalog = try MappingCatalog(string: Self.issues, models: models)
        #expect(try catalog.context(for: Issue.self).identifier == "$Issue")
        #expect(try catalog.context(for: Label.self).identifier == "$Label")
        let issues = try catalog.context(for: Issue.self).objects(from: [["title": "Crash", "state": "open"]], as: Issue.self)
        #expect(issues.value.map(\.title) == ["Crash"])

        let tweets = try MappingCatalog(
            string: #"{ "$Tweet": { "@class": "TweetModel", "message": "text" }, "$User": { "@class": "UserModel", "name": "name" } }"#,
            models: ModelRegistry().registering(TweetModel.self).registering(UserModel.self))
        #expect(try tweets.context(for: UserModel.self).identifier == "$User")

        // Without models: the type's own name.
        let unchecked = try MappingCatalog(string: Self.issues)
        #expect(try unchecked.context(for: Label.self).identifier == "$Label")
    }

    @Test("a name the registry gives the type names it; the type's own name then names it only when no other type has it")
    func registeredNames() throws {
        let models = ModelRegistry().registering(Issue.self, as: "GitHubIssue").registering(Label.self, as: "Issue")
        let catalog = try MappingCatalog(
            string: #"{ "$GitHubIssue": { "@class": "GitHubIssue", "title": "title" }, "$Tag": { "@class": "Issue", "name": "name" } }"#,
            models: models)
        #expect(try catalog.context(for: Issue.self).identifier == "$GitHubIssue")  // "Issue" is Label's name here
        #expect(try catalog.context(for: Label.self).identifier == "$Tag")
        #expect(models.classNames(of: Issue.self) == ["GitHubIssue"])
        #expect(models.classNames(of: Label.self) == ["Issue", "Label"])
        // A nested type goes by its own name, a generic one with its arguments.
        let nested = try MappingCatalog(
            string: #"{ "$Item": { "@class": "Item", "id": "id" }, "$Page": { "@class": "Page<Item>", "items": "items" } }"#)
        #expect(try nested.context(for: Feed.Item.self).identifier == "$Item")
        #expect(try nested.context(for: Page<Feed.Item>.self).identifier == "$Page")
    }

    @Test("no context names the type: an error with its code, and the context named after it that has no @class")
    func noneUnclassed() throws {
        let catalog = try MappingCatalog(string: #"{ "$Issue": { "title": "title" }, "$Label": { "@class": "Label", "name": "name" } }"#)
        let error = try #require(throws: MappingConfigurationError.self) { try catalog.context(for: Issue.self) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.code == .noContextForType)
        #expect(diagnostic.message == #"no context of the catalog maps Issue: none has '@class': "Issue""#)
        #expect(diagnostic.suggestion == #"'$Issue' has no '@class': add "@class": "Issue" to it, or ask for it by its identifier: catalog.context("$Issue")"#)
        #expect(diagnostic.location == nil)
    }

    @Test("no context names the type: a close @class is suggested, else the contexts and their classes, else how to ask by identifier")
    func noneSuggestions() throws {
        let close = try MappingCatalog(string: #"{ "$Bug": { "@class": "Isue", "title": "title" }, "$Label": { "@class": "Label", "name": "name" } }"#)
        let misspelt = try #require(throws: MappingConfigurationError.self) { try close.context(for: Issue.self) }
        #expect(misspelt.diagnostics.first?.suggestion == "did you mean '$Bug', whose '@class' is 'Isue'?")

        let models = ModelRegistry().registering(Issue.self, as: "GitHubIssue").registering(Label.self)
        let other = try MappingCatalog(string: #"{ "$Label": { "@class": "Label", "name": "name" } }"#, models: models)
        let unmapped = try #require(throws: MappingConfigurationError.self) { try other.context(for: Issue.self) }
        #expect(unmapped.diagnostics.first?.message == #"no context of the catalog maps Issue: none has '@class' "GitHubIssue" or "Issue""#)
        #expect(unmapped.diagnostics.first?.suggestion == "contexts with a '@class': '$Label' (Label)")

        let plain = try MappingCatalog(string: #"{ "$Plain": { "name": "name" } }"#)
        let none = try #require(throws: MappingConfigurationError.self) { try plain.context(for: Label.self) }
        #expect(none.diagnostics.first?.suggestion
            == #"no context of the catalog has a '@class': add one naming Label, or ask for a context by its identifier: catalog.context("$Identifier")"#)
    }

    @Test("several contexts name the type: an error at the first, a note at each other, rendered compiler-style")
    func several() throws {
        let text = #"""
            {
                "$Issue": { "@class": "Issue", "title": "title" },
                "$IssueSummary": { "@class": "Issue", "title": "summary.title" },
                "$Closed": { "@class": "Issue", "state": "closed_state" }
            }
            """#
        let catalog = try MappingCatalog(string: text, models: ModelRegistry().registering(Issue.self), displayName: "Issues.mappings")
        let error = try #require(throws: MappingConfigurationError.self) { try catalog.context(for: Issue.self) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.code == .severalContextsForType)
        #expect(diagnostic.related.map(\.code) == [.severalContextsForType, .severalContextsForType])
        expectEqual(diagnostic.rendered(), #"""
            Issues.mappings:2:5: error: 3 contexts map Issue, so the context to use is not known: '$Issue', '$IssueSummary' and '$Closed'
                "$Issue": { "@class": "Issue", "title": "title" },
                ^
            Issues.mappings:3:5: note: '$IssueSummary' maps it too ('@class': "Issue")
                "$IssueSummary": { "@class": "Issue", "title": "summary.title" },
                ^
            Issues.mappings:4:5: note: '$Closed' maps it too ('@class': "Issue")
                "$Closed": { "@class": "Issue", "state": "closed_state" }
                ^
            note: ask for one by its identifier: catalog.context("$Issue")
            """#)
        // By its identifier, each is there.
        #expect(try catalog.context("$IssueSummary").className == "Issue")
    }

    @Test("contexts of imported files are candidates, in load order; inline contexts are not")
    func importedAndInline() throws {
        let folder = try TemporaryFolder()
        try folder.write("labels.mappings", #"{ "$Label": { "@class": "Label", "name": "name" } }"#)
        try folder.write("main.mappings", #"""
            { "@import": "labels",
              "$Issue": { "@class": "Issue", "title": "title",
                          "state": { "@keyPath": "label", "@object": { "@class": "Label", "@mappings": { "name": "name" } } } } }
            """#)
        let catalog = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("main.mappings"))
        #expect(try catalog.context(for: Label.self).identifier == "$Label")
    }
}
