import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// What every GitHub event model is: the property type of a feed.
protocol GitHubEvent: Mappable {
    var identifier: String { get }
}

struct PushEvent: GitHubEvent, Equatable {
    var identifier = ""
    var actor = ""
    var ref = ""
    var size = 0
    static let properties: MappableProperties<PushEvent> = [
        .property("identifier", \.identifier), .property("actor", \.actor), .property("ref", \.ref), .property("size", \.size),
    ]
}

/// A class model among the structs.
final class IssuesEvent: GitHubEvent {
    var identifier = ""
    var actor = ""
    var action = ""
    var title = ""
    init() {}
    static let properties: MappableProperties<IssuesEvent> = [
        "identifier": \.identifier, "actor": \.actor, "action": \.action, "title": \.title,
    ]
}

struct WatchEvent: GitHubEvent, Equatable {
    var identifier = ""
    var actor = ""
    var action = ""
    static let properties: MappableProperties<WatchEvent> = ["identifier": \.identifier, "actor": \.actor, "action": \.action]
}

/// Any other event (`@default`).
struct Event: GitHubEvent, Equatable {
    var identifier = ""
    var actor = ""
    var kind = ""
    static let properties: MappableProperties<Event> = ["identifier": \.identifier, "actor": \.actor, "kind": \.kind]
}

struct Feed: Mappable {
    var events: [any GitHubEvent] = []
    var latest: (any GitHubEvent)?
    static let properties: MappableProperties<Feed> = [.polymorphic("events", \.events), .polymorphic("latest", \.latest)]
}

/// Issue 12 item 3: polymorphism by a type field.
@Suite("Polymorphism: @switch, @cases, @default")
struct PolymorphismTests {
    static let folder = "mappings/polymorphism"

    static var models: ModelRegistry {
        ModelRegistry()
            .registering(Feed.self).registering(PushEvent.self).registering(IssuesEvent.self).registering(WatchEvent.self)
            .registering(Event.self).registering(Listing.self).registering(CatalogEvent.self, as: "CatalogEvent")
    }

    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(contentsOf: Fixtures.url("\(folder)/Events.mappings"), models: models, displayName: "Events.mappings")
    }

    static func payload(_ name: String) throws -> Payload {
        try Payload(parsing: try Fixtures.data("\(folder)/\(name).json"))
    }

    static func expect(_ actual: String, matches name: String) throws {
        guard let expected = try Fixtures.expected("\(folder)/\(name)", actual: actual) else { return }
        expectEqual(actual, expected)
    }

    @Test("typed: each event becomes the model its type picks (structs and a class); an unknown type without @default is skipped with an issue naming the value and the known ones")
    func typed() throws {
        let result = try Self.catalog().context("$Feed").object(from: try Self.payload("events"), as: Feed.self)
        let events = result.value.events
        expectEqual(events.map(\.identifier), ["2489651045", "2489651051", "2489651057", "2489651078"])
        expectEqual(events[0] as? PushEvent, PushEvent(identifier: "2489651045", actor: "petroav", ref: "refs/heads/master", size: 1))
        let issues = try #require(events[1] as? IssuesEvent)
        expectEqual([issues.action, issues.title], ["opened", "Fix the build"])
        expectEqual(events[2] as? WatchEvent, WatchEvent(identifier: "2489651057", actor: "SametSisartenep", action: "started"))
        // The default case: ForkEvent has no case of its own.
        expectEqual(result.value.latest as? Event, Event(identifier: "2489651080", actor: "octocat", kind: "ForkEvent"))
        try Self.expect(result.report.rendered(.text), matches: "events.expected.txt")
        expectEqual(result.report.issues.map(\.code), [.noMatchingCase, .noMatchingCase])
    }

    @Test("reverse mapping writes each event with its case's context and the type field back")
    func reverse() throws {
        let context = try Self.catalog().context("$Feed")
        let feed = try context.object(from: try Self.payload("events"), as: Feed.self).value
        let json = try context.json(from: feed)
        try Self.expect(json.formatted([.prettyPrinted]) + "\n", matches: "events.reverse.expected.json")
        // Mapping it again gives the same events.
        let again = try context.object(from: json, as: Feed.self)
        #expect(again.report.issues.isEmpty)
        expectEqual(again.value.events.map(\.identifier), feed.events.map(\.identifier))
        expectEqual(again.value.events.map { "\(type(of: $0))" }, ["PushEvent", "IssuesEvent", "WatchEvent", "PushEvent"])
    }

    @Test("dynamic: each element is mapped with its case's context, the type field kept; the same issues")
    func dynamic() throws {
        let result = try Self.catalog().context("$Feed").object(from: try Self.payload("events"), as: JSON.self)
        try Self.expect(result.value.formatted([.prettyPrinted]) + "\n", matches: "events.dynamic.expected.json")
        try Self.expect(result.report.rendered(.text), matches: "events.expected.txt")
    }

    @Test("a value is compared as its JSON text: numbers and booleans match cases written as text")
    func numbersAndBooleans() throws {
        let catalog = try MappingCatalog(
            string: """
                { "$F": { "@class": "Feed", "events": { "@keyPath": "e", "@object": { "@switch": "t",
                  "@cases": { "1": "$Push", "true": "$Watch" } } } },
                  "$Push": { "@class": "PushEvent", "identifier": "id" }, "$Watch": { "@class": "WatchEvent", "identifier": "id" } }
                """, models: Self.models)
        let result = try catalog.context("$F").object(
            from: try JSON(parsing: #"{"e": [{"t": 1, "id": "a"}, {"t": true, "id": "b"}, {"t": "1", "id": "c"}, {"t": 1.5, "id": "d"}]}"#),
            as: Feed.self)
        expectEqual(result.value.events.map { "\(type(of: $0)) \($0.identifier)" }, ["PushEvent a", "WatchEvent b", "PushEvent c"])
        expectEqual(result.report.issues.map(\.message), [
            "'t' is number 1.5, which no case of '@cases' maps (known: 1, true); the element is skipped",
        ])
    }

    @Test("a polymorphic property with a plain @object maps every element with that context's class; populating appends")
    func plainObject() throws {
        let catalog = try MappingCatalog(
            string: #"{"$F": {"@class": "Feed", "events": {"@keyPath": "e", "@object": {"@mappings": "$Watch"}}}, "$Watch": {"@class": "WatchEvent", "identifier": "id"}}"#,
            models: Self.models)
        var feed = Feed()
        feed.events = [PushEvent(identifier: "p")]
        let report = try catalog.context("$F").map(try JSON(parsing: #"{"e": [{"id": "a"}, {"id": "b"}]}"#), into: &feed)
        #expect(report.issues.isEmpty)
        expectEqual(feed.events.map { "\(type(of: $0)) \($0.identifier)" }, ["PushEvent p", "WatchEvent a", "WatchEvent b"])
    }

    @Test("with models given, unknown classes in @cases/@default, a case without a class, a class that does not fit and @switch on a plain property are load errors")
    func loadCheck() throws {
        let name = "switch-problems"
        let folder = Fixtures.url("mappings/with-registries")
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                contentsOf: folder.appendingPathComponent(name + ".mappings"), models: Self.models, displayName: name + ".mappings")
        }
        let actual = MappingsFixtures.rendered(error.diagnostics)
        guard let expected = try Fixtures.expected("mappings/with-registries/\(name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
    }

    @Test("a polymorphic property mapped through a catalog loaded without models is a configuration error")
    func needsModels() throws {
        let catalog = try MappingCatalog(contentsOf: Fixtures.url("\(Self.folder)/Events.mappings"), displayName: "Events.mappings")
        let error = try #require(throws: MappingConfigurationError.self) {
            try catalog.context("$Feed").object(from: try Self.payload("events"), as: Feed.self)
        }
        #expect(error.diagnostics.map(\.code).contains(.switchNeedsPolymorphicProperty))
    }
}

/// A base class whose subclasses are the models (issue 12 item 3's `[Event]`
/// with subclasses): the base class is not `Mappable` itself — a non-final
/// class cannot satisfy `MappableProperties<Self>` — but each final subclass
/// is, and declares the inherited properties it maps.
class TimelineEvent {
    var identifier = ""
    var actor = ""
    init() {}
}

final class TimelinePush: TimelineEvent, Mappable {
    var ref = ""
    static let properties: MappableProperties<TimelinePush> = [
        .property("identifier", \.identifier), .property("actor", \.actor), .property("ref", \.ref),
    ]
}

final class TimelineWatch: TimelineEvent, Mappable {
    var action = ""
    static let properties: MappableProperties<TimelineWatch> = [
        .property("identifier", \.identifier), .property("actor", \.actor), .property("action", \.action),
    ]
}

final class Timeline: Mappable {
    var events: [TimelineEvent] = []
    var latest: TimelineEvent?
    init() {}
    static let properties: MappableProperties<Timeline> = [.polymorphic("events", \.events), .polymorphic("latest", \.latest)]
}

@Suite("Polymorphism over a base class")
struct PolymorphicBaseClassTests {
    static let text = """
        {
          "$Timeline": {
            "@class": "Timeline",
            "events": { "@keyPath": "events", "@object": {
              "@switch": "type", "@cases": { "PushEvent": "$Push", "WatchEvent": "$Watch" } } },
            "latest": { "@keyPath": "latest", "@optional": true, "@object": {
              "@switch": "type", "@cases": { "PushEvent": "$Push" }, "@default": "$Watch" } }
          },
          "$Push": { "@class": "TimelinePush", "identifier": "id", "actor": "actor.login", "ref": "payload.ref" },
          "$Watch": { "@class": "TimelineWatch", "identifier": "id", "actor": "actor.login", "action": "payload.action" }
        }
        """

    @Test("[Base] and Base? of a class hierarchy: each element becomes the subclass its case names; reverse writes the type back")
    func baseClass() throws {
        let models = ModelRegistry().registering(Timeline.self).registering(TimelinePush.self).registering(TimelineWatch.self)
        let catalog = try MappingCatalog(string: Self.text, models: models)
        let payload: JSON = [
            "events": [
                ["type": "PushEvent", "id": "1", "actor": ["login": "ada"], "payload": ["ref": "main"]],
                ["type": "WatchEvent", "id": "2", "actor": ["login": "bob"], "payload": ["action": "started"]],
                ["type": "ForkEvent", "id": "3"],
            ],
            "latest": ["type": "ReleaseEvent", "id": "4", "actor": ["login": "eve"], "payload": ["action": "published"]],
        ]
        let result = try catalog.context("$Timeline").object(from: payload, as: Timeline.self)
        let events = result.value.events
        expectEqual(events.map(\.identifier), ["1", "2"])
        expectEqual((events[0] as? TimelinePush)?.ref, "main")
        expectEqual((events[1] as? TimelineWatch)?.action, "started")
        expectEqual((result.value.latest as? TimelineWatch)?.action, "published")
        expectEqual(result.report.issues.map(\.code), [.noMatchingCase])
        expectEqual(result.report.issues.map(\.sourcePath), ["events[2]"])

        let back = try catalog.context("$Timeline").json(from: result.value)
        expectEqual(back["events"]?[0]?["type"], "PushEvent")
        expectEqual(back["events"]?[1]?["type"], "WatchEvent")
        expectEqual(back["events"]?[0]?["payload"]?["ref"], "main")
    }
}
