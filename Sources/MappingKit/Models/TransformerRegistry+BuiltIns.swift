import Foundation

extension TransformerRegistry {
    /// The built-in transformers:
    ///
    /// | name | input | output |
    /// |---|---|---|
    /// | `date` | string in the user data's `format` (`timeZone`, default UTC; `locale`, default `en_US_POSIX`) | `Date` |
    /// | `iso8601Date` | ISO 8601 string | `Date` |
    /// | `epochSeconds` | number (or numeric string) of seconds since 1970 | `Date` |
    /// | `epochMilliseconds` | number of milliseconds since 1970 | `Date` |
    /// | `trimmed` | string, whitespace and newlines trimmed | `String` |
    /// | `lowercased`, `uppercased` | string | `String` |
    ///
    /// Each has a reverse.
    ///
    /// `date` compiles its format once (for English locales and the
    /// fixed-width fields APIs use) and parses and writes without
    /// Foundation's `DateFormatter`, about 100 times faster on Linux; text
    /// that is not ASCII fails at once. Other locales, and formats with week
    /// years, eras, day-of-year or long zone names, fall back to
    /// `DateFormatter`, which is then given no text with emoji.
    ///
    /// `TransformerRegistry()` starts from this set; ``empty`` has none.
    ///
    /// ```swift
    /// let catalog = try MappingCatalog(contentsOf: url, transformers: .standard)
    /// ```
    public static let standard: TransformerRegistry = {
        var registry = TransformerRegistry.empty
        registry.register("date", transform: { input -> Date in
            try date(input, codec: DateCodecCache.shared.codec(for: input.userData))
        }, reverse: { date, userData in
            .string(try DateCodecCache.shared.codec(for: userData).string(from: date))
        })
        // The format is compiled once per entry, when the plan is built.
        registry.prepare("date") { userData in
            guard let codec = try? DateCodecCache.shared.codec(for: userData) else { return nil }
            return { input in try date(input, codec: codec) }
        }
        registry.register("iso8601Date", transform: { input -> Date in
            guard let text = input.value.stringValue, let date = ISO8601.date(from: text) else {
                throw TransformerError("expected an ISO 8601 date, found \(input.value.summary)")
            }
            return date
        }, reverse: { date, _ in .string(ISO8601.string(from: date)) })
        registry.register("epochSeconds", transform: { input -> Date in
            Date(timeIntervalSince1970: try number(input, unit: "seconds since 1970"))
        }, reverse: { date, _ in JSON(date.timeIntervalSince1970) })
        registry.register("epochMilliseconds", transform: { input -> Date in
            Date(timeIntervalSince1970: try number(input, unit: "milliseconds since 1970") / 1000)
        }, reverse: { date, _ in
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            return Int64(exactly: milliseconds).map { JSON.number(JSON.Number($0)) } ?? JSON(milliseconds)
        })
        registry.register("trimmed", transform: { input -> String in
            try string(input).trimmingCharacters(in: .whitespacesAndNewlines)
        }, reverse: { text, _ in .string(text) })
        registry.register("lowercased", transform: { input -> String in try string(input).lowercased() },
                          reverse: { text, _ in .string(text) })
        registry.register("uppercased", transform: { input -> String in try string(input).uppercased() },
                          reverse: { text, _ in .string(text) })
        return registry
    }()

    /// The `date` transformer's work, with its codec.
    private static func date(_ input: TransformerInput, codec: DateCodec) throws -> Date {
        guard let text = input.value.stringValue else { throw TransformerError("expected a date string, found \(input.value.summary)") }
        guard let date = codec.date(from: text) else {
            throw TransformerError("expected a date in format '\(codec.format)', found \(input.value.summary)")
        }
        return date
    }

    /// Gives the built-in transformer `name` a preparation for its user data.
    private mutating func prepare(_ name: String, _ prepare: @escaping @Sendable (JSON?) -> (@Sendable (TransformerInput) throws -> Any)?) {
        transformers[name]?.prepare = prepare
    }

    private static func number(_ input: TransformerInput, unit: String) throws -> Double {
        if let number = input.value.numberValue, number.doubleValue.isFinite { return number.doubleValue }
        if let text = input.value.stringValue, let number = JSON.Number(text: text), number.doubleValue.isFinite {
            return number.doubleValue
        }
        throw TransformerError("expected a number of \(unit), found \(input.value.summary)")
    }

    private static func string(_ input: TransformerInput) throws -> String {
        guard let text = input.value.stringValue else { throw TransformerError("expected a string, found \(input.value.summary)") }
        return text
    }
}
