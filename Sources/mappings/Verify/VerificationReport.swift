import Foundation
import MappingKit

/// What `mappings verify` prints: each exchange's problems (its verdict,
/// the body's pointer and property, the contract's pointer, the
/// `.mappings` line), then a summary by operation; as text, one JSON
/// object, GitHub annotations, SARIF or JUnit XML.
struct VerificationReport {
    var exchanges: [VerifiedExchange]

    var problems: [VerificationProblem] { exchanges.flatMap(\.problems) }
    var hasErrors: Bool { problems.contains(where: \.isError) }

    /// Each operation in the order first met, with its exchanges.
    var operations: [(operation: String, exchanges: [VerifiedExchange])] {
        var order: [String] = []
        var byOperation: [String: [VerifiedExchange]] = [:]
        for exchange in exchanges {
            if byOperation[exchange.operation] == nil { order.append(exchange.operation) }
            byOperation[exchange.operation, default: []].append(exchange)
        }
        return order.map { ($0, byOperation[$0] ?? []) }
    }

    static func counts(_ problems: [VerificationProblem]) -> String {
        VerificationProblem.Verdict.allCases.map { verdict in
            "\(problems.count { $0.verdict == verdict }) \(verdict.rawValue)"
        }.joined(separator: ", ")
    }

    func rendered(_ format: OutputFormat) -> String {
        switch format {
        case .text: text()
        case .json: json().formatted([.prettyPrinted]) + "\n"
        case .github, .sarif: annotations(format == .github ? .github : .sarif)
        case .junit: junit()
        }
    }

    func text() -> String {
        var lines: [String] = []
        for exchange in exchanges where !exchange.problems.isEmpty {
            lines.append("\(TerminalText.escaped(exchange.source)): \(exchange.method) \(TerminalText.escaped(exchange.url)) → \(exchange.status)")
            for problem in exchange.problems {
                lines.append("  \(problem.isError ? "error" : "warning"): \(problem.verdict.rawValue): \(problem.message)")
                if let pointer = problem.pointer {
                    lines.append("    at \(TerminalText.escaped(pointer.isEmpty ? "(the body)" : pointer))" + (problem.property.map { " (\(TerminalText.escaped($0)))" } ?? ""))
                }
                if let mapping = problem.mapping { lines.append("    mapping: \(TerminalText.escaped(mapping.description))") }
                if let contract = problem.contract { lines.append("    contract: \(TerminalText.escaped(contract))") }
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("summary by operation:")
        for (operation, exchanges) in operations {
            let failed = exchanges.count { !$0.problems.isEmpty }
            lines.append("  \(TerminalText.escaped(operation)): \(exchanges.count) exchange\(exchanges.count == 1 ? "" : "s"), \(failed) with problems: "
                + Self.counts(exchanges.flatMap(\.problems)))
        }
        let failed = exchanges.count { !$0.problems.isEmpty }
        lines.append("\(exchanges.count) exchange\(exchanges.count == 1 ? "" : "s") verified, \(failed) with problems: " + Self.counts(problems))
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> JSON {
        func problemJSON(_ problem: VerificationProblem) -> JSON {
            var object: JSON.Object = [
                "verdict": .string(problem.verdict.rawValue), "severity": .string(problem.isError ? "error" : "warning"),
                "code": .string(problem.code), "message": .string(problem.message),
            ]
            object["pointer"] = problem.pointer.map { .string($0) } ?? .null
            object["property"] = problem.property.map { .string($0) } ?? .null
            object["contract"] = problem.contract.map { .string($0) } ?? .null
            object["mapping"] = problem.mapping.map { .string($0.description) } ?? .null
            return .object(object)
        }
        let exchanges = self.exchanges.map { exchange -> JSON in
            [
                "source": .string(exchange.source), "method": .string(exchange.method), "url": .string(exchange.url),
                "status": .number(JSON.Number(exchange.status)), "operation": .string(exchange.operation),
                "problems": .array(exchange.problems.map(problemJSON)),
            ]
        }
        let operations = self.operations.map { operation -> JSON in
            var verdicts = JSON.Object()
            for verdict in VerificationProblem.Verdict.allCases {
                verdicts[verdict.rawValue] = .number(JSON.Number(operation.exchanges.flatMap(\.problems).count { $0.verdict == verdict }))
            }
            return [
                "operation": .string(operation.operation), "exchanges": .number(JSON.Number(operation.exchanges.count)),
                "withProblems": .number(JSON.Number(operation.exchanges.count { !$0.problems.isEmpty })), "verdicts": .object(verdicts),
            ]
        }
        return [
            "exchanges": .array(exchanges), "operations": .array(operations),
            "errors": .number(JSON.Number(problems.count(where: \.isError))),
            "warnings": .number(JSON.Number(problems.count { !$0.isError })),
        ]
    }

    /// Each problem an annotation at its `.mappings` line (or, for a
    /// problem of the contract alone, without a file), its verdict the code.
    func annotations(_ style: AnnotationLog.Style) -> String {
        var log = AnnotationLog(style: style)
        for exchange in exchanges {
            for problem in exchange.problems {
                var text = problem.message + " (" + exchange.method + " " + exchange.url + " → \(exchange.status))"
                if let pointer = problem.pointer { text += " at " + (pointer.isEmpty ? "(the body)" : pointer) + (problem.property.map { " (\($0))" } ?? "") }
                if let contract = problem.contract { text += "; contract: " + contract }
                log.add(Annotation(
                    level: problem.isError ? .error : .warning, code: problem.verdict.rawValue, message: text, location: problem.mapping,
                    payload: exchange.source, payloadPath: problem.pointer))
            }
        }
        return log.rendered()
    }

    /// JUnit XML: a test suite per operation, a test case per exchange, a
    /// failure per exchange with error problems (each problem a line).
    func junit() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = exchanges.count { $0.problems.contains(where: \.isError) }
        xml += "<testsuites name=\"mappings verify\" tests=\"\(exchanges.count)\" failures=\"\(failures)\">\n"
        for (operation, exchanges) in operations {
            let failed = exchanges.count { $0.problems.contains(where: \.isError) }
            xml += "  <testsuite name=\"\(Self.xml(operation))\" tests=\"\(exchanges.count)\" failures=\"\(failed)\">\n"
            for exchange in exchanges {
                xml += "    <testcase classname=\"\(Self.xml(operation))\" name=\"\(Self.xml(exchange.source))\""
                let errors = exchange.problems.filter(\.isError)
                guard !errors.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                let lines = errors.map { problem in
                    "\(problem.verdict.rawValue): \(problem.message)" + (problem.pointer.map { " at \($0)" } ?? "")
                        + (problem.mapping.map { " [\($0)]" } ?? "") + (problem.contract.map { " [\($0)]" } ?? "")
                }
                xml += ">\n      <failure message=\"\(Self.xml("\(errors.count) problem\(errors.count == 1 ? "" : "s"): " + Self.counts(errors)))\">"
                xml += Self.xml(lines.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text as XML character data and attribute values: the five entities,
    /// and any character XML 1.0 cannot hold (controls) as U+FFFD.
    static func xml(_ text: String) -> String {
        // Line by line: the report's own line breaks are kept, the text's control characters escaped.
        let escaped = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
        var out = ""
        for scalar in escaped.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default: if scalar.value < 0x20 { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
