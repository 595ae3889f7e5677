import Foundation

/// What decoding meets when a value is not what the initializer asks for:
/// an issue and a stand-in.
extension DecodingSession {
    /// A required key with no value (and no default): an issue
    /// (none for an `@optional` entry) and a stand-in, the object then
    /// invalid (an `@optional` entry's stand-in is kept, as a model's own
    /// default is); `keyNotFound` or `valueNotFound` when the object is
    /// decoded again to learn whether its initializer copes.
    func missing<T: Decodable>(_ type: T.Type, at site: DecodingSite, key: some CodingKey, wasNull: Bool) throws -> T {
        func notFound() -> DecodingError {
            guard wasNull else { return keyNotFound(key) }
            return DecodingError.valueNotFound(T.self, DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "Cannot get value of type \(T.self) -- found null value instead"))
        }
        if let step = site.step, step.isOptional, let standIn = try? placeholder(T.self) {
            if records, step.missingIsWarning { applier.recordMissingOptional(step) }
            return standIn
        }
        if records {
            if let step = site.step, step.readsMetadata {
                applier.recordMissingMetadata(step)
            } else {
                record(.missingRequired, .error, at: site, problem: .missingRequired(property: site.name))
            }
        }
        return try failed(T.self, partial: nil, error: notFound())
    }

    /// `null` for a required value where the entry's `@null: "value"`
    /// makes `null` a value: what `T`'s own initializer makes of it (a JSON
    /// value type), else an `unexpectedNull` issue and a stand-in, the
    /// object then invalid (`valueNotFound` when decoded again).
    func unexpectedNull<T: Decodable>(_ type: T.Type, at site: DecodingSite, key: some CodingKey) throws -> T {
        if let made = madeFromNull(T.self, at: site) { return made }
        if records { record(.unexpectedNull, .error, at: site, problem: .unexpectedNull(property: site.name, type: "\(T.self)")) }
        return try failed(T.self, partial: nil, error: DecodingError.valueNotFound(T.self, DecodingError.Context(
            codingPath: codingPath + [key], debugDescription: "Cannot get value of type \(T.self) -- found null value instead")))
    }

    /// An optional value (`decodeIfPresent`) that is missing: `nil`, and an
    /// issue only when a context's entry that is not `@optional` names it
    /// (as for a model's property), or a `missingOptional` warning when
    /// its entry says `"@optional": "warning"`.
    func missingOptional(at site: DecodingSite) {
        guard records, let step = site.step else { return }
        if step.missingIsWarning { return applier.recordMissingOptional(step) }
        guard !step.isOptional else { return }
        if step.readsMetadata {
            applier.recordMissingMetadata(step)
        } else {
            record(.missingRequired, .error, at: site, problem: .missingRequired(property: site.name))
        }
    }

    /// A value of another shape than a container expects: ``NotAnObject``,
    /// which the object's decoding reports as `expectedObject`.
    func mismatch(expecting what: String, _ type: Any.Type, _ value: SourceValue) -> any Error {
        NotAnObject(found: applier.summary(value), wantsArray: type == [String].self)
    }

    /// A nested container asked of a value of another shape, at the
    /// current path: an issue there, and the object's initializer ends (its
    /// object is invalid; `JSONDecoder`'s `typeMismatch` when it is decoded
    /// again to learn whether it copes).
    func nestedMismatch(
        expecting what: String, _ type: Any.Type, _ value: SourceValue, owner: MappingPlan<JSONObjectTarget>?
    ) -> any Error {
        let name: String = if case .key(let key)? = applier.target.components.last { key } else { "" }
        let site = DecodingSite(step: nil, name: name, payloadKey: name, owner: owner, child: nil, placement: .here)
        let found = applier.summary(value)
        if type == [String].self {
            record(.expectedArray, .error, at: site, problem: .expectedArray(model: "'\(name)'", found: found))
        } else {
            record(.expectedObject, .error, at: site, problem: .expectedObject(model: "'\(name)'", found: found))
        }
        markFailed()
        return failsFast ? typeMismatch(type, value) : DecodingAbandoned()
    }

    /// Whether `T`'s own initializer is given a `null` (as `JSONDecoder`
    /// gives it): any type but those MappingKit reads itself.
    func takesNull<T>(_ type: T.Type) -> Bool {
        if case .object = kind(of: T.self) { return true }
        return false
    }

    /// A required value that is `null`, made by `T`'s own initializer when
    /// it takes one (a JSON value type, an enum with a case for `null`),
    /// silently; `nil` when it throws, and the `null` is reported as
    /// missing.
    func madeFromNull<T: Decodable>(_ type: T.Type, at site: DecodingSite) -> T? {
        guard takesNull(T.self) else { return nil }
        silent += 1
        throwing += 1
        failures.append(false)
        defer {
            silent -= 1
            throwing -= 1
            failures.removeLast()
        }
        let decoder = ContextDecoder(session: self, value: .value(PayloadValue(.null)), plan: site.child, owner: site.owner, injected: nil)
        return try? T(from: decoder)
    }
}

/// A container asked of a value of another shape, in a mapping: reported
/// by the object's decoding as `expectedObject`.
struct NotAnObject: Error {
    let found: String
    /// An unkeyed container was asked for.
    let wantsArray: Bool
}
