/// A type a payload value can be converted into, and written back from.
///
/// MappingKit provides conformances for `String`, every integer width,
/// `Double`, `Float`, `Decimal`, `Bool`, `URL`, `UUID`, `Data` (base64),
/// `Date` (ISO 8601 or seconds since 1970), ``JSON``, `Optional`, `Array`,
/// `Set` and `[String: Value]` of conforming types. `RawRepresentable` enums
/// conform by declaring it:
///
/// ```swift
/// enum Language: String, MappableValue { case en, fr }
///
/// struct Money: MappableValue {
///     var cents: Int
///     static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Money {
///         guard let number = value.numberValue, let cents = number.int64Value else {
///             throw MappingConversionError(expected: "Money (cents)", found: value)
///         }
///         return Money(cents: Int(cents))
///     }
///     var mappingJSON: JSON { JSON(cents) }
/// }
/// ```
///
/// A type that is only ever produced by a transformer can conform with an
/// empty extension; converting a payload value into it directly is then a
/// `typeMismatch` issue asking for a transformer.
public protocol MappableValue {
    /// Converts a present (non-null) payload value.
    static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Self
    /// The value as JSON, for reverse mapping and dynamic output.
    var mappingJSON: JSON { get }
    /// The type's name in messages (`Int`, `URL`, `[String]`).
    static var mappingTypeName: String { get }
}

extension MappableValue {
    /// For a type only a transformer produces: every payload value is a
    /// mismatch (`expected Coordinate, found array of 2 (this type is only
    /// set by a transformer)`).
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Self {
        throw MappingConversionError(expected: mappingTypeName, found: value, detail: "this type is only set by a transformer")
    }

    /// `null`: a type only a transformer produces is written back by the
    /// transformer's reverse.
    public var mappingJSON: JSON { .null }

    /// The type's name as Swift spells it.
    public static var mappingTypeName: String { String(describing: Self.self) }
}
