/// The Swift type inference chose for an entry's values.
indirect enum InferredType: Sendable, Hashable {
    case bool, int, int64, uint64, double, string, url
    /// Integers beyond 64 bits of up to 38 digits, which `Decimal` keeps exactly.
    case decimal
    /// A `Date`, read by the formats' transformer: one format, or several
    /// (most used first) that the `date` transformer tries in order.
    case date([DateFormat])
    /// Nothing to go by (always `null`, arrays always empty): the value as it is.
    case json
    /// A string field's open set of values (``AllowedValues``): a Swift
    /// enum of this name, nested in its model.
    case enumeration(String)
    case array(InferredType)
    /// `[String: T]`.
    case dictionary(InferredType)
    /// The model at this index of the inference's models (a `@switch` base
    /// when it has cases).
    case model(Int)

    /// The date formats of a `Date`, or of the elements of arrays of them.
    var dateFormats: [DateFormat]? {
        switch self {
        case .date(let formats): formats
        case .array(let element), .dictionary(let element): element.dateFormats
        default: nil
        }
    }

    /// The model this type holds (itself, or as elements or values).
    var model: Int? {
        switch self {
        case .model(let index): index
        case .array(let element), .dictionary(let element): element.model
        default: nil
        }
    }

    /// Whether it is a dictionary, or an array of them (`@object` then takes `@key`).
    var isDictionary: Bool {
        switch self {
        case .dictionary: true
        case .array(let element): element.isDictionary
        default: false
        }
    }

    /// Whether it holds any JSON, itself or as elements or values.
    var holdsJSON: Bool {
        switch self {
        case .json: true
        case .array(let element), .dictionary(let element): element.holdsJSON
        default: false
        }
    }

    /// Swift spelling, with `name` giving each model's type name.
    func swift(_ name: (Int) -> String) -> String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .int64: "Int64"
        case .uint64: "UInt64"
        case .double: "Double"
        case .decimal: "Decimal"
        case .string: "String"
        case .url: "URL"
        case .date: "Date"
        case .json: "JSON"
        case .enumeration(let name): name
        case .array(let element): "[\(element.swift(name))]"
        case .dictionary(let value): "[String: \(value.swift(name))]"
        case .model(let index): name(index)
        }
    }
}
