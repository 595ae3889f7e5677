import Foundation

/// How a `Decodable` type is read, worked out once per type and call: the
/// types MappingKit converts itself, the containers it walks itself (so a
/// bad element is skipped rather than failing the whole array), and the
/// rest, through their `init(from:)`.
enum DecodedKind {
    /// `Date`: the call's strategy, else MappingKit's dates.
    case date
    /// `Data`: the call's strategy (base64 by default).
    case data
    /// A type MappingKit converts (``MappableValue``): strings, numbers,
    /// booleans, `URL`, `UUID`, `Decimal`, ``JSON``, and their optionals,
    /// arrays, sets and dictionaries.
    case mappable(any MappableValue.Type)
    /// `Wrapped?` of another `Decodable`.
    case optional(any DecodableOptional.Type)
    /// `[Element]` of another `Decodable`: elements that cannot be decoded
    /// are skipped with their issues.
    case array(any DecodableArray.Type)
    /// `[String: Value]` of another `Decodable`: members that cannot be
    /// decoded are skipped with their issues.
    case dictionary(any DecodableDictionary.Type)
    /// Anything else: its `init(from:)`.
    case object


    init(_ type: Any.Type) {
        if type == Date.self {
            self = .date
        } else if type == Data.self {
            self = .data
        } else if type is any Mappable.Type {
            // A model is a `MappableValue` only to say it needs `@object`:
            // as a `Decodable`, its `init(from:)` makes it.
            self = .object
        } else if let mappable = type as? any MappableValue.Type, !Self.holdsModels(type) {
            self = .mappable(mappable)
        } else if let optional = type as? any DecodableOptional.Type {
            self = .optional(optional)
        } else if let array = type as? any DecodableArray.Type {
            self = .array(array)
        } else if let dictionary = type as? any DecodableDictionary.Type {
            self = .dictionary(dictionary)
        } else {
            self = .object
        }
    }
}

extension DecodedKind {
    /// Whether `type` is an optional or a collection of ``Mappable`` models
    /// (which are `MappableValue`s only to say they need `@object`).
    static func holdsModels(_ type: Any.Type) -> Bool {
        var current = type
        while let container = current as? any ContainerType.Type { current = container.containedType }
        return current is any Mappable.Type
    }
}

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

extension DecodingSession {
    /// What `T` decodes as, from the call's cache.
    @inline(__always)
    func decodedType<T>(of _: T.Type) -> DecodedType { typeCache.of(T.self) }

    /// The kind of `T`.
    @inline(__always)
    func kind<T>(of _: T.Type) -> DecodedKind { decodedType(of: T.self).kind }

    /// `T` read straight from the tape, when it is there as such.
    @inline(__always)
    func readDirectly<T>(_ type: T.Type, _ value: SourceValue) -> T? {
        guard case .node(let node) = value, let readable = decodedType(of: T.self).readable else { return nil }
        return readable.read(from: tape, at: node, as: T.self)
    }
}

/// `Optional` of a `Decodable`, opened: a value that is present and does
/// not decode gives `nil`, with a warning for a value that does not convert.
protocol DecodableOptional: ContainerType {
    static var absent: Self { get }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self
}

extension Optional: DecodableOptional where Wrapped: Decodable {
    static var absent: Self { nil }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        if session.kind(value) == .null { return nil }
        return try session.decodeIfPossible(Wrapped.self, value, at: site)
    }

    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self {
        if session.kind(value) == .null { return nil }
        return try session.decode(Wrapped.self, value)
    }
}

/// `Array` of a `Decodable`, opened: elements that cannot be decoded are
/// skipped with their issues.
protocol DecodableArray: ContainerType {
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self
}

extension Array: DecodableArray where Element: Decodable {
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        try session.decodeArray(of: Element.self, value, at: site)
    }

    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self {
        try session.elements(of: Element.self, value)
    }
}

/// `[String: Value]` of a `Decodable`, opened: members that cannot be
/// decoded are skipped with their issues.
protocol DecodableDictionary: ContainerType {
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self
}

extension Dictionary: DecodableDictionary where Key == String, Value: Decodable {
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        try session.decodeDictionary(of: Value.self, value, at: site)
    }

    static func decodedStrictly(_ value: SourceValue, by session: StrictSession) throws -> Self {
        try session.members(of: Value.self, value)
    }
}
