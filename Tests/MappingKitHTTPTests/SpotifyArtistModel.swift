import Foundation
import MappingKitHTTP

/// Polymer's Spotify artist, for the client's typed mapping.
struct SpotifyArtist: Mappable, Sendable {
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

/// One image of an artist.
struct SpotifyImageRef: Mappable, Sendable {
    var height = 0
    var url: URL?
    var width = 0

    static let properties: MappableProperties<SpotifyImageRef> = ["height": \.height, "url": \.url, "width": \.width]
}

/// A class model, for populating through a reference.
final class ArtistObject: Mappable {
    var name = ""
    var popularity = 0
    required init() {}
    static let properties: MappableProperties<ArtistObject> = ["name": \.name, "popularity": \.popularity]
}
