// libFuzzer entry point. Built by Scripts/fuzz.sh together with the
// MappingKit sources (not a SwiftPM target); the harness is chosen by the
// MAPPINGKIT_FUZZ environment variable:
//   parse  (default) the JSON parser, the writer and the .mappings loader;
//   apply  a fuzzed catalog applied to a fuzzed payload (FuzzApply.swift);
//   infer  `mappings infer` on a fuzzed sample, self-checked (FuzzInfer.swift);
//   report reports read from fuzzed JSON and merged (FuzzReport.swift);
//   recording  a fuzzed recording read, written back and matched (FuzzRecording.swift);
//   pattern the `@pattern` engine against NSRegularExpression (FuzzPattern.swift);
//   yaml   the YAML reader, its JSON read back as YAML (FuzzYAML.swift).

import Foundation

/// The harness this process runs, read once.
let fuzzMode = ProcessInfo.processInfo.environment["MAPPINGKIT_FUZZ"] ?? "parse"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch fuzzMode {
    case "apply": FuzzApply.run(bytes)
    case "infer": FuzzInfer.run(bytes)
    case "report": FuzzReport.run(bytes)
    case "recording": FuzzRecording.run(bytes)
    case "pattern": FuzzPattern.run(bytes)
    case "openapi": FuzzOpenAPI.run(bytes)
    case "yaml": FuzzYAML.run(bytes)
    default: fuzzParse(bytes)
    }
    return 0
}

/// The parser, the writer (a parsed document written and parsed again) and
/// the loader (each context applied to a fixed payload).
func fuzzParse(_ bytes: [UInt8]) {
    if let json = try? JSON(parsing: bytes) {
        let text = json.formatted()
        _ = try? JSON(parsing: text)
    } else if let error = (Result { try JSON(parsing: bytes) }).failureError {
        _ = String(describing: error)
    }
    if let text = String(bytes: bytes, encoding: .utf8) {
        if let catalog = try? MappingCatalog(string: text) {
            for id in catalog.identifiers {
                if let context = try? catalog.context(id) {
                    _ = context.objects(from: ["a": [1, ["b": nil]], "b": "x"] as JSON, as: JSON.self)
                }
            }
        } else if let error = (Result { try MappingCatalog(string: text) }).failureError {
            _ = String(describing: error)
        }
    }
}

extension Result {
    var failureError: Failure? { if case .failure(let e) = self { return e }; return nil }
}
