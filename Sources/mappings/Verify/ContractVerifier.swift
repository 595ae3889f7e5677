import Foundation
import MappingKit
import MappingKitHTTP

/// Checks recorded answers against a vendor's OpenAPI description: the
/// operation of the request, the status and content type the document
/// gives for it, and the body against the response's schema, imported as
/// `mappings import openapi` imports it (every schema, in memory) and mapped
/// through its context: each issue is a promise of the document broken, at
/// the document's pointer.
struct ContractVerifier {
    let document: OpenAPIDocument
    let result: OpenAPIImport
    let catalog: MappingCatalog
    /// Each context's entries' schema pointers: `$Issue` → `user` → `#/components/schemas/issue/properties/user`.
    private var pointers: [String: [String: JSONPointer]] = [:]

    /// Why the document cannot serve as a contract: the import's error, or its
    /// file not loading (an import bug).
    enum Failure: Error {
        case importFailed(ImportError)
        case doesNotLoad([Diagnostic])
    }

    init(document: OpenAPIDocument) throws(Failure) {
        self.document = document
        do throws(ImportError) {
            result = try OpenAPIImport(document: document, selection: .init())
        } catch {
            throw .importFailed(error)
        }
        let text = ContractMappingsWriter(models: result.models, swiftModels: result.swiftModels(), notes: [], kind: .none, header: []).text()
        do throws(MappingConfigurationError) {
            catalog = try MappingCatalog(string: text, displayName: document.file)
        } catch {
            throw .doesNotLoad(error.diagnostics)
        }
        for model in result.models {
            for field in model.fields { pointers[model.context, default: [:]][field.name] = field.pointer }
        }
    }

    /// The document's operation for a request: its path template and its object.
    func operation(method: String, path: String) -> (template: String, object: JSON.Object, pointer: JSONPointer)? {
        for (template, item) in document.root["paths"]?.objectValue ?? [:] where RouteTable.matches(template, path) {
            if case .object(let operation)? = item[method.lowercased()] {
                return (template, operation, JSONPointer(tokens: ["paths", template, method.lowercased()]))
            }
        }
        return nil
    }

    /// The problems of one exchange with the contract, and the operation's template.
    func check(_ exchange: HTTPExchange) -> (template: String?, problems: [VerificationProblem]) {
        let method = exchange.request.method.uppercased()
        let path = exchange.request.url.path
        func problem(_ verdict: VerificationProblem.Verdict, _ code: String, _ message: String, at pointer: JSONPointer?) -> VerificationProblem {
            VerificationProblem(
                verdict: verdict, isError: true, code: code, message: message,
                contract: pointer.map { document.file + $0.text })
        }
        guard let operation = operation(method: method, path: path) else {
            return (nil, [problem(.contractCannotDescribe, "operationNotDocumented", "no operation of the document answers \(method) \(TerminalText.escaped(path))", at: JSONPointer(tokens: ["paths"]))])
        }
        let responses = operation.object["responses"]?.objectValue ?? [:]
        let status = exchange.response.status
        let documented = responses.keys
        let key = documented.first { $0 == String(status) } ?? documented.first { $0.count == 3 && $0.uppercased().hasSuffix("XX") && RouteTable.statusMatches($0, status) }
            ?? documented.first { $0 == "default" }
        guard let key, case .object(let response)? = responses[key] else {
            return (operation.template, [problem(
                .vendorOutsideContract, "statusNotDocumented",
                "status \(status) is not documented for \(method) \(operation.template); the document gives \(documented.joined(separator: ", "))",
                at: operation.pointer.appending("responses"))])
        }
        let responsePointer = operation.pointer.appending("responses").appending(key)
        guard let target = try? document.dereferenced(response, at: responsePointer) else { return (operation.template, []) }
        let content = target.object["content"]?.objectValue ?? [:]
        let body = exchange.response.body
        guard !body.isEmpty else { return (operation.template, []) }
        guard !content.isEmpty else {
            return (operation.template, [problem(
                .vendorOutsideContract, "bodyNotDocumented", "the document gives no body for status \(key), and the answer has \(body.count) bytes",
                at: target.pointer)])
        }
        let answered = exchange.response.headers["Content-Type"].map(OpenAPIImport.essence) ?? ""
        guard let mediaType = content.keys.first(where: { Self.mediaType($0, covers: answered) }) else {
            return (operation.template, [problem(
                .vendorOutsideContract, "contentTypeNotDocumented",
                "content type '\(TerminalText.escaped(answered))' is not documented for status \(key); the document gives \(content.keys.joined(separator: ", "))",
                at: target.pointer.appending("content"))])
        }
        guard OpenAPIImport.isJSON(mediaType) else { return (operation.template, []) }
        guard let imported = result.bodies.first(where: {
            $0.method == method && $0.path == operation.template && $0.status == key && $0.mediaType == mediaType
        }) else {
            return (operation.template, [VerificationProblem(
                verdict: .contractCannotDescribe, isError: false, code: "schemaNotChecked",
                message: "the response's schema is not an object or an array of objects: the body is not checked",
                contract: document.file + target.pointer.appending("content").appending(mediaType).appending("schema").text)])
        }
        let payload: Payload
        do {
            payload = try Payload(parsing: body)
        } catch {
            return (operation.template, [problem(.vendorOutsideContract, "bodyNotJSON", "the body is not JSON: \(error.description)", at: imported.pointer)])
        }
        let issues = Self.map(payload, through: result.models[imported.model].context, in: catalog)
        let problems = issues.map { issue in
            VerificationProblem(
                verdict: .vendorOutsideContract, isError: issue.severity == .error, code: issue.code.rawValue, message: issue.message,
                pointer: VerificationProblem.pointer(fromPath: issue.sourcePath), property: issue.context + "." + issue.entry,
                contract: document.file + (pointers[issue.context]?[issue.entry] ?? imported.pointer).text)
        }
        return (operation.template, problems)
    }

    /// Every issue of mapping `payload` through `context` of `catalog`: an
    /// array element by element, anything else as one object, every issue kept.
    static func map(_ payload: Payload, through context: String, in catalog: MappingCatalog) -> [ValidationIssue] {
        guard let context = try? catalog.context(context).limitingIssues(to: Int.max) else { return [] }
        let asOneObject = payload.value.kind != .array
        return context.forEachJSONObject(from: payload, asOneObject: asOneObject) { _ in }.issues
    }

    /// `application/json` covers `application/json`; `application/*` and `*/*` cover any of theirs.
    static func mediaType(_ documented: String, covers answered: String) -> Bool {
        let documented = OpenAPIImport.essence(documented)
        if documented == answered || documented == "*/*" { return true }
        if documented.hasSuffix("/*") { return answered.hasPrefix(documented.dropLast()) }
        return false
    }
}
