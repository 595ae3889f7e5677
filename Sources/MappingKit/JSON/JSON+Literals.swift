extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .number(Number(value)) }
    public init(floatLiteral value: Double) { self = .number(Number(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(Object(elements)) }
}

extension JSON {
    /// A number value.
    public init(_ value: Int) { self = .number(Number(value)) }
    /// A number value; NaN and infinities are written as `null`.
    public init(_ value: Double) { self = .number(Number(value)) }
    /// A string value.
    public init(_ value: String) { self = .string(value) }
    /// A bool value.
    public init(_ value: Bool) { self = .bool(value) }
}
