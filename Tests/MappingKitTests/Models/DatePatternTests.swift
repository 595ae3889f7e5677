import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The compiled date patterns of the `date` transformer, checked against
/// Foundation's `DateFormatter` on generated dates and on edge cases.
@Suite("Date patterns")
struct DatePatternTests {
    static func formatter(_ format: String, zone: String = "UTC", locale: String = "en_US_POSIX") -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = format
        return formatter
    }

    static func codec(_ format: String, zone: String = "UTC", locale: String = "en_US_POSIX") throws -> DateCodec {
        try DateCodecCache.shared.codec(for: ["format": .string(format), "timeZone": .string(zone), "locale": .string(locale)])
    }

    /// Parses with the codec (which must use a compiled pattern).
    static func parse(_ format: String, _ text: String, zone: String = "UTC") throws -> Double? {
        let codec = try codec(format, zone: zone)
        #expect(codec.pattern != nil, "\(format) should compile")
        return codec.date(from: text)?.timeIntervalSince1970
    }

    /// Dates at whole milliseconds (what `DateFormatter` keeps) from year
    /// `years.lowerBound` to `years.upperBound`.
    static func dates(count: Int, years: ClosedRange<Int>, seed: UInt64) -> [Date] {
        var generator = SplitMix64(seed: seed)
        let start = Int64(DateCalendar.days(year: years.lowerBound, month: 1, day: 1)) * 86_400_000
        let end = Int64(DateCalendar.days(year: years.upperBound, month: 12, day: 31)) * 86_400_000
        return (0..<count).map { _ in
            let milliseconds = start + Int64(generator.next() % UInt64(end - start))
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
    }

    static let comparedFormats = [
        "EEE MMM dd HH:mm:ss Z yyyy",
        "EEE, dd MMM yyyy HH:mm:ss zzz",
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'",
        "yyyy-MM-dd HH:mm:ss",
        "yyyy-MM-dd'T'HH:mm:ss.SSSZ",
        "yyyy-MM-dd",
        "dd/MM/yyyy",
        "MM/dd/yyyy HH:mm",
        "yyyy-MM-dd'T'HH:mm:ssZZZZZ",
        "yyyy-MM-dd'T'HH:mm:ssXXX",
        "yyyy-MM-dd'T'HH:mm:ssxx",
        "yyyy-MM-dd'T'HH:mm:ssZZ",
        "yyyy-MM-dd'T'HH:mm:ssZZZZ",
        "yyyy-MM-dd'T'HH:mm:ssX",
        "yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX",
        "yyyy-MM-dd HH:mm:ss.S",
        "h:mm a, d MMMM yyyy",
        "hh:mm:ss a EEEE, MMM d, yyyy",
        "KK:mm a yyyy-MM-dd",
        "kk:mm:ss yyyy-MM-dd",
        "yyyyMMddHHmmss",
        "yyyyMMdd'T'HHmmss.SSSxx",
        "d MMM yyyy 'at' HH:mm 'o''clock'",
        "EEEE, MMMM d, y HH:mm",
    ]

    @Test("every compared format compiles", arguments: comparedFormats)
    func compiles(format: String) {
        #expect(DatePattern(format: format) != nil)
    }

    @Test("parsing agrees with DateFormatter on 400 generated dates per format, in UTC", arguments: comparedFormats)
    func parsesLikeDateFormatter(format: String) throws {
        try Self.compare(format: format, zone: "UTC", years: 1...9999, seed: UInt64(format.utf8.count))
    }

    @Test(
        "parsing agrees with DateFormatter in zones with offsets and daylight saving",
        arguments: ["Asia/Kolkata", "America/New_York", "Europe/Paris", "Etc/GMT+12", "Pacific/Kiritimati"])
    func parsesLikeDateFormatterInZones(zone: String) throws {
        for format in ["EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "yyyy-MM-dd HH:mm:ss", "MM/dd/yyyy hh:mm a"] {
            try Self.compare(format: format, zone: zone, years: 1920...2100, seed: UInt64(zone.utf8.count))
        }
    }

    @Test("two-digit years mean 1950–2049, as DateFormatter's do")
    func twoDigitYears() throws {
        try Self.compare(format: "yy-MM-dd HH:mm", zone: "UTC", years: 1950...2049, seed: 7)
        try Self.compare(format: "dd/MM/yy", zone: "UTC", years: 1950...2049, seed: 8)
        try expectEqual(Self.parse("yy-MM-dd", "49-06-03"), Self.formatter("yy-MM-dd").date(from: "49-06-03")?.timeIntervalSince1970)
        try expectEqual(Self.parse("yy-MM-dd", "50-06-03"), Self.formatter("yy-MM-dd").date(from: "50-06-03")?.timeIntervalSince1970)
        try expectEqual(Self.parse("yy-MM-dd", "2024-06-03"), 1_717_372_800)
    }

    /// Formats generated dates with `DateFormatter`, then checks that both
    /// parsers read them as the same instant and that the codec writes
    /// them as `DateFormatter` does.
    static func compare(format: String, zone: String, years: ClosedRange<Int>, seed: UInt64) throws {
        let reference = formatter(format, zone: zone)
        let codec = try codec(format, zone: zone)
        #expect(codec.pattern != nil)
        var mismatches: [String] = []
        for date in dates(count: 400, years: years, seed: seed) {
            let text = reference.string(from: date)
            let expected = reference.date(from: text)?.timeIntervalSince1970
            let parsed = codec.date(from: text)?.timeIntervalSince1970
            let same = switch (expected, parsed) {
            case (nil, nil): true
            case (let expected?, let parsed?): abs(expected - parsed) < 1e-6
            default: false
            }
            if !same { mismatches.append("\(text): DateFormatter \(expected.map { "\($0)" } ?? "nil"), ours \(parsed.map { "\($0)" } ?? "nil")") }
            let written = codec.string(from: date)
            if written != text { mismatches.append("writing \(date.timeIntervalSince1970): DateFormatter \(text), ours \(written)") }
        }
        #expect(mismatches.isEmpty, "\(format) in \(zone):\n\(mismatches.prefix(8).joined(separator: "\n"))")
    }

    @Test("leap days and days past the end of the month")
    func days() throws {
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-02-29"), 1_709_164_800)
        try expectEqual(Self.parse("yyyy-MM-dd", "2000-02-29"), 951_782_400)
        try expectEqual(Self.parse("yyyy-MM-dd", "2023-02-29"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "1900-02-29"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-02-30"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-04-31"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-12-32"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-13-01"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-00-10"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-01-00"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "0000-01-01"), nil)
        // Before 1582-10-15 the calendar is Julian, as in DateFormatter: 1500 is a leap year.
        let julian = Self.formatter("yyyy-MM-dd")
        for text in ["1500-02-29", "1582-10-04", "1582-10-10", "1582-10-15", "0001-01-01", "1000-03-01"] {
            try expectEqual(Self.parse("yyyy-MM-dd", text), julian.date(from: text)?.timeIntervalSince1970, "\(text)")
        }
        try expectEqual(Self.parse("yyyy-MM-dd", "1500-02-30"), nil)
    }

    @Test("hours, minutes and seconds out of range")
    func times() throws {
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm:ss", "2024-06-03 23:59:59"), 1_717_459_199)
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm:ss", "2024-06-03 24:00:00"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm:ss", "2024-06-03 10:60:00"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm:ss", "2024-06-03 10:00:60"), nil)
        try expectEqual(Self.parse("hh:mm a", "12:00 AM"), 946_684_800)
        try expectEqual(Self.parse("hh:mm a", "12:00 pm"), 946_728_000)
        try expectEqual(Self.parse("hh:mm a", "13:00 PM"), nil)
        try expectEqual(Self.parse("hh:mm a", "1:30PM"), nil)
        try expectEqual(Self.parse("kk:mm", "24:00"), 946_684_800)
        try expectEqual(Self.parse("KK:mm a", "11:59 PM"), 946_771_140)
        try expectEqual(Self.parse("KK:mm a", "12:00 PM"), nil)
    }

    @Test("offsets: +0530, -12:00, Z, GMT and UTC forms, US abbreviations for z")
    func offsets() throws {
        let twitter = "EEE MMM dd HH:mm:ss Z yyyy"
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +0530 2012"), 1_346_240_578)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 -1200 2012"), 1_346_303_578)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +05:30 2012"), 1_346_240_578)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +05 2012"), 1_346_242_378)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 GMT+05:30 2012"), 1_346_240_578)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 UTC 2012"), 1_346_260_378)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +2400 2012"), nil)
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +0099 2012"), nil)
        let extended = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        try expectEqual(Self.parse(extended, "2024-06-03T10:20:30-12:00"), 1_717_453_230)
        try expectEqual(Self.parse(extended, "2024-06-03T10:20:30Z"), 1_717_410_030)
        try expectEqual(Self.parse(extended, "2024-06-03T10:20:30z"), 1_717_410_030)
        try expectEqual(Self.parse("yyyy-MM-dd'T'HH:mm:ssxx", "2024-06-03T10:20:30+0530"), 1_717_390_230)
        try expectEqual(Self.parse("yyyy-MM-dd'T'HH:mm:ssXXX", "2024-06-03T10:20:30+05:30"), 1_717_390_230)
        let rfc1123 = "EEE, dd MMM yyyy HH:mm:ss zzz"
        let reference = Self.formatter(rfc1123)
        for zone in ["GMT", "gmt", "UTC", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "+0000", "GMT+02:00", "Z"] {
            let text = "Wed, 29 Aug 2012 17:12:58 \(zone)"
            try expectEqual(Self.parse(rfc1123, text), reference.date(from: text)?.timeIntervalSince1970, "\(zone)")
        }
        try expectEqual(Self.parse(rfc1123, "Wed, 29 Aug 2012 17:12:58 CEST"), nil)
        // An offset in the text wins over the user data's zone; without one the zone applies.
        try expectEqual(Self.parse(twitter, "Wed Aug 29 17:12:58 +0000 2012", zone: "Asia/Tokyo"), 1_346_260_378)
        try expectEqual(Self.parse("EEE, dd MMM yyyy HH:mm:ss 'GMT'", "Wed, 29 Aug 2012 17:12:58 GMT", zone: "Europe/Paris"), 1_346_253_178)
    }

    @Test("fractions of any width keep their digits to the nanosecond")
    func fractions() throws {
        let format = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
        try expectEqual(Self.parse(format, "2024-06-03T10:20:30.5+0000"), 1_717_410_030.5)
        try expectEqual(Self.parse(format, "2024-06-03T10:20:30.123+0000"), 1_717_410_030.123)
        try expectEqual(Self.parse(format, "2024-06-03T10:20:30.+0000"), nil)
        let pattern = try #require(DatePattern(format: "HH:mm:ss.SSS"))
        expectEqual(pattern.parse("00:00:01.123456789")?.nanoseconds, 123_456_789)
        expectEqual(pattern.parse("00:00:01.1234567891234")?.nanoseconds, 123_456_789)
        expectEqual(pattern.parse("00:00:01.05")?.nanoseconds, 50_000_000)
        let fixed = try #require(DatePattern(format: "HHmmssSSS"))
        expectEqual(fixed.parse("102030123")?.nanoseconds, 123_000_000)
        expectEqual(fixed.parse("10203"), nil)
        expectEqual(fixed.parse("1x2030123"), nil)
    }

    @Test("text after the date, truncated text and text that is not ASCII do not parse")
    func rejects() throws {
        let twitter = "EEE MMM dd HH:mm:ss Z yyyy"
        let full = "Wed Aug 29 17:12:58 +0000 2012"
        try expectEqual(Self.parse(twitter, full + "x"), nil)
        try expectEqual(Self.parse(twitter, full + " 1"), nil)
        for length in 0..<(full.utf8.count - 5) {
            try expectEqual(Self.parse(twitter, String(full.prefix(length))), nil, "\(full.prefix(length))")
        }
        let pattern = try #require(DatePattern(format: twitter))
        for text in ["Wed\u{1F600} 29 17:12:58 +0000 2012", "Wed Aug 29 17:12:58 +0000 2012\u{1F600}", "Wed Aug ２９ 17:12:58 +0000 2012",
                     "Wéd Aug 29 17:12:58 +0000 2012"] {
            expectEqual(pattern.parse(text), nil, "\(text)")
        }
        try expectEqual(Self.parse("yyyy-MM-dd", "-2024-06-03"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd", "+2024-06-03"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd'T'HH:mm:ss", "2024-06-03 10:20:30"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd'T'HH:mm:ss", "2024-06-03t10:20:30"), nil)
        try expectEqual(Self.parse("EEE MMM dd", "Xyz Aug 29"), nil)
    }

    @Test("leniency shared with DateFormatter: day names not checked against the date, names in any case, spaces")
    func leniency() throws {
        let twitter = "EEE MMM dd HH:mm:ss Z yyyy"
        let reference = Self.formatter(twitter)
        for text in ["Thu Aug 29 17:12:58 +0000 2012", "wed aug 29 17:12:58 +0000 2012", "WED AUG 29 17:12:58 +0000 2012",
                     "Wednesday August 29 17:12:58 +0000 2012", "Wed Aug 9 17:12:58 +0000 2012", "Wed Aug 29 7:2:8 +0000 2012",
                     "Wed  Aug 29 17:12:58 +0000 2012", " Wed Aug 29 17:12:58 +0000 2012 ", "Wed Aug 29 17:12:58 +0000 12"] {
            let expected = try #require(reference.date(from: text), "\(text)")
            try expectEqual(Self.parse(twitter, text), expected.timeIntervalSince1970, "\(text)")
        }
        try expectEqual(Self.parse("yyyy-MM-dd", "2024-6-3"), 1_717_372_800)
        try expectEqual(Self.parse("yyyy-MM-dd 'at' HH", "2024-06-03 at 10"), 1_717_408_800)
        try expectEqual(Self.parse("yyyy-MM-dd 'at' HH", "2024-06-03 AT 10"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd 'o''clock' HH", "2024-06-03 o'clock 10"), 1_717_408_800)
    }

    @Test("daylight saving: a skipped wall-clock time is not a date, a repeated one is the later instant")
    func daylightSaving() throws {
        let reference = Self.formatter("yyyy-MM-dd HH:mm", zone: "Europe/Paris")
        for text in ["2024-03-31 02:30", "2024-03-31 03:30", "2024-10-27 01:30", "2024-10-27 02:30", "2024-10-27 03:30"] {
            try expectEqual(Self.parse("yyyy-MM-dd HH:mm", text, zone: "Europe/Paris"), reference.date(from: text)?.timeIntervalSince1970, "\(text)")
        }
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm", "2024-03-31 02:30", zone: "Europe/Paris"), nil)
        try expectEqual(Self.parse("yyyy-MM-dd HH:mm", "2024-10-27 02:30", zone: "Europe/Paris"), 1_729_992_600)
    }

    @Test(
        "formats that do not compile fall back to DateFormatter",
        arguments: ["YYYY-ww", "G yyyy", "yyyy-MM-dd zzzz", "yyyy-DDD", "yMd", "yyyy年MM月dd日", "yyyy-MM-dd 'T", "MMMMM", "EEEEEE", ""])
    func fallbackFormats(format: String) {
        expectEqual(DatePattern(format: format), nil)
    }

    @Test("other locales use DateFormatter, which refuses emoji before Foundation sees them")
    func fallbackLocales() throws {
        let french = try Self.codec("d MMMM yyyy", locale: "fr_FR")
        expectEqual(french.pattern, nil)
        expectEqual(french.date(from: "3 juin 2024")?.timeIntervalSince1970, 1_717_372_800)
        expectEqual(french.date(from: "3 juin\u{1F600} 2024"), nil)
        expectEqual(french.string(from: Date(timeIntervalSince1970: 1_717_372_800)), "3 juin 2024")
        let british = try Self.codec("dd MMM yyyy h:mm a", locale: "en_GB")
        #expect(british.pattern != nil && !british.patternWrites)
        expectEqual(british.date(from: "03 Sep 2024 1:30 pm")?.timeIntervalSince1970, 1_725_370_200)
        expectEqual(british.string(from: Date(timeIntervalSince1970: 1_725_370_200)), Self.formatter("dd MMM yyyy h:mm a", locale: "en_GB").string(from: Date(timeIntervalSince1970: 1_725_370_200)))
    }

    @Test("the transformer reports a non-matching value with the format, and writes dates back")
    func transformer() throws {
        let registry = TransformerRegistry.standard
        let date = try #require(registry.transformer(named: "date"))
        let userData: JSON = ["format": "EEE MMM dd HH:mm:ss Z yyyy"]
        let parsed = try date.transform(TransformerInput(value: "Wed Aug 29 17:12:58 +0000 2012", userData: userData))
        expectEqual((parsed as? Date)?.timeIntervalSince1970, 1_346_260_378)
        #expect(throws: TransformerError(#"expected a date in format 'EEE MMM dd HH:mm:ss Z yyyy', found string "Wed😀 29 17:12:58 +0000 2012""#)) {
            try date.transform(TransformerInput(value: "Wed😀 29 17:12:58 +0000 2012", userData: userData))
        }
        #expect(throws: TransformerError(#"expected a date in format 'yyyy-MM-dd', found string "2023-02-29""#)) {
            try date.transform(TransformerInput(value: "2023-02-29", userData: ["format": "yyyy-MM-dd"]))
        }
        let reverse = try #require(date.reverse)
        try expectEqual(reverse(Date(timeIntervalSince1970: 1_346_260_378), userData), "Wed Aug 29 17:12:58 +0000 2012")
        try expectEqual(reverse(Date(timeIntervalSince1970: 1_346_260_378.25), ["format": "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "timeZone": "Asia/Kolkata"]), "2012-08-29T22:42:58.250+05:30")
    }
}
