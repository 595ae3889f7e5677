// The `yaml` harness: the YAML reader of `mappings import openapi`
// (Sources/mappings/Import/YAML, compiled into this module by
// Scripts/fuzz.sh) on fuzzed text.
//
// Any input: reading never traps, hangs or recurses, and a refusal renders
// (its location and excerpt are computed from the input). A document that
// reads: its JSON, written by MappingKit's writer compactly and pretty
// printed, must read again as YAML (JSON is YAML's flow subset) to an
// equal value, and the JSON parser must agree with both.
//
// Aliases may stand for 20,000 nodes here rather than the reader's
// 1,000,000, so that the fuzzer's "billion laughs" cost milliseconds; the
// limit itself is the same code.

enum FuzzYAML {
    static let limits = YAMLReader.Limits(maximumDepth: 512, maximumAliasNodes: 20_000)

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let value: JSON
        do throws(YAMLError) {
            value = try YAMLReader.read(text, file: "fuzz.yaml", limits: limits)
        } catch {
            let rendered = error.description
            guard error.line >= 1, error.column >= 1, rendered.hasPrefix("fuzz.yaml:\(error.line):\(error.column): error: ") else {
                fatalError("a malformed diagnostic: \(rendered)")
            }
            return
        }
        for options in [[], .prettyPrinted] as [JSON.WritingOptions] {
            let written = value.formatted(options)
            let again: JSON
            do throws(YAMLError) {
                again = try YAMLReader.read(written, file: "written.json", limits: limits)
            } catch {
                fatalError("the JSON written from a document does not read as YAML: \(error)\n\(written)")
            }
            guard again == value else {
                fatalError("the JSON written from a document reads as another value:\n\(written)\n\(again.formatted())")
            }
            guard let parsed = try? JSON(parsing: written), parsed == value else {
                fatalError("the JSON parser reads the written JSON differently:\n\(written)")
            }
        }
    }
}
