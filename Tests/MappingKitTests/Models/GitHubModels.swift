import Foundation
import MappingKit

/// Genome's GitHub issue event (a struct).
struct GHEvent: Mappable, Equatable {
    var identifier = 0
    var url: URL?
    var actor: GHUser?
    var eventDescription = ""
    var commitId: String?
    var createdAt: Date?

    static let properties: MappableProperties<GHEvent> = [
        "identifier": \.identifier, "url": \.url, "actor": \.actor, "eventDescription": \.eventDescription,
        "commitId": \.commitId, "createdAt": \.createdAt,
    ]
}

/// The event's actor (a struct).
struct GHUser: Mappable, Equatable {
    var login = ""
    var identifier = 0
    var avatarUrl: URL?
    var gravatarId: String?
    var apiUrl: URL?
    var htmlUrl: URL?
    var followersUrl: URL?
    var reposUrl: URL?
    var type = ""
    var admin = true

    static let properties: MappableProperties<GHUser> = [
        "login": \.login, "identifier": \.identifier, "avatarUrl": \.avatarUrl, "gravatarId": \.gravatarId,
        "apiUrl": \.apiUrl, "htmlUrl": \.htmlUrl, "followersUrl": \.followersUrl, "reposUrl": \.reposUrl,
        "type": \.type, "admin": \.admin,
    ]
}
