import Foundation
import MappingKit

/// Polymer's Spotify artist (a struct holding a collection of models).
struct SpotifyArtist: Mappable, Equatable {
    var externalSpotifyUrl: URL?
    var numberOfFollowers = 0
    var genres: [String] = []
    var url: URL?
    var identifier = ""
    var images: [SpotifyImageRef] = []
    var name = ""
    var popularity = 0
    var type = ""
    var uri = ""

    static let properties: MappableProperties<SpotifyArtist> = [
        "externalSpotifyUrl": \.externalSpotifyUrl, "numberOfFollowers": \.numberOfFollowers, "genres": \.genres,
        "url": \.url, "identifier": \.identifier, "images": \.images, "name": \.name, "popularity": \.popularity,
        "type": \.type, "uri": \.uri,
    ]
}

/// One image of an artist (a struct).
struct SpotifyImageRef: Mappable, Equatable {
    var height = 0
    var url: URL?
    var width = 0

    static let properties: MappableProperties<SpotifyImageRef> = ["height": \.height, "url": \.url, "width": \.width]
}
