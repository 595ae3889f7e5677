import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The compiled contexts of the valid catalogs, entry by entry.
@Suite("Compiled contexts")
struct CatalogContextTests {
    // MARK: - The AppCoreKit guide

    static let twitterFile = "Twitter.mappings"

    @Test("the guide's catalog lists its contexts in file order")
    func twitterIdentifiers() throws {
        let catalog = try MappingsFixtures.valid(Self.twitterFile)
        #expect(catalog.identifiers == [
            "$TweetModel", "$TweetModel_Flat", "$TweetModel_InlineUser", "$TweetModel_Details", "$UserModel",
            "$TimelineModel",
        ])
        #expect(catalog.warnings.isEmpty)
    }

    @Test("direct mappings, validation attributes, @transformClass with user data")
    func tweetModel() throws {
        let context = try MappingsFixtures.valid(Self.twitterFile).context("$TweetModel")
        #expect(context.identifier == "$TweetModel")
        #expect(context.className == "TweetModel")
        #expect(context.location?.description == "Twitter.mappings:4:5")
        #expect(context.summaries(in: Self.twitterFile) == [
            EntrySummary(
                "imageUrl", at: "6:9", keyPath: "user.profile_image_url", optional: true,
                defaultValue: "https://si0.twimg.com/profile_images/1251071930/Untitled.png"),
            EntrySummary("name", at: "11:9", keyPath: "user.name"),
            EntrySummary("message", at: "12:9", keyPath: "text"),
            EntrySummary("identifier", at: "13:9", keyPath: "id_str"),
            EntrySummary(
                "coordinates", at: "14:9", keyPath: "coordinates",
                transformer: "MyTransformers.coordinate2DFromDictionary:userData:error:",
                userData: ["longitude": "long", "latitude": "lat"]),
        ])
        let imageUrl = try #require(context.entries.first)
        #expect(imageUrl.keyPath.segments == ["user", "profile_image_url"])
        #expect(!imageUrl.targetsSelf)
        #expect(imageUrl.location == SourcePosition(file: "Twitter.mappings", line: 6, column: 9, offset: imageUrl.location?.offset ?? -1))
    }

    @Test("@keyPath @self hands the whole source to the transformer")
    func selfKeyPath() throws {
        let context = try MappingsFixtures.valid(Self.twitterFile).context("$TweetModel_Flat")
        #expect(context.summaries(in: Self.twitterFile) == [
            EntrySummary("identifier", at: "28:9", keyPath: "id_str"),
            EntrySummary(
                "coordinates", at: "29:9", keyPath: "@self",
                transformer: "MyTransformers.coordinate2DFromDictionary:userData:error:",
                userData: ["longitude": "long", "latitude": "lat"]),
            EntrySummary(
                "location", at: "35:9", keyPath: "coordinates", transformer: "MyTransformers.coordinate2DFromFloatArray:error:"),
        ])
        #expect(context.entries[1].keyPath.isSelf)
        #expect(context.entries[1].keyPath == MappingKeyPath("@self"))
        expectEqual(context.entries[1].keyPath, .wholeSource)
    }

    @Test("inline @mappings become a context of their own")
    func inlineMappings() throws {
        let catalog = try MappingsFixtures.valid(Self.twitterFile)
        let context = try catalog.context("$TweetModel_InlineUser")
        #expect(context.summaries(in: Self.twitterFile) == [
            EntrySummary(
                "user", at: "45:9", keyPath: "user", objectClass: "UserModel", objectContext: "$TweetModel_InlineUser.user"),
            EntrySummary("message", at: "55:9", keyPath: "text"),
            EntrySummary("identifier", at: "56:9", keyPath: "id_str"),
        ])
        let object = try #require(context.entries[0].object)
        let user = context.context(for: object)
        #expect(user.identifier == "$TweetModel_InlineUser.user")
        expectEqual(user.className, nil)
        #expect(user.location?.description == "Twitter.mappings:49:30")
        #expect(user.summaries(in: Self.twitterFile) == [
            EntrySummary("name", at: "50:21", keyPath: "name"),
            EntrySummary("imageUrl", at: "51:21", keyPath: "profile_image_url"),
        ])
        // Inline contexts are not listed, and not found by name.
        #expect(!catalog.identifiers.contains("$TweetModel_InlineUser.user"))
    }

    @Test("referenced @mappings take the context's @class unless @object names one")
    func referencedMappings() throws {
        let catalog = try MappingsFixtures.valid(Self.twitterFile)
        let context = try catalog.context("$TweetModel_Details")
        #expect(context.summaries(in: Self.twitterFile) == [
            EntrySummary("user", at: "62:9", keyPath: "user", objectClass: "UserModel", objectContext: "$UserModel"),
            EntrySummary("author", at: "66:9", keyPath: "user", objectClass: "AuthorModel", objectContext: "$UserModel"),
            EntrySummary("message", at: "70:9", keyPath: "text"),
        ])
        let user = context.context(for: try #require(context.entries[0].object))
        #expect(user.identifier == "$UserModel")
        #expect(user.summaries(in: Self.twitterFile) == [
            EntrySummary("name", at: "75:9", keyPath: "name"),
            EntrySummary("imageUrl", at: "76:9", keyPath: "profile_image_url"),
        ])
    }

    @Test("collection mapping with @clearContent and @insertContentAtBegin")
    func timeline() throws {
        let context = try MappingsFixtures.valid(Self.twitterFile).context("$TimelineModel")
        #expect(context.className == "TimelineModel")
        #expect(context.summaries(in: Self.twitterFile) == [
            EntrySummary(
                "tweets", at: "82:9", keyPath: "@self", objectClass: "TweetModel", objectContext: "$TweetModel",
                clearContent: true, insertAtBegin: true)
        ])
    }

    // MARK: - Objects, @self, literal segments, recursion

    static let objectsFile = "objects.mappings"

    @Test("every entry option of objects.mappings")
    func objects() throws {
        let catalog = try MappingsFixtures.valid(Self.objectsFile)
        #expect(catalog.identifiers == ["$TweetModel", "$Metadata"])
        let context = try catalog.context("$TweetModel")
        #expect(context.summaries(in: Self.objectsFile) == [
            EntrySummary("@self", at: "5:9", keyPath: "metadata", objectContext: "$Metadata"),
            EntrySummary("identifier", at: "6:9", keyPath: "id_str"),
            EntrySummary("lang", at: "8:9", keyPath: #"metadata["iso.language"]"#),
            EntrySummary("firstUrl", at: "9:9", keyPath: "entities.urls.0.expanded_url"),
            EntrySummary("firstHashtag", at: "10:9", keyPath: "entities.hashtags.0.text"),
            EntrySummary("whole", at: "11:9", keyPath: "@self", transformer: "json"),
            EntrySummary(
                "createdAt", at: "12:9", keyPath: "created_at", transformer: "date",
                userData: ["format": "EEE MMM dd HH:mm:ss Z yyyy"]),
            EntrySummary(
                "retweeted", at: "17:9", keyPath: "retweeted_status", objectClass: "TweetModel", objectContext: "$TweetModel"),
            EntrySummary(
                "replies", at: "22:9", keyPath: "replies", optional: true, objectClass: "TweetModel",
                objectContext: "$TweetModel", insertAtBegin: true, identity: ["identifier"]),
            EntrySummary(
                "mentions", at: "30:9", keyPath: "entities.user_mentions", objectClass: "MentionModel",
                objectContext: "$TweetModel.mentions", identity: ["screenName", "identifier"]),
        ])
        #expect(context.entries[0].targetsSelf)
        #expect(context.entries[2].keyPath.segments == ["metadata", "iso.language"])
        #expect(context.entries[3].keyPath.segments == ["entities", "urls", "0", "expanded_url"])
        #expect(context.entries[4].keyPath.segments == ["entities", "hashtags", "0", "text"])
    }

    @Test("a context may map its own type recursively, also from inline mappings")
    func recursion() throws {
        let context = try MappingsFixtures.valid(Self.objectsFile).context("$TweetModel")
        let retweeted = context.context(for: try #require(context.entries[7].object))
        #expect(retweeted.identifier == "$TweetModel")
        expectEqual(retweeted.entries, context.entries)
        let mentions = context.context(for: try #require(context.entries[9].object))
        #expect(mentions.identifier == "$TweetModel.mentions")
        #expect(mentions.summaries(in: Self.objectsFile) == [
            EntrySummary("screenName", at: "38:21", keyPath: "screen_name"),
            EntrySummary("identifier", at: "39:21", keyPath: "id_str"),
            EntrySummary("mentioned", at: "40:21", keyPath: "@self", objectClass: "TweetModel", objectContext: "$TweetModel"),
        ])
        let mentioned = mentions.context(for: try #require(mentions.entries[2].object))
        #expect(mentioned.identifier == "$TweetModel")
    }

    @Test("@self targets map onto the same object with their own context")
    func selfTarget() throws {
        let context = try MappingsFixtures.valid(Self.objectsFile).context("$TweetModel")
        let metadata = context.context(for: try #require(context.entries[0].object))
        #expect(metadata.summaries(in: Self.objectsFile) == [
            EntrySummary("resultType", at: "46:9", keyPath: "result_type"),
            EntrySummary("language", at: "47:9", keyPath: "iso_language_code", optional: true, defaultValue: "en"),
        ])
    }

    // MARK: - Booleans and keyword values

    @Test(
        "booleans are true/false, 1/0 and \"yes\"/\"no\"",
        arguments: [
            ("true", true), ("false", false), ("1", true), ("0", false), (#""yes""#, true), (#""no""#, false),
            (#""YES""#, true), (#""true""#, true), (#""0""#, false),
        ])
    func booleans(_ text: String, _ value: Bool) throws {
        let catalog = try MappingCatalog(string: #"{ "$C": { "p": { "@keyPath": "p", "@optional": \#(text), "@clearContent": \#(text), "@insertContentAtBegin": \#(text) } } }"#)
        let entry = try #require(try catalog.context("$C").entries.first)
        expectEqual(entry.isOptional, value)
        expectEqual(entry.clearsContent, value)
        expectEqual(entry.insertsAtBeginning, value)
    }

    @Test("@defaultValue implies @optional; '@optional': false beside it is a warning")
    func defaultImpliesOptional() throws {
        let catalog = try MappingCatalog(
            string: """
                { "$C": {
                    "a": { "@keyPath": "a", "@defaultValue": 3 },
                    "b": { "@keyPath": "b", "@defaultValue": [1, 2], "@optional": false }
                } }
                """, displayName: "defaults.mappings")
        let entries = try catalog.context("$C").entries
        expectEqual(entries.map(\.isOptional), [true, true])
        expectEqual(entries.map(\.defaultValue), [3, [1, 2]])
        #expect(catalog.warnings.map { $0.rendered() } == [
            """
            defaults.mappings:3:67: warning: '@defaultValue' makes the entry optional; '@optional': false is ignored
                "b": { "@keyPath": "b", "@defaultValue": [1, 2], "@optional": false }
                                                                              ^
            note: remove '@optional', or remove '@defaultValue' to make the entry required
            """
        ])
    }

    @Test("@defaultValue and @transformUserData are data: keywords inside them are kept as written")
    func dataIsNotInterpreted() throws {
        let catalog = try MappingCatalog(
            string: #"""
                { "$C": { "p": {
                    "@keyPath": "p", "@transformer": "t",
                    "@defaultValue": { "@inherits": "$Nothing", "@ipad": { "x": 1 } },
                    "@transformUserData": { "@keyPath": "not a keyword here", "@ios >= 9": {} }
                } } }
                """#, environment: MappingEnvironment(tags: ["ipad"]))
        let entry = try #require(try catalog.context("$C").entries.first)
        #expect(entry.defaultValue == ["@inherits": "$Nothing", "@ipad": ["x": 1]])
        #expect(entry.transformUserData == ["@keyPath": "not a keyword here", "@ios >= 9": [:]])
    }

    @Test("a context without @class maps to JSON; an empty context is allowed")
    func classless() throws {
        let catalog = try MappingCatalog(string: #"{ "$Empty": {}, "$Plain": { "a": "a" } }"#)
        #expect(try catalog.context("$Empty").entries.isEmpty)
        #expect(try catalog.context("$Plain").className == nil)
    }
}

// MARK: - Entry summaries

/// Everything a compiled entry says, in one comparable value, so a test can
/// state a context's entries exactly and a failure shows the difference.
struct EntrySummary: Equatable, CustomStringConvertible {
    var property: String
    /// `line:column` of the entry's key, or `file:line:column` when the
    /// entry comes from another file than the one under test.
    var at: String
    var keyPath: String
    var optional = false
    var defaultValue: JSON?
    var transformer: String?
    var userData: JSON?
    var objectClass: String?
    var objectContext: String?
    var clearContent = false
    var insertAtBegin = false
    var identity: [String] = []

    init(
        _ property: String, at: String, keyPath: String, optional: Bool = false, defaultValue: JSON? = nil,
        transformer: String? = nil, userData: JSON? = nil, objectClass: String? = nil, objectContext: String? = nil,
        clearContent: Bool = false, insertAtBegin: Bool = false, identity: [String] = []
    ) {
        self.property = property
        self.at = at
        self.keyPath = keyPath
        self.optional = optional
        self.defaultValue = defaultValue
        self.transformer = transformer
        self.userData = userData
        self.objectClass = objectClass
        self.objectContext = objectContext
        self.clearContent = clearContent
        self.insertAtBegin = insertAtBegin
        self.identity = identity
    }

    /// Summarises `entry`; locations in `file` are written `line:column`.
    init(_ entry: MappingEntry, file: String?) {
        let location = entry.location
        let at: String
        if let location, location.file == file {
            at = "\(location.line):\(location.column)"
        } else {
            at = location?.description ?? "?"
        }
        self.init(
            entry.property, at: at, keyPath: entry.keyPath.description, optional: entry.isOptional,
            defaultValue: entry.defaultValue, transformer: entry.transformer, userData: entry.transformUserData,
            objectClass: entry.object?.className, objectContext: entry.object?.contextIdentifier,
            clearContent: entry.clearsContent, insertAtBegin: entry.insertsAtBeginning, identity: entry.identity)
    }

    var description: String {
        var parts = ["\(property)@\(at) ← \(keyPath)"]
        if optional { parts.append("optional") }
        if let defaultValue { parts.append("default=\(defaultValue)") }
        if let transformer { parts.append("transformer=\(transformer)") }
        if let userData { parts.append("userData=\(userData)") }
        if objectClass != nil || objectContext != nil {
            parts.append("object=\(objectClass ?? "-")/\(objectContext ?? "-")")
        }
        if clearContent { parts.append("clearContent") }
        if insertAtBegin { parts.append("insertAtBegin") }
        if !identity.isEmpty { parts.append("identity=\(identity)") }
        return parts.joined(separator: " ")
    }
}

extension MappingContext {
    /// The entries summarised; locations in `file` are written `line:column`.
    func summaries(in file: String?) -> [EntrySummary] {
        entries.map { EntrySummary($0, file: file) }
    }
}
