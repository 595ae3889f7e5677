// Imported by `mappings import openapi` from events-3.1.yaml: the models of Events.mappings.
//
//     let catalog = try MappingCatalog(contentsOf: url)
//     let result = try catalog.context("$EventsListResponse").objects(from: data, as: EventsListResponse.self)

import Foundation
import MappingKit

/// `#/components/schemas/Event` of the contract.
struct Event: Codable, Sendable {
    var id: String
    var kind: Kind
    var score: Double?
    var attempts: Int?
    var version: Int?
    var actor: Actor?
    var repo: Repo?
    var visibility: Visibility?
    var payload: EventPayload
    var thread: ThreadModel?
    var label: LabelModel?

    /// `kind` in the contract: push, issue; `unknown` for any other (its entry's `@onInvalid` is "default").
    enum Kind: String, Codable, Sendable {
        case push
        case issue
        case unknown
    }

    /// `visibility` in the contract: public, private; any other is a `constraintViolated` error (its entry's `@allowedValues`).
    enum Visibility: String, Codable, Sendable {
        case `public`
        case `private`
    }
}

/// `#/components/schemas/Actor` of the contract.
struct Actor: Codable, Sendable {
    var login: String
    var displayLogin: String?
}

/// `#/components/schemas/Repo` of the contract.
struct Repo: Codable, Sendable {
    var name: String
}

/// `#/components/schemas/Event/properties/payload` of the contract.
/// The fields every case shares; a value of another `type` decodes as this class.
class EventPayload: Codable, @unchecked Sendable {
    let type: String
}

/// `#/components/schemas/PushPayload` of the contract.
final class PushPayload: EventPayload, @unchecked Sendable {
    let commits: Int

    private enum CodingKeys: String, CodingKey {
        case commits
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        commits = try container.decode(Int.self, forKey: .commits)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(commits, forKey: .commits)
        try super.encode(to: encoder)
    }
}

/// `#/components/schemas/IssuePayload` of the contract.
final class IssuePayload: EventPayload, @unchecked Sendable {
    let action: Action?

    private enum CodingKeys: String, CodingKey {
        case action
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decodeIfPresent(Action.self, forKey: .action)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(action, forKey: .action)
        try super.encode(to: encoder)
    }

    /// `action` in the contract: opened, closed; any other is a `constraintViolated` error (its entry's `@allowedValues`).
    enum Action: String, Codable, Sendable {
        case opened
        case closed
    }
}

/// `#/components/schemas/Thread` of the contract.
struct ThreadModel: Codable, Sendable {
    var title: String?
    var replies: [ThreadModel]?
}

/// `#/components/schemas/Label` of the contract.
struct LabelModel: Codable, Sendable {
    var id: Int
    var name: String
    var color: String?
}

/// `#/components/schemas/Named` of the contract.
struct Named: Codable, Sendable {
    var id: Int
    var name: String
}

/// `#/components/schemas/Entity` of the contract.
struct Entity: Codable, Sendable {
    var id: Int
}

/// `#/paths/~1events/get/responses/200/content/application~1json/schema` of the contract.
struct EventsListResponse: Codable, Sendable {
    var events: [Event]
    var next: URL?
}

extension ModelRegistry {
    /// The models `@class` names in Events.mappings: `MappingCatalog(contentsOf: url, models: .eventsListResponseModels)`.
    static let eventsListResponseModels = ModelRegistry()
        .registering(EventPayload.self)
        .registering(PushPayload.self)
        .registering(IssuePayload.self)
}
