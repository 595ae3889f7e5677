import Foundation
import MappingKit

/// One feature of canada.json: a name and a polygon's `[[[Double]]]`.
struct CanadaFeature: Mappable, Codable, Equatable {
    struct Properties: Mappable, Codable, Equatable {
        var name = ""
        static let properties: MappableProperties<Properties> = ["name": \.name]
    }

    struct Geometry: Mappable, Codable, Equatable {
        var type = ""
        var coordinates: [[[Double]]] = []
        static let properties: MappableProperties<Geometry> = ["type": \.type, "coordinates": \.coordinates]
    }

    var type = ""
    var properties = Properties()
    var geometry = Geometry()

    static let properties: MappableProperties<CanadaFeature> = [
        "type": \.type, "properties": \.properties, "geometry": \.geometry,
    ]
}

/// canada.json's root, for `JSONDecoder`.
struct CanadaCollection: Decodable {
    var features: [CanadaFeature]
}
