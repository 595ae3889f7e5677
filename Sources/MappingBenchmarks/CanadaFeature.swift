import Foundation
import MappingKit

/// One feature of canada.json: a name and a polygon's `[[[Double]]]`.
struct CanadaFeature: Mappable, Codable, Equatable {
    struct Properties: Mappable, Codable, Equatable {
        var name = ""
        static let properties: MappableProperties<Properties> = [.property("name", \.name)]
    }

    struct Geometry: Mappable, Codable, Equatable {
        var type = ""
        var coordinates: [[[Double]]] = []
        static let properties: MappableProperties<Geometry> = [.property("type", \.type), .property("coordinates", \.coordinates)]
    }

    var type = ""
    var properties = Properties()
    var geometry = Geometry()

    static let properties: MappableProperties<CanadaFeature> = [
        .property("type", \.type), .property("properties", \.properties), .property("geometry", \.geometry),
    ]
}

/// canada.json's root, for `JSONDecoder`.
struct CanadaCollection: Decodable {
    var features: [CanadaFeature]
}
