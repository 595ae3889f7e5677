/// The JSON Schema (draft 2020-12) of the payload a context accepts, or
/// (``Direction/reverse``) of the JSON its reverse mapping writes: what
/// `mappings schema FILE --context '$X'` prints.
///
/// A context is a definition in `$defs`, under its identifier, and so is
/// every context its entries reach (`@object`, `@switch` cases,
/// `@default`); the document's root takes the context's object, or an
/// array of them (each element mapped, as `objects(from:)` maps them).
/// The definitions say what the `.mappings` file says, one to one:
///
/// - an entry's key path is nested `properties`; a key path through an
///   array maps over its elements, so each object on the way also holds
///   `items` (its own schema again, through an `$anchor`); a numeric
///   segment is an index (`prefixItems`);
/// - an entry that is not `@optional` (and has no `@defaultValue`) is
///   `required` at every key on its path, its value not `null` unless
///   `@null` is `"value"`; with `@fallbackKeyPaths`, one of its key paths is
///   (`anyOf`);
/// - the value constraints as JSON Schema's (`minimum`, `maxLength`,
///   `pattern`, `enum`…), on the value and on each element or member of a
///   collection; `@minItems`/`@maxItems` on an array or an object;
/// - `@defaultValue` as `default`; the built-in transformers as the type
///   and `format` they read (`iso8601Date`: a `date-time` string), any
///   transformer as `x-mappings-transformer`;
/// - `@object` as a `$ref` to its context, for one object or an array of
///   them (with `@key`, an object of them); `@switch` as `oneOf`, one
///   branch per case holding its value at the type field (a JSON number
///   or boolean's text matching the number or boolean too), `@default` as
///   the branch for every other value, and OpenAPI's `discriminator` beside
///   it when the type field is one key;
/// - what JSON Schema cannot say as `x-mappings-` keywords: `@onInvalid`
///   (a value refused then is a warning: the entry's constraints and type
///   are kept in `x-mappings-constraints`, not checked), `@invalidElements:
///   "skip"` (the elements are not checked), `@fallbackKeyPaths`,
///   `"@optional": "warning"`, `@reverseNil`, the source line of each
///   context and entry (`x-mappings-location`).
///
/// `@metadata` entries read no payload and are left out. A schema accepts
/// every payload the context maps without an error issue (it may accept
/// some that it reports: a number as a string against `@minimum`, a value
/// of another type, since a `.mappings` file names no types), and refuses
/// one without a required value.
///
/// Reverse, the entries are `@reverseMappings` when the context has them,
/// every key on a path is an object (reverse mapping does not undo a
/// fan-out), `@reverseNil: "null"` lets a value be `null`, and a
/// transformer's value is the type its reverse writes.
///
/// ```swift
/// let catalog = try MappingCatalog(contentsOf: url)
/// let schema = PayloadSchema.document(for: try catalog.context("$Tweet"), direction: .forward)
/// print(schema.formatted([.prettyPrinted]))
/// ```
package struct PayloadSchema {
    /// Which JSON the schema describes.
    package enum Direction: Sendable {
        /// The payload the context maps.
        case forward
        /// What the context's reverse mapping writes.
        case reverse
    }

    let direction: Direction
    /// The definitions made so far, by context identifier, in the order met.
    var definitions = JSON.Object()
    /// The identifiers whose definition is made or being made.
    var defined = Set<String>()
    /// The anchors given so far (each is unique in a document).
    var anchors = Set<String>()

    /// The schema's URI (JSON Schema 2020-12).
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of the payloads `context` maps (or writes, reverse).
    package static func document(for context: MappingContext, direction: Direction) -> JSON {
        var schema = PayloadSchema(direction: direction)
        let root = schema.reference(to: context)
        var document = JSON.Object()
        document["$schema"] = .string(dialect)
        document["title"] = .string(context.identifier)
        let what = direction == .forward ? "The payload '\(context.identifier)' maps" : "The JSON '\(context.identifier)' writes back"
        document["description"] = .string(what + ": one object, or an array of them. Made by 'mappings schema' from the .mappings file.")
        document["x-mappings-direction"] = .string(direction == .forward ? "forward" : "reverse")
        document["anyOf"] = [root, ["type": "array", "items": root]]
        document["$defs"] = .object(schema.definitions)
        return .object(document)
    }

    /// A `$ref` to `context`'s definition, made (with what it reaches)
    /// when it is not yet.
    mutating func reference(to context: MappingContext) -> JSON {
        let identifier = context.identifier
        if defined.insert(identifier).inserted {
            definitions[identifier] = .null  // its place, in the order met
            definitions[identifier] = definition(of: context)
        }
        return ["$ref": .string("#/$defs/" + Self.pointerToken(identifier))]
    }

    /// An identifier as a JSON pointer token in a URI fragment (RFC 6901,
    /// RFC 3986): `~` and `/` escaped, then what a fragment cannot hold
    /// percent-encoded.
    static func pointerToken(_ identifier: String) -> String {
        let escaped = identifier.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        var token = ""
        for byte in escaped.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~$!&'()*+,;=:@/".contains(character) {
                token.append(character)
            } else {
                token += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return token
    }
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
