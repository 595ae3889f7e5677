import MappingKit

/// What `mappings infer --update` prints after writing: each entry it added
/// (context, key path, type, how many objects held the key), the contexts
/// and models it added, and what it could not place; text or one JSON object.
struct UpdateReport {
    var file: String
    var update: InferCommand.Update
    /// The Swift file updated, if any.
    var swiftFile: String?
    /// Entries whose property could not be placed in the Swift file.
    var unplaced: [InferCommand.Addition]

    func rendered(_ format: ValidationReport.Format) -> String {
        format == .json ? json.formatted([.prettyPrinted]) : text
    }

    var text: String {
        guard !update.additions.isEmpty else {
            var lines = ["\(file) reads every key of the samples: nothing to add"]
            lines += update.elsewhere.map(Self.elsewhereNote)
            return lines.joined(separator: "\n")
        }
        var lines = ["added to \(file):"]
        for addition in update.additions {
            let field = addition.field
            lines.append("  \(addition.context).\(field.name): '\(field.key)' as \(addition.swiftType), in \(field.present) of \(field.total) objects")
        }
        lines += update.contextNames.map { "  new context \($0)" }
        if let swiftFile {
            let placed = update.additions.count - unplaced.count
            let models = update.declarations.count
            lines.append("added to \(swiftFile): \(placed) propert\(placed == 1 ? "y" : "ies")\(models > 0 ? ", \(models) model\(models == 1 ? "" : "s")" : "")")
        }
        for addition in unplaced {
            let type = addition.context.drop { $0 == "$" }
            lines.append("note: add 'var \(SwiftNames.code(addition.field.name)): \(addition.swiftType)' to \(type) by hand: it is not a struct infer wrote")
        }
        lines += update.elsewhere.map(Self.elsewhereNote)
        return lines.joined(separator: "\n")
    }

    static func elsewhereNote(_ context: String) -> String {
        "note: \(context) is defined in another file: the keys it does not read are not added; run --update on that file"
    }

    var json: JSON {
        let added = update.additions.map { addition -> JSON in
            ["context": .string(addition.context), "entry": .string(addition.field.name), "keyPath": .string(addition.field.key),
             "type": .string(addition.swiftType), "count": JSON(addition.field.present), "total": JSON(addition.field.total)]
        }
        var object: JSON.Object = [
            "file": .string(file), "added": .array(added), "contexts": .array(update.contextNames.map(JSON.string)),
            "notAdded": .array(update.elsewhere.map(JSON.string)),
        ]
        if let swiftFile {
            object["swiftFile"] = .string(swiftFile)
            object["unplaced"] = .array(unplaced.map { .string($0.field.name) })
        }
        return .object(object)
    }
}
