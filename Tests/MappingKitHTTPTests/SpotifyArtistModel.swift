import Foundation
import MappingKitHTTP

/// A class model, for populating through a reference.
final class ArtistObject: Mappable {
    var name = ""
    var popularity = 0
    required init() {}
    static let properties: MappableProperties<ArtistObject> = ["name": \.name, "popularity": \.popularity]
}
