import Foundation

/// Values as `JSONDecoder` decodes them: the same conversions (those of
/// ``ValueDecoding``) and the same `DecodingError` cases, at the same
/// coding paths.
extension UnreportedSession {
    /// `T` from `value`, at the current coding path, or `JSONDecoder`'s error.
    @inline(__always)
    func decode<T: Decodable, Policy: UnreportedPolicy>(_ type: T.Type, _ value: SourceValue, _ policy: Policy.Type) throws -> T {
        let decoded = decodedType(of: T.self)
        if case .object = decoded.kind {
            let mark = members.mark
            defer { members.restore(mark) }
            return try Policy.object(T.self, value, in: self)
        }
        return try readValue(T.self, value, decoded, Policy.self)
    }

    /// ``decode(_:_:)`` for the types MappingKit reads itself (kept apart:
    /// a generic optional costs a metadata lookup per call, which objects
    /// need not pay).
    @inline(never)
    private func readValue<T: Decodable, Policy: UnreportedPolicy>(
        _ type: T.Type, _ value: SourceValue, _ decoded: DecodedType, _ policy: Policy.Type
    ) throws -> T {
        if case .node(let node) = value, let readable = decoded.readable {
            return try readOr(readable, tape, at: node, as: T.self) { try conversion(T.self, value, decoded, Policy.self) }
        }
        return try conversion(T.self, value, decoded, Policy.self)
    }

    /// ``readValue(_:_:_:)`` past the tape's reader: the containers, dates,
    /// data, the primitive conversions and `JSONDecoder`'s errors.
    private func conversion<T: Decodable, Policy: UnreportedPolicy>(
        _ type: T.Type, _ value: SourceValue, _ decoded: DecodedType, _ policy: Policy.Type
    ) throws -> T {
        try Policy.admit(T.self, decoded, in: self)
        switch decoded.kind {
        case .array(let array):
            func open<A: DecodableArray>(_: A.Type) throws -> T { try DecodingSession.cast(A.decodedStrictly(value, by: self, Policy.self)) }
            return try open(array)
        case .dictionary(let dictionary):
            func open<D: DecodableDictionary>(_: D.Type) throws -> T {
                try DecodingSession.cast(D.decodedStrictly(value, by: self, Policy.self))
            }
            return try open(dictionary)
        case .optional(let optional):
            func open<O: DecodableOptional>(_: O.Type) throws -> T { try DecodingSession.cast(O.decodedStrictly(value, by: self, Policy.self)) }
            return try open(optional)
        case .date:
            return try DecodingSession.cast(strictDate(value))
        case .data:
            return try DecodingSession.cast(strictData(value))
        case .object:
            return try Policy.object(T.self, value, in: self)
        case .mappable:
            break
        }
        return try Policy.converted(T.self, value, in: self)
    }

    /// `JSONDecoder`'s conversions of the primitive types, `URL`, `Decimal`
    /// and the rest (``JSONDecoderRules/converted(_:_:in:)``; apart: the
    /// containers above look up no `Optional<T>`).
    @inline(never)
    func jsonDecoderConversion<T: Decodable>(_ type: T.Type, _ value: SourceValue) throws -> T {
        if let primitive = try strictPrimitive(T.self, value) { return primitive }
        if T.self == URL.self {
            let text = try strictPrimitive(String.self, value) ?? ""
            guard let url = URL(string: text), let made = url as? T else { throw corrupted("Invalid URL string.") }
            return made
        }
        if T.self == Decimal.self {
            guard kind(value) == .number, let text = payloadValue(value).numberValue?.text else { throw typeMismatch(T.self, value) }
            // A number beyond Decimal's range (1e400, 1e-400): JSONDecoder's words.
            guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), let made = decimal as? T else {
                throw corrupted("Parsed JSON number <\(text)> does not fit in Decimal.")
            }
            return made
        }
        return try T(from: StrictDecoder(session: self, value: value, policy: JSONDecoderRules.self))
    }

    /// `T` from the member `key` holds (`value`), with `key` on the coding path.
    @inline(__always)
    func member<T: Decodable, Policy: UnreportedPolicy>(_ type: T.Type, _ value: SourceValue, key: some CodingKey, _ policy: Policy.Type) throws -> T {
        if decodedType(of: T.self).readable != nil { return try readableMember(T.self, value, key: key, Policy.self) }
        return try entering(codingPath: Self.component(key)) { try decode(T.self, value, Policy.self) }
    }

    /// ``member(_:_:key:)`` of a type read from the tape.
    @inline(never)
    private func readableMember<T: Decodable, Policy: UnreportedPolicy>(
        _ type: T.Type, _ value: SourceValue, key: some CodingKey, _ policy: Policy.Type
    ) throws -> T {
        func slowly() throws -> T {
            try entering(codingPath: Self.component(key)) { try decode(T.self, value, Policy.self) }
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
    func elements<Element: Decodable, Policy: UnreportedPolicy>(of _: Element.Type, _ value: SourceValue, _ policy: Policy.Type) throws -> [Element] {
        guard kind(value) == .array else { throw typeMismatch([Element].self, value) }
        var elements: [Element] = []
        let total = count(value)
        elements.reserveCapacity(total)
        guard case .node(let index) = value else {
            try value.forEachElement(in: tape) { position, item in
                elements.append(try entering(codingPath: .index(position)) { try decode(Element.self, item, Policy.self) })
                return true
            }
            return elements
        }
        var child = index + 1
        for position in 0..<total {
            elements.append(try entering(codingPath: .index(position)) { try decode(Element.self, .node(child), Policy.self) })
            child = tape.skip(child)
        }
        return elements
    }

    /// Each member of an object, its key (converted as the options say) on
    /// the coding path; a repeated key keeps its first value, as in
    /// `JSONDecoder`.
    func members<Value: Decodable, Policy: UnreportedPolicy>(of _: Value.Type, _ value: SourceValue, _ policy: Policy.Type) throws -> [String: Value] {
        guard kind(value) == .object else { throw typeMismatch([String: Value].self, value) }
        var members: [String: Value] = [:]
        members.reserveCapacity(count(value))
        try value.forEachMember(in: tape) { key, item in
            let name = convertsKeys ? codingName(ofPayloadKey: key) : key
            guard members[name] == nil else { return }
            members[name] = try entering(codingPath: .key(name)) { try decode(Value.self, item, Policy.self) }
        }
        return members
    }

    /// Whether `T`'s own initializer is given a `null` (as `JSONDecoder`
    /// gives it): any type but those MappingKit reads itself.
    func takesNull<T>(_ type: T.Type) -> Bool {
        if case .object = decodedType(of: T.self).kind { return true }
        return false
    }
}
