import Foundation
import MappingKit

/// The tweet of AppCoreKit's Mappings guide (a final class).
final class TweetModel: Mappable, Equatable, CustomStringConvertible {
    var imageUrl: URL?
    var name = ""
    var message = ""
    var identifier = ""
    var coordinates: Coordinate?
    var createdAt: Date?
    var user: UserModel?
    var retweetCount = 0
    var favoriteCount = 0
    var language: String?

    init() {}

    static let properties: MappableProperties<TweetModel> = [
        "imageUrl": \.imageUrl, "name": \.name, "message": \.message, "identifier": \.identifier,
        "coordinates": \.coordinates, "createdAt": \.createdAt, "user": \.user, "retweetCount": \.retweetCount,
        "favoriteCount": \.favoriteCount, "language": \.language,
    ]

    static func == (lhs: TweetModel, rhs: TweetModel) -> Bool {
        lhs.imageUrl == rhs.imageUrl && lhs.name == rhs.name && lhs.message == rhs.message
            && lhs.identifier == rhs.identifier && lhs.coordinates == rhs.coordinates && lhs.createdAt == rhs.createdAt
            && lhs.user == rhs.user && lhs.retweetCount == rhs.retweetCount && lhs.favoriteCount == rhs.favoriteCount
            && lhs.language == rhs.language
    }

    var description: String { "TweetModel(\(identifier), \(name), \(message))" }
}

/// The tweet's author (a final class).
final class UserModel: Mappable, Equatable {
    var name = ""
    var screenName = ""
    var imageUrl: URL?
    var followers = 0

    init() {}

    static let properties: MappableProperties<UserModel> = [
        "name": \.name, "screenName": \.screenName, "imageUrl": \.imageUrl, "followers": \.followers,
    ]

    static func == (lhs: UserModel, rhs: UserModel) -> Bool {
        lhs.name == rhs.name && lhs.screenName == rhs.screenName && lhs.imageUrl == rhs.imageUrl
            && lhs.followers == rhs.followers
    }
}

/// A timeline holding tweets (a final class with a collection of models).
final class TimelineModel: Mappable, Equatable {
    var tweets: [TweetModel] = []

    init() {}

    static let properties: MappableProperties<TimelineModel> = ["tweets": \.tweets]

    static func == (lhs: TimelineModel, rhs: TimelineModel) -> Bool { lhs.tweets == rhs.tweets }
}

/// CLLocationCoordinate2D's stand-in: produced by a transformer (and
/// `Codable`, for the `Codable` twins of the models).
struct Coordinate: Equatable, Sendable, Codable {
    var latitude: Double
    var longitude: Double
}

extension Coordinate: MappableValue {}

/// AppCoreKit's `MyTransformers`, registered under "Class.selector" names.
enum MyTransformers {
    static let floatArray = "MyTransformers.coordinate2DFromFloatArray:error:"
    static let dictionary = "MyTransformers.coordinate2DFromDictionary:userData:error:"

    /// The built-ins plus the two coordinate transformers.
    static var registry: TransformerRegistry {
        var registry = TransformerRegistry.standard
        register(in: &registry)
        return registry
    }

    static func register(in registry: inout TransformerRegistry) {
        registry.register(floatArray, transform: { input -> Coordinate in
            guard let pair = input.value.elements, pair.count == 2,
                let longitude = pair[0].numberValue?.doubleValue, let latitude = pair[1].numberValue?.doubleValue
            else { throw TransformerError("expected [longitude, latitude], found \(input.value.summary)") }
            return Coordinate(latitude: latitude, longitude: longitude)
        }, reverse: { coordinate, _ in [JSON(coordinate.longitude), JSON(coordinate.latitude)] })
        registry.register(dictionary, transform: { input -> Coordinate in
            guard let longitudeKey = input.userString("longitude"), let latitudeKey = input.userString("latitude") else {
                throw TransformerError("user data needs 'longitude' and 'latitude' keys")
            }
            guard let longitude = input.value[longitudeKey]?.numberValue?.doubleValue,
                let latitude = input.value[latitudeKey]?.numberValue?.doubleValue
            else { throw TransformerError("expected numbers at '\(longitudeKey)' and '\(latitudeKey)', found \(input.value.summary)") }
            return Coordinate(latitude: latitude, longitude: longitude)
        }, reverse: { coordinate, userData in
            let longitudeKey = userData?["longitude"]?.stringValue ?? "longitude"
            let latitudeKey = userData?["latitude"]?.stringValue ?? "latitude"
            return .object(JSON.Object([(longitudeKey, JSON(coordinate.longitude)), (latitudeKey, JSON(coordinate.latitude))]))
        })
    }
}
