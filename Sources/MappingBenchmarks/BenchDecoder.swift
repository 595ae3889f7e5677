import Foundation
import MappingKit

/// `JSONDecoder` and its drop-in `PayloadDecoder`, for rows that decode the
/// same structs with either.
protocol BenchDecoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: BenchDecoder {}
extension PayloadDecoder: BenchDecoder {}
