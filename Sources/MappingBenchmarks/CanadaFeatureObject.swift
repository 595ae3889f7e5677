import Foundation
import MappingKit

/// ``CanadaFeature`` as a class, for the class-models row: the same
/// mapping into a `final class` (its properties and geometry the same
/// structs).
final class CanadaFeatureObject: Mappable, Decodable {
    var type = ""
    var properties = CanadaFeature.Properties()
    var geometry = CanadaFeature.Geometry()

    required init() {}

    static let properties: MappableProperties<CanadaFeatureObject> = [
        .property("type", \.type), .property("properties", \.properties), .property("geometry", \.geometry),
    ]

    /// The struct with the same values, to compare outputs.
    var feature: CanadaFeature { CanadaFeature(type: type, properties: properties, geometry: geometry) }
}

/// canada.json's root with class models, for `JSONDecoder`.
struct CanadaObjectCollection: Decodable {
    var features: [CanadaFeatureObject]
}
