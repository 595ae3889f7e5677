/// The date formats `mappings infer` recognises in strings, with what the
/// entry of a `Date` property says to parse them: ISO 8601 through the
/// `iso8601Date` transformer (any precision, any offset, or none), the others
/// through the `date` transformer and their format in `@transformUserData`.
enum DateFormat: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `2022-06-09T12:47:28Z`, `2024-03-01T09:15:27.120+01:00`,
    /// `2024-03-01T09:15:27` (no offset: UTC).
    case iso8601
    /// `Tue, 03 Jun 2008 11:05:30 GMT` (RFC 1123, HTTP dates).
    case rfc1123
    /// `Wed Aug 27 13:08:45 +0000 2008` (Twitter's `created_at`).
    case twitter

    /// How the report names it.
    var title: String {
        switch self {
        case .iso8601: "ISO 8601"
        case .rfc1123: "RFC 1123"
        case .twitter: "Twitter's format"
        }
    }

    /// The transformer the entry names.
    var transformer: String { self == .iso8601 ? "iso8601Date" : "date" }

    /// The `format` handed to the `date` transformer; `nil` for ISO 8601.
    var pattern: String? {
        switch self {
        case .iso8601: nil
        case .rfc1123: "EEE, dd MMM yyyy HH:mm:ss zzz"
        case .twitter: "EEE MMM dd HH:mm:ss Z yyyy"
        }
    }

    static func < (lhs: DateFormat, rhs: DateFormat) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The format `text` is written in, or `nil`: a strict reading of each
    /// shape (digits where digits go, English day and month names), so a
    /// string is taken for a date only when the transformer reads it.
    static func of(_ text: String) -> DateFormat? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, bytes.count <= 40 else { return nil }
        if isISO8601(bytes) { return .iso8601 }
        func number(_ range: Range<Int>) -> Int { Self.number(bytes, range) }
        func month(at index: Int) -> Int { (months.firstIndex(of: String(decoding: bytes[index..<index + 3], as: UTF8.self)) ?? -1) + 1 }
        if matches(bytes, "#, dd % dddd dd:dd:dd GMT"),
            isValid(year: number(12..<16), month: month(at: 8), day: number(5..<7), hour: number(17..<19),
                    minute: number(20..<22), second: number(23..<25))
        {
            return .rfc1123
        }
        if matches(bytes, "# % dd dd:dd:dd +dddd dddd"),
            isValid(year: number(26..<30), month: month(at: 4), day: number(8..<10), hour: number(11..<13),
                    minute: number(14..<16), second: number(17..<19)),
            number(21..<23) <= 23, number(23..<25) <= 59
        {
            return .twitter
        }
        return nil
    }

    /// The value of the digits in `range`.
    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 * 10 + Int($1) - Int(UInt8(ascii: "0")) }
    }

    /// A date and time the transformers read: the day within its month
    /// (leap years counted), seconds below 60 (60 for ISO 8601's leap second).
    private static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, leapSecond: Bool = false) -> Bool {
        guard year >= 1, (1...12).contains(month), hour <= 23, minute <= 59, second <= (leapSecond ? 60 : 59) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day >= 1 && day <= days
    }

    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `pattern`: `d` a digit, `#` a day name (`Mon`), `%` a month name
    /// (`Jan`), `+` a sign, anything else itself.
    private static func matches(_ bytes: [UInt8], _ pattern: String) -> Bool {
        let pattern = Array(pattern.utf8)
        var index = 0
        var at = 0
        while at < pattern.count {
            let token = pattern[at]
            if token == UInt8(ascii: "#") || token == UInt8(ascii: "%") {
                guard index + 3 <= bytes.count, let name = String(bytes: bytes[index..<index + 3], encoding: .utf8),
                    (token == UInt8(ascii: "#") ? days : months).contains(name)
                else { return false }
                index += 3
                at += 1
                continue
            }
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            switch token {
            case UInt8(ascii: "d"): guard isDigit(byte) else { return false }
            case UInt8(ascii: "+"): guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return false }
            default: guard byte == token else { return false }
            }
            index += 1
            at += 1
        }
        return index == bytes.count
    }

    /// `dddd-dd-ddTdd:dd(:dd(.d+)?)?(Z|±dd(:?dd)?)?`, a valid date and time,
    /// an offset below 24 hours.
    private static func isISO8601(_ bytes: [UInt8]) -> Bool {
        guard matches(Array(bytes.prefix(16)), "dddd-dd-ddTdd:dd") else { return false }
        var second = 0
        if bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), isDigit(bytes[17]), isDigit(bytes[18]) { second = number(bytes, 17..<19) }
        guard isValid(
            year: number(bytes, 0..<4), month: number(bytes, 5..<7), day: number(bytes, 8..<10), hour: number(bytes, 11..<13),
            minute: number(bytes, 14..<16), second: second, leapSecond: true)
        else { return false }
        var index = 16
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard index + 3 <= bytes.count, isDigit(bytes[index + 1]), isDigit(bytes[index + 2]) else { return false }
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let start = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > start else { return false }
            }
        }
        guard index < bytes.count else { return true }
        if bytes[index] == UInt8(ascii: "Z") { return index + 1 == bytes.count }
        let offset = Array(bytes[index...])
        guard matches(offset, "+dd:dd") || matches(offset, "+dddd") || matches(offset, "+dd") else { return false }
        return number(offset, 1..<3) <= 23 && (offset.count == 3 || number(offset, offset.count - 2..<offset.count) <= 59)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
