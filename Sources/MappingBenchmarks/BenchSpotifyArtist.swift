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
        "externalSpotifyUrl": \.externalSpotifyUrl, "numberOfFollowers": \.numberOfFollowers, "genres": \.genres,
        "url": \.url, "identifier": \.identifier, "images": \.images, "name": \.name, "popularity": \.popularity,
        "type": \.type, "uri": \.uri,
    ]
}

/// One image of a ``BenchSpotifyArtist``.
struct BenchSpotifyImage: Mappable {
    var height = 0
    var url: URL?
    var width = 0

    static let properties: MappableProperties<BenchSpotifyImage> = ["height": \.height, "url": \.url, "width": \.width]
}
