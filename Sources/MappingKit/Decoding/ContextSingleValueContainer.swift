/// The single-value container of a value (an enum's raw value, a wrapper
/// type's one value): read as its type, through MappingKit's conversions.
struct ContextSingleValueContainer: SingleValueDecodingContainer {
    let session: DecodingSession
    let value: SourceValue
    let plan: MappingPlan<JSONObjectTarget>?
    let owner: MappingPlan<JSONObjectTarget>?
    /// Path components entered around every call: `super` for a
    /// superclass's decoder.
    var prefix: [PathStack.Component] = []

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }

    func decodeNil() -> Bool { session.kind(value) == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try session.within(prefix) { try decodeHere(T.self) }
    }

    private func decodeHere<T: Decodable>(_ type: T.Type) throws -> T {
        let name: String = switch session.applier.target.components.last {
        case .key(let key)?: key
        default: ""
        }
        let site = DecodingSite(step: nil, name: name, payloadKey: nil, owner: owner, child: plan, placement: .here)
        if session.kind(value) == .null, !session.decodedType(of: T.self).isOptional {
            return try session.missing(T.self, at: site, key: AnyCodingKey(stringValue: name), wasNull: true)
        }
        return try session.decodeRequired(T.self, value, at: site)
    }
}
