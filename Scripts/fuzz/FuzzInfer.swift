// The `infer` harness: `mappings infer`'s engine (Sources/mappings/Infer,
// compiled into this module by Scripts/fuzz.sh) on a fuzzed sample. The
// inferred file must load and map the sample with no error issue, and its
// entries must match its models: a failing self-check is a bug of the
// inferrer, reported here as a crash. The `.mappings` text editor of
// `--update` runs on the input as text: it may refuse it, but what it
// returns must keep every byte of the input.

/// What Sources/mappings/Infer uses of the tool.
enum MappingsTool {
    static func shortened(_ text: String, limit: Int = 80) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

enum FuzzInfer {
    static func run(_ bytes: [UInt8]) {
        if let json = try? JSON(parsing: bytes) {
            for kind in [ModelKind.codable, .mappable] {
                guard let inference = Inference(samples: [Sample(name: "fuzz", json: json)], name: "Fuzz", kind: kind, keyPath: nil)
                else { continue }
                let files = inference.files(mappingsName: "Fuzz.mappings", swiftName: "Fuzz.swift", samples: ["fuzz"])
                let check = SelfCheck.run(inference, files: files, samples: [Sample(name: "fuzz", json: json)], environment: .current)
                if !check.passed {
                    print(files.mappings)
                    fatalError("infer's self-check failed on this sample: \(check.problems)")
                }
            }
        }
        if let text = String(bytes: bytes, encoding: .utf8) {
            var editor = MappingsTextEditor(text: text)
            guard let contexts = try? editor.contexts(), let first = contexts.first else { return }
            guard (try? editor.add(entries: [#""added": { "@keyPath": "added", "@optional": true }"#], to: first)) != nil,
                (try? editor.add(contexts: [#""$Added": {}"#])) != nil
            else { return }
            var remaining = editor.text.unicodeScalars[...]
            for scalar in text.unicodeScalars {
                guard let found = remaining.firstIndex(of: scalar) else { fatalError("--update's editor lost a byte of the file") }
                remaining = remaining[remaining.index(after: found)...]
            }
        }
    }
}
