import MappingKit

/// The command line of one subcommand, read the way swift-argument-parser
/// reads it: `--option value`, `--option=value`, a short name (`-c value`),
/// flags (`--object`), `--` before positionals that start with `-`, `-` as
/// a positional (standard input). The last value of a repeated option wins;
/// ``Arguments/all(_:)`` gives every value, in order (`fetch --header`).
///
/// Every subcommand declares its options and reads its arguments through
/// this one reader; problems are thrown as ``UsageError`` cases, worded in
/// `UsageError+Messages.swift`. The options `apply` and `fetch` share are
/// declared once, in `ArgumentReader+MappingOptions.swift`, as
/// swift-argument-parser's `@OptionGroup` declares a group.
struct ArgumentReader {
    /// One option a subcommand takes.
    struct Option {
        /// `context` for `--context`.
        var name: String
        /// `c` for `-c`.
        var short: Character?
        /// What the value is (`ID`), or `nil` for a flag.
        var value: String?
        /// One line (or more) for the help.
        var help: String

        static func value(_ name: String, short: Character? = nil, _ value: String, help: String) -> Option {
            Option(name: name, short: short, value: value, help: help)
        }

        static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
            Option(name: name, short: short, value: nil, help: help)
        }

        /// `-c, --context ID`.
        var synopsis: String {
            let long = "--" + name + (value.map { " " + $0 } ?? "")
            return short.map { "-\($0), " + long } ?? long
        }
    }

    /// What was read: option values by long name, flags, positionals.
    struct Arguments {
        var values: [String: String] = [:]
        /// Every value of each option, in the order given.
        var repeated: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []

        subscript(name: String) -> String? { values[name] }
        func has(_ flag: String) -> Bool { flags.contains(flag) }
        /// Every value given to option `name`, in order.
        func all(_ name: String) -> [String] { repeated[name] ?? [] }
    }

    /// `--help`/`-h` and `--version`, understood by every subcommand.
    static let common: [Option] = [
        .flag("help", short: "h", help: "Show this help."),
        .flag("version", help: "Show the version of mappings."),
    ]

    var options: [Option]

    init(options: [Option]) { self.options = options + Self.common }

    func read(_ arguments: [String]) throws(UsageError) -> Arguments {
        var read = Arguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                read.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            // `--name`, `--name=value`, `-c`, `-c=value`; otherwise the value is the next argument.
            let spelled: String
            var attached: String?
            if let equals = argument.firstIndex(of: "=") {
                spelled = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            } else {
                spelled = argument
            }
            guard let option = option(spelled) else {
                throw .unknownOption(argument, suggestions: suggestions(for: spelled))
            }
            guard option.value != nil else {
                if attached != nil { throw .flagWithValue(option: "--" + option.name) }
                read.flags.insert(option.name)
                continue
            }
            if let attached {
                try Self.checkNotEmpty(attached, option)
                read.values[option.name] = attached
                read.repeated[option.name, default: []].append(attached)
                continue
            }
            // The next argument is the value, unless it is another option of this command.
            guard index < arguments.count, !isOption(arguments[index]) else {
                throw .missingValue(option: spelled, valueName: option.value ?? "VALUE")
            }
            try Self.checkNotEmpty(arguments[index], option)
            read.values[option.name] = arguments[index]
            read.repeated[option.name, default: []].append(arguments[index])
            index += 1
        }
        return read
    }

    /// An option naming a file or a folder (`FILE`, `DIR`) given `''`: an
    /// empty path would mean the current folder, never what was meant.
    private static func checkNotEmpty(_ value: String, _ option: Option) throws(UsageError) {
        guard value.isEmpty, let name = option.value, name == "FILE" || name == "DIR" else { return }
        throw .emptyPath(option: "--" + option.name, valueName: name)
    }

    /// The option spelled `--name` or `-c`.
    private func option(_ spelled: String) -> Option? {
        if spelled.hasPrefix("--") {
            let name = spelled.dropFirst(2)
            return options.first { $0.name == name }
        }
        guard spelled.count == 2, let short = spelled.last else { return nil }
        return options.first { $0.short == short }
    }

    /// `true` for an argument naming one of this command's options.
    private func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else { return false }
        let spelled = argument.firstIndex(of: "=").map { String(argument[..<$0]) } ?? argument
        return option(spelled) != nil
    }

    /// Options whose long names are close to what was typed (dashes aside):
    /// `--contxt` and `-context` suggest `--context`.
    private func suggestions(for spelled: String) -> [String] {
        let typed = String(spelled.drop { $0 == "-" })
        guard typed.count > 1, typed.count <= 64 else { return [] }
        return EditDistance.closest(to: typed, in: options.map(\.name)).map { "--" + $0 }
    }

    /// The options, aligned for a help text.
    func optionsHelp(width: Int = 25) -> String {
        options.map { option in
            let synopsis = option.synopsis
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let pad = String(repeating: " ", count: width + 2)
            var text = "  " + synopsis
            if synopsis.count < width {
                text += String(repeating: " ", count: width - synopsis.count) + (lines.first ?? "")
            } else {
                text += "\n" + pad + (lines.first ?? "")
            }
            for line in lines.dropFirst() { text += "\n" + pad + line }
            return text
        }.joined(separator: "\n")
    }
}
