import MappingKit

/// What `mappings import openapi` printed: the document, the contexts and
/// files written, each operation's bodies with their context, and the
/// notes by kind; as text or one JSON object (`--format json`).
struct ImportReport {
    var result: OpenAPIImport
    var written: [String]
    /// The file the contexts are in, for the command the report suggests.
    var mappingsPath: String

    func rendered(_ format: ValidationReport.Format) -> String {
        format == .json ? json().formatted([.prettyPrinted]) + "\n" : text()
    }

    private var document: OpenAPIDocument { result.document }

    private var title: String {
        let info = document.root["info"]?.objectValue
        let openapi = document.root["openapi"]?.stringValue ?? "3"
        var text = "OpenAPI " + openapi
        if let title = info?["title"]?.stringValue { text += ", '" + TerminalText.escaped(title) + "'" }
        if let version = info?["version"]?.stringValue { text += " " + TerminalText.escaped(version) }
        return text
    }

    /// `GET /repos/{owner}/{repo}/issues 200 application/json: [$Issue]`.
    func line(_ body: OpenAPIImport.Body) -> String {
        let context = result.models[body.model].context
        return "\(body.method) \(TerminalText.escaped(body.path)) \(body.status ?? "request") \(TerminalText.escaped(body.mediaType)): "
            + (body.array ? "[\(context)]" : context)
    }

    /// The notes' counts by kind, most first (ties by name).
    var counts: [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for note in result.notes { counts[note.kindName, default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }

    func text() -> String {
        let contexts = result.models.count
        var lines = ["imported \(TerminalText.escaped(document.file)) (\(title)): \(contexts) context\(contexts == 1 ? "" : "s")"]
        lines.append("wrote " + written.map { TerminalText.escaped($0) }.joined(separator: " and "))
        if !result.bodies.isEmpty {
            lines.append("operations (\(result.bodies.count) JSON bod\(result.bodies.count == 1 ? "y" : "ies")):")
            lines += result.bodies.map { "  " + line($0) }
        }
        if result.notes.isEmpty {
            lines.append("notes: none: every construct of the selected schemas is mapped")
        } else {
            lines.append("notes: \(result.notes.count) (" + counts.map { "\($0.kind) \($0.count)" }.joined(separator: ", ") + "), each also a comment in the file:")
            lines += result.notes.map { "  " + $0.line }
        }
        if let root = result.example {
            let context = result.models[root].context
            lines.append("map a recorded answer: mappings apply \(InferCommand.shellQuoted(mappingsPath)) --context \(InferCommand.shellQuoted(context)) ANSWER.json")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> JSON {
        var object: JSON.Object = [
            "file": .string(document.file),
            "openapi": document.root["openapi"] ?? .null,
            "written": .array(written.map { .string($0) }),
        ]
        object["contexts"] = .array(result.models.map { model in
            ["context": .string(model.context), "schema": .string(model.pointer.text)]
        })
        object["operations"] = .array(result.bodies.map { body in
            [
                "method": .string(body.method), "path": .string(body.path), "status": body.status.map { .string($0) } ?? .null,
                "mediaType": .string(body.mediaType), "context": .string(result.models[body.model].context), "array": .bool(body.array),
                "schema": .string(body.pointer.text),
            ]
        })
        object["notes"] = .array(result.notes.map { note in
            [
                "kind": .string(note.kindName), "pointer": .string(note.pointer.text), "context": note.context.map { .string($0) } ?? .null,
                "message": .string(note.message),
            ]
        })
        object["noteCounts"] = .object(JSON.Object(counts.map { ($0.kind, JSON.number(JSON.Number($0.count))) }))
        return .object(object)
    }
}
