import Foundation
import MappingKit

/// `mappings apply FILE --context ID [PAYLOAD|-]`: map a payload dynamically
/// (no model types) and print the result and the validation report.
enum ApplyCommand {
    static let usage = """
        USAGE: mappings apply FILE --context ID [options] [PAYLOAD|-]

        Maps a JSON payload (a file, or '-' / nothing for stdin) with a context of
        the catalog rooted at FILE, and prints the result and the report.

        OPTIONS:
          --context ID           The context to apply (required).
          --key-path PATH        Map only that part of the payload (e.g. artists.items);
                                 paths in the report start there.
          --object               Map the payload as one object even when it is an array
                                 (default: an array maps each element).
          --into FILE            Populate this existing JSON document instead of
                                 building a new one.
          --env TAG,NAME=VERSION Selector environment, added to the platform's tags.
          --format text|json     Output format (default text).

        Exit status: 0 no error issue, 1 the payload has error issues, 2 the mappings
        or the JSON are invalid (a diagnostic on stderr), 64 bad command line.
        """

    struct Options {
        var mappingsFile: String?
        var context: String?
        var payload: String?
        var keyPath: String?
        var asObject = false
        var into: String?
        var env: String?
        var format = "text"
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> Result<String, UsageError> {
            guard index + 1 < arguments.count else { return .failure(UsageError("\(flag) needs a value")) }
            index += 1
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--context":
                switch value(argument) { case .success(let v): options.context = v; case .failure(let e): return .failure(e) }
            case "--key-path":
                switch value(argument) { case .success(let v): options.keyPath = v; case .failure(let e): return .failure(e) }
            case "--into":
                switch value(argument) { case .success(let v): options.into = v; case .failure(let e): return .failure(e) }
            case "--env":
                switch value(argument) { case .success(let v): options.env = v; case .failure(let e): return .failure(e) }
            case "--format":
                switch value(argument) {
                case .success(let v):
                    guard v == "text" || v == "json" else { return .failure(UsageError("--format takes text or json, not '\(v)'")) }
                    options.format = v
                case .failure(let e): return .failure(e)
                }
            case "--object":
                options.asObject = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    return .failure(UsageError("unknown option '\(argument)'"))
                }
                if options.mappingsFile == nil {
                    options.mappingsFile = argument
                } else if options.payload == nil {
                    options.payload = argument
                } else {
                    return .failure(UsageError("unexpected argument '\(argument)'"))
                }
            }
            index += 1
        }
        guard options.mappingsFile != nil else { return .failure(UsageError("apply needs a .mappings file")) }
        guard options.context != nil else { return .failure(UsageError("apply needs --context ID")) }
        return .success(options)
    }

    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return MappingsTool.success
        }
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            MappingsTool.printError("error: \(error.message)\n\n" + usage)
            return MappingsTool.usageError
        }
        guard let environment = MappingsTool.environment(options.env) else {
            MappingsTool.printError("error: --env takes TAG or NAME=VERSION items separated by commas, such as linux,api=2")
            return MappingsTool.usageError
        }
        let file = options.mappingsFile ?? ""
        let context: MappingContext
        do {
            let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: file), environment: environment, displayName: file)
            for warning in catalog.warnings { MappingsTool.printError(warning.rendered()) }
            context = try catalog.context(options.context ?? "")
        } catch {
            for diagnostic in error.diagnostics { MappingsTool.printError(diagnostic.rendered()) }
            return MappingsTool.invalidInput
        }
        guard var payload = readJSON(options.payload ?? "-") else { return MappingsTool.invalidInput }
        if let keyPath = options.keyPath {
            guard let selected = select(keyPath, in: payload) else {
                MappingsTool.printError("error: key path '\(keyPath)' is not in the payload\nnote: check the envelope's keys, such as artists.items")
                return MappingsTool.invalidInput
            }
            payload = selected
        }
        let result: JSON
        let report: ValidationReport
        if let intoPath = options.into {
            guard var document = readJSON(intoPath) else { return MappingsTool.invalidInput }
            report = context.map(payload, intoJSON: &document)
            result = document
        } else {
            let mapped = options.asObject || payload.arrayValue == nil ? context.jsonObject(from: payload) : context.jsonObjects(from: payload)
            result = mapped.value
            report = mapped.report
        }
        if options.format == "json" {
            let output: JSON = ["result": result, "issues": report.issuesJSON, "summary": report.summaryJSON]
            print(output.formatted(.prettyPrinted))
        } else {
            print(result.formatted(.prettyPrinted))
            printReport(report)
        }
        return report.hasErrors ? MappingsTool.payloadIssues : MappingsTool.success
    }

    static func printReport(_ report: ValidationReport) {
        let errors = report.errors.count
        let warnings = report.issues.count - errors
        guard !report.issues.isEmpty else {
            print("\nno issues")
            return
        }
        print("\n\(report.issues.count) issue\(report.issues.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")):")
        for issue in report.issues { print(issue.description) }
        print("\nsummary:")
        for line in report.summary { print("  " + line.description) }
    }

    /// Reads and parses a JSON file ('-' for stdin), printing a diagnostic on failure.
    static func readJSON(_ path: String) -> JSON? {
        let data: Data?
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: path)
        }
        guard let data else {
            MappingsTool.printError("error: cannot read '\(path)'")
            return nil
        }
        do {
            return try JSON(parsing: data)
        } catch {
            MappingsTool.printError(error.rendered(file: path == "-" ? "<stdin>" : path))
            return nil
        }
    }

    /// The part of the payload at a dotted key path (numeric segments index arrays).
    static func select(_ keyPath: String, in payload: JSON) -> JSON? {
        var current = payload
        for segment in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            if let index = Int(segment), let element = current[index] {
                current = element
            } else if let member = current[String(segment)] {
                current = member
            } else {
                return nil
            }
        }
        return current
    }
}
