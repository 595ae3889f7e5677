import Foundation

/// Reverse mapping for any `Encodable` type: the context's entries name the
/// coding keys its `encode(to:)` writes, and say where each goes; a key the
/// context does not name is written under its own name, so a context lists
/// only what differs from the type's own encoding (the mirror of decoding,
/// where a key the context does not name is read under its own name).
///
/// A type that is also ``Mappable`` is written with its property table,
/// whichever `json(from:)` is called (the options do not apply to it).
///
/// They forward to the encoding engine
/// (`Encoding/MappingContext+Encoding.swift`).
extension MappingContext {
    /// Writes an `Encodable` value to JSON through this context.
    ///
    /// ```swift
    /// struct NewTweet: Encodable { var message: String; var coordinates: Coordinate?; var lang = "en" }
    /// // "$TweetModel": { "message": "text",
    /// //                  "coordinates": { "@keyPath": "coordinates.coordinates", "@transformer": "coordinate" } }
    /// let json = try catalog.context("$TweetModel").json(from: NewTweet(message: "Hi", coordinates: here))
    /// // {"text":"Hi","coordinates":{"coordinates":[-97.5,35.4]},"lang":"en"}
    /// ```
    ///
    /// Each entry (each entry of `@reverseMappings` when the context has
    /// some) writes the value its property names at its key path, nested
    /// objects made on the way:
    ///
    /// - through its transformer's reverse, given the typed value (a
    ///   transformer without a reverse writes nothing);
    /// - through its `@object` context, for a nested value, an optional, each
    ///   element of an array or a set, each member of a `[String: Value]`
    ///   (in key order); `@switch` picks the case whose `@class` is the
    ///   value's registered type;
    /// - else as the value encodes itself (see ``EncodingOptions`` for dates).
    ///
    /// `nil` and `null` values write nothing, nor do `@metadata` entries; a
    /// `@self` entry with `@object` merges what its context writes; entries
    /// whose key paths overlap merge as for models (a `null` never replaces
    /// what another entry writes; two entries that would put different
    /// values at one key path are a ``MappingError/configuration(_:)``
    /// error). Keys no entry names are written under their own name, after
    /// the entries' (what an entry wrote is not replaced: an object merges
    /// into the one an entry wrote at that key), except keys the
    /// context's forward entries name and its `@reverseMappings` leaves out:
    /// those are not written. An array, a set, an optional or a
    /// `[String: Value]` given here is written element by element, each
    /// through the context.
    ///
    /// The context is checked against the type on the first value written
    /// (once per context, type and catalog): an entry naming a key the value
    /// did not encode (a synthesized `encode(to:)` names every key, `nil`
    /// ones too: a key a type may lack is an optional property), or an
    /// unknown transformer, is a
    /// ``MappingError/configuration(_:)`` error, with a "did you mean". The
    /// context's `@class` is not checked: a request body type can be written
    /// through the context of the response model it resembles.
    ///
    /// - Throws: ``MappingError/configuration(_:)`` when the context does not
    ///   fit the type; ``MappingError/encodingFailed(path:reason:)`` when an
    ///   `encode(to:)` throws, or a `Double` or `Float` is NaN or infinite
    ///   (JSON has no such numbers), with the value's coding path.
    public func json<E: Encodable>(from value: E, options: EncodingOptions = EncodingOptions()) throws(MappingError) -> JSON {
        try runEncodable(value, options: options)
    }

    /// Writes an `Encodable` value to JSON data through this context:
    /// ``json(from:options:)``, then ``JSON/data(_:)``.
    ///
    /// ```swift
    /// var request = URLRequest(url: url)
    /// request.httpBody = try context.data(from: draft, writing: [.sortedKeys])
    /// ```
    ///
    /// - Throws: what ``json(from:options:)`` throws.
    public func data<E: Encodable>(
        from value: E, options: EncodingOptions = EncodingOptions(), writing: JSON.WritingOptions = []
    ) throws(MappingError) -> Data {
        try json(from: value, options: options).data(writing)
    }
}
