import Foundation

/// What a type decodes as, and whether it is read straight from the tape.
struct DecodedType {
    let kind: DecodedKind
    /// The type, when values of it are read from the tape first (strings,
    /// numbers, booleans, and their optionals, arrays and dictionaries).
    let readable: (any TapeReadable.Type)?
    /// An `Optional`: `null` decodes as `nil`.
    let isOptional: Bool
    /// The type as a ``Mappable`` model, when it is one (its property
    /// table maps it, not its `init(from:)`).
    let mappable: (any Mappable.Type)?

    init(_ type: Any.Type) {
        kind = DecodedKind(type)
        readable = type as? any TapeReadable.Type
        isOptional = type is any DecodableOptional.Type
        mappable = type as? any Mappable.Type
    }

    /// What `type` decodes as, worked out once per process: the protocol
    /// checks that decide it (`as? any P.Type`) scan the binary's
    /// conformance records, microseconds each, which a call must not pay
    /// again for every type it meets.
    static func of(_ type: Any.Type) -> DecodedType {
        let key = ObjectIdentifier(type)
        if let known = known.withLock({ $0[key] }) { return known.type }
        let made = DecodedType(type)
        known.withLock { $0[key] = Shared(type: made) }
        return made
    }

    /// A process-wide cache entry: metatypes and enum cases, immutable.
    private struct Shared: @unchecked Sendable {
        let type: DecodedType
    }

    private static let known = Locked<[ObjectIdentifier: Shared]>([:])
}
