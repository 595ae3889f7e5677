/// A probe's stand-ins for the values an empty payload does not make: an
/// enum's case, found without a payload (``DecodableProbe``).
extension ProbeSession {
    /// Raw values tried after an entry's own: the open enum's fallback and
    /// other usual first cases, and the small numbers an `Int`-backed
    /// enum's cases most often have.
    private static let commonRawValues: [String] =
        ["", "unknown", "none", "other", "default", "unspecified", "undefined"] + (-1...1024).map(String.init)

    /// A value of `T` no payload made: the first case of a `CaseIterable`
    /// type, else the first raw value a `RawRepresentable` one takes among
    /// the values ``DecodableProbe/StandIns`` gives for the key path being
    /// probed, then ``commonRawValues``; `nil` for any other type.
    func standIn<T>(_ type: T.Type) -> T? {
        if let iterable = T.self as? any CaseIterable.Type, let first = Self.firstCase(of: iterable) as? T { return first }
        guard let representable = T.self as? any RawRepresentable.Type else { return nil }
        let given = standIns.values[path.joined(separator: "."), default: []].compactMap(Self.rawText)
        for text in given + Self.commonRawValues {
            if let made = Self.make(representable, from: text) as? T { return made }
        }
        return nil
    }

    private static func firstCase<C: CaseIterable>(of _: C.Type) -> Any? { C.allCases.first }

    /// `R(rawValue:)` of the raw value `text` spells (`"open"`, `"2"`), for
    /// raw values a string converts to (`String`, the integers, `Double`,
    /// `Character`…).
    private static func make<R: RawRepresentable>(_: R.Type, from text: String) -> Any? {
        guard let convertible = R.RawValue.self as? any LosslessStringConvertible.Type,
            let raw = convertible.init(text) as? R.RawValue
        else { return nil }
        return R(rawValue: raw)
    }

    /// A JSON value's text as a raw value: a string, a number or a boolean.
    private static func rawText(_ value: JSON) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }
}
