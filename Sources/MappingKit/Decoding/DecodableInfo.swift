/// A registered `Decodable` type.
struct DecodableInfo: @unchecked Sendable {
    // A metatype, never mutated.
    let name: String
    let type: any Decodable.Type
}
