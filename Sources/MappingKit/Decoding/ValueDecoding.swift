import Foundation

/// What both decoders of the package are: the mapping one
/// (``DecodingSession``, through a context, problems reported) and the
/// strict one (``UnreportedSession``, behind ``PayloadDecoder``, the first
/// problem thrown). Each reads the same tape with the same readers
/// (``TapeReaders``, ``TapeReadable``) and converts with the conversions
/// written once in this protocol's extension: `JSONDecoder`'s primitive
/// rules, its date and data strategies and its errors.
protocol ValueDecoding: AnyObject {
    /// The payload's tape, for the whole call.
    var tape: TapeView { get }
    var options: DecodingOptions { get }
    /// The coding path at the current place.
    var codingPath: [any CodingKey] { get }
    /// The value as the public view handed to conversions.
    func payloadValue(_ value: SourceValue) -> PayloadValue
    /// The `Decoder` a strategy's closure, or `Date`'s and `Data`'s own
    /// `init(from:)`, is given for `value`.
    func valueDecoder(for value: SourceValue) -> any Decoder
    /// Told before each error below is made: the strict first attempt of
    /// a context's decoding (``UnreportedSession/attempting``) learns that the
    /// value is not read as the context would read it, even when an
    /// initializer catches the error.
    func noteError()
}

extension ValueDecoding {
    /// The kind of a value.
    @inline(__always)
    func kind(_ value: SourceValue) -> PayloadValue.Kind { value.kind(in: tape) }

    /// The primitive types `JSONDecoder` reads itself; `nil` for another type.
    func strictPrimitive<T>(_ type: T.Type, _ value: SourceValue) throws -> T? {
        if T.self == String.self {
            guard kind(value) == .string else { throw typeMismatch(T.self, value) }
            return payloadValue(value).stringValue as? T
        }
        if T.self == Bool.self {
            guard kind(value) == .bool else { throw typeMismatch(T.self, value) }
            return payloadValue(value).boolValue as? T
        }
        if T.self == Double.self { return try strictFloat(Double.self, value) as? T }
        if T.self == Float.self { return try strictFloat(Float.self, value) as? T }
        if T.self == Int.self { return try strictInteger(Int.self, value) as? T }
        if T.self == Int64.self { return try strictInteger(Int64.self, value) as? T }
        if T.self == UInt64.self { return try strictInteger(UInt64.self, value) as? T }
        if T.self == Int32.self { return try strictInteger(Int32.self, value) as? T }
        if T.self == UInt32.self { return try strictInteger(UInt32.self, value) as? T }
        if T.self == Int16.self { return try strictInteger(Int16.self, value) as? T }
        if T.self == UInt16.self { return try strictInteger(UInt16.self, value) as? T }
        if T.self == Int8.self { return try strictInteger(Int8.self, value) as? T }
        if T.self == UInt8.self { return try strictInteger(UInt8.self, value) as? T }
        if T.self == UInt.self { return try strictInteger(UInt.self, value) as? T }
        return nil
    }

    /// An integer: its exact digits, or an integral number in range (`1.0`,
    /// `1e2`) as `JSONDecoder` takes it.
    func strictInteger<I: FixedWidthInteger & TapeReadable>(_: I.Type, _ value: SourceValue) throws -> I {
        // The tape's reader first, as everywhere; then JSONDecoder's wider rules.
        if case .node(let node) = value, let exact = I.read(from: tape, at: node) { return exact }
        guard kind(value) == .number, let number = payloadValue(value).numberValue else {
            throw typeMismatch(I.self, value)
        }
        if let exact = I(number.text) { return exact }
        let double = number.doubleValue
        if double.isFinite, let exact = I(exactly: double) { return exact }
        throw corrupted("Parsed JSON number <\(number.text)> does not fit in \(I.self).")
    }

    /// A floating-point number, or the strings the non-conforming-float
    /// strategy names.
    func strictFloat<F: BinaryFloatingPoint>(_: F.Type, _ value: SourceValue) throws -> F {
        let payload = payloadValue(value)
        if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy,
            let text = payload.stringValue
        {
            if text == positive { return .infinity }
            if text == negative { return -.infinity }
            if text == nan { return .nan }
        }
        guard payload.kind == .number, let number = payload.numberValue else { throw typeMismatch(F.self, value) }
        let double = number.doubleValue
        guard double.isFinite else { throw corrupted("Number \(number.text) is not representable in Swift.") }
        let converted = F(double)
        guard converted.isFinite else { throw corrupted("Parsed JSON number <\(number.text)> does not fit in \(F.self).") }
        return converted
    }

    /// A date, as the strategy says (`deferredToDate` by default: seconds
    /// since 2001, `Date`'s own `Codable` form).
    func strictDate(_ value: SourceValue) throws -> Date {
        switch options.dateDecodingStrategy ?? .deferredToDate {
        case .deferredToDate:
            return try Date(from: valueDecoder(for: value))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try strictFloat(Double.self, value))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try strictFloat(Double.self, value) / 1_000)
        case .iso8601:
            guard let text = try strictPrimitive(String.self, value), let date = ISO8601.date(from: text) else {
                throw corrupted("Expected date string to be ISO8601-formatted.")
            }
            return date
        #if canImport(Darwin)
        // Elsewhere `.formatted` is made as a `.custom` strategy.
        case .formatted(let formatter):
            guard let text = try strictPrimitive(String.self, value), let date = formatter.date(from: text) else {
                throw corrupted("Date string does not match format expected by formatter.")
            }
            return date
        #endif
        case .custom(let decode):
            return try decode(valueDecoder(for: value))
        @unknown default:
            return try Date(from: valueDecoder(for: value))
        }
    }

    /// Data, as the strategy says (base64 by default).
    func strictData(_ value: SourceValue) throws -> Data {
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try Data(from: valueDecoder(for: value))
        case .base64:
            guard let text = try strictPrimitive(String.self, value), let data = Data(base64Encoded: text) else {
                throw corrupted("Encountered Data is not valid Base64.")
            }
            return data
        case .custom(let decode):
            return try decode(valueDecoder(for: value))
        @unknown default:
            return try Data(from: valueDecoder(for: value))
        }
    }

    /// A value as `JSONDecoder` names it in its errors.
    func describe(_ value: SourceValue) -> String {
        switch kind(value) {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    /// `JSONDecoder`'s `typeMismatch` (or `valueNotFound` for `null`, but
    /// for `Bool`, as `JSONDecoder`) at the current path.
    func typeMismatch(_ type: Any.Type, _ value: SourceValue) -> DecodingError {
        noteError()
        if kind(value) == .null, type != Bool.self {
            return DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(describe(value)) instead."))
    }

    /// `JSONDecoder`'s `dataCorrupted` at the current path.
    func corrupted(_ description: String) -> DecodingError {
        noteError()
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    /// `JSONDecoder`'s error for a key whose member is `null`.
    func valueNotFound(_ type: Any.Type, key: some CodingKey) -> DecodingError {
        noteError()
        return DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath + [key], debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    /// The element at `index` of an unkeyed container's array: its node
    /// when the container walks the tape (`node`), else the payload's.
    func element(_ index: Int, of array: SourceValue, node: Int?) -> SourceValue {
        if let node { return .node(node) }
        return .value(payloadValue(array).elements?[index] ?? PayloadValue(.null))
    }

    /// `JSONDecoder`'s error for an unkeyed container read past its end.
    func unkeyedAtEnd(_ type: Any.Type, index: Int) -> DecodingError {
        noteError()
        return DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath + [AnyCodingKey(intValue: index)], debugDescription: "Unkeyed container is at end."))
    }

    /// `JSONDecoder`'s error for a key with no member.
    func keyNotFound(_ key: some CodingKey) -> DecodingError {
        noteError()
        return DecodingError.keyNotFound(key, DecodingError.Context(
            codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
}
