import MappingKit

/// A vendor's OpenAPI description (3.0 or 3.1), read from JSON or YAML:
/// its schemas, its operations and the `$ref`s between them, each place
/// named by a ``JSONPointer``.
///
/// ```swift
/// let document = try OpenAPIDocument(json: tree, file: "api.github.com.yaml")
/// document.schemaNames          // ["root", "simple-user", …]
/// try document.resolve("#/components/schemas/issue", from: .root)
/// ```
struct OpenAPIDocument: Sendable {
    enum Version: Sendable { case v3_0, v3_1 }

    let root: JSON.Object
    let file: String
    let version: Version

    /// The most `$ref`s followed to reach one schema.
    static let maximumReferenceChain = 64

    init(json: JSON, file: String) throws(ImportError) {
        guard case .object(let root) = json else { throw ImportError(.notOpenAPI(found: json.kindName), file: file) }
        if let swagger = root["swagger"], root["openapi"] == nil {
            throw ImportError(.unsupportedVersion("swagger " + (swagger.stringValue ?? swagger.formatted())), file: file, at: JSONPointer.root.appending("swagger"))
        }
        guard let openapi = root["openapi"] else { throw ImportError(.notOpenAPI(found: nil), file: file) }
        let text = openapi.stringValue ?? openapi.formatted()
        if text.hasPrefix("3.0") {
            version = .v3_0
        } else if text.hasPrefix("3.1") {
            version = .v3_1
        } else {
            throw ImportError(.unsupportedVersion(text), file: file, at: JSONPointer.root.appending("openapi"))
        }
        self.root = root
        self.file = file
    }

    /// The names of `components.schemas`, in the document's order.
    var schemaNames: [String] { root["components"]?["schemas"]?.objectValue?.keys ?? [] }

    /// `#/components/schemas/NAME`.
    static func schemaPointer(_ name: String) -> JSONPointer {
        JSONPointer(tokens: ["components", "schemas", name])
    }

    /// The value at `pointer`, or `nil`.
    func value(at pointer: JSONPointer) -> JSON? {
        var value: JSON = .object(root)
        for token in pointer.tokens {
            switch value {
            case .object(let object):
                guard let member = object[token] else { return nil }
                value = member
            case .array(let array):
                guard let index = Int(token), array.indices.contains(index) else { return nil }
                value = array[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The object `reference` names (`#/components/schemas/issue`), and
    /// its pointer; `from` is where the `$ref` is, for the error.
    func resolve(_ reference: String, from place: JSONPointer) throws(ImportError) -> (object: JSON.Object, pointer: JSONPointer) {
        guard let pointer = JSONPointer(reference: reference) else {
            throw ImportError(.externalReference(reference), file: file, at: place.appending("$ref"))
        }
        guard let value = self.value(at: pointer) else {
            // `#/components/schemas/customr`: the closest member of the section it names.
            let section = JSONPointer(tokens: Array(pointer.tokens.dropLast()))
            let names = pointer.tokens.isEmpty ? [] : self.value(at: section)?.objectValue?.keys ?? []
            let closest = pointer.tokens.last.flatMap { EditDistance.closest(to: $0, in: names, limit: 1).first }
            throw ImportError(
                .danglingReference(reference, closest: closest.map { JSONPointer(tokens: section.tokens + [$0]).text }), file: file,
                at: place.appending("$ref"))
        }
        guard case .object(let object) = value else {
            throw ImportError(.notAnObject(expected: "the target of '$ref' \(reference)"), file: file, at: pointer)
        }
        return (object, pointer)
    }

    /// `object` with its `$ref`s followed to an object with none (a
    /// reference cycle or an overlong chain is an error); members beside
    /// a `$ref` are not kept (3.0 ignores them; 3.1's are annotations the
    /// import does not need).
    func dereferenced(_ object: JSON.Object, at pointer: JSONPointer) throws(ImportError) -> (object: JSON.Object, pointer: JSONPointer) {
        var current = (object: object, pointer: pointer)
        var seen: [JSONPointer] = [pointer]
        while let reference = current.object["$ref"]?.stringValue {
            current = try resolve(reference, from: current.pointer)
            if seen.contains(current.pointer) || seen.count > Self.maximumReferenceChain {
                throw ImportError(.referenceCycle(seen + [current.pointer]), file: file, at: pointer)
            }
            seen.append(current.pointer)
        }
        return current
    }
}
