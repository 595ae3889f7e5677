/// A Unicode (LDML) date format such as `EEE MMM dd HH:mm:ss Z yyyy`,
/// compiled once into a list of elements that ``date(from:)`` matches
/// against a string's bytes, with no Foundation formatter involved.
///
/// It covers the fixed-width formats web APIs use, in English:
///
/// | letters | field | parsed |
/// |---|---|---|
/// | `y`, `yy` | year | two digits mean 1950–2049 (`DateFormatter`'s fixed window); more digits are taken as written |
/// | `yyy…` | year | taken as written (1 to 4 or the width digits; year 0 and below are rejected) |
/// | `M`, `MM`, `L`, `LL` | month | 1–12 |
/// | `MMM`, `MMMM`, `LLL`, `LLLL` | month name | `Jan` or `January`, either for either width, any case |
/// | `d`, `dd` | day of month | checked against the month and year (leap years) |
/// | `H` `HH` / `k` `kk` / `K` `KK` / `h` `hh` | hour | 0–23 / 1–24 / 0–11 / 0–12 |
/// | `m`, `mm`, `s`, `ss` | minute, second | 0–59 |
/// | `S…` | fraction of a second | any number of digits, kept to the nanosecond |
/// | `E`…`EEEE` | day name | `Wed` or `Wednesday`, any case; checked to be a day name, not checked against the date (as `DateFormatter` does) |
/// | `a` | AM or PM | any case; makes `h`/`K` afternoon, and `H` below 12 too (as `DateFormatter` does) |
/// | `Z`…`ZZZZZ`, `X`…`XXXXX`, `x`…`xxxxx`, `z`…`zzz` | offset | `Z`, `±HH`, `±HHMM`, `±HH:MM`, `GMT`/`UTC`/`UT` optionally followed by `±H[H][[:]MM]`; `z` also takes the US abbreviations `EST` … `PDT` |
/// | `'text'`, `''` | literal | byte for byte, case-sensitive |
/// | space, tab | whitespace | one or more spaces or tabs |
///
/// Numeric fields take 1 or 2 digits (1 to 4 for years) when a non-digit
/// follows them in the pattern, and exactly their width when they abut
/// another numeric field (`yyyyMMdd`). Leading and trailing spaces of the
/// input are ignored. Fields the pattern lacks default to 2000-01-01
/// 00:00:00, like `DateFormatter`. Dates before 1582-10-15 are read in the
/// Julian calendar, like `DateFormatter`'s Gregorian calendar does.
///
/// Anything else — other letters (`G`, `Y`, `u`, `w`, `D`, `e`, `zzzz`,
/// `v`, `O`…), non-ASCII literals, a width-1 field abutting a number —
/// does not compile, and the caller falls back to `DateFormatter`.
///
/// ```swift
/// let twitter = DatePattern(format: "EEE MMM dd HH:mm:ss Z yyyy")
/// twitter?.parse("Wed Aug 29 17:12:58 +0000 2012")   // seconds 1_346_260_378, offset 0
/// ```
struct DatePattern: Sendable, Equatable {
    /// A numeric field.
    enum Number: Sendable, Equatable {
        case year, month, day, hour23, hour24, hour11, hour12, minute, second, fraction
    }

    /// One piece of a compiled pattern.
    enum Element: Sendable, Equatable {
        /// Bytes matched exactly.
        case literal([UInt8])
        /// One or more spaces or tabs.
        case whitespace
        /// Digits: exactly `width` of them when `fixed`, else a small range.
        case number(Number, width: Int, fixed: Bool)
        /// `MMM` (`wide` false) or `MMMM`.
        case monthName(wide: Bool)
        /// `EEE` (`wide` false) or `EEEE`.
        case weekdayName(wide: Bool)
        /// `a`.
        case dayPeriod
        /// An offset from UTC (parsed the same whatever the style).
        case offset(OffsetStyle)
    }

    /// How an offset field is written, for formatting; parsing takes any
    /// of them.
    enum OffsetStyle: Sendable, Equatable {
        /// `Z`, `ZZ`, `ZZZ`: `+0000`.
        case basic
        /// `ZZZZ`: `GMT`, `GMT+05:30`.
        case localizedGMT
        /// `ZZZZZ`, `XXX`, `XXXXX`: `Z` or `+05:30`; `xxx`, `xxxxx`: `+00:00`.
        case extended(utcAsZ: Bool)
        /// `XX`, `XXXX`: `Z` or `+0530`; `xx`, `xxxx`: `+0000`.
        case basicISO(utcAsZ: Bool)
        /// `X`: `Z`, `+05` or `+0530`; `x`: `+00`.
        case hoursISO(utcAsZ: Bool)
        /// `z`, `zz`, `zzz`: a short name (`GMT`, `EST`) when parsing; the
        /// formatter writes it only for UTC.
        case shortName
    }

    /// The format as written.
    let format: String
    /// The compiled elements, in order.
    let elements: [Element]
    /// The first year a two-digit year (`yy`) may mean: `DateFormatter`
    /// (CoreFoundation) fixes its window at 1950–2049.
    static let twoDigitCenturyStart = 1950

    /// Compiles `format`, or returns `nil` when it uses something this
    /// parser does not implement (then use `DateFormatter`).
    ///
    /// - Parameter format: A Unicode date format pattern.
    init?(format: String) {
        guard let elements = Self.compile(Array(format.utf8)) else { return nil }
        self.format = format
        self.elements = elements
    }

    private static let maximumPatternLength = 256

    private static func compile(_ bytes: [UInt8]) -> [Element]? {
        guard !bytes.isEmpty, bytes.count <= maximumPatternLength else { return nil }
        var elements: [Element] = []
        var literal: [UInt8] = []
        func flushLiteral() {
            if !literal.isEmpty { elements.append(.literal(literal)) }
            literal = []
        }
        func addLiteral(_ byte: UInt8) {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                flushLiteral()
                if elements.last != .whitespace { elements.append(.whitespace) }
            } else {
                literal.append(byte)
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "'") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                    addLiteral(byte)
                    index += 2
                    continue
                }
                index += 1
                var closed = false
                while index < bytes.count {
                    let quoted = bytes[index]
                    guard quoted < 0x80 else { return nil }
                    if quoted == UInt8(ascii: "'") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                            addLiteral(quoted)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    addLiteral(quoted)
                    index += 1
                }
                guard closed else { return nil }
                continue
            }
            let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            guard isLetter else {
                addLiteral(byte)
                index += 1
                continue
            }
            var width = 1
            while index + width < bytes.count, bytes[index + width] == byte { width += 1 }
            index += width
            flushLiteral()
            guard let element = field(letter: byte, width: width) else { return nil }
            elements.append(element)
        }
        flushLiteral()
        return fixWidths(elements)
    }

    private static func field(letter: UInt8, width: Int) -> Element? {
        func number(_ kind: Number, maximumWidth: Int = 2) -> Element? {
            width <= maximumWidth ? .number(kind, width: width, fixed: false) : nil
        }
        switch letter {
        case UInt8(ascii: "y"): return width <= 9 ? .number(.year, width: width, fixed: false) : nil
        case UInt8(ascii: "M"), UInt8(ascii: "L"):
            return width <= 2 ? .number(.month, width: width, fixed: false) : width <= 4 ? .monthName(wide: width == 4) : nil
        case UInt8(ascii: "d"): return number(.day)
        case UInt8(ascii: "H"): return number(.hour23)
        case UInt8(ascii: "k"): return number(.hour24)
        case UInt8(ascii: "K"): return number(.hour11)
        case UInt8(ascii: "h"): return number(.hour12)
        case UInt8(ascii: "m"): return number(.minute)
        case UInt8(ascii: "s"): return number(.second)
        case UInt8(ascii: "S"): return width <= 9 ? .number(.fraction, width: width, fixed: false) : nil
        case UInt8(ascii: "E"): return width <= 4 ? .weekdayName(wide: width == 4) : nil
        case UInt8(ascii: "a"): return width <= 3 ? .dayPeriod : nil
        case UInt8(ascii: "Z"):
            switch width {
            case 1...3: return .offset(.basic)
            case 4: return .offset(.localizedGMT)
            case 5: return .offset(.extended(utcAsZ: true))
            default: return nil
            }
        case UInt8(ascii: "X"), UInt8(ascii: "x"):
            let utcAsZ = letter == UInt8(ascii: "X")
            switch width {
            case 1: return .offset(.hoursISO(utcAsZ: utcAsZ))
            case 2, 4: return .offset(.basicISO(utcAsZ: utcAsZ))
            case 3, 5: return .offset(.extended(utcAsZ: utcAsZ))
            default: return nil
            }
        case UInt8(ascii: "z"): return width <= 3 ? .offset(.shortName) : nil
        default: return nil
        }
    }

    /// Numeric fields followed by another numeric field read exactly their
    /// width; a width-1 field there is ambiguous and does not compile.
    private static func fixWidths(_ elements: [Element]) -> [Element]? {
        var fixed = elements
        for index in fixed.indices.dropLast() {
            guard case .number(let kind, let width, _) = fixed[index],
                case .number = fixed[index + 1]
            else { continue }
            guard width >= 2 else { return nil }
            fixed[index] = .number(kind, width: width, fixed: true)
        }
        return fixed
    }
}
