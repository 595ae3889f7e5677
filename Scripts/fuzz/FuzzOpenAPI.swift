// The `openapi` harness: `mappings import openapi`'s engine
// (Sources/mappings/Import/OpenAPI, compiled into this module by
// Scripts/fuzz.sh) on a fuzzed description, JSON or YAML.
//
// An input that reads (as JSON when it starts with `{`, else as YAML) and is
// an OpenAPI 3 document is imported whole: no trap, hang or unbounded work
// whatever its `$ref`s (cycles, chains, dangling, external), and when it
// imports, the `.mappings` file written for each kind of models must load
// (an import whose file does not load is a bug, reported here as a crash),
// and the Swift models must be written. A refused document's error must
// word itself.

enum FuzzOpenAPI {
    static func run(_ bytes: [UInt8]) {
        let json: JSON
        if bytes.first == UInt8(ascii: "{") {
            guard let parsed = try? JSON(parsing: bytes) else { return }
            json = parsed
        } else {
            guard let text = String(validating: bytes, as: UTF8.self), let read = try? YAMLReader.read(text, file: "fuzz.yaml") else { return }
            json = read
        }
        let document: OpenAPIDocument
        do throws(ImportError) {
            document = try OpenAPIDocument(json: json, file: "fuzz.yaml")
        } catch {
            _ = error.description
            return
        }
        let settings = SchemaImporter.Settings(openEnums: bytes.count % 2 == 0, ignored: [], prefix: "")
        var result: OpenAPIImport
        do throws(ImportError) {
            result = try OpenAPIImport(document: document, selection: .init(), settings: settings)
        } catch {
            _ = error.description
            return
        }
        for kind in [ModelKind.none, .mappable, .codable] {
            if kind == .codable { result.leaveOutFreeForm() }
            let swift = result.swiftModels()
            let text = ContractMappingsWriter(models: result.models, swiftModels: swift, notes: result.notes, kind: kind, header: []).text()
            do throws(MappingConfigurationError) {
                _ = try MappingCatalog(string: text)
            } catch {
                fatalError("the imported file does not load (\(kind)):\n\(error)\n\(text)")
            }
            if kind != .none {
                _ = SwiftModelWriter(models: swift, kind: kind, rootName: swift.first?.name ?? "Model", fileName: "Fuzz.mappings", header: []).text()
            }
            _ = result.notes.map(\.line)
        }
    }
}
