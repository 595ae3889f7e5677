/// A string field whose samples hold a small set of values, which `infer`
/// proposes as `@allowedValues`: `apply` and `fetch` map without the app's
/// types, so a raw value no case of the app's enum has (`"archived"` for a
/// `state`) passes them silently unless the file carries the set.
///
/// The thresholds: every value of the field is a string (and the field a
/// `String`, not a `URL` or a `Date`); there are 2 to ``maximumCount``
/// distinct values, each found ``valuesPerDistinct`` times on average (6
/// values for 2, 30 for 10); every value looks like a raw value (an ASCII
/// letter, then up to 31 ASCII letters, digits, `_`, `-` or `.`: no space,
/// so no free text; no `:` or `/`, so no URL or path; not a hash or a hex
/// colour, `f29513`); and the key's last word does not name an id, a name,
/// a text, a URL, a date, or a code of an open-ended list (``excludedWords``:
/// `node_id`, `login`, `title`, `lang`, `currency`…). A field whose key's
/// last word says what state or kind an object is (``openWords``: `state`,
/// `status`, `kind`, `type`…) is an open enum.
///
/// ```swift
/// AllowedValues.proposed(for: tally, key: "state")  // open, closed: open
/// AllowedValues.proposed(for: tally, key: "plan")   // pro, free: closed
/// AllowedValues.proposed(for: tally, key: "login")  // nil: a name
/// ```
struct AllowedValues: Sendable, Hashable {
    /// The values, most common first (ties in the order first found).
    var values: [String]
    /// How many times each was found.
    var counts: [Int]
    /// Whether the key looks like a state or kind: an open enum, whose
    /// other values become its `unknown` case (a required field) or are
    /// left out (an optional one), with a warning.
    var open: Bool

    /// At most this many distinct values.
    static let maximumCount = 10
    /// At least this many values per distinct value.
    static let valuesPerDistinct = 3
    /// A raw value's most UTF-8 bytes.
    static let maximumLength = 32
    /// The raw value an open enum's other values become, and its case.
    static let unknown = "unknown"

    /// Last words of keys whose values are a state or a kind.
    static let openWords: Set<String> = [
        "state", "status", "kind", "type", "category", "role", "level", "mode", "phase", "stage", "priority", "severity",
        "visibility",
    ]

    /// Last words of keys whose values are no enum however few the samples
    /// hold: ids, names, texts, URLs and paths, dates, and codes of lists
    /// that grow (languages, countries, currencies, time zones, versions).
    static let excludedWords: Set<String> = [
        "id", "ids", "uuid", "guid", "key", "token", "sha", "hash", "digest", "checksum", "etag", "name", "names", "login",
        "username", "nick", "nickname", "handle", "slug", "title", "email", "mail", "phone", "url", "uri", "href", "link",
        "path", "file", "filename", "date", "time", "timestamp", "at", "on", "description", "text", "body", "message",
        "comment", "summary", "note", "content", "label", "lang", "language", "locale", "country", "currency", "region",
        "timezone", "tz", "version", "city", "address", "street", "zip", "postcode",
    ]

    /// The set to propose for the values `tally` holds under `key`, or
    /// `nil` when they are not a small set of raw values.
    static func proposed(for tally: ValueTally, key: String) -> AllowedValues? {
        guard let found = tally.stringValues, (2...maximumCount).contains(found.count), tally.strings == tally.present,
            tally.strings >= found.count * valuesPerDistinct, found.allSatisfy({ isRawValue($0.value) })
        else { return nil }
        guard let word = SwiftNames.words(key).last?.lowercased(), !excludedWords.contains(word) else { return nil }
        // Most common first; the sort is stable, so ties keep the order first found.
        let sorted = found.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.map(\.element)
        return AllowedValues(values: sorted.map(\.value), counts: sorted.map(\.count), open: openWords.contains(word))
    }

    /// `open`, `in_progress`, `PushEvent`, `v2`: an ASCII letter, then
    /// ASCII letters, digits, `_`, `-` and `.`; not a hash or a hex colour.
    static func isRawValue(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, (1...maximumLength).contains(bytes.count), isLetter(first),
            bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return false }
        let hexadecimal = bytes.allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }
        return !(hexadecimal && bytes.count >= 6 && bytes.contains(where: isDigit))
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Whether the entry is the open form with a default: an open enum on
    /// a required entry (an optional one leaves a value of no case out).
    func setsDefault(optional: Bool) -> Bool { open && !optional }

    /// The members of the entry of a field of this set, each keyword with
    /// its value as written: `"@allowedValues": […]`, and for an open set
    /// `@onInvalid`: `"default"` with its `@defaultValue` on a required
    /// entry, `"ignore"` on an optional one.
    func entryMembers(optional: Bool) -> [(keyword: String, value: String)] {
        var members = [("@allowedValues", "[" + listed(optional: optional).map(MappingsWriter.quoted).joined(separator: ", ") + "]")]
        if setsDefault(optional: optional) {
            members += [("@onInvalid", MappingsWriter.quoted("default")), ("@defaultValue", MappingsWriter.quoted(defaultValue))]
        } else if open {
            members.append(("@onInvalid", MappingsWriter.quoted("ignore")))
        }
        return members
    }

    /// The values `@allowedValues` lists: the samples', and `unknown` for
    /// the open form with a default when no value of the samples is it.
    func listed(optional: Bool) -> [String] {
        setsDefault(optional: optional) && !values.contains(defaultValue) ? values + [defaultValue] : values
    }

    /// The Swift enum's cases, a name for each listed value: lowerCamelCase
    /// (`in_progress` → `inProgress`), numbered when two values give one
    /// name (`open`, `OPEN` → `open`, `open2`), `Value` added to a name an
    /// enum's case cannot take (`rawValue`, `init`).
    func cases(optional: Bool) -> [(name: String, rawValue: String)] {
        let forbidden: Set<String> = ["init", "self", "rawValue", "hashValue", "allCases", "Type", "Protocol"]
        let listed = listed(optional: optional)
        // The default claims its name first (`unknown`): another value that gives it is numbered.
        let ordered = setsDefault(optional: optional) ? [defaultValue] + listed.filter { $0 != defaultValue } : listed
        var taken = Set<String>()
        var names: [String: String] = [:]
        for value in ordered {
            var name = SwiftNames.property(value)
            if forbidden.contains(name) { name += "Value" }
            name = SwiftNames.unique(name, avoiding: taken)
            taken.insert(name)
            names[value] = name
        }
        return listed.map { (names[$0] ?? $0, $0) }
    }

    /// The default of the open form: the value whose case is `unknown`
    /// (`"UNKNOWN"`), else `unknown`.
    var defaultValue: String {
        values.first { SwiftNames.property($0) == Self.unknown } ?? Self.unknown
    }
}
