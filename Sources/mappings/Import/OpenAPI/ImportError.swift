/// Why a contract document cannot be imported: a case per problem, each
/// with the file and the JSON pointer (or line and column) of where it is;
/// worded in ``description`` (ImportError+Messages.swift).
struct ImportError: Error, Sendable {
    enum Kind: Sendable, Hashable {
        /// The document is neither JSON nor YAML the reader takes (its
        /// diagnostic as printed).
        case unreadable(String)
        /// No `openapi` member, or not an object at the top.
        case notOpenAPI(found: String?)
        /// `openapi` names a version other than 3.0.x or 3.1.x.
        case unsupportedVersion(String)
        /// A `$ref` that names nothing in the document; the closest name
        /// of the same section when one is close.
        case danglingReference(String, closest: String?)
        /// A `$ref` into another document (`other.yaml#/…`), not followed.
        case externalReference(String)
        /// `$ref`s that lead back to where they started without reaching a schema.
        case referenceCycle([JSONPointer])
        /// A member that must be an object (a schema, `paths`, a response) is not.
        case notAnObject(expected: String)
        /// `--schema NAME` that `components.schemas` lacks.
        case unknownSchema(String, suggestions: [String])
        /// `--path TEMPLATE` that `paths` lacks.
        case unknownPath(String, suggestions: [String])
        /// `--tag TAG` that no operation has.
        case unknownTag(String, known: [String])
        /// The selection holds no schema to import.
        case nothingSelected
    }

    var kind: Kind
    /// The document as the user named it.
    var file: String
    /// Where in the document (the root for a document-wide problem).
    var pointer: JSONPointer

    init(_ kind: Kind, file: String, at pointer: JSONPointer = .root) {
        self.kind = kind
        self.file = file
        self.pointer = pointer
    }
}
