import Foundation
import MappingKit

/// What `mappings infer` checks of its own output before writing it: the
/// `.mappings` file loads as `mappings check` loads it; mapping every sample
/// with its root context as `mappings apply` maps it (the payload as apply
/// parses it, each element of an array unless the root wraps them, no
/// element left out) gives no error issue but those the report announces;
/// every context's entries are the properties of its model in the Swift
/// file, with the types chosen. A failure is a bug of the inferrer: nothing
/// is written.
struct SelfCheck {
    /// What failed.
    enum Problem {
        /// The file does not load: the loader's diagnostics.
        case doesNotLoad([Diagnostic])
        /// Applying the root context to a sample gave error issues.
        case sampleIssues(sample: String, report: ValidationReport)
        /// A context and its model disagree.
        case modelMismatch(context: String, expected: [String], found: [String])
    }

    var problems: [Problem] = []
    /// How many samples were applied, and the objects they mapped.
    var samplesApplied = 0
    var objectsMapped = 0
    /// Error issues the report announces, not failures: values of a kind
    /// that does not convert to the type chosen (``expectedMismatches``),
    /// and elements of a root array that are not objects, which infer
    /// leaves out and apply reports as `invalidElement` (``expectedInvalidElements``).
    var expectedMismatches = 0
    var expectedInvalidElements = 0

    /// Every error issue applying the file gives, all announced above.
    var expectedIssues: Int { expectedMismatches + expectedInvalidElements }

    /// An entry whose issues are expected.
    private struct ExpectedIssue: Hashable {
        var context: String
        var entry: String
    }

    var passed: Bool { problems.isEmpty }

    static func run(
        _ inference: Inference, files: (mappings: String, swift: String?), samples: [Sample], environment: MappingEnvironment
    ) -> SelfCheck {
        var check = SelfCheck()
        var expected = Set<ExpectedIssue>()
        for note in inference.notes {
            if case .mixedKinds(let context, let entry, _, _, _, false) = note { expected.insert(ExpectedIssue(context: context, entry: entry)) }
        }
        let root = "$" + (inference.models.first?.name ?? inference.name)
        let context: MappingContext
        do {
            let catalog = try MappingCatalog(
                string: files.mappings, environment: environment, displayName: inference.name + ".mappings")
            // Every issue kept: each one is checked against what the report announces.
            context = try catalog.context(root).limitingIssues(to: Int.max)
        } catch {
            check.problems.append(.doesNotLoad(error.diagnostics))
            return check
        }
        for sample in samples {
            // As `apply` maps it: an array each element (unless the root wraps
            // them), anything else one object.
            let payload = sample.payload ?? Payload(sample.json)
            let asOneObject = inference.appliesAsOneObject || payload.value.kind != .array
            var mapped = 0
            let report = context.forEachJSONObject(from: payload, asOneObject: asOneObject) { _ in mapped += 1 }
            check.objectsMapped += mapped
            check.samplesApplied += 1
            // The elements infer left out: apply reports each as an invalid element of the root context.
            var leftOut = 0
            if case .array(let elements) = sample.json { leftOut = elements.count { $0.objectValue == nil } }
            var unexpected = false
            for issue in report.errors {
                if expected.contains(ExpectedIssue(context: issue.context, entry: issue.entry)) {
                    check.expectedMismatches += 1
                } else if issue.kind == .invalidElement, issue.context == root, leftOut > 0 {
                    leftOut -= 1
                    check.expectedInvalidElements += 1
                } else {
                    unexpected = true
                }
            }
            if unexpected { check.problems.append(.sampleIssues(sample: sample.name, report: report)) }
        }
        check.compareEntries(inference, mappings: files.mappings)
        if let swift = files.swift { check.compareProperties(inference, swift: swift) }
        return check
    }

    /// Each context's entries are its model's fields, in order.
    private mutating func compareEntries(_ inference: Inference, mappings: String) {
        guard case .object(let file)? = try? JSON(parsing: mappings, options: .mappings) else {
            problems.append(.doesNotLoad([]))
            return
        }
        for model in inference.models {
            let entries = file[model.context]?.objectValue?.keys.filter { !$0.hasPrefix("@") } ?? []
            let fields = model.fields.map(\.name)
            if entries != fields { problems.append(.modelMismatch(context: model.context, expected: fields, found: entries)) }
        }
    }

    /// Each model's declaration in the Swift file holds a property for each
    /// field (and the `@key` receiver), of the type chosen.
    private mutating func compareProperties(_ inference: Inference, swift: String) {
        let declared = Self.properties(in: swift)
        for model in inference.models {
            var expected = model.fields.map { field in
                "\(field.name): \(field.type.swift { inference.models[$0].name })\(field.optional ? "?" : "")"
            }
            if let key = model.keyProperty { expected.append("\(key): String") }
            let found = declared[model.name] ?? []
            if found != expected { problems.append(.modelMismatch(context: model.context, expected: expected, found: found)) }
        }
    }

    /// `name: Type` of every stored property of every type declared at
    /// the top level of `swift` (backquotes and initial values dropped).
    static func properties(in swift: String) -> [String: [String]] {
        var properties: [String: [String]] = [:]
        var current: String?
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ")
            if !line.hasPrefix(" "), let index = words.firstIndex(where: { $0 == "struct" || $0 == "class" }),
                index + 1 < words.count
            {
                current = String(words[index + 1].prefix { $0 != ":" && $0 != "{" })
                properties[current ?? ""] = []
                continue
            }
            if line == "}" { current = nil }
            // `    public var id: Int` as `    var id: Int`.
            let member = ModelAccess.stripped(line)
            guard let current, member.hasPrefix("    var ") || member.hasPrefix("    let ") else { continue }
            var declaration = String(member.dropFirst(8)).replacingOccurrences(of: "`", with: "")
            if let range = declaration.range(of: " = ") { declaration = String(declaration[..<range.lowerBound]) }
            properties[current, default: []].append(declaration)
        }
        return properties
    }
}
