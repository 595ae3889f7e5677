import Foundation
import MappingKitHTTP
import MappingKitTestSupport

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
