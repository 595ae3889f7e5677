// The `infer` harness: `mappings infer`'s engine (Sources/mappings/Infer,
// compiled into this module by Scripts/fuzz.sh) on a fuzzed sample.
//
// A sample (an input that parses as JSON): the inferred file (with Codable
// models or property tables, picked by the input) must load and map the
// sample as `apply` maps it with no error issue but those its report
// announces, and its entries must match its models: a failing self-check
// is a bug of the inferrer, reported here as a crash. Then `--update`: a
// file inferred from the sample with every other key dropped (LF or CRLF,
// with or without a byte order mark, picked by the input) is updated with
// the sample, twice.
//
// A `.mappings` text, a NUL, then a sample: `--update` on that text.
//
// What `--update` promises, checked on each (fallbacks of entries whose key
// a key none read replaces, then entries): every byte of the file kept;
// the lines it adds end as the file's first line does (no `\n` without its
// `\r` added to a CRLF file, no `\r` to an LF one), a byte order mark
// stays; the file still loads; and a second update with the same sample
// adds nothing and changes nothing. Any other input: the text editor must
// keep every byte of it.

/// What Sources/mappings/Infer uses of the tool.
enum MappingsTool {
    static func shortened(_ text: String, limit: Int = 80) -> String {
        TerminalText.escaped(text.count > limit ? String(text.prefix(limit)) + "…" : text)
    }
}

enum FuzzInfer {
    /// Computed once: `MappingEnvironment.current` asks the system for its version on every call.
    static let environment = MappingEnvironment.current

    static func run(_ bytes: [UInt8]) {
        if let separator = bytes.firstIndex(of: 0) {
            let text = String(decoding: bytes[..<separator], as: UTF8.self)
            guard let payload = try? Payload(parsing: Array(bytes[(separator + 1)...])) else { return }
            update(text, swift: nil, sample: payload.value.json, kind: .codable)
            return
        }
        guard let payload = try? Payload(parsing: bytes) else {
            editorKeepsBytes(String(decoding: bytes, as: UTF8.self))
            return
        }
        let sample = Sample(name: "fuzz", payload: payload)
        // What the input picks: the models (Codable or property tables), and the --update file's
        // line endings and byte order mark: one kind an input, one self-check an input.
        let pick = bytes.reduce(UInt8(0)) { $0 &+ $1 }
        let kind: ModelKind = pick & 4 == 4 ? .mappable : .codable
        guard let inference = try? Inference(samples: [sample], name: "Fuzz", kind: kind, keyPath: nil) else { return }
        let files = inference.files(mappingsName: "Fuzz.mappings", swiftName: "Fuzz.swift", samples: ["fuzz"])
        let check = SelfCheck.run(inference, files: files, samples: [sample], environment: environment)
        if !check.passed {
            print(files.mappings)
            fatalError("infer's self-check failed on this sample: \(check.problems)")
        }
        // --update: a file that lacks half the keys.
        guard let reduced = try? Inference(samples: [Sample(name: "fuzz", json: halved(sample.json))], name: "Fuzz", kind: kind, keyPath: nil)
        else { return }
        let lacking = reduced.files(mappingsName: "Fuzz.mappings", swiftName: "Fuzz.swift", samples: ["fuzz"])
        var text = lacking.mappings
        var swift = lacking.swift ?? ""
        if pick & 1 == 1 {
            text = text.replacingOccurrences(of: "\n", with: "\r\n")
            swift = swift.replacingOccurrences(of: "\n", with: "\r\n")
        }
        if pick & 2 == 2 { text = "\u{FEFF}" + text }
        update(text, swift: swift, sample: sample.json, kind: kind)
    }

    /// `value` with every other key of each object dropped (the first kept), at every depth.
    static func halved(_ value: JSON) -> JSON {
        switch value {
        case .object(let object):
            var kept = JSON.Object()
            for (index, (key, member)) in object.enumerated() where index % 2 == 0 { kept[key] = halved(member) }
            return .object(kept)
        case .array(let elements):
            return .array(elements.map(halved))
        default:
            return value
        }
    }

    /// `--update` of `text` (and `swift`) with `sample`, as the command runs it, twice.
    static func update(_ text: String, swift: String?, sample: JSON, kind: ModelKind) {
        guard let (once, swiftOnce, contexts) = updated(text, swift: swift, sample: sample, kind: kind) else { return }
        guard once != text else { return }
        check(text, became: once)
        if let swift, let swiftOnce { check(swift, became: swiftOnce) }
        // The second run loads the file the first wrote: it must load.
        guard let (twice, swiftTwice, _) = updated(once, swift: swiftOnce, sample: sample, kind: kind) else {
            print(once)
            let loaded = once.hasPrefix("\u{FEFF}") ? String(once.dropFirst()) : once
            fatalError("--update wrote a file it cannot update again (contexts: \(contexts)): \(Result { try MappingCatalog(string: loaded) })")
        }
        if twice != once || swiftTwice != swiftOnce {
            print(once)
            print(twice)
            fatalError("a second --update with the same sample changed the file")
        }
    }

    /// The texts `--update` writes, and the file's contexts; `nil` where the
    /// command refuses the file (it does not load, is not an object of
    /// contexts); the texts unchanged when there is nothing to add. (Whether
    /// the edited file loads is checked by the second run, which loads it.)
    static func updated(_ text: String, swift: String?, sample: JSON, kind: ModelKind) -> (String, String?, [String])? {
        let loaded = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        guard let contexts = try? MappingsTextEditor(text: text).contexts(),
            case .object(let parsed)? = try? JSON(parsing: loaded, options: .mappings),
            let catalog = try? MappingCatalog(string: loaded, environment: environment),
            let identifier = contexts.first(where: { $0.hasPrefix("$") }),
            let context = try? catalog.context(identifier)
        else { return nil }
        let objects: [JSON]
        if case .array(let elements) = sample { objects = elements } else { objects = [sample] }
        // As the command plans it: fallbacks first, then the keys counted again with the file they make.
        let update = MappingsUpdate.planned(
            text: text, file: parsed, contexts: contexts, context: context, objects: objects, kind: kind
        ) { edited in
            try? MappingCatalog(string: edited, environment: environment).context(identifier)
        }
        guard !update.additions.isEmpty || !update.fallbacks.isEmpty else { return (text, swift, contexts) }
        guard let edited = try? update.edited(text, contexts: contexts) else { return nil }
        return (edited, swift.map { update.editedSwift($0, kind: kind).text }, contexts)
    }

    /// What `--update` keeps of a file it edits: every byte, the line
    /// endings of its first line, a byte order mark.
    static func check(_ original: String, became edited: String) {
        var remaining = edited.unicodeScalars[...]
        for scalar in original.unicodeScalars {
            guard let found = remaining.firstIndex(of: scalar) else { fatalError("--update lost a byte of the file") }
            remaining = remaining[remaining.index(after: found)...]
        }
        if original.hasPrefix("\u{FEFF}"), !edited.hasPrefix("\u{FEFF}") { fatalError("--update lost the byte order mark") }
        let bytes = Array(original.utf8)
        let crlf = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? false
        if crlf {
            if loneLineFeeds(edited) != loneLineFeeds(original) { fatalError("--update added a LF line to a CRLF file") }
        } else if edited.utf8.count(where: { $0 == 0x0D }) != original.utf8.count(where: { $0 == 0x0D }) {
            fatalError("--update added a CR to an LF file")
        }
    }

    /// How many `\n` have no `\r` before them.
    static func loneLineFeeds(_ text: String) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous != 0x0D { count += 1 }
            previous = byte
        }
        return count
    }

    /// The text editor on any text: it may refuse it, but what it returns keeps every byte.
    static func editorKeepsBytes(_ text: String) {
        var editor = MappingsTextEditor(text: text)
        guard let contexts = try? editor.contexts(), let first = contexts.first else { return }
        guard (try? editor.add(entries: [#""added": { "@keyPath": "added", "@optional": true }"#], to: first)) != nil,
            (try? editor.add(contexts: [#""$Added": {}"#])) != nil
        else { return }
        check(text, became: editor.text)
    }
}
