import Foundation

/// Strict decoding, as `JSONDecoder` decodes (``PayloadDecoder``): the same
/// conversions and the same `DecodingError` cases, at the same coding paths.
extension DecodingSession {
    /// `T` from `value`, at the current coding path, or `JSONDecoder`'s error.
    func decodeStrictly<T: Decodable>(_ type: T.Type, _ value: SourceValue) throws -> T {
        let decoded = decodedType(of: T.self)
        if case .object = decoded.kind {
            let mark = cursorMark
            defer { restore(mark) }
            return try T(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        }
        return try strictValue(T.self, value, decoded)
    }

    /// ``decodeStrictly(_:_:)`` for the types MappingKit reads itself (kept
    /// apart: a generic optional costs a metadata lookup per call, which
    /// objects need not pay).
    @inline(never)
    private func strictValue<T: Decodable>(_ type: T.Type, _ value: SourceValue, _ decoded: DecodedType) throws -> T {
        if case .node(let node) = value, let readable = decoded.readable {
            return try readOr(readable, tape, at: node, as: T.self) { try strictConversion(T.self, value, decoded) }
        }
        return try strictConversion(T.self, value, decoded)
    }

    /// ``strictValue(_:_:_:)`` past the tape's reader: the containers, dates,
    /// data, the primitive conversions and `JSONDecoder`'s errors.
    private func strictConversion<T: Decodable>(_ type: T.Type, _ value: SourceValue, _ decoded: DecodedType) throws -> T {
        switch decoded.kind {
        case .array(let array):
            func open<A: DecodableArray>(_: A.Type) throws -> T { try Self.cast(A.decodedStrictly(value, by: self)) }
            return try open(array)
        case .dictionary(let dictionary):
            func open<D: DecodableDictionary>(_: D.Type) throws -> T { try Self.cast(D.decodedStrictly(value, by: self)) }
            return try open(dictionary)
        case .optional(let optional):
            func open<O: DecodableOptional>(_: O.Type) throws -> T { try Self.cast(O.decodedStrictly(value, by: self)) }
            return try open(optional)
        case .date:
            return try Self.cast(strictDate(value))
        case .data:
            return try Self.cast(strictData(value))
        case .object:
            return try T(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
        case .mappable:
            break
        }
        return try strictOther(T.self, value)
    }

    /// ``strictConversion(_:_:_:)`` of the primitive types, `URL`,
    /// `Decimal` and the rest (apart: the containers above look up no
    /// `Optional<T>`).
    @inline(never)
    private func strictOther<T: Decodable>(_ type: T.Type, _ value: SourceValue) throws -> T {
        if let primitive = try strictPrimitive(T.self, value) { return primitive }
        if T.self == URL.self {
            let text = try strictPrimitive(String.self, value) ?? ""
            guard let url = URL(string: text), let made = url as? T else { throw corrupted("Invalid URL string.") }
            return made
        }
        if T.self == Decimal.self {
            guard kind(value) == .number, let text = applier.payloadValue(value).numberValue?.text,
                let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), let made = decimal as? T
            else { throw typeMismatch(T.self, value) }
            return made
        }
        return try T(from: ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil))
    }

    /// `T` from the member `key` holds (`value`), with `key` on the coding path.
    func strictMember<T: Decodable>(_ type: T.Type, _ value: SourceValue, key: some CodingKey) throws -> T {
        let decoded = decodedType(of: T.self)
        if decoded.readable != nil { return try strictReadableMember(T.self, value, key: key) }
        return try entering(codingPath: Self.component(key)) { try decodeStrictly(T.self, value) }
    }

    /// ``strictMember(_:_:key:)`` of a type read from the tape.
    @inline(never)
    private func strictReadableMember<T: Decodable>(_ type: T.Type, _ value: SourceValue, key: some CodingKey) throws -> T {
        func slowly() throws -> T {
            try entering(codingPath: Self.component(key)) { try decodeStrictly(T.self, value) }
        }
        guard case .node(let node) = value, let readable = decodedType(of: T.self).readable else { return try slowly() }
        return try readOr(readable, tape, at: node, as: T.self, otherwise: slowly)
    }

    /// A coding key as a path component.
    static func component(_ key: some CodingKey) -> PathStack.Component {
        if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
        return .key(key.stringValue)
    }

    /// Each element of an array, at its index on the coding path.
    func strictElements<Element: Decodable>(of _: Element.Type, _ value: SourceValue) throws -> [Element] {
        guard kind(value) == .array else { throw typeMismatch([Element].self, value) }
        var elements: [Element] = []
        let total = count(value)
        elements.reserveCapacity(total)
        guard case .node(let index) = value else {
            try forEachElement(of: value) { position, item in
                elements.append(try entering(codingPath: .index(position)) { try decodeStrictly(Element.self, item) })
                return true
            }
            return elements
        }
        var child = index + 1
        for position in 0..<total {
            elements.append(try entering(codingPath: .index(position)) { try decodeStrictly(Element.self, .node(child)) })
            child = tape.skip(child)
        }
        return elements
    }

    /// Each member of an object, its key (converted as the options say) on
    /// the coding path; a repeated key keeps its first value, as in
    /// `JSONDecoder`.
    func strictMembers<Value: Decodable>(of _: Value.Type, _ value: SourceValue) throws -> [String: Value] {
        guard kind(value) == .object else { throw typeMismatch([String: Value].self, value) }
        var members: [String: Value] = [:]
        members.reserveCapacity(count(value))
        try forEachMember(of: value) { key, item in
            let name = convertsKeys ? codingName(ofPayloadKey: key) : key
            guard members[name] == nil else { return }
            members[name] = try entering(codingPath: .key(name)) { try decodeStrictly(Value.self, item) }
        }
        return members
    }

    /// The primitive types `JSONDecoder` reads itself; `nil` for another type.
    func strictPrimitive<T>(_ type: T.Type, _ value: SourceValue) throws -> T? {
        if T.self == String.self {
            guard kind(value) == .string else { throw typeMismatch(T.self, value) }
            return applier.payloadValue(value).stringValue as? T
        }
        if T.self == Bool.self {
            guard kind(value) == .bool else { throw typeMismatch(T.self, value) }
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
    func strictInteger<I: FixedWidthInteger & TapeReadable>(_: I.Type, _ value: SourceValue) throws -> I {
        // The tape's reader first, as everywhere; then JSONDecoder's wider rules.
        if case .node(let node) = value, let exact = I.read(from: tape, at: node) { return exact }
        guard kind(value) == .number, let number = applier.payloadValue(value).numberValue else {
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
        if kind(value) == .null {
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
