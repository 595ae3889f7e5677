import MappingKit

/// What `mappings infer` prints on standard output after writing: the
/// files, the contexts and their objects, each choice the samples did not
/// make unanimously and each detection with its evidence, the likely key
/// path, and what the self-check ran; as text or one JSON object.
struct InferenceReport {
    var inference: Inference
    var check: SelfCheck
    /// The files written, as named on the command line's folder.
    var written: [String]
    var samples: Int

    func rendered(_ format: ValidationReport.Format) -> String {
        format == .json ? json.formatted([.prettyPrinted]) : text
    }

    var text: String {
        let models = inference.models
        let kind = inference.kind == .none ? "" : " (\(models.count) \(inference.kind == .codable ? "Codable" : "Mappable") model\(models.count == 1 ? "" : "s"))"
        var lines = ["wrote \(written.joined(separator: " and "))\(kind) from \(samples) sample\(samples == 1 ? "" : "s") (\(inference.objectCount) object\(inference.objectCount == 1 ? "" : "s"))"]
        lines.append("contexts: " + models.map { "\($0.context) (\($0.count))" }.joined(separator: ", "))
        let detections = inference.notes.filter(\.isDetection)
        let choices = inference.notes.filter { note in
            if case .suggestedKeyPath = note { return false }
            return !note.isDetection
        }
        if !detections.isEmpty {
            lines.append("detected:")
            lines += detections.map { "  \($0.subject): \($0.message)" }
        }
        if !choices.isEmpty {
            lines.append("choices the samples did not make unanimously:")
            lines += choices.map { "  \($0.subject): \($0.message)" }
        }
        for note in inference.notes { if case .suggestedKeyPath = note { lines.append("note: " + note.message) } }
        lines.append("checked: the file loads; applied to \(check.samplesApplied) sample\(check.samplesApplied == 1 ? "" : "s") (\(check.objectsMapped) object\(check.objectsMapped == 1 ? "" : "s")) with no error issue\(check.expectedIssues > 0 ? " but the \(check.expectedIssues) announced above" : "")\(inference.kind == .none ? "" : "; every entry names a property of its model")")
        return lines.joined(separator: "\n")
    }

    var json: JSON {
        let contexts = inference.models.map { model -> JSON in
            ["context": .string(model.context), "model": .string(model.name), "objects": JSON(model.count),
             "paths": .array(model.paths.map(JSON.string))]
        }
        var object: JSON.Object = [
            "files": .array(written.map(JSON.string)),
            "models": .string(inference.kind.rawValue),
            "samples": JSON(samples),
            "objects": JSON(inference.objectCount),
            "contexts": .array(contexts),
            "notes": .array(inference.notes.map(\.json)),
            "checked": ["samples": JSON(check.samplesApplied), "objects": JSON(check.objectsMapped), "errors": JSON(check.expectedIssues)],
        ]
        for note in inference.notes { if case .suggestedKeyPath(let path, _) = note { object["suggestedKeyPath"] = .string(path) } }
        return .object(object)
    }
}
