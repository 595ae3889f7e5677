// Inferred by `mappings infer` from https://api.github.com/repos/octocat/Hello-World/issues?per_page=3 page 1, https://api.github.com/repos/octocat/Hello-World/issues?per_page=3 page 2 and https://api.github.com/repos/octocat/Hello-World/issues?per_page=3 page 3: the models of Issue.mappings.
//
//     let catalog = try MappingCatalog(contentsOf: url)
//     let result = try catalog.context("$Issue").objects(from: data, as: Issue.self)

import Foundation

/// `[]` in the samples: 8 objects.
struct Issue: Codable, Sendable {
    var url: URL
    var htmlUrl: URL
    var id: Int
    var nodeId: String
    var number: Int
    var title: String
    var user: User
    var labels: [IssueLabel]
    var state: State
    var locked: Bool
    /// Always null or absent in the samples: typed for lack of a value.
    var assignee: String?
    var comments: Int
    var createdAt: Date
    var updatedAt: Date
    /// In 3 of 8 objects.
    var closedAt: Date?
    var authorAssociation: String
    /// In 5 of 8 objects.
    var body: String?

    /// `state` in the samples: open (5), closed (3); `unknown` for any other (its entry's `@onInvalid` is "default").
    enum State: String, Codable, Sendable {
        case `open`
        case closed
        case unknown
    }
}

/// `[].user` in the samples: 8 objects.
struct User: Codable, Sendable {
    var login: String
    var id: Int
    var nodeId: String
    var avatarUrl: URL
    var gravatarId: String
    var url: URL
    var htmlUrl: URL
    var followersUrl: URL
    var reposUrl: URL
    var type: String
    var siteAdmin: Bool
}

/// `[].labels[]` in the samples: 2 objects.
struct IssueLabel: Codable, Sendable {
    var id: Int
    var name: String
    var color: String
    var `default`: Bool
}
