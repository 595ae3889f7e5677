import Foundation
import MappingKit

/// One event of citm_catalog.json's `events`, an object keyed by id.
struct CitmEvent: Codable, Equatable {
    var description: String?
    var id: Int
    var logo: String?
    var name: String
    var subTopicIds: [Int]
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int]
}

/// citm_catalog.json with its events as `[String: CitmEvent]` and its
/// performances: what the `Codable` rows decode.
struct CitmWhole: Codable, Equatable {
    var events: [String: CitmEvent]
    var performances: [CitmPerformance]
}
