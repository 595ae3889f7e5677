import MappingKit

/// Reads a YAML document into a ``JSON`` value: the YAML 1.2 that OpenAPI
/// descriptions are written in (GitHub's REST description, vendors' docs).
///
/// ```swift
/// let json = try YAMLReader.read("openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\n", file: "pets.yaml")
/// json["info"]?["title"]    // "Pets"
/// json["info"]?["version"]  // "1": quoted, so a string
/// ```
///
/// What it reads:
/// - block mappings and sequences, nested freely, a sequence at the column
///   of its key (`key:\n- a`), compact mappings in sequences (`- key: v`);
/// - flow collections (`[a, b]`, `{a: 1, b: [x]}`, over several lines,
///   single pairs as `[a: 1]`): JSON text reads as itself;
/// - plain scalars (several lines folded with spaces), single-quoted (`''`)
///   and double-quoted scalars (the JSON escapes and `\x \u \U \0 \a \v \e
///   \N \_ \L \P`, escaped line breaks, line folding), block scalars `|` and
///   `>` with chomping (`-`, `+`) and an indentation indicator;
/// - comments, a leading `---`, a trailing `...`, a `%YAML 1.x` directive
///   (accepted; any other directive is refused);
/// - anchors and aliases, each alias replaced by a copy of its node.
///
/// Plain scalars resolve by YAML 1.2's core schema: `null`, `Null`, `NULL`,
/// `~` and nothing are null; `true`, `True`, `TRUE`, `false`, `False`,
/// `FALSE` are booleans; integers (`-12`, `+12`, `0o17`, `0x1F`) and floats
/// (`1.5`, `1e3`, `.5`, `1.`) are numbers, written as JSON numbers (`12`,
/// `15`, `31`, `0.5`, `1.0`). JSON has no infinities or NaN, so `.inf`,
/// `-.inf` and `.nan` stay strings; so do hex and octal integers beyond 64
/// bits. Anything else is a string, and quoted and block scalars always are.
/// Keys are the text written: `200:` is the key `"200"`, `true:` `"true"`.
/// An empty document is `null`.
///
/// What it refuses, with a ``YAMLError`` at the spot: tabs used for
/// indentation, tags and `%TAG` (any directive but one `%YAML 1.x`), a
/// second document, complex keys (`? `, even before a scalar, and a
/// collection as a key), empty keys, aliases as keys, merge keys (`<<`), a
/// key repeated in one mapping, an alias to an unknown anchor or inside its
/// own anchor's node, control characters, and anything else it does not
/// recognise. It holds to YAML's indentation where most mistakes show: the
/// lines of a quoted scalar or a flow collection inside a block collection
/// are indented under their key (the closing quote or bracket may stand at
/// the key's column), and such a line names the quote or bracket left open.
/// It refuses every invalid document of the YAML test suite.
///
/// It is linear in the document's size (about 150 ms for 10 MB in a release
/// build), works on the UTF-8 bytes and never recurses: ``Limits`` bounds
/// the depth and what aliases may add.
enum YAMLReader {
    /// How far a document may go before it is refused.
    struct Limits: Sendable, Hashable {
        /// Deepest nesting of mappings and sequences, aliases counted as the
        /// nodes they stand for: 512, the JSON parser's default
        /// (`JSONParsingOptions.maximumDepth`), so every value read can be
        /// written as JSON and parsed back.
        var maximumDepth: Int
        /// The most nodes (scalars, mappings, sequences) all aliases of a
        /// document may stand for together: 1,000,000 by default. A node an
        /// alias copies costs its size each time, so a "billion laughs"
        /// document (aliases of aliases, each level ten times the one
        /// below) is refused at the alias that passes the limit; a
        /// description that reuses a few parameters costs little.
        var maximumAliasNodes: Int

        /// Limits; the defaults are ``standard``.
        init(maximumDepth: Int = 512, maximumAliasNodes: Int = 1_000_000) {
            self.maximumDepth = max(1, maximumDepth)
            self.maximumAliasNodes = max(0, maximumAliasNodes)
        }

        /// 512 levels, 1,000,000 nodes added by aliases.
        static let standard = Limits()
    }

    /// The JSON value of the YAML document `text`; `file` names it in errors.
    static func read(_ text: String, file: String) throws(YAMLError) -> JSON {
        try read(text, file: file, limits: .standard)
    }

    /// The JSON value of the YAML document `text`, within `limits`.
    static func read(_ text: String, file: String, limits: Limits) throws(YAMLError) -> JSON {
        var text = text
        let result: Result<JSON, YAMLError> = text.withUTF8 { bytes in
            var parser = YAMLParser(bytes: bytes, file: file, limits: limits)
            do throws(YAMLError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
