import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Loading a catalog from a file, a string and a bundle resource, and
/// finding its contexts.
@Suite("Catalog loading")
struct CatalogLoadingTests {
    @Test("a file URL loads with its imports; diagnostics name it by displayName")
    func fromFile() throws {
        let url = MappingsFixtures.valid.appendingPathComponent("imports/main.mappings")
        let catalog = try MappingCatalog(contentsOf: url, environment: MappingEnvironment(), displayName: "app/main.mappings")
        #expect(catalog.identifiers == ["$Base", "$Shared", "$Precedence", "$UserModel", "$MediaModel", "$TweetModel"])
        expectEqual(catalog.environment, MappingEnvironment())
        #expect(try catalog.context("$Shared").entries.first?.location?.description == "app/media/Media.mappings:9:18")
    }

    @Test("without displayName, diagnostics name the file relative to the current directory")
    func defaultDisplayName() throws {
        let url = MappingsFixtures.invalid.appendingPathComponent("unknown-keyword-optinal.mappings")
        let error = #expect(throws: MappingConfigurationError.self) { _ = try MappingCatalog(contentsOf: url) }
        let expected = SourceFile.defaultDisplayName(for: url)
        #expect(!expected.hasPrefix("/"))
        expectEqual(error?.diagnostics.first?.location?.file, expected)
    }

    @Test("a missing root file is an error naming it")
    func missingRoot() throws {
        let url = MappingsFixtures.valid.appendingPathComponent("Nope.mappings")
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(contentsOf: url, displayName: "Nope.mappings")
        }
        #expect(error?.description == "error: cannot read 'Nope.mappings': there is no such file\nnote: check the file's name and folder")
    }

    @Test("a string loads without a base folder, and cannot import then")
    func fromString() throws {
        let catalog = try MappingCatalog(string: #"{ "$Pet": { "name": "name" } }"#)
        #expect(catalog.identifiers == ["$Pet"])
        #expect(try catalog.context("$Pet").entries.first?.location?.description == "<string>.mappings:1:13")

        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: "{\n  \"@import\": \"Users\"\n}", displayName: "inline.mappings")
        }
        #expect(error?.description == """
            inline.mappings:2:14: error: cannot import 'Users': the catalog was loaded from a string without a base folder
              "@import": "Users"
                         ^
            note: pass baseURL: when loading from a string
            """)
    }

    @Test("a repeated key is reported at each repeat, naming the first, and loading goes on with the later value in the first one's place")
    func repeatedKeys() throws {
        var loader = CatalogFileLoader(environment: MappingEnvironment())
        loader.loadRoot(
            text: #"{"$A": {"x": "a", "y": "b", "x": "c", "x": "d"}, "$B": {"@inherits": "$Nope"}}"#, baseURL: nil,
            displayName: "r.mappings")
        let members = try #require(loader.sources.fileRoots[0]?["$A"]?.members)
        expectEqual(members.map { "\($0.key)=\($0.value.stringValue ?? "")" }, ["x=d", "y=b"])
        expectEqual(loader.sources.fileRoots[0]?.members?.map(\.key), ["$A", "$B"])
        let repeats = loader.sink.sorted
        expectEqual(repeats.map(\.code), [.duplicateKey, .duplicateKey])
        expectEqual(repeats.map { $0.location?.column }, [29, 39])
        expectEqual(repeats.map { $0.related.first?.location?.description }, ["r.mappings:1:9", "r.mappings:1:9"])
        // The rest of the file is still checked: the catalog reports its unknown template too.
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(
                string: #"{"$A": {"x": "a", "y": "b", "x": "c", "x": "d"}, "$B": {"@inherits": "$Nope"}}"#,
                displayName: "r.mappings")
        }
        expectEqual(error?.diagnostics.map(\.code), [.duplicateKey, .duplicateKey, .unknownTemplate])
    }

    @Test("a string with a base folder imports relative to it")
    func fromStringWithBase() throws {
        let folder = try TemporaryCatalog([
            "shared/Base.mappings": #"{ "$Base": { "identifier": "id_str" } }"#,
            "Users.mappings": #"{ "@import": "shared/Base", "$UserModel": { "name": "name" } }"#,
        ])
        defer { folder.remove() }
        let catalog = try MappingCatalog(
            string: #"{ "@import": "Users", "$Pet": { "@inherits": "$Base", "name": "name" } }"#, baseURL: folder.url,
            displayName: "pets.mappings")
        #expect(catalog.identifiers == ["$Base", "$UserModel", "$Pet"])
        let pet = try catalog.context("$Pet")
        #expect(pet.summaries(in: "pets.mappings") == [
            EntrySummary("name", at: "1:55", keyPath: "name"),
            EntrySummary("identifier", at: "shared/Base.mappings:1:14", keyPath: "id_str"),
        ])
        // A display name with a folder only changes how files are named.
        let named = try MappingCatalog(
            string: #"{ "@import": "Users", "$Pet": { "@inherits": "$Base", "name": "name" } }"#, baseURL: folder.url,
            displayName: "app/pets.mappings")
        #expect(try named.context("$Pet").entries.map { $0.location?.description ?? "" } == [
            "app/pets.mappings:1:55", "app/shared/Base.mappings:1:14",
        ])
        // Imports may not leave the base folder.
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "@import": "../Twitter" }"#, baseURL: folder.url, displayName: "pets.mappings")
        }
        #expect(error?.diagnostics.map(\.message) == ["'@import' path '../Twitter' leaves the catalog's folder"])
    }

    @Test("a bundle resource loads with its imports")
    func fromBundle() throws {
        let catalog = try MappingCatalog(resource: "Tweets", in: .module, subdirectory: "Resources/Catalogs")
        #expect(catalog.identifiers == ["$UserModel", "$TweetModel"])
        let tweet = try catalog.context("$TweetModel")
        #expect(tweet.location?.description == "Resources/Catalogs/Tweets.mappings:4:5")
        #expect(tweet.summaries(in: "Resources/Catalogs/Tweets.mappings") == [
            EntrySummary("message", at: "6:9", keyPath: "text"),
            EntrySummary("user", at: "7:9", keyPath: "user", objectClass: "UserModel", objectContext: "$UserModel"),
        ])
        #expect(try catalog.context("$UserModel").location?.description == "Resources/Catalogs/shared/Users.mappings:2:5")
        // The extension may be given.
        let again = try MappingCatalog(resource: "Tweets.mappings", in: .module, subdirectory: "Resources/Catalogs")
        expectEqual(again.identifiers, catalog.identifiers)
    }

    @Test("a missing bundle resource is an error saying where it looked")
    func missingResource() throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(resource: "Missing", in: .module, subdirectory: "Resources/Catalogs")
        }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("no resource 'Missing.mappings' in 'Resources/Catalogs' in bundle "))
        #expect(diagnostic.suggestion == #"ship the folder with resources: [.copy("Mappings")] (.process flattens folders and breaks imports) and pass subdirectory: "Mappings""#)
    }

    @Test("identifiers are in file order, templates left out")
    func identifiersInFileOrder() throws {
        let catalog = try MappingCatalog(
            string: """
                {
                    "$Zebra": { "a": "a" },
                    "$Optional": { "@optional": true },
                    "$Apple": { "b": { "@inherits": "$Optional", "@keyPath": "b" } },
                    "$UserObject": { "@mappings": "$Zebra" },
                    "$Mango": {}
                }
                """)
        #expect(catalog.identifiers == ["$Zebra", "$Apple", "$Mango"])
    }

    @Test("an unknown context suggests the closest identifiers")
    func unknownContext() throws {
        let catalog = try MappingsFixtures.valid("Twitter.mappings")
        let error = #expect(throws: MappingConfigurationError.self) { _ = try catalog.context("$TweetModl") }
        #expect(error?.description == """
            error: no context named '$TweetModl'
            note: did you mean '$TweetModel'?
            """)
        let several = #expect(throws: MappingConfigurationError.self) { _ = try catalog.context("$UserModels") }
        #expect(several?.diagnostics.first?.suggestion == "did you mean '$UserModel'?")
        let far = #expect(throws: MappingConfigurationError.self) { _ = try catalog.context("$Spotify") }
        #expect(far?.diagnostics.first?.message == "no context named '$Spotify'")
        #expect(far?.diagnostics.first?.suggestion == """
            known contexts: $TweetModel, $TweetModel_Flat, $TweetModel_InlineUser, $TweetModel_Details, $UserModel, $TimelineModel
            """)
        let empty = try MappingCatalog(string: "{}")
        let none = #expect(throws: MappingConfigurationError.self) { _ = try empty.context("$A") }
        #expect(none?.diagnostics.first?.suggestion == "the catalog has no contexts")
    }

    @Test("asking for a template says it is one")
    func templateIsNotAContext() throws {
        let catalog = try MappingsFixtures.valid("inheritance.mappings")
        let error = #expect(throws: MappingConfigurationError.self) { _ = try catalog.context("$OptionalEntry") }
        #expect(error?.diagnostics.first?.message == "'$OptionalEntry' is a template, not a context")
    }

    @Test("every problem is reported at once, each with file:line:column")
    func allProblemsAtOnce() throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(
                string: """
                    {
                        "$A": { "a": { "@keyPath": "a", "@optinal": true } },
                        "$B": { "@inherits": "$Nope", "b": "" },
                        "$C": { "c": { "@keyPath": "c", "@object": { "@mappings": "$D" } } }
                    }
                    """, displayName: "all.mappings")
        }
        expectEqual(error?.errors.count, 4)
        #expect(error?.diagnostics.map { "\($0.location?.description ?? "-") \($0.message)" } == [
            "all.mappings:2:37 unknown keyword '@optinal' in entry 'a'",
            "all.mappings:3:26 unknown template '$Nope' in '@inherits'",
            "all.mappings:3:40 empty key path",
            "all.mappings:4:63 unknown context '$D' in '@mappings'",
        ])
        #expect(error?.diagnostics.map(\.suggestion) == [
            "did you mean '@optional'?",
            "names are looked up in the enclosing objects, then among the catalog's top-level definitions",
            "use \"@self\" for the whole source value",
            "did you mean '$A'?",
        ])
    }

    @Test("input that is not a catalog never crashes the loader", arguments: [
        "", "   ", "null", "42", "\"text\"", "[]", "{", "{\"$A\": {\"a\": {\"@keyPath\": [[[]]]}}}",
        "{\"$A\": {\"@inherits\": [\"$A\", \"$A\"]}}", "{\"@import\": []}", "{\"@import\": \"\"}",
        "{\"$A\": {\"@self\": {\"@object\": {\"@mappings\": {\"@self\": {\"@object\": {}}}}}}}",
        "{\"$A\": {\"@ios >= 99999999999999999999\": {}}}", "{\"$A.b\": {\"x\": {\"@inherits\": \"$A.b\"}}}",
        "{\"\": {\"\": \"\"}}", "{\"$A\": {\"@\": 1, \"@@\": {}, \"@ \": {}}}",
    ])
    func neverCrashes(_ text: String) throws {
        do {
            _ = try MappingCatalog(string: text)
        } catch {
            #expect(!error.errors.isEmpty)
            for diagnostic in error.errors { #expect(diagnostic.location != nil) }
        }
    }
}
