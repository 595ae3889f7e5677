import Foundation
import MappingKit

/// ``CitmPerformance`` as a class, for the class-models row: the same
/// mapping into a `final class` (its prices and seat categories the same
/// structs).
final class CitmPerformanceObject: Mappable, Decodable {
    var eventId = 0
    var id = 0
    var logo: String?
    var name: String?
    var prices: [CitmPerformance.Price] = []
    var seatCategories: [CitmPerformance.SeatCategory] = []
    var seatMapImage: String?
    var start: Int64 = 0
    var venueCode = ""

    required init() {}

    static let properties: MappableProperties<CitmPerformanceObject> = [
        .property("eventId", \.eventId), .property("id", \.id), .property("logo", \.logo), .property("name", \.name), .property("prices", \.prices),
        .property("seatCategories", \.seatCategories), .property("seatMapImage", \.seatMapImage), .property("start", \.start), .property("venueCode", \.venueCode),
    ]

    /// The struct with the same values, to compare outputs.
    var performance: CitmPerformance {
        CitmPerformance(
            eventId: eventId, id: id, logo: logo, name: name, prices: prices, seatCategories: seatCategories,
            seatMapImage: seatMapImage, start: start, venueCode: venueCode)
    }
}

/// citm_catalog.json's root with class models, for `JSONDecoder`.
struct CitmObjectCatalog: Decodable {
    var performances: [CitmPerformanceObject]
}
