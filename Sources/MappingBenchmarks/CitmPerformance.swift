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
            "amount": \.amount, "audienceSubCategoryId": \.audienceSubCategoryId, "seatCategoryId": \.seatCategoryId,
        ]
    }

    struct Area: Mappable, Codable, Equatable {
        var areaId = 0
        var blockIds: [Int] = []
        static let properties: MappableProperties<Area> = ["areaId": \.areaId, "blockIds": \.blockIds]
    }

    struct SeatCategory: Mappable, Codable, Equatable {
        var areas: [Area] = []
        var seatCategoryId = 0
        static let properties: MappableProperties<SeatCategory> = ["areas": \.areas, "seatCategoryId": \.seatCategoryId]
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
        "eventId": \.eventId, "id": \.id, "logo": \.logo, "name": \.name, "prices": \.prices,
        "seatCategories": \.seatCategories, "seatMapImage": \.seatMapImage, "start": \.start, "venueCode": \.venueCode,
    ]
}

/// citm_catalog.json's root, for `JSONDecoder`.
struct CitmCatalog: Decodable {
    var performances: [CitmPerformance]
}
