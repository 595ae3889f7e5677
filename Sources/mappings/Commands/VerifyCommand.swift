import Foundation
import MappingKit
import MappingKitHTTP

/// `mappings verify RECORDINGS… --routes FILE [--openapi FILE]`: recorded
/// exchanges (`--record` folders, HAR files) against the app's contexts
/// (which context answers which request: a routes file) and the vendor's
/// OpenAPI description; each problem with its verdict kept apart
/// (``VerificationProblem/Verdict``), a summary by operation.
enum VerifyCommand: Subcommand {
    static let name = "verify"
    static let synopsis = "mappings verify RECORDINGS... (--routes FILE | --openapi FILE) [options]"
    static let abstract = SubcommandAbstract(
        "verify RECORDINGS... --routes FILE",
        "Check recorded answers against the app's contexts and\nthe vendor's OpenAPI description, each problem's verdict apart.")

    static let reader = ArgumentReader(options: [
        .value("routes", "FILE", help: """
            Which context maps which answer: a routes file, as
            import openapi writes one (NAME.routes.json).
            """),
        .value("openapi", "FILE", help: """
            The vendor's OpenAPI description (JSON or YAML): each
            answer's status, content type and body against it.
            """),
        .environment,
        .value("format", short: "f", "text|json|github|sarif|junit", help: "The report (default text)."),
    ])

    static let usage = """
        USAGE: \(synopsis)

        Reads recorded exchanges (folders written by 'fetch --record', and HAR files
        exported by browsers and proxies) and checks each answer:

          with --routes, its body mapped through the app's context for the request
          (the first route whose method, path template and status match), every issue
          a problem; with --openapi, its status and content type against the
          operation the document gives for the request, and its body against the
          response's schema (imported as 'import openapi' imports it).

        Each problem names its exchange, the JSON pointer and property in the body, the
        contract's pointer and the .mappings line, and one verdict: vendorOutsideContract
        (a status, content type or body the document does not allow), contractCannotDescribe
        (no operation for the request, a schema the import cannot check),
        mappingNoLongerFits (the app's mapping refuses an answer the contract accepts, or
        any answer without --openapi), noRoute (no route for the request: not mapped).
        An app issue at a place where the contract also refused the body is the vendor's.

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0 no error problem, 1 some, 2 a recording, the routes file, its
        .mappings file or the document cannot be read, 64 bad command line.
        """

    struct Options {
        var recordings: [String]
        var routes: String?
        var openapi: String?
        var environment: MappingEnvironment = .current
        var format = OutputFormat.text
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard !read.positionals.isEmpty else { throw .missingRecordings }
        var options = Options(recordings: read.positionals, routes: read["routes"], openapi: read["openapi"])
        guard options.routes != nil || options.openapi != nil else { throw .requiresOption("verify", requires: "--routes or --openapi") }
        options.environment = try read.environment()
        options.format = try read.format(allowed: OutputFormat.allCases) ?? options.format
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        let exchanges = try readExchanges(options.recordings)
        let routes = try options.routes.map(readRoutes)
        let app = try routes.map { routes throws(ExitStatus) in
            (routes, try MappingsTool.loadCatalog(routes.mappingsFile, environment: options.environment))
        }
        var contract: ContractVerifier?
        if let file = options.openapi {
            let document = try ImportCommand.readDocument(file)
            do throws(ContractVerifier.Failure) {
                contract = try ContractVerifier(document: document)
            } catch {
                switch error {
                case .importFailed(let error):
                    MappingsTool.print(.importFailed(error))
                    return MappingsTool.invalidInput
                case .doesNotLoad(let diagnostics):
                    MappingsTool.print(.importedFileDoesNotLoad(diagnostics))
                    return MappingsTool.payloadIssues
                }
            }
        }
        var verified: [VerifiedExchange] = []
        for exchange in exchanges {
            verified.append(verify(exchange, app: app, contract: contract))
        }
        let report = VerificationReport(exchanges: verified)
        var text = report.rendered(options.format)
        if text.hasSuffix("\n") { text.removeLast() }  // printOutput ends the output with its own.
        let status = MappingsTool.printOutput(text)
        return status == MappingsTool.success && report.hasErrors ? MappingsTool.payloadIssues : status
    }

    /// One exchange against the contract, then the app's context.
    static func verify(_ exchange: HTTPExchange, app: (RouteTable, MappingCatalog)?, contract: ContractVerifier?) -> VerifiedExchange {
        let method = exchange.request.method.uppercased()
        let path = exchange.request.url.path
        var result = VerifiedExchange(
            source: exchange.source ?? "exchange", method: method, url: Redactor().text(exchange.request.url.absoluteString),
            status: exchange.response.status, operation: method + " " + path)
        var vendorPointers = Set<String>()
        if let contract {
            let checked = contract.check(exchange)
            if let template = checked.template { result.operation = method + " " + template }
            result.problems += checked.problems
            vendorPointers = Set(checked.problems.filter { $0.verdict == .vendorOutsideContract }.compactMap(\.pointer))
        }
        guard let (routes, catalog) = app else { return result }
        guard let route = routes.route(method: method, path: path, status: exchange.response.status) else {
            // An error answer no route maps is not the app's to read.
            guard (200..<300).contains(exchange.response.status) else { return result }
            result.problems.append(VerificationProblem(
                verdict: .noRoute, isError: false, code: "noRoute",
                message: "no route of \(TerminalText.escaped(routes.file)) answers \(method) \(TerminalText.escaped(path)) (status \(exchange.response.status)): not mapped"))
            return result
        }
        if contract == nil { result.operation = method + " " + route.path }
        guard !exchange.response.body.isEmpty else { return result }
        let payload: Payload
        do {
            payload = try Payload(parsing: exchange.response.body)
        } catch {
            // The contract says whose fault a body that is no JSON is; without it, the mapping cannot read it.
            if contract == nil {
                result.problems.append(VerificationProblem(
                    verdict: .mappingNoLongerFits, isError: true, code: "bodyNotJSON", message: "the body is not JSON: \(error.description)"))
            }
            return result
        }
        for issue in ContractVerifier.map(payload, through: route.context, in: catalog) {
            let pointer = VerificationProblem.pointer(fromPath: issue.sourcePath)
            // Where the contract refused the body too, the problem is the vendor's: one problem, both places.
            if vendorPointers.contains(pointer), let index = result.problems.firstIndex(where: {
                $0.verdict == .vendorOutsideContract && $0.pointer == pointer && $0.mapping == nil
            }) {
                result.problems[index].mapping = issue.location
                result.problems[index].property = issue.context + "." + issue.entry
                continue
            }
            result.problems.append(VerificationProblem(
                verdict: vendorPointers.contains(pointer) ? .vendorOutsideContract : .mappingNoLongerFits, isError: issue.severity == .error,
                code: issue.code.rawValue, message: issue.message, pointer: pointer, property: issue.context + "." + issue.entry,
                mapping: issue.location))
        }
        return result
    }

    /// The exchanges of each recordings folder and HAR file, in order; exit 2 after a diagnostic.
    static func readExchanges(_ paths: [String]) throws(ExitStatus) -> [HTTPExchange] {
        var exchanges: [HTTPExchange] = []
        for path in paths {
            if path.hasSuffix(".har") {
                let json = try InputFile.tree(path)
                do throws(VerifyInputError) {
                    exchanges += try HARReader.exchanges(json, file: path)
                } catch {
                    MappingsTool.print(.verifyInputInvalid(error.description))
                    throw .invalidInput
                }
                continue
            }
            do throws(EndpointError) {
                exchanges += try ReplayTransport(directory: URL(fileURLWithPath: path), displayName: path).exchanges
            } catch {
                MappingsTool.print(.fetchFailed(error))
                throw .invalidInput
            }
        }
        return exchanges
    }

    static func readRoutes(_ path: String) throws(ExitStatus) -> RouteTable {
        let json = try InputFile.tree(path)
        do throws(VerifyInputError) {
            return try RouteTable(json: json, file: path)
        } catch {
            MappingsTool.print(.verifyInputInvalid(error.description))
            throw .invalidInput
        }
    }
}
