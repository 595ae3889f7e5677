import Foundation
import MappingKit

/// Polymer's Spotify artist (a struct holding a collection of models), shared
/// by the library's and the fetcher's tests.
package struct SpotifyArtist: Mappable, Equatable, Sendable {
    package var externalSpotifyUrl: URL?
    package var numberOfFollowers = 0
    package var genres: [String] = []
    package var url: URL?
    package var identifier = ""
    package var images: [SpotifyImageRef] = []
    package var name = ""
    package var popularity = 0
    package var type = ""
    package var uri = ""

    package init() {}

    package static let properties: MappableProperties<SpotifyArtist> = [
        "externalSpotifyUrl": \.externalSpotifyUrl, "numberOfFollowers": \.numberOfFollowers, "genres": \.genres,
        "url": \.url, "identifier": \.identifier, "images": \.images, "name": \.name, "popularity": \.popularity,
        "type": \.type, "uri": \.uri,
    ]
}

/// One image of an artist (a struct).
package struct SpotifyImageRef: Mappable, Equatable, Sendable {
    package var height = 0
    package var url: URL?
    package var width = 0

    package init() {}

    package init(height: Int, url: URL?, width: Int) {
        self.height = height
        self.url = url
        self.width = width
    }

    package static let properties: MappableProperties<SpotifyImageRef> = ["height": \.height, "url": \.url, "width": \.width]
}
