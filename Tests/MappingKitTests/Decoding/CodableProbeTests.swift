import Foundation
import MappingKit
import Testing

/// The load-time check of a `Codable` type (its probe) with enum
/// properties of every kind: each kind is probed, so a misspelt entry
/// fails to load; a type that still cannot be probed loads with a
/// `decodableNotChecked` warning naming it and why.
@Suite("Codable types with enum properties are checked at load, or a warning says why not")
struct CodableProbeTests {
    /// The open enum "Tolerating API drift" recommends: String-backed, not CaseIterable.
    enum State: String, Codable, Sendable { case open, closed, unknown }
    /// String-backed, no case the probe could guess.
    enum Reaction: String, Codable, Sendable { case thumbsUp = "+1", heart }
    enum Status: Int, Codable, Sendable { case ok = 200, notFound = 404 }
    enum Weekday: String, Codable, CaseIterable, Sendable { case mon = "Mo", tue = "Tu" }
    enum Platform: String, Codable, Sendable { case ios, android }

    struct Issue: Codable, Sendable {
        var id: Int
        var state: State
        var title: String
    }

    struct Reacted: Codable, Sendable {
        var id: Int
        var reaction: Reaction
        var title: String
    }

    struct Response: Codable, Sendable {
        var status: Status
        var body: String
    }

    struct Meeting: Codable, Sendable {
        var day: Weekday
        var topic: String
    }

    struct Device: Codable, Sendable {
        var platform: Platform
        var name: String
    }

    struct Tagged: Codable, Sendable {
        var tags: [Reaction]
        var byUser: [String: Reaction]
        var maybe: Reaction?
        var name: String
    }

    struct User: Codable, Sendable {
        var login: String
        var kind: Reaction
    }

    struct Comment: Codable, Sendable {
        var user: User
        var text: String
    }

    /// Reads `allKeys`: the keys it takes depend on the payload.
    struct Bag: Decodable, Sendable {
        var values: [String: Int]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            values = [:]
            for key in container.allKeys { values[key.stringValue] = try container.decode(Int.self, forKey: key) }
        }
    }

    /// Refuses every stand-in: a name that is no e-mail address.
    struct Named: Decodable, Sendable {
        var name: String
        var size: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            guard name.contains("@") else {
                throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "not an e-mail address")
            }
            size = try container.decode(Int.self, forKey: .size)
        }
        enum CodingKeys: String, CodingKey { case name, size }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let models = ModelRegistry()
        .registering(Issue.self).registering(Reacted.self).registering(Response.self).registering(Meeting.self)
        .registering(Device.self).registering(Tagged.self).registering(Comment.self).registering(User.self)
        .registering(Bag.self).registering(Named.self)

    /// The codes and messages of loading `text` with the models, or of its warnings.
    static func load(_ text: String) -> (errors: [Diagnostic], warnings: [Diagnostic]) {
        do {
            let catalog = try MappingCatalog(string: text, models: models)
            return ([], catalog.warnings)
        } catch {
            return (error.diagnostics.filter { $0.severity == .error }, error.diagnostics.filter { $0.severity == .warning })
        }
    }

    @Test("a String-backed open enum: the entry's @defaultValue or @allowedValues stands in, and 'titel' fails to load")
    func openEnum() {
        for state in [
            #""state": {"@keyPath": "state", "@onInvalid": "default", "@defaultValue": "unknown"}"#,
            #""state": {"@keyPath": "state", "@allowedValues": ["open", "closed"]}"#,
            #""state": "state""#,  // "unknown" is one of the usual first raw values tried
        ] {
            let loaded = Self.load(#"{"$Issue": {"@class": "Issue", "id": "id", \#(state), "titel": "title"}}"#)
            #expect(loaded.errors.map(\.code) == [.unknownCodingKey], "\(state)")
            #expect(loaded.errors.first?.message == "'Issue' never decodes a key 'titel' (its init(from:) asks for 'id', 'state', 'title')")
            #expect(loaded.errors.first?.suggestion == "did you mean 'title'?")
            #expect(loaded.warnings.isEmpty)
        }
    }

    @Test("an Int-backed enum, a CaseIterable one and a MappableValue one are stood in for: a misspelt key after them fails to load")
    func otherEnums() {
        let response = Self.load(#"{"$Response": {"@class": "Response", "status": "status", "bdy": "body"}}"#)
        #expect(response.errors.map(\.message) == ["'Response' never decodes a key 'bdy' (its init(from:) asks for 'status', 'body')"])
        let meeting = Self.load(#"{"$Meeting": {"@class": "Meeting", "day": "day", "topc": "topic"}}"#)
        #expect(meeting.errors.map(\.message) == ["'Meeting' never decodes a key 'topc' (its init(from:) asks for 'day', 'topic')"])
        let device = Self.load(#"{"$Device": {"@class": "Device", "platform": {"@keyPath": "os", "@allowedValues": ["ios", "android"]}, "nme": "name"}}"#)
        #expect(device.errors.map(\.message) == ["'Device' never decodes a key 'nme' (its init(from:) asks for 'platform', 'name')"])
    }

    @Test("a MappableValue enum is stood in for by its first raw value the entry allows")
    func mappableValueEnum() {
        let loaded = Self.load(#"{"$Device": {"@class": "Device", "platform": {"@keyPath": "os", "@allowedValues": ["android"]}, "nme": "name"}}"#)
        #expect(loaded.errors.map(\.code) == [.unknownCodingKey])
    }

    @Test("enums in arrays, dictionaries and optionals need no stand-in")
    func nestedInCollections() {
        let loaded = Self.load(#"{"$Tagged": {"@class": "Tagged", "tags": "tags", "byUser": "by_user", "maybe": "maybe", "nam": "name"}}"#)
        #expect(loaded.errors.map(\.message) == ["'Tagged' never decodes a key 'nam' (its init(from:) asks for 'tags', 'byUser', 'maybe', 'name')"])
        #expect(loaded.warnings.isEmpty)
    }

    @Test("an enum of a nested object is stood in for by the nested context's @allowedValues: both types are checked")
    func nestedObject() {
        let loaded = Self.load(#"""
            {"$Comment": {"@class": "Comment", "user": {"@keyPath": "user", "@object": {"@mappings": "$User"}}, "txt": "text"},
             "$User": {"login": "login", "kind": {"@keyPath": "kind", "@allowedValues": ["heart"]}, "logn": "login"}}
            """#)
        #expect(Set(loaded.errors.map(\.message)) == [
            "'Comment' never decodes a key 'txt' (its init(from:) asks for 'user', 'text')",
            "'User' never decodes a key 'logn' (its init(from:) asks for 'login', 'kind')",
        ])
        #expect(loaded.warnings.isEmpty)
    }

    @Test("an enum the probe cannot stand in for: the context loads with a warning naming the type, the key and the fix")
    func noStandIn() throws {
        let loaded = Self.load(#"{"$Reacted": {"@class": "Reacted", "id": "id", "reaction": "reaction", "titel": "title"}}"#)
        #expect(loaded.errors.isEmpty)
        let warning = try #require(loaded.warnings.first)
        #expect(loaded.warnings.count == 1)
        #expect(warning.code == .decodableNotChecked)
        #expect(warning.message == "the entries of '$Reacted' were not checked against 'Reacted': the probe has no value of Reaction for 'reaction' (an enum that is not CaseIterable, whose raw values it does not know)")
        #expect(warning.suggestion == "declare 'Reaction' CaseIterable, or list its raw values in the '@allowedValues' of the entry at 'reaction'")
        #expect(warning.location?.line == 1)
        // With the values listed, the same file fails to load at its misspelt key.
        let listed = Self.load(#"{"$Reacted": {"@class": "Reacted", "id": "id", "reaction": {"@keyPath": "reaction", "@allowedValues": ["+1", "heart"]}, "titel": "title"}}"#)
        #expect(listed.errors.map(\.code) == [.unknownCodingKey])
    }

    @Test("an initializer that reads allKeys or refuses every stand-in: a warning each, its reason said")
    func otherStops() throws {
        let bag = Self.load(#"{"$Bag": {"@class": "Bag", "a": "a"}}"#)
        #expect(bag.errors.isEmpty)
        #expect(bag.warnings.map(\.message) == [
            "the entries of '$Bag' were not checked against 'Bag': its init(from:) reads allKeys, so the keys it decodes depend on the payload"
        ])
        let named = Self.load(#"{"$Named": {"@class": "Named", "name": "name", "sise": "size"}}"#)
        #expect(named.errors.isEmpty)
        #expect(named.warnings.map(\.message) == [
            "the entries of '$Named' were not checked against 'Named': Named's init(from:) threw on the probe's stand-in values (not an e-mail address)"
        ])
    }

    @Test("the unit test 'In the build and in CI' recommends fails on a misspelt entry of a type with an enum")
    func recommendedTestFails() {
        func catalogLoadsWithTheAppsModels() throws {
            let models = ModelRegistry().registering(Issue.self)
            let catalog = try MappingCatalog(string: #"{"$Issue": {"@class": "Issue", "idd": "id", "state": "state", "title": "title"}}"#, models: models)
            precondition(catalog.identifiers.contains("$Issue"))
        }
        #expect(throws: MappingConfigurationError.self) { try catalogLoadsWithTheAppsModels() }
    }

    @Test("a typed call on a context probes the type as loading does: its misspelt entry is a configuration error")
    func typedCall() throws {
        let catalog = try MappingCatalog(string: #"{"$Issue": {"id": "id", "state": {"@keyPath": "state", "@allowedValues": ["open", "closed"]}, "titel": "title"}}"#)
        let error = #expect(throws: MappingError.self) {
            _ = try catalog.context("$Issue").object(from: Data(#"{"id": 1, "state": "open", "title": "t"}"#.utf8), as: Issue.self)
        }
        #expect(error?.diagnostics.map(\.code) == [.unknownCodingKey])
    }

    @Test("a raw value with no case: 'no case has this raw value', as for a MappableValue enum, not Swift's DecodingError text")
    func noCaseMessage() throws {
        let catalog = try MappingCatalog(string: #"{"$Issue": {"@class": "Issue", "id": "id", "state": "state", "title": "title"}}"#)
        let result = try catalog.context("$Issue").objects(
            from: Data(#"[{"id": 1, "state": "open", "title": "a"}, {"id": 2, "state": "archived", "title": "b"}]"#.utf8), as: Issue.self)
        #expect(result.value.map(\.id) == [1])
        #expect(result.report.issues.map(\.message) == [
            #"expected State, found string "archived" (no case has this raw value)"#
        ])
        let device = try MappingCatalog(string: #"{"$Device": {"platform": "os", "name": "name"}}"#)
        let mapped = try device.context("$Device").objects(from: Data(#"[{"os": "visionos", "name": "x"}]"#.utf8), as: Device.self)
        #expect(mapped.report.issues.map(\.message) == [#"expected Platform, found string "visionos" (no case has this raw value)"#])
    }
}

extension CodableProbeTests.Platform: MappableValue {}
