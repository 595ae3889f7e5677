import Foundation
import MappingKit

/// The Spotify artist of `Mappings/Spotify.mappings`, registered under the
/// name its `@class` says, for the `--http` benchmark (the test models live
/// in MappingKitTestSupport, which a shipped target cannot import).
struct BenchSpotifyArtist: Mappable {
    var externalSpotifyUrl: URL?
    var numberOfFollowers = 0
    var genres: [String] = []
    var url: URL?
    var identifier = ""
    var images: [BenchSpotifyImage] = []
    var name = ""
    var popularity = 0
    var type = ""
    var uri = ""

    static let properties: MappableProperties<BenchSpotifyArtist> = [
        .property("externalSpotifyUrl", \.externalSpotifyUrl), .property("numberOfFollowers", \.numberOfFollowers), .property("genres", \.genres),
        .property("url", \.url), .property("identifier", \.identifier), .property("images", \.images), .property("name", \.name), .property("popularity", \.popularity),
        .property("type", \.type), .property("uri", \.uri),
    ]
}

/// One image of a ``BenchSpotifyArtist``.
struct BenchSpotifyImage: Mappable {
    var height = 0
    var url: URL?
    var width = 0

    static let properties: MappableProperties<BenchSpotifyImage> = [.property("height", \.height), .property("url", \.url), .property("width", \.width)]
}
