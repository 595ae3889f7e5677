import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// GitHub's events as a class hierarchy (`required init(from:)` calling
/// `super.init(from:)`), each event's class picked by `@switch` through
/// `Fixtures/mappings/polymorphism/Events.mappings`.
@Suite("Codable models: a class hierarchy and @switch")
struct CodablePolymorphismTests {
    class Event: Decodable {
        let identifier: String
        let actor: String

        private enum CodingKeys: String, CodingKey { case identifier, actor }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identifier = try container.decode(String.self, forKey: .identifier)
            actor = try container.decode(String.self, forKey: .actor)
        }
    }

    final class PushEvent: Event {
        let ref: String
        let size: Int

        private enum CodingKeys: String, CodingKey { case ref, size }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            ref = try container.decode(String.self, forKey: .ref)
            size = try container.decode(Int.self, forKey: .size)
            try super.init(from: decoder)
        }
    }

    final class IssuesEvent: Event {
        let action: String
        let title: String

        private enum CodingKeys: String, CodingKey { case action, title }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            action = try container.decode(String.self, forKey: .action)
            title = try container.decode(String.self, forKey: .title)
            try super.init(from: decoder)
        }
    }

    final class WatchEvent: Event {
        let action: String

        private enum CodingKeys: String, CodingKey { case action }

        required init(from decoder: any Decoder) throws {
            action = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .action)
            try super.init(from: decoder)
        }
    }

    /// Any other event (`@default`).
    final class OtherEvent: Event {
        let kind: String

        private enum CodingKeys: String, CodingKey { case kind }

        required init(from decoder: any Decoder) throws {
            kind = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .kind)
            try super.init(from: decoder)
        }
    }

    struct Feed: Decodable {
        var events: [Event]
        var latest: Event?
    }

    static let models = ModelRegistry()
        .registering(Feed.self).registering(PushEvent.self).registering(IssuesEvent.self).registering(WatchEvent.self)
        .registering(OtherEvent.self, as: "Event")

    static func context() throws -> MappingContext {
        try MappingCatalog(
            contentsOf: Fixtures.url("mappings/polymorphism/Events.mappings"), models: models, displayName: "Events.mappings")
        .context("$Feed")
    }

    @Test("each event is the subclass its type picks, its own keys and its superclass's decoded; the same report as the Mappable feed")
    func feed() throws {
        let result = try Self.context().object(from: try Fixtures.data("mappings/polymorphism/events.json"), as: Feed.self)
        let feed = try #require(result.value)
        #expect(feed.events.map(\.identifier) == ["2489651045", "2489651051", "2489651057", "2489651078"])
        let push = try #require(feed.events[0] as? PushEvent)
        #expect([push.actor, push.ref, "\(push.size)"] == ["petroav", "refs/heads/master", "1"])
        let issues = try #require(feed.events[1] as? IssuesEvent)
        #expect([issues.action, issues.title] == ["opened", "Fix the build"])
        #expect((feed.events[2] as? WatchEvent)?.action == "started")
        let latest = try #require(feed.latest as? OtherEvent)
        #expect([latest.identifier, latest.actor, latest.kind] == ["2489651080", "octocat", "ForkEvent"])
        #expect(result.report.rendered(.text) == (try Fixtures.text("mappings/polymorphism/events.expected.txt")))
    }

    @Test("a case whose context names a key its class never decodes is a load error naming the class and the keys it decodes")
    func unknownKeyInCase() throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                string: #"{"$Feed": {"@class": "Feed", "events": {"@keyPath": "events", "@object": {"@switch": "type", "@cases": {"PushEvent": {"@class": "PushEvent", "@mappings": {"identifier": "id", "actor": "actor.login", "ref": "payload.ref", "sizes": "payload.size"}}}}}}}"#,
                models: Self.models)
        }
        #expect(error?.diagnostics.map(\.code) == [.unknownCodingKey])
        #expect(error?.diagnostics.first?.message == "'PushEvent' never decodes a key 'sizes' (its init(from:) asks for 'ref', 'size', 'identifier', 'actor')")
        #expect(error?.diagnostics.first?.suggestion == "did you mean 'size'?")
    }
}
