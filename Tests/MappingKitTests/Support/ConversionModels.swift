import Foundation
import MappingKit
import Testing

enum Language: String, MappableValue, Sendable {
    case en, fr
}

enum Priority: Int, MappableValue, Sendable {
    case low = 1, high = 2
}

/// A user type with its own conversion: an amount in cents from "12.34" or 1234.
struct Money: MappableValue, Equatable, Sendable {
    var cents: Int

    static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Money {
        if let number = value.numberValue, let cents = number.int64Value { return Money(cents: Int(cents)) }
        if let text = value.stringValue, let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) {
            var scaled = decimal * 100
            var rounded = Decimal()
            NSDecimalRound(&rounded, &scaled, 0, .plain)
            if rounded == scaled { return Money(cents: NSDecimalNumber(decimal: rounded).intValue) }
        }
        throw MappingConversionError(expected: "Money (cents or \"12.34\")", found: value)
    }

    var mappingJSON: JSON { JSON(cents) }
}

/// One property of each convertible type, for conversion tests (a struct).
struct Scalars: Mappable, Equatable {
    var string = "old"
    var int = -1
    var int8: Int8 = -1
    var int32: Int32 = -1
    var uint8: UInt8 = 0
    var int64: Int64 = -1
    var uint64: UInt64 = 0
    var double = -1.0
    var float: Float = -1
    var decimal = Decimal(-1)
    var bool = false
    var url: URL?
    var uuid: UUID?
    var data: Data?
    var date: Date?
    var language: Language?
    var priority = Priority.low
    var optionalString: String? = "old"
    var ints: [Int] = []
    var tags: Set<String> = []
    var counts: [String: Int] = [:]
    var json: JSON = .null
    var money = Money(cents: 0)

    static let properties: MappableProperties<Scalars> = [
        "string": \.string, "int": \.int, "int8": \.int8, "int32": \.int32, "uint8": \.uint8, "int64": \.int64,
        "uint64": \.uint64, "double": \.double, "float": \.float, "decimal": \.decimal, "bool": \.bool, "url": \.url,
        "uuid": \.uuid, "data": \.data, "date": \.date, "language": \.language, "priority": \.priority,
        "optionalString": \.optionalString, "ints": \.ints, "tags": \.tags, "counts": \.counts, "json": \.json,
        "money": \.money,
    ]
}

extension Scalars {
    /// Values that must write back exactly: the largest `UInt64`, a decimal
    /// no `Double` holds, a date with a fraction, data, enums, collections, a
    /// URL with a query; `optionalString` is `nil`.
    static func writtenBack() throws -> Scalars {
        var model = Scalars()
        model.uint64 = .max
        model.decimal = try #require(Decimal(string: "0.1000000000000000055511151231257827", locale: Locale(identifier: "en_US_POSIX")))
        model.date = Date(timeIntervalSince1970: 1_717_410_030.25)
        model.data = Data("Hello".utf8)
        model.language = .fr
        model.priority = .high
        model.tags = ["swift"]
        model.counts = ["stars": 12, "forks": 3]
        model.url = URL(string: "https://example.com/a?b=c")
        model.optionalString = nil
        return model
    }
}

/// Maps `{"v": value}` (or the JSON text `{"v": TEXT}`) into one property of
/// ``Scalars`` through a one-entry context.
enum Convert {
    static func catalog(_ property: String) throws -> MappingCatalog {
        try MappingCatalog(string: #"{ "$C": { "\#(property)": "v" } }"#, displayName: "C.mappings")
    }

    static func value(_ property: String, _ value: JSON, into start: Scalars = Scalars()) throws -> (Scalars, [String]) {
        var model = start
        let report = try catalog(property).context("$C").map(["v": value], into: &model)
        return (model, report.issues.map(\.message))
    }

    static func text(_ property: String, _ text: String) throws -> (Scalars, [String]) {
        let result = try catalog(property).context("$C").object(from: Data(#"{"v": \#(text)}"#.utf8), as: Scalars.self)
        return (result.value, result.report.issues.map(\.message))
    }
}
