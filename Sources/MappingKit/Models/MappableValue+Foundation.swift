import Foundation

extension URL: MappableValue {
    /// Strings that are valid URLs (characters that are not allowed in a
    /// URL, such as spaces, are a mismatch rather than being escaped).
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> URL {
        guard let string = value.stringValue, !string.isEmpty, let url = strictURL(string) else {
            throw MappingConversionError(expected: "URL", found: value)
        }
        return url
    }

    static func strictURL(_ string: String) -> URL? {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return URL(string: string, encodingInvalidCharacters: false)
        }
        return URL(string: string)
    }

    public var mappingJSON: JSON { .string(absoluteString) }
}

extension UUID: MappableValue {
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> UUID {
        guard let string = value.stringValue, let uuid = UUID(uuidString: string) else {
            throw MappingConversionError(expected: "UUID", found: value)
        }
        return uuid
    }

    public var mappingJSON: JSON { .string(uuidString) }
}

extension Data: MappableValue {
    /// Base64 strings.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Data {
        guard let string = value.stringValue, let data = Data(base64Encoded: string) else {
            throw MappingConversionError(expected: "Data (base64)", found: value)
        }
        return data
    }

    public var mappingJSON: JSON { .string(base64EncodedString()) }
    public static var mappingTypeName: String { "Data" }
}

extension Date: MappableValue {
    /// ISO 8601 strings (`2024-06-03`, `2024-06-03T10:20:30Z`, with an
    /// optional fraction and `Z` or `±HH:MM` offset; no offset means UTC)
    /// and numbers as seconds since 1970. Parsed without Foundation
    /// formatters. Other formats: the `date` transformer.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Date {
        if let number = value.numberValue, number.doubleValue.isFinite {
            return Date(timeIntervalSince1970: number.doubleValue)
        }
        if let string = value.stringValue, let date = ISO8601.date(from: string) {
            return date
        }
        throw MappingConversionError(expected: "Date (ISO 8601 or seconds since 1970)", found: value)
    }

    /// ISO 8601 in UTC, with milliseconds when the date has a fraction.
    public var mappingJSON: JSON { .string(ISO8601.string(from: self)) }
}

extension JSON: MappableValue {
    /// Any value, as it is.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> JSON {
        value.json
    }

    public var mappingJSON: JSON { self }
}
