import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Polymer's search envelope: the artists sit at `artists.items`.
struct SpotifySearch: Mappable, Equatable {
    var artists: [SpotifyArtist] = []
    var total = 0
    static let properties: MappableProperties<SpotifySearch> = ["artists": \.artists, "total": \.total]
}

@Suite("Examples: Genome's GitHub event and Polymer's Spotify search")
struct ExampleGitHubSpotifyTests {
    @Test("GitHub events with their actor and ISO 8601 dates")
    func gitHub() throws {
        let context = try ExampleFiles.catalog("GitHub").context("$GHEvent")
        let result = try context.objects(from: try ExampleFiles.payloadData("github-events"), as: GHEvent.self)
        #expect(result.report.issues.isEmpty)
        let events = result.value
        expectEqual(events.map(\.identifier), [1, 2])
        expectEqual(events.map(\.eventDescription), ["closed", "reopened"])
        expectEqual(events.map(\.commitId), ["6dcb09b5b57875f334f61aebed695e2e4193db5e", nil])
        expectEqual(events.map { $0.createdAt?.timeIntervalSince1970 }, [1_302_796_849, 1_302_859_800])
        expectEqual(events[0].url?.absoluteString, "https://api.github.com/repos/octocat/Hello-World/issues/events/1")
        let octocat = try #require(events[0].actor)
        expectEqual(octocat, GHUser(
            login: "octocat", identifier: 1, avatarUrl: URL(string: "https://github.com/images/error/octocat_happy.gif"),
            gravatarId: "", apiUrl: URL(string: "https://api.github.com/users/octocat"),
            htmlUrl: URL(string: "https://github.com/octocat"),
            followersUrl: URL(string: "https://api.github.com/users/octocat/followers"),
            reposUrl: URL(string: "https://api.github.com/users/octocat/repos"), type: "User", admin: false))
        expectEqual(events[1].actor?.gravatarId, nil)
        expectEqual(events[1].actor?.admin, false)
        expectEqual(events[1].actor?.type, "Bot")
    }

    @Test("a GitHub event whose date and actor are wrong is reported, the rest mapped")
    func gitHubIssues() throws {
        var payload = try #require(try ExampleFiles.payload("github-events")[0])
        payload["created_at"] = "14/04/2011"
        payload["actor"]?["id"] = "octocat"
        payload["actor"]?["html_url"] = "https://github.com/octo cat"
        let result = try ExampleFiles.catalog("GitHub").context("$GHEvent").object(from: payload, as: GHEvent.self)
        expectEqual(result.value.identifier, 1)
        expectEqual(result.value.createdAt, nil)
        expectEqual(result.value.actor?.identifier, 0)
        expectEqual(result.value.actor?.htmlUrl, nil)
        expectEqual(result.value.actor?.login, "octocat")
        expectEqual(result.report.issues.map(\.description), [
            #"GitHub.mappings:16:9: error: actor.id: expected Int, found string "octocat" [$GHUser → actor.identifier]"#,
            #"GitHub.mappings:20:9: error: actor.html_url: expected URL, found string "https://github.com/octo cat" [$GHUser → actor.htmlUrl]"#,
            #"GitHub.mappings:11:9: error: created_at: transformer 'iso8601Date' failed: expected an ISO 8601 date, found string "14/04/2011" [$GHEvent → createdAt]"#,
        ])
    }

    @Test("Spotify artists from artists.items, with their images")
    func spotify() throws {
        let payload = try ExampleFiles.payload("spotify-artists")
        let items = try #require(payload["artists"]?["items"])
        let result = try ExampleFiles.catalog("Spotify").context("$SpotifyArtist").objects(from: items, as: SpotifyArtist.self)
        let artists = result.value
        expectEqual(artists.map(\.name), ["Tania Bowra", "Tania Bowra Trio"])
        expectEqual(artists.map(\.identifier), ["08td7MxkoHQkXnWAYD8d6Q", "2mTUFJUs9m7ysVvcQJ1yIk"])
        expectEqual(artists.map(\.numberOfFollowers), [12, 7])
        expectEqual(artists.map(\.genres), [[], ["indie folk"]])
        expectEqual(artists.map(\.popularity), [4, 0])
        expectEqual(artists[0].externalSpotifyUrl?.absoluteString, "https://open.spotify.com/artist/08td7MxkoHQkXnWAYD8d6Q")
        expectEqual(artists[0].url?.absoluteString, "https://api.spotify.com/v1/artists/08td7MxkoHQkXnWAYD8d6Q")
        expectEqual(artists[0].uri, "spotify:artist:08td7MxkoHQkXnWAYD8d6Q")
        expectEqual(artists[0].type, "artist")
        expectEqual(artists[0].images.map(\.width), [640, 300, 64])
        expectEqual(artists[0].images[2].url?.absoluteString, "https://i.scdn.co/image/8522fc78be4bf4e83fea8e67bb742e7d3dfe21b4")
        expectEqual(artists[1].images, [])
        expectEqual(result.report.issues.map(\.description), [
            #"Spotify.mappings:11:9: error: [1].images[0]: expected object, found string "https://i.scdn.co/image/broken-entry" [$SpotifyArtist → [1].images[0]]"#,
        ])
        expectEqual(result.report.summary.map(\.description), ["$SpotifyArtist.images (images): invalidElement in 1 of 2 objects"])
    }

    @Test("the whole search result through an envelope context reading artists.items")
    func spotifyEnvelope() throws {
        let models = ExampleFiles.models.registering(SpotifySearch.self)
        let envelope = MappingDefinition(json: [
            "@class": "SpotifySearch",
            "artists": ["@keyPath": "artists.items", "@object": ["@mappings": "$SpotifyArtist"]],
            "total": "artists.total",
        ])
        let catalog = try MappingCatalog(
            contentsOf: ExampleFiles.mappingsURL("Spotify"), models: models, definitions: ["$SpotifySearch": envelope],
            displayName: "Spotify.mappings")
        let result = try catalog.context("$SpotifySearch").object(from: try ExampleFiles.payloadData("spotify-artists"), as: SpotifySearch.self)
        expectEqual(result.value.total, 2)
        expectEqual(result.value.artists.map(\.name), ["Tania Bowra", "Tania Bowra Trio"])
        expectEqual(result.report.issues.map { "\($0.sourcePath) → \($0.targetPath)" }, ["artists.items[1].images[0] → artists[1].images[0]"])
    }
}
