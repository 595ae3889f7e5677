import Foundation

/// Strict decoding, as `JSONDecoder` decodes (``PayloadDecoder``): the same
/// conversions and the same `DecodingError` cases, at the same coding paths.
extension DecodingSession {
    /// `T` from `value`, or `JSONDecoder`'s error.
    func decodeStrictly<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite) throws -> T {
        if site.placement == .member {
            applier.target.push(.key(site.name))
            defer { applier.target.pop() }
            return try decodeStrictly(T.self, value, at: site.here)
        }
        if let primitive = try strictPrimitive(T.self, value) { return primitive }
        if T.self == Date.self, let made = try strictDate(value) as? T { return made }
        if T.self == Data.self, let made = try strictData(value) as? T { return made }
        if T.self == URL.self {
            let text = try strictPrimitive(String.self, value) ?? ""
            guard let url = URL(string: text), let made = url as? T else { throw corrupted("Invalid URL string.") }
            return made
        }
        if T.self == Decimal.self {
            guard applier.kind(value) == .number, let text = applier.payloadValue(value).numberValue?.text,
                let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), let made = decimal as? T
            else { throw typeMismatch(T.self, value) }
            return made
        }
        return try T(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
    }

    /// The primitive types `JSONDecoder` reads itself; `nil` for another type.
    func strictPrimitive<T>(_ type: T.Type, _ value: SourceValue) throws -> T? {
        if T.self == String.self {
            guard applier.kind(value) == .string else { throw typeMismatch(T.self, value) }
            return applier.payloadValue(value).stringValue as? T
        }
        if T.self == Bool.self {
            guard applier.kind(value) == .bool else { throw typeMismatch(T.self, value) }
            return applier.payloadValue(value).boolValue as? T
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
    func strictInteger<I: FixedWidthInteger>(_: I.Type, _ value: SourceValue) throws -> I {
        guard applier.kind(value) == .number, let number = applier.payloadValue(value).numberValue else {
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
        let payload = applier.payloadValue(value)
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
            return try Date(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
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
            return try decode(ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        @unknown default:
            return try Date(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        }
    }

    /// Data, as the strategy says (base64 by default).
    func strictData(_ value: SourceValue) throws -> Data {
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try Data(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        case .base64:
            guard let text = try strictPrimitive(String.self, value), let data = Data(base64Encoded: text) else {
                throw corrupted("Encountered Data is not valid Base64.")
            }
            return data
        case .custom(let decode):
            return try decode(ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        @unknown default:
            return try Data(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        }
    }

    /// `JSONDecoder`'s `typeMismatch` (or `valueNotFound` for `null`) at the
    /// current path.
    func typeMismatch(_ type: Any.Type, _ value: SourceValue) -> DecodingError {
        if applier.kind(value) == .null {
            return DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(describe(value)) instead."))
    }

    /// `JSONDecoder`'s `dataCorrupted` at the current path.
    func corrupted(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
}
