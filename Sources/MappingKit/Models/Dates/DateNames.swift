/// The English names the compiled date patterns read and write
/// (`en_US_POSIX`), stored lowercased for matching in any case and listed
/// longest first so that `September` wins over `Sep`.
enum DateNames {
    /// Full month names, January first.
    static let wideMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// Abbreviated month names, `Jan` first.
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Full day names, Sunday first.
    static let wideWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Abbreviated day names, `Sun` first.
    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Month names (wide, then abbreviated) to month indexes 0–11.
    static let months = matchList(wideMonths) + matchList(shortMonths)
    /// Day names (wide, then abbreviated) to indexes 0–6, Sunday 0.
    static let weekdays = matchList(wideWeekdays) + matchList(shortWeekdays)
    /// `AM` 0, `PM` 1.
    static let dayPeriods = matchList(["AM", "PM"])
    /// Names of UTC itself, longest first.
    static let universalNames = matchList(["GMT", "UTC", "UT"])
    /// The US zone abbreviations `DateFormatter` reads in `en_US_POSIX`, in
    /// seconds east of UTC.
    static let zoneAbbreviations: [(name: [UInt8], value: Int)] = [
        ("EST", -5), ("EDT", -4), ("CST", -6), ("CDT", -5), ("MST", -7), ("MDT", -6), ("PST", -8), ("PDT", -7),
    ].map { (Array($0.0.lowercased().utf8), $0.1 * 3600) }

    private static func matchList(_ names: [String]) -> [(name: [UInt8], value: Int)] {
        names.enumerated().map { (Array($0.element.lowercased().utf8), $0.offset) }
    }
}
