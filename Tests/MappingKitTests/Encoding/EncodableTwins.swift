import Foundation
import MappingKitTestSupport

@testable import MappingKit

// Plain `Codable` twins of the `Mappable` test models, holding the same
// values: written through the same context, they must give the same JSON.
// Properties a context may leave out are optional, so a twin of a model
// whose context does not name them leaves them out (`nil`).

/// ``TweetModel``'s twin: ``CodableTweet``, made from a model's values.
extension CodableTweet {
    /// The tweet's values; the details (counts, language) only when asked.
    init(_ tweet: TweetModel, details: Bool = false) {
        imageUrl = tweet.imageUrl
        name = tweet.name
        message = tweet.message
        identifier = tweet.identifier
        coordinates = tweet.coordinates
        createdAt = tweet.createdAt
        user = tweet.user.map(CodableUser.init)
        if details {
            retweetCount = tweet.retweetCount
            favoriteCount = tweet.favoriteCount
            language = tweet.language
        }
    }
}

/// ``UserModel``'s twin: ``CodableUser``, made from a model's values.
extension CodableUser {
    init(_ user: UserModel) {
        name = user.name
        screenName = user.screenName
        imageUrl = user.imageUrl
        followers = user.followers
    }
}

/// ``TimelineModel``'s twin: ``CodableTimeline``, made from a model's values.
extension CodableTimeline {
    init(_ timeline: TimelineModel) {
        tweets = timeline.tweets.map { CodableTweet($0) }
    }
}

/// ``Profile``'s twin (Fixtures/mappings/reverse/Accounts.mappings).
struct EncodableProfile: Codable, Equatable {
    var name: String
    var email: String?
    var age: Int
    var address: EncodableAddress?

    init(_ profile: Profile) {
        name = profile.name
        email = profile.email
        age = profile.age
        address = profile.address.map(EncodableAddress.init)
    }
}

/// ``Address``'s twin.
struct EncodableAddress: Codable, Equatable {
    var city: String
    var zip: String

    init(_ address: Address) {
        city = address.city
        zip = address.zip
    }
}

/// ``Member``'s twin.
struct EncodableMember: Codable, Equatable {
    var name: String
    var role: String
    var since: Date?
    var home: EncodableAddress?

    init(_ member: Member) {
        name = member.name
        role = member.role
        since = member.since
        home = member.home.map(EncodableAddress.init)
    }
}

/// ``SpotifyArtist``'s twin: an array of nested objects.
struct EncodableSpotifyArtist: Codable, Equatable {
    var externalSpotifyUrl: URL?
    var numberOfFollowers: Int
    var genres: [String]
    var url: URL?
    var identifier: String
    var images: [EncodableSpotifyImage]
    var name: String
    var popularity: Int
    var type: String
    var uri: String

    init(_ artist: SpotifyArtist) {
        externalSpotifyUrl = artist.externalSpotifyUrl
        numberOfFollowers = artist.numberOfFollowers
        genres = artist.genres
        url = artist.url
        identifier = artist.identifier
        images = artist.images.map(EncodableSpotifyImage.init)
        name = artist.name
        popularity = artist.popularity
        type = artist.type
        uri = artist.uri
    }
}

/// ``SpotifyImageRef``'s twin.
struct EncodableSpotifyImage: Codable, Equatable {
    var height: Int
    var url: URL?
    var width: Int

    init(_ image: SpotifyImageRef) {
        height = image.height
        url = image.url
        width = image.width
    }
}

/// ``Gist``'s twin: a dictionary of nested objects.
struct EncodableGist: Codable, Equatable {
    var files: [String: EncodableGistFile]

    init(_ gist: Gist) {
        files = gist.files.mapValues(EncodableGistFile.init)
    }
}

/// ``GistFile``'s twin.
struct EncodableGistFile: Codable, Equatable {
    var size: Int
    var language: String

    init(_ file: GistFile) {
        size = file.size
        language = file.language
    }
}

/// ``Scalars``' twin: every kind of value MappingKit converts.
struct EncodableScalars: Codable, Equatable {
    var string: String
    var int: Int
    var int8: Int8
    var int32: Int32
    var uint8: UInt8
    var int64: Int64
    var uint64: UInt64
    var double: Double
    var decimal: Decimal
    var bool: Bool
    var url: URL?
    var uuid: UUID?
    var data: Data?
    var date: Date?
    /// Raw values: the enums are not `Codable`, and write their raw value.
    var language: String?
    var priority: Int
    var optionalString: String?
    var ints: [Int]
    var tags: Set<String>
    var counts: [String: Int]

    init(_ scalars: Scalars) {
        string = scalars.string
        int = scalars.int
        int8 = scalars.int8
        int32 = scalars.int32
        uint8 = scalars.uint8
        int64 = scalars.int64
        uint64 = scalars.uint64
        double = scalars.double
        decimal = scalars.decimal
        bool = scalars.bool
        url = scalars.url
        uuid = scalars.uuid
        data = scalars.data
        date = scalars.date
        language = scalars.language?.rawValue
        priority = scalars.priority.rawValue
        optionalString = scalars.optionalString
        ints = scalars.ints
        tags = scalars.tags
        counts = scalars.counts
    }
}

extension ExampleFiles {
    /// The `Encodable` twins, registered under the names the examples' `@class` use.
    static var encodableModels: ModelRegistry {
        ModelRegistry()
            .registering(CodableTweet.self, as: "TweetModel").registering(CodableUser.self, as: "UserModel")
            .registering(CodableTimeline.self, as: "TimelineModel")
            .registering(EncodableSpotifyArtist.self, as: "SpotifyArtist")
            .registering(EncodableSpotifyImage.self, as: "SpotifyImageRef")
    }

    /// `Mappings/NAME.mappings` against the `Encodable` twins.
    static func encodableCatalog(_ name: String) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: mappingsURL(name), models: encodableModels, transformers: MyTransformers.registry,
            displayName: name + ".mappings")
    }
}
