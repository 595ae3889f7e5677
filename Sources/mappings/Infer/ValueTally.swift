import MappingKit

/// What the values found at one place of the samples were: how many of
/// each kind, which numbers and strings they held, and where their objects
/// and elements went. Mergeable: the same place of several samples, or
/// places that share a model, add up.
final class ValueTally {
    /// The kinds a value can be, for majorities and reports.
    enum Kind: String, CaseIterable, Comparable {
        case bool, number, string, object, array
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.order < rhs.order }
        private var order: Int { Kind.allCases.firstIndex(of: self) ?? 0 }
    }

    var nulls = 0
    var bools = 0
    /// Integers within ±2^53, which every Swift number type reads exactly.
    var integers = 0
    /// Integers beyond 2^53 that fit an `Int64`.
    var wideSigned = 0
    /// Integers beyond `Int64` that fit a `UInt64`.
    var wideUnsigned = 0
    /// Integers beyond `Int64` and `UInt64` (`123456789012345678901234567890`).
    var wideIntegers = 0
    /// The most digits such an integer had.
    var widestDigits = 0
    /// Numbers with a fraction or an exponent.
    var fractions = 0
    var strings = 0
    /// Strings that are absolute http or https URLs.
    var urls = 0
    /// Strings in each recognised date format.
    var dates: [DateFormat: Int] = [:]
    /// Strings an integer property reads (`"104"`).
    var integerStrings = 0
    /// Strings a `Double` property reads (`"12.5"`, and the integer ones).
    var numberStrings = 0
    /// The distinct strings and how many times each was found, in the
    /// order first found, while they are few and short enough to be an
    /// enum's raw values (``AllowedValues``); `nil` once they are not.
    var stringValues: [(value: String, count: Int)]? = []
    var objects = 0
    var arrays = 0
    /// The place the objects went to, when they are objects of a model.
    var place: Int?
    /// When the objects are dictionaries: what their members' values were.
    var dictionary: DictionaryShape?
    /// The arrays' elements, all arrays together.
    var elements: ValueTally?
    /// The values were found beyond ``ShapeCollector/maximumDepth``: their
    /// objects and elements were not looked into (the value is typed `JSON`).
    var beyondDepth = false
    /// When the elements are objects split by a type field.
    var switchShape: SwitchShape?

    /// A dictionary of models or of values: its values' tally and why it
    /// was taken for one.
    struct DictionaryShape {
        var values: ValueTally
        var evidence: ShapeCollector.DictionaryEvidence
        /// The member of every value that repeats its key (`id`), if any.
        var keyCopy: String?
    }

    /// Array elements whose `key` picks one of several shapes: the shared
    /// fields' place and one place per value.
    struct SwitchShape {
        var key: String
        var base: Int
        var cases: [(value: String, place: Int, count: Int)]
    }

    var present: Int { bools + numbers + strings + objects + arrays }
    var numbers: Int { integers + wideSigned + wideUnsigned + wideIntegers + fractions }

    func count(_ kind: Kind) -> Int {
        switch kind {
        case .bool: bools
        case .number: numbers
        case .string: strings
        case .object: objects
        case .array: arrays
        }
    }

    /// The kind most values are (ties to the first of bool, number, string,
    /// object, array); `nil` when every value was null.
    var majority: Kind? {
        Kind.allCases.filter { count($0) > 0 }.max { count($0) < count($1) || (count($0) == count($1) && $0 > $1) }
    }

    /// Adds one value; objects and arrays are collected by the caller.
    func add(_ value: JSON) {
        switch value {
        case .null: nulls += 1
        case .bool: bools += 1
        case .number(let number): addNumber(number)
        case .string(let text): addString(text)
        case .object: objects += 1
        case .array: arrays += 1
        }
    }

    private func addNumber(_ number: JSON.Number) {
        guard number.isInteger, let value = number.int64Value else {
            guard number.isInteger else {
                fractions += 1
                return
            }
            let text = number.text
            if UInt64(text) != nil {
                wideUnsigned += 1
            } else {
                wideIntegers += 1
                widestDigits = max(widestDigits, text.utf8.count - (text.hasPrefix("-") ? 1 : 0))
            }
            return
        }
        if value.magnitude <= 1 << 53 { integers += 1 } else { wideSigned += 1 }
    }

    private func addString(_ text: String) {
        strings += 1
        if let format = DateFormat.of(text) { dates[format, default: 0] += 1 }
        if Self.isWebURL(text) { urls += 1 }
        if Int64(text) != nil { integerStrings += 1 }
        if Self.isDecimalNumber(text) { numberStrings += 1 }
        tallyString(text, times: 1)
    }

    /// Counts one string among ``stringValues``: past
    /// ``AllowedValues/maximumCount`` distinct values, or a string longer
    /// than a raw value is, the values are no small set.
    private func tallyString(_ text: String, times: Int) {
        guard var values = stringValues else { return }
        guard text.utf8.count <= AllowedValues.maximumLength else {
            stringValues = nil
            return
        }
        if let index = values.firstIndex(where: { $0.value == text }) {
            values[index].count += times
        } else if values.count < AllowedValues.maximumCount {
            values.append((text, times))
        } else {
            stringValues = nil
            return
        }
        stringValues = values
    }

    /// An absolute http or https URL with a host, as MappingKit's `URL`
    /// conversion reads it: characters a URL may not hold (spaces, `[` in a
    /// path) are not escaped, so such a string stays a `String`.
    static func isWebURL(_ text: String) -> Bool {
        guard text.count <= 4096, text.hasPrefix("http://") || text.hasPrefix("https://") else { return false }
        let url: URL?
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            url = URL(string: text, encodingInvalidCharacters: false)
        } else {
            url = URL(string: text)
        }
        guard let host = url?.host, !host.isEmpty else { return false }
        return true
    }

    /// `-12`, `12.5`, `1e3`: JSON's number grammar.
    static func isDecimalNumber(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 40, let first = text.first, first == "-" || first.isNumber else { return false }
        return JSON.Number(text: text) != nil
    }

    /// This tally with `other` added; places are the callers' to merge.
    func merge(_ other: ValueTally) {
        nulls += other.nulls
        bools += other.bools
        integers += other.integers
        wideSigned += other.wideSigned
        wideUnsigned += other.wideUnsigned
        wideIntegers += other.wideIntegers
        widestDigits = max(widestDigits, other.widestDigits)
        fractions += other.fractions
        strings += other.strings
        urls += other.urls
        for (format, count) in other.dates { dates[format, default: 0] += count }
        integerStrings += other.integerStrings
        numberStrings += other.numberStrings
        if let theirs = other.stringValues {
            for (value, times) in theirs { tallyString(value, times: times) }
        } else {
            stringValues = nil
        }
        objects += other.objects
        arrays += other.arrays
        beyondDepth = beyondDepth || other.beyondDepth
        if place == nil { place = other.place }
        // Merged into fresh tallies: the places' own are never changed.
        if let theirs = other.dictionary {
            var merged = dictionary ?? DictionaryShape(values: ValueTally(), evidence: theirs.evidence, keyCopy: theirs.keyCopy)
            if dictionary != nil { let fresh = ValueTally(); fresh.merge(merged.values); merged.values = fresh }
            merged.values.merge(theirs.values)
            dictionary = merged
        }
        if let theirs = other.elements {
            let merged = ValueTally()
            if let elements { merged.merge(elements) }
            merged.merge(theirs)
            elements = merged
        }
        if switchShape == nil { switchShape = other.switchShape }
    }
}

import Foundation
