import Foundation
import MappingKit

/// Genome's GitHub issue event (a struct), shared by the library's and the
/// fetcher's tests.
package struct GHEvent: Mappable, Equatable, Sendable {
    package var identifier = 0
    package var url: URL?
    package var actor: GHUser?
    package var eventDescription = ""
    package var commitId: String?
    package var createdAt: Date?

    package init() {}

    package static let properties: MappableProperties<GHEvent> = [
        "identifier": \.identifier, "url": \.url, "actor": \.actor, "eventDescription": \.eventDescription,
        "commitId": \.commitId, "createdAt": \.createdAt,
    ]
}

/// The event's actor (a struct).
package struct GHUser: Mappable, Equatable, Sendable {
    package var login = ""
    package var identifier = 0
    package var avatarUrl: URL?
    package var gravatarId: String?
    package var apiUrl: URL?
    package var htmlUrl: URL?
    package var followersUrl: URL?
    package var reposUrl: URL?
    package var type = ""
    package var admin = true

    package init() {}

    package init(
        login: String, identifier: Int, avatarUrl: URL?, gravatarId: String?, apiUrl: URL?, htmlUrl: URL?,
        followersUrl: URL?, reposUrl: URL?, type: String, admin: Bool
    ) {
        self.login = login
        self.identifier = identifier
        self.avatarUrl = avatarUrl
        self.gravatarId = gravatarId
        self.apiUrl = apiUrl
        self.htmlUrl = htmlUrl
        self.followersUrl = followersUrl
        self.reposUrl = reposUrl
        self.type = type
        self.admin = admin
    }

    package static let properties: MappableProperties<GHUser> = [
        "login": \.login, "identifier": \.identifier, "avatarUrl": \.avatarUrl, "gravatarId": \.gravatarId,
        "apiUrl": \.apiUrl, "htmlUrl": \.htmlUrl, "followersUrl": \.followersUrl, "reposUrl": \.reposUrl,
        "type": \.type, "admin": \.admin,
    ]
}
