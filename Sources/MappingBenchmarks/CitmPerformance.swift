import Foundation
import MappingKit

/// One performance of citm_catalog.json (its `performances` array; events,
/// areas and the rest are objects keyed by id and are not mapped).
struct CitmPerformance: Mappable, Codable, Equatable {
    struct Price: Mappable, Codable, Equatable {
        var amount = 0
        var audienceSubCategoryId = 0
        var seatCategoryId = 0
        static let properties: MappableProperties<Price> = [
            .property("amount", \.amount), .property("audienceSubCategoryId", \.audienceSubCategoryId), .property("seatCategoryId", \.seatCategoryId),
        ]
    }

    struct Area: Mappable, Codable, Equatable {
        var areaId = 0
        var blockIds: [Int] = []
        static let properties: MappableProperties<Area> = [.property("areaId", \.areaId), .property("blockIds", \.blockIds)]
    }

    struct SeatCategory: Mappable, Codable, Equatable {
        var areas: [Area] = []
        var seatCategoryId = 0
        static let properties: MappableProperties<SeatCategory> = [.property("areas", \.areas), .property("seatCategoryId", \.seatCategoryId)]
    }

    var eventId = 0
    var id = 0
    var logo: String?
    var name: String?
    var prices: [Price] = []
    var seatCategories: [SeatCategory] = []
    var seatMapImage: String?
    var start: Int64 = 0
    var venueCode = ""

    static let properties: MappableProperties<CitmPerformance> = [
        .property("eventId", \.eventId), .property("id", \.id), .property("logo", \.logo), .property("name", \.name), .property("prices", \.prices),
        .property("seatCategories", \.seatCategories), .property("seatMapImage", \.seatMapImage), .property("start", \.start), .property("venueCode", \.venueCode),
    ]
}

/// citm_catalog.json's root, for `JSONDecoder`.
struct CitmCatalog: Decodable {
    var performances: [CitmPerformance]
}
