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

extension DecodingSession {
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

extension Optional: DecodableOptional where Wrapped: Decodable {
    static var absent: Self { nil }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        if session.kind(value) == .null { return nil }
        return try session.decodeIfPossible(Wrapped.self, value, at: site)
    }

    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self {
        if session.kind(value) == .null { return nil }
        return try session.decode(Wrapped.self, value, Policy.self)
    }
}

extension Array: DecodableArray where Element: Decodable {
    static var empty: Self { [] }

    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        try session.decodeArray(of: Element.self, value, at: site)
    }

    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self {
        try session.elements(of: Element.self, value, Policy.self)
    }
}

extension Dictionary: DecodableDictionary where Key == String, Value: Decodable {
    static var empty: Self { [:] }

    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self {
        try session.decodeDictionary(of: Value.self, value, at: site)
    }

    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self {
        try session.members(of: Value.self, value, Policy.self)
    }
}
