import Foundation
import MappingKitHTTP

/// A GitHub issue, for the pages followed over `Link` headers.
struct GitHubIssue: Mappable, Sendable {
    var identifier = 0
    var number = 0
    var title = ""
    var state = ""
    var body: String?
    var user: GHUser?
    var labels: [GitHubLabel] = []
    var comments = 0
    var createdAt: Date?
    var closedAt: Date?
    var htmlUrl: URL?

    static let properties: MappableProperties<GitHubIssue> = [
        "identifier": \.identifier, "number": \.number, "title": \.title, "state": \.state, "body": \.body,
        "user": \.user, "labels": \.labels, "comments": \.comments, "createdAt": \.createdAt,
        "closedAt": \.closedAt, "htmlUrl": \.htmlUrl,
    ]
}

/// An issue's label.
struct GitHubLabel: Mappable, Sendable {
    var name = ""
    static let properties: MappableProperties<GitHubLabel> = ["name": \.name]
}

/// Genome's GitHub user (`$GHUser` of Mappings/GitHub.mappings).
struct GHUser: Mappable, Sendable {
    var login = ""
    var identifier = 0
    var avatarUrl: URL?
    var gravatarId: String?
    var apiUrl: URL?
    var htmlUrl: URL?
    var followersUrl: URL?
    var reposUrl: URL?
    var type = ""
    var admin = false

    static let properties: MappableProperties<GHUser> = [
        "login": \.login, "identifier": \.identifier, "avatarUrl": \.avatarUrl, "gravatarId": \.gravatarId,
        "apiUrl": \.apiUrl, "htmlUrl": \.htmlUrl, "followersUrl": \.followersUrl, "reposUrl": \.reposUrl,
        "type": \.type, "admin": \.admin,
    ]
}

/// Genome's GitHub event (`$GHEvent`), registered so the imported file loads.
struct GHEvent: Mappable, Sendable {
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
