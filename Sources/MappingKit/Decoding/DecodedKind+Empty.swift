import Foundation

/// The empty value of a type, made without a payload: what a reporting
/// decoding stands in for a lost required value, and what a probe
/// (``DecodableProbe``) answers a key with.
extension DecodedKind {
    /// A `T` of this kind made from nothing: the first date, empty data,
    /// the first of ``emptyValues`` a ``MappableValue`` converts from, `nil`
    /// for an optional, an empty array or dictionary; `nil` for an object
    /// (its own initializer makes it) and for a type none converts to.
    func emptyValue<T>(_ type: T.Type) -> T? {
        switch self {
        case .date:
            return Date(timeIntervalSince1970: 0) as? T
        case .data:
            return Data() as? T
        case .mappable(let mappable):
            for candidate in Self.emptyValues {
                if let made = try? mappable.mapped(from: PayloadValue(candidate)) as? T { return made }
            }
            return nil
        case .optional(let optional):
            return optional.absent as? T
        case .array(let array):
            return array.empty as? T
        case .dictionary(let dictionary):
            return dictionary.empty as? T
        case .object:
            return nil
        }
    }

    /// Values an empty value is converted from, in order: a number (the
    /// numbers, `Bool`, `Decimal`), text (strings, `Data`), an array, an
    /// object, a URL, a UUID.
    private static let emptyValues: [JSON] = [
        0, "", [], [:], "about:blank", "00000000-0000-0000-0000-000000000000",
    ]
}
