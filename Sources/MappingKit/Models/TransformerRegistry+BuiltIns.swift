import Foundation

extension TransformerRegistry {
    /// The built-in transformers:
    ///
    /// | name | input | output |
    /// |---|---|---|
    /// | `date` | string in the user data's `format`, or in one of its `formats` (tried in order; a date is written in the first) (`timeZone`, default UTC; `locale`, default `en_US_POSIX`) | `Date` |
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
            try date(input, codecs: DateCodecCache.shared.codecs(for: input.userData))
        }, reverse: { date, userData in
            // The first format writes (`codecs` is never empty).
            guard let codec = try DateCodecCache.shared.codecs(for: userData).first else { throw TransformerError("no date format") }
            return .string(codec.string(from: date))
        })
        // The formats are compiled once per entry, when the plan is built.
        registry.prepare("date") { userData in
            guard let codecs = try? DateCodecCache.shared.codecs(for: userData) else { return nil }
            return { input in try date(input, codecs: codecs) }
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
        for name in registry.transformers.keys { registry.transformers[name]?.isBuiltIn = true }
        return registry
    }()

    /// The `date` transformer's work, with its codecs: the first that
    /// reads the text.
    private static func date(_ input: TransformerInput, codecs: [DateCodec]) throws -> Date {
        guard let text = input.value.stringValue else { throw TransformerError("expected a date string, found \(input.value.summary)") }
        for codec in codecs {
            if let date = codec.date(from: text) { return date }
        }
        let formats = codecs.map { "'\($0.format)'" }
        let expected = formats.count == 1 ? "format \(formats[0])" : "one of the formats " + formats.joined(separator: ", ")
        throw TransformerError("expected a date in \(expected), found \(input.value.summary)")
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
