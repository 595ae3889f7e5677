import MappingKit

extension ImportError: CustomStringConvertible {
    /// `FILE#/pointer: error: what`, then a `note:` with the likely fix:
    /// the only place an import's errors are worded.
    var description: String {
        let place = TerminalText.escaped(file) + (pointer.tokens.isEmpty && !showsRootPointer ? "" : TerminalText.escaped(pointer.text))
        return "\(place): error: \(message)\nnote: \(suggestion)"
    }

    private var showsRootPointer: Bool {
        if case .danglingReference = kind { return true }
        return false
    }

    var message: String {
        switch kind {
        case .unreadable(let diagnostic):
            return "the document cannot be read: " + diagnostic
        case .notOpenAPI(let found):
            guard let found else { return "the document has no 'openapi' member: it is not an OpenAPI description" }
            return "the document's top is \(found), not an OpenAPI description (an object with 'openapi')"
        case .unsupportedVersion(let version) where version.hasPrefix("swagger "):
            return "the document is Swagger \(TerminalText.escaped(String(version.dropFirst(8)))) ('swagger'); the import reads OpenAPI 3.0 and 3.1"
        case .unsupportedVersion(let version):
            return "'openapi' is \(quoted(version)); the import reads OpenAPI 3.0 and 3.1"
        case .danglingReference(let reference, _):
            return "'$ref' \(quoted(reference)) names nothing in the document"
        case .externalReference(let reference):
            return "'$ref' \(quoted(reference)) points into another document, which the import does not follow"
        case .referenceCycle(let pointers):
            return "'$ref's lead back to where they started without reaching a schema: " + pointers.map(\.text).joined(separator: " → ")
        case .notAnObject(let expected):
            return "expected \(expected), an object"
        case .unknownSchema(let name, _):
            return "--schema \(quoted(name)): the document's components.schemas has no such schema"
        case .unknownPath(let path, _):
            return "--path \(quoted(path)): the document's paths has no such path"
        case .unknownTag(let tag, _):
            return "--tag \(quoted(tag)): no operation of the document has this tag"
        case .nothingSelected:
            return "nothing to import: the selection reaches no schema that describes a JSON body"
        }
    }

    var suggestion: String {
        switch kind {
        case .unreadable:
            return "fix the document where the diagnostic says (the import reads JSON, and YAML without tags or several documents)"
        case .notOpenAPI:
            return "give the vendor's OpenAPI 3.0 or 3.1 description (JSON or YAML); a JSON Schema is not one"
        case .unsupportedVersion:
            return "convert a Swagger 2.0 document to OpenAPI 3 first (swagger2openapi, or the vendor's newer description)"
        case .danglingReference(_, let closest?):
            return "did you mean \(quoted(closest))?"
        case .danglingReference:
            return "the vendor's document is incomplete here: import the full description, or a version where this schema exists"
        case .externalReference:
            return "bundle the description into one document first (redocly bundle, or the vendor's bundled file)"
        case .referenceCycle:
            return "one of these '$ref's must lead to a schema; the document is broken here"
        case .notAnObject:
            return "the document does not follow the OpenAPI structure here; check it with an OpenAPI validator"
        case .unknownSchema(_, let suggestions), .unknownPath(_, let suggestions):
            guard let first = suggestions.first else { return "list what the document has with: mappings import openapi FILE --list" }
            return "did you mean \(quoted(first))?"
        case .unknownTag(_, let known):
            guard !known.isEmpty else { return "the document's operations have no tags: select with --path or --schema" }
            return "the tags in the document: " + known.prefix(12).map(quoted).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
        case .nothingSelected:
            return "select schemas with --schema NAME, or operations whose responses or request bodies are JSON"
        }
    }

    private func quoted(_ text: String) -> String { "'" + TerminalText.escaped(text) + "'" }
}
