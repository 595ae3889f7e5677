import MappingKit

/// What `mappings infer --update` prints after writing: each entry it added
/// (context, key path, type, how many objects held the key), the contexts
/// and models it added, what it could not place and the keys it left out;
/// text or one JSON object. Key paths are rendered as issue paths are
/// (``PayloadKey``), names from the file as the file spells them, escaped.
struct UpdateReport {
    var file: String
    var update: MappingsUpdate
    /// The Swift file updated, if any.
    var swiftFile: String?
    /// Entries whose property could not be placed in the Swift file.
    var unplaced: [MappingsUpdate.Addition]

    func rendered(_ format: ValidationReport.Format) -> String {
        format == .json ? json.formatted([.prettyPrinted]) : text
    }

    var text: String {
        guard !update.additions.isEmpty || !update.fallbacks.isEmpty else {
            var lines = [update.leftOut.isEmpty
                ? "\(file) reads every key of the samples: nothing to add"
                : "\(file) reads every key of the samples it can read: nothing to add"]
            lines += update.leftOut.map(Self.leftOutNote)
            lines += update.elsewhere.map(Self.elsewhereNote)
            return lines.joined(separator: "\n")
        }
        var lines = ["added to \(file):"]
        lines += update.fallbacks.map { "  " + Self.fallbackLine($0) }
        for addition in update.additions {
            let field = addition.field
            lines.append("  \(Self.shown(addition.context)).\(field.name): '\(PayloadKey.shown(path: field.keyPath))' as \(addition.swiftType), "
                + MappingsUpdate.presence(addition))
        }
        lines += update.contextNames.map { "  new context \($0)" }
        if let swiftFile {
            let placed = update.additions.count - unplaced.count
            let models = update.declarations.count
            lines.append("added to \(swiftFile): \(placed) propert\(placed == 1 ? "y" : "ies")\(models > 0 ? ", \(models) model\(models == 1 ? "" : "s")" : "")")
        }
        for addition in unplaced {
            let type = addition.context.drop { $0 == "$" }
            lines.append("note: add 'var \(SwiftNames.code(addition.field.name)): \(addition.swiftType)' to \(Self.shown(String(type))) by hand: "
                + "it is not a struct infer wrote")
        }
        lines += update.leftOut.map(Self.leftOutNote)
        lines += update.elsewhere.map(Self.elsewhereNote)
        return lines.joined(separator: "\n")
    }

    /// `$Issue.user: 'owner' as a fallback ('@fallbackKeyPaths'), in 5 of 5 objects, …`.
    static func fallbackLine(_ fallback: MappingsUpdate.Fallback) -> String {
        let key = PayloadKey.shown(fallback.key)
        let gone = fallback.keyCount == 0
            ? "where '\(key)' is in none"
            : "never beside '\(key)', which the others hold"
        let alike = switch fallback.evidence {
        case .sameObjects(let context, let found, let read):
            "objects \(shown(context)) maps (\(found) of the \(read) keys it reads)"
        case .sameWords:
            "a key of the same words"
        }
        return "\(shown(fallback.context)).\(fallback.entry): '\(PayloadKey.shown(fallback.fallback))' as a fallback of '\(key)' "
            + "('@fallbackKeyPaths'), in \(fallback.count) of \(fallback.total) objects, \(gone): \(alike)"
    }

    static func elsewhereNote(_ context: String) -> String {
        "note: \(shown(context)) is defined in another file: the keys it does not read are not added; run --update on that file"
    }

    static func leftOutNote(_ key: (context: String, path: String, reason: MappingsUpdate.LeftOut)) -> String {
        switch key.reason {
        case .metadata:
            "note: \(shown(key.context)): '\(key.path)' left out: no key path reads a key named \(PayloadKey.unreadable) "
                + "(a path starting with it reads the values given beside the payload)"
        case .unfound:
            "note: \(shown(key.context)): '\(key.path)' left out: no path of the samples' keys leads to its value; "
                + "add its entry by hand, with @keyPath as an array of its keys"
        }
    }

    /// A name of the file (`$Status`): as it is, escaped when it holds a control character.
    static func shown(_ name: String) -> String { PayloadKey.shownName(name) }

    var json: JSON {
        let added = update.additions.map { addition -> JSON in
            ["context": .string(addition.context), "entry": .string(addition.field.name),
             "keyPath": .string(PayloadKey.shown(path: addition.field.keyPath)),
             "type": .string(addition.swiftType), "count": JSON(addition.field.present), "values": JSON(addition.valued),
             "total": JSON(addition.field.total)]
        }
        let fallbacks = update.fallbacks.map { fallback -> JSON in
            ["context": .string(fallback.context), "entry": .string(fallback.entry), "keyPath": .string(PayloadKey.shown(fallback.key)),
             "fallback": .string(PayloadKey.shown(fallback.fallback)), "count": JSON(fallback.count), "total": JSON(fallback.total)]
        }
        var object: JSON.Object = [
            "file": .string(file), "added": .array(added), "fallbacks": .array(fallbacks),
            "contexts": .array(update.contextNames.map(JSON.string)),
            "notAdded": .array(update.elsewhere.map(JSON.string)),
            "leftOut": .array(update.leftOut.map { ["context": .string($0.context), "keyPath": .string($0.path)] }),
        ]
        if let swiftFile {
            object["swiftFile"] = .string(swiftFile)
            object["unplaced"] = .array(unplaced.map { .string($0.field.name) })
        }
        return .object(object)
    }
}
