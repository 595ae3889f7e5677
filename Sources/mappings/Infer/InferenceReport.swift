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
    /// The command whose mapping the self-check ran on each sample
    /// (`mappings apply Status.mappings --context '$Status' SAMPLE`).
    var applyCommand: String

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
            switch note {
            case .suggestedKeyPath, .keyLeftOut, .frameworkName: false
            default: !note.isDetection
            }
        }
        if !detections.isEmpty {
            lines.append("detected:")
            lines += detections.map { "  \($0.subject): \($0.message)" }
        }
        if !choices.isEmpty {
            lines.append("choices the samples did not make unanimously:")
            lines += choices.map { "  \($0.subject): \($0.message)" }
        }
        for note in inference.notes {
            switch note {
            case .keyLeftOut, .frameworkName: lines.append("note: \(note.subject): " + note.message)
            case .suggestedKeyPath: lines.append("note: " + note.message)
            default: break
            }
        }
        lines.append(checked)
        return lines.joined(separator: "\n")
    }

    /// What the self-check ran and found: "no error issue" only when
    /// mapping the samples gave none; else how many, all announced above.
    var checked: String {
        let samples = check.samplesApplied == 1 ? "the sample" : "each of the \(check.samplesApplied) samples"
        let objects = "\(check.objectsMapped) object\(check.objectsMapped == 1 ? "" : "s")"
        var found = "no error issue"
        if check.expectedIssues > 0 {
            var kinds: [String] = []
            if check.expectedMismatches > 0 {
                kinds.append("\(check.expectedMismatches) value\(check.expectedMismatches == 1 ? "" : "s") of a kind that does not convert")
            }
            if check.expectedInvalidElements > 0 {
                kinds.append("\(check.expectedInvalidElements) element\(check.expectedInvalidElements == 1 ? "" : "s") left out")
            }
            let count = check.expectedIssues
            found = "\(count) error issue\(count == 1 ? "" : "s"), \(count == 1 ? "the one" : "all") announced above (\(kinds.joined(separator: ", ")))"
        }
        let models = inference.kind == .none ? "" : "; every entry names a property of its model"
        return "checked: the file loads; \(applyCommand) maps \(samples) (\(objects)) with \(found)\(models)"
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
            "checked": [
                "command": .string(applyCommand), "samples": JSON(check.samplesApplied), "objects": JSON(check.objectsMapped),
                "errors": JSON(check.expectedIssues),
            ],
        ]
        for note in inference.notes { if case .suggestedKeyPath(let path, _) = note { object["suggestedKeyPath"] = .string(path) } }
        return .object(object)
    }
}
