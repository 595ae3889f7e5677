import Foundation
import MappingKit

/// A status with its `created_at` as a `Date`, for the date row: the `date`
/// transformer against `JSONDecoder` with a `.formatted` strategy.
struct DatedStatus: Mappable, Decodable, Equatable {
    var id: UInt64 = 0
    var created_at = Date(timeIntervalSince1970: 0)

    static let properties: MappableProperties<DatedStatus> = [.property("id", \.id), .property("created_at", \.created_at)]

    /// Twitter's `created_at` format (`Tue Dec 06 22:21:26 +0000 2011`).
    static let format = "EEE MMM dd HH:mm:ss Z yyyy"

    static func decoder() -> JSONDecoder {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        return decoder
    }
}

/// A root holding statuses under `statuses`, for `JSONDecoder`.
struct DatedArchive: Decodable {
    var statuses: [DatedStatus]
}
