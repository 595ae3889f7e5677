// Models and transformers the `apply` fuzz harness maps into: the shapes of
// the shipped examples (Mappings/), so seeds built from them reach deep.
// Built by Scripts/fuzz.sh together with the MappingKit sources.

import Foundation

final class FuzzTweet: Mappable {
    var imageUrl: URL?
    var name = ""
    var message = ""
    var identifier = ""
    var coordinates: FuzzCoordinate?
    var createdAt: Date?
    var user: FuzzUser?
    var retweetCount = 0
    var favoriteCount = 0
    var language: String?

    init() {}

    static let properties: MappableProperties<FuzzTweet> = [
        "imageUrl": \.imageUrl, "name": \.name, "message": \.message, "identifier": \.identifier,
        "coordinates": \.coordinates, "createdAt": \.createdAt, "user": \.user, "retweetCount": \.retweetCount,
        "favoriteCount": \.favoriteCount, "language": \.language,
    ]
}

final class FuzzUser: Mappable {
    var name = ""
    var screenName = ""
    var imageUrl: URL?
    var followers = 0

    init() {}

    static let properties: MappableProperties<FuzzUser> = [
        "name": \.name, "screenName": \.screenName, "imageUrl": \.imageUrl, "followers": \.followers,
    ]
}

final class FuzzTimeline: Mappable {
    var tweets: [FuzzTweet] = []
    init() {}
    static let properties: MappableProperties<FuzzTimeline> = ["tweets": \.tweets]
}

struct FuzzCoordinate: MappableValue, Sendable {
    var latitude: Double
    var longitude: Double
}

struct FuzzEvent: Mappable {
    var identifier = 0
    var url: URL?
    var actor: FuzzActor?
    var eventDescription = ""
    var commitId: String?
    var createdAt: Date?

    static let properties: MappableProperties<FuzzEvent> = [
        "identifier": \.identifier, "url": \.url, "actor": \.actor, "eventDescription": \.eventDescription,
        "commitId": \.commitId, "createdAt": \.createdAt,
    ]
}

struct FuzzActor: Mappable {
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

    static let properties: MappableProperties<FuzzActor> = [
        "login": \.login, "identifier": \.identifier, "avatarUrl": \.avatarUrl, "gravatarId": \.gravatarId,
        "apiUrl": \.apiUrl, "htmlUrl": \.htmlUrl, "followersUrl": \.followersUrl, "reposUrl": \.reposUrl,
        "type": \.type, "admin": \.admin,
    ]
}

struct FuzzArtist: Mappable {
    var externalSpotifyUrl: URL?
    var numberOfFollowers = 0
    var genres: [String] = []
    var url: URL?
    var identifier = ""
    var images: [FuzzImage] = []
    var name = ""
    var popularity = 0
    var type = ""
    var uri = ""
    var score = 0.0
    var tags: [String: Int] = [:]

    static let properties: MappableProperties<FuzzArtist> = [
        "externalSpotifyUrl": \.externalSpotifyUrl, "numberOfFollowers": \.numberOfFollowers, "genres": \.genres,
        "url": \.url, "identifier": \.identifier, "images": \.images, "name": \.name, "popularity": \.popularity,
        "type": \.type, "uri": \.uri, "score": \.score, "tags": \.tags,
    ]
}

struct FuzzImage: Mappable {
    var height = 0
    var url: URL?
    var width = 0
    static let properties: MappableProperties<FuzzImage> = ["height": \.height, "url": \.url, "width": \.width]
}

enum FuzzRegistries {
    /// The example class names (`TweetModel`…) bound to the fuzz models, so
    /// the shipped `.mappings` files load unchanged.
    static let models: ModelRegistry = {
        var models = ModelRegistry()
        models.register(FuzzTweet.self, as: "TweetModel")
        models.register(FuzzUser.self, as: "UserModel")
        models.register(FuzzTimeline.self, as: "TimelineModel")
        models.register(FuzzEvent.self, as: "GHEvent")
        models.register(FuzzActor.self, as: "GHUser")
        models.register(FuzzArtist.self, as: "SpotifyArtist")
        models.register(FuzzImage.self, as: "SpotifyImageRef")
        return models
    }()

    /// The built-ins plus the examples' coordinate transformers.
    static let transformers: TransformerRegistry = {
        var registry = TransformerRegistry.standard
        registry.register("MyTransformers.coordinate2DFromFloatArray:error:", transform: { input -> FuzzCoordinate in
            guard let pair = input.value.elements, pair.count == 2,
                let longitude = pair[0].numberValue?.doubleValue, let latitude = pair[1].numberValue?.doubleValue
            else { throw TransformerError("expected [longitude, latitude], found \(input.value.summary)") }
            return FuzzCoordinate(latitude: latitude, longitude: longitude)
        }, reverse: { coordinate, _ in [JSON(coordinate.longitude), JSON(coordinate.latitude)] })
        registry.register("MyTransformers.coordinate2DFromDictionary:userData:error:", transform: { input -> FuzzCoordinate in
            guard let longitudeKey = input.userString("longitude"), let latitudeKey = input.userString("latitude"),
                let longitude = input.value[longitudeKey]?.numberValue?.doubleValue,
                let latitude = input.value[latitudeKey]?.numberValue?.doubleValue
            else { throw TransformerError("expected a coordinate dictionary, found \(input.value.summary)") }
            return FuzzCoordinate(latitude: latitude, longitude: longitude)
        }, reverse: { coordinate, userData in
            let longitudeKey = userData?["longitude"]?.stringValue ?? "longitude"
            let latitudeKey = userData?["latitude"]?.stringValue ?? "latitude"
            return .object(JSON.Object([(longitudeKey, JSON(coordinate.longitude)), (latitudeKey, JSON(coordinate.latitude))]))
        })
        return registry
    }()
}
