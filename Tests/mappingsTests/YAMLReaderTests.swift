import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

@testable import mappings

/// `YAMLReader`, which `mappings import openapi` reads descriptions with:
/// each construct of the YAML that OpenAPI documents use read into the
/// JSON it stands for, an OpenAPI document read equal to its JSON twin,
/// JSON read as itself, and every refusal located and worded as its
/// fixture in `Fixtures/yaml/refused/` shows.
@Suite("YAMLReader: OpenAPI's YAML read into JSON")
struct YAMLReaderTests {
    /// A YAML text and the JSON text of what it reads as.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var json: String
        var testDescription: String { name }

        init(_ name: String, _ yaml: String, _ json: String) {
            self.name = name
            self.yaml = yaml
            self.json = json
        }
    }

    static func read(_ yaml: String, limits: YAMLReader.Limits = .standard) throws -> JSON {
        try YAMLReader.read(yaml, file: "test.yaml", limits: limits)
    }

    /// The error reading `yaml` throws, or `nil` when it reads.
    static func failure(_ yaml: String, file: String = "test.yaml", limits: YAMLReader.Limits = .standard) -> YAMLError? {
        do {
            _ = try YAMLReader.read(yaml, file: file, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    static let blockCases: [Case] = [
        Case("a mapping", "a: 1\nb: two\n", #"{"a": 1, "b": "two"}"#),
        Case("nested mappings", "a:\n  b:\n    c: 1\n  d: 2\ne: 3\n", #"{"a": {"b": {"c": 1}, "d": 2}, "e": 3}"#),
        Case("a sequence", "- a\n- b\n", #"["a", "b"]"#),
        Case("a sequence indented under its key", "key:\n  - a\n  - b\nnext: 1\n", #"{"key": ["a", "b"], "next": 1}"#),
        Case("a sequence at its key's column", "key:\n- a\n- b\nnext: 1\n", #"{"key": ["a", "b"], "next": 1}"#),
        Case(
            "compact mappings in a sequence", "- name: a\n  value: 1\n- name: b\n  nested:\n    deep: true\n",
            #"[{"name": "a", "value": 1}, {"name": "b", "nested": {"deep": true}}]"#),
        Case("compact sequences in a sequence", "- - a\n  - b\n- - - c\n- d\n", #"[["a", "b"], [["c"]], "d"]"#),
        Case(
            "a sequence at its key's column in a compact mapping", "- key:\n  - a\n  other: 1\n- key:\n- b\n",
            #"[{"key": ["a"], "other": 1}, {"key": null}, "b"]"#),
        Case("empty values", "a:\nb: ~\nc: null\nd:\n  # nothing\ne: ''\n", #"{"a": null, "b": null, "c": null, "d": null, "e": ""}"#),
        Case("empty entries", "-\n- \n- x\n", #"[null, null, "x"]"#),
        Case("a whole document indented", "  a: 1\n  b: 2\n", #"{"a": 1, "b": 2}"#),
        Case("a key's value on the next line", "a:\n  text\nb:\n\n  \"quoted\"\n", #"{"a": "text", "b": "quoted"}"#),
        Case("CRLF line breaks", "a: 1\r\nb:\r\n  - x\r\nc: |\r\n  one\r\n  two\r\n", #"{"a": 1, "b": ["x"], "c": "one\ntwo\n"}"#),
        Case("a byte order mark", "\u{FEFF}a: 1\n", #"{"a": 1}"#),
        Case("tabs inside values and after indicators", "a: x\ty\nb:\tz\nc: [1,\t2]\n", #"{"a": "x\ty", "b": "z", "c": [1, 2]}"#),
        Case("keys with spaces and punctuation", "a b: 1\n/pets/{id}: 2\nx-y.z: 3\n'quoted key': 4\n\"k:v\": 5\n", #"{"a b": 1, "/pets/{id}": 2, "x-y.z": 3, "quoted key": 4, "k:v": 5}"#),
        Case("a colon inside a plain scalar", "url: http://example.com:8080/a\ntime: 12:30\n", #"{"url": "http://example.com:8080/a", "time": "12:30"}"#),
    ]

    static let flowCases: [Case] = [
        Case("flow collections", "a: [x, y]\nb: {c: 1, d: [e]}\n", #"{"a": ["x", "y"], "b": {"c": 1, "d": ["e"]}}"#),
        Case("flow collections over lines", "a: [\n  1,\n  2,   # two\n]\nb: {\n  c: d,\n  e: f\n}\n", #"{"a": [1, 2], "b": {"c": "d", "e": "f"}}"#),
        Case("empty flow collections", "a: []\nb: {}\nc: [[], {}]\n", #"{"a": [], "b": {}, "c": [[], {}]}"#),
        Case("flow keys without values", "{a, b: 1, c}", #"{"a": null, "b": 1, "c": null}"#),
        Case("single pairs in a flow sequence", "[a: 1, b, 'c': [x], d: ]", #"[{"a": 1}, "b", {"c": ["x"]}, {"d": null}]"#),
        Case("quoted keys followed by ':' at once", #"{"a":1,"b":"x",'c':[true]}"#, #"{"a": 1, "b": "x", "c": [true]}"#),
        Case("plain scalars with ':' and '#' inside", "[a:b, c#d, http://x/y]", #"["a:b", "c#d", "http://x/y"]"#),
        Case("a plain scalar over lines in a flow", "[one\n two, three]", #"["one two", "three"]"#),
        Case("a flow collection at the top", "[1, {a: [2, {b: null}]}]\n", #"[1, {"a": [2, {"b": null}]}]"#),
        Case("tabs before lines of a flow at the top", "[\n\tone,\n\t{a: b}\n]\n", #"["one", {"a": "b"}]"#),
        Case("a flow mapping's key with its ':' on the next line", "{a\n  : b}", #"{"a": "b"}"#),
    ]

    static let scalarCases: [Case] = [
        Case("a plain scalar over lines", "a: one\n  two\n\n  three\n\n\n  four\nb: x\n", #"{"a": "one two\nthree\n\nfour", "b": "x"}"#),
        Case("a plain scalar over lines at the top", "one\ntwo\n", #""one two""#),
        Case("a plain continuation that starts with '- '", "a: one\n  - two\n", #"{"a": "one - two"}"#),
        Case("single quotes", "a: 'it''s'\nb: '  spaced  '\nc: 'no \\escapes'\n", #"{"a": "it's", "b": "  spaced  ", "c": "no \\escapes"}"#),
        Case("single quotes folded", "a: 'one\n  two\n\n  three'\n", #"{"a": "one two\nthree"}"#),
        Case(
            "double-quoted escapes", #"a: "\t\n\r\\\"\/\x41\u00e9\U0001F600\0\a\b\e\f\v\N\_\L\P\ ""# + "\n",
            #"{"a": "\t\n\r\\\"/Aé😀\u0000\u0007\b\u001b\f\u000b\u0085\u00a0\u2028\u2029 "}"#),
        Case("a surrogate pair, as JSON writes it", #"a: "\ud83d\ude00""# + "\n", #"{"a": "😀"}"#),
        Case("double quotes folded", "a: \"one  \n  two\n\n  three\"\n", #"{"a": "one two\nthree"}"#),
        Case("a closing quote at its key's column", "a: \"one\n  two\n\"\n", #"{"a": "one two "}"#),
        Case("quoted lines at any indentation at the top", "\"one\ntwo\"\n", #""one two""#),
        Case("an escaped line break", "a: \"one \\\n  two\"\n", #"{"a": "one two"}"#),
        Case("a literal block scalar", "a: |\n  line 1\n    indented\n  line 2\nb: 1\n", #"{"a": "line 1\n  indented\nline 2\n", "b": 1}"#),
        Case("block scalar chomping", "a: |-\n  x\n\nb: |+\n  y\n\n\nc: |\n  z\n\n\nd: 1\n", #"{"a": "x", "b": "y\n\n\n", "c": "z\n", "d": 1}"#),
        Case(
            "a folded block scalar", "a: >\n  one\n  two\n\n  three\n    more\n  four\n",
            #"{"a": "one two\nthree\n  more\nfour\n"}"#),
        Case("a folded block scalar, stripped", "a: >-\n  one\n  two\n", #"{"a": "one two"}"#),
        Case("an indentation indicator", "a: |2\n    x\n  y\n", #"{"a": "  x\ny\n"}"#),
        Case("indicators in either order", "a: >+1\n x\n\nb: |2-\n   y\n", #"{"a": "x\n\n", "b": " y"}"#),
        Case("a block scalar with a comment on its header", "a: | # text\n  # not a comment\n", ##"{"a": "# not a comment\n"}"##),
        Case("an empty block scalar", "a: |\nb: >+\n\nc: 1\n", #"{"a": "", "b": "\n", "c": 1}"#),
        Case("a block scalar in a sequence", "- |\n  x\n- >\n  y\n  z\n", #"["x\n", "y z\n"]"#),
        Case("a block scalar at the top", "--- |\nline\n  more\n", #""line\n  more\n""#),
        Case("an indentation indicator at the top, counted from column 0", "--- |2-\n\n  C\n", #""\nC""#),
        Case("a block scalar without a final line break", "a: |\n  x", #"{"a": "x"}"#),
    ]

    static let documentCases: [Case] = [
        Case(
            "comments", "# top\na: 1 # trailing\n# between\nb: 'x' # after quotes\nc: a#b\n  # indented\nd: [1] # after a flow\n",
            #"{"a": 1, "b": "x", "c": "a#b", "d": [1]}"#),
        Case("a leading ---, a trailing ...", "---\na: 1\n...\n# after\n", #"{"a": 1}"#),
        Case("a value on the --- line", "--- [a]\n", #"["a"]"#),
        Case("a %YAML directive", "%YAML 1.2\n---\na: 1\n", #"{"a": 1}"#),
        Case("an empty document", "", "null"),
        Case("comments only", "# nothing\n\n", "null"),
        Case("--- alone", "---\n", "null"),
        Case("a scalar document", "42\n", "42"),
    ]

    static let anchorCases: [Case] = [
        Case("anchors and aliases", "base: &b {x: 1}\nuse: *b\nlist: &l\n  - 1\nagain: *l\n", #"{"base": {"x": 1}, "use": {"x": 1}, "list": [1], "again": [1]}"#),
        Case("an anchored scalar", "a: &v 12\nb: *v\nc: [*v, *v]\n", #"{"a": 12, "b": 12, "c": [12, 12]}"#),
        Case("an anchored key", "&k key: value\nother: *k\n", #"{"key": "value", "other": "key"}"#),
        Case("an anchor on a block mapping", "a: &m\n  x: 1\nb: *m\n", #"{"a": {"x": 1}, "b": {"x": 1}}"#),
        Case("an anchored compact mapping's key", "- &n name: a\n  value: *n\n", #"[{"name": "a", "value": "name"}]"#),
        Case("an anchor redefined", "a: &x 1\nb: *x\nc: &x 2\nd: *x\n", #"{"a": 1, "b": 1, "c": 2, "d": 2}"#),
        Case("an anchor on an empty value", "a: &e\nb: *e\n", #"{"a": null, "b": null}"#),
        Case(
            "a mapping's anchor on its own line, its key's on the next", "top: &m\n  &k key: v\nother: *k\nagain: *m\n",
            #"{"top": {"key": "v"}, "other": "key", "again": {"key": "v"}}"#),
    ]

    @Test("block mappings and sequences", arguments: blockCases)
    func block(_ item: Case) throws {
        #expect(try Self.read(item.yaml) == JSON(parsing: item.json))
    }

    @Test("flow collections", arguments: flowCases)
    func flow(_ item: Case) throws {
        #expect(try Self.read(item.yaml) == JSON(parsing: item.json))
    }

    @Test("plain, quoted and block scalars", arguments: scalarCases)
    func scalars(_ item: Case) throws {
        #expect(try Self.read(item.yaml) == JSON(parsing: item.json))
    }

    @Test("comments, markers, directives, empty documents", arguments: documentCases)
    func documents(_ item: Case) throws {
        #expect(try Self.read(item.yaml) == JSON(parsing: item.json))
    }

    @Test("anchors and aliases expanded", arguments: anchorCases)
    func anchors(_ item: Case) throws {
        #expect(try Self.read(item.yaml) == JSON(parsing: item.json))
    }

    @Test("plain scalars by the core schema; quoted and block scalars stay strings")
    func coreSchema() throws {
        let resolved: [(String, JSON)] = [
            ("null", nil), ("Null", nil), ("NULL", nil), ("~", nil), ("", nil),
            ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false),
            ("-12", -12), ("+12", 12), ("007", 7), ("-0", 0), ("0o17", 15), ("0x1F", 31), ("0xff", 255),
            ("0xFFFFFFFFFFFFFFFF", .number(try #require(JSON.Number(text: "18446744073709551615")))),
            ("123456789012345678901234567890", .number(try #require(JSON.Number(text: "123456789012345678901234567890")))),
            ("1.5", .number(try #require(JSON.Number(text: "1.5")))), ("1e3", .number(try #require(JSON.Number(text: "1e3")))),
            (".5", .number(try #require(JSON.Number(text: "0.5")))), ("-.5", .number(try #require(JSON.Number(text: "-0.5")))),
            ("+1.25E-2", .number(try #require(JSON.Number(text: "1.25E-2")))), ("1.", .number(try #require(JSON.Number(text: "1.0")))),
            ("00.5e+01", .number(try #require(JSON.Number(text: "0.5e+01")))),
            // Not numbers, or not numbers JSON can hold: strings.
            (".inf", ".inf"), ("-.inf", "-.inf"), (".NaN", ".NaN"), ("0x", "0x"), ("0x1G", "0x1G"), ("-0x1F", "-0x1F"), ("0o8", "0o8"),
            ("0x1FFFFFFFFFFFFFFFF", "0x1FFFFFFFFFFFFFFFF"), ("1_000", "1_000"), ("1.2.3", "1.2.3"), (".", "."), ("-", "-"), ("1e", "1e"),
            ("+", "+"), ("1.0.0", "1.0.0"), ("2019-04-01", "2019-04-01"),
            // YAML 1.1's booleans and nulls are words in 1.2.
            ("yes", "yes"), ("no", "no"), ("on", "on"), ("nULL", "nULL"), ("tRUE", "tRUE"),
        ]
        for (text, value) in resolved {
            #expect(YAMLCoreSchema.resolve(text) == value, "\(text)")
            if !text.isEmpty, !text.hasPrefix("-") || text.count > 1 {
                #expect(try Self.read("v: \(text)\n") == ["v": value], "\(text)")
            }
        }
        let quoted = try Self.read("a: '1'\nb: \"true\"\nc: |\n  null\nd: 'null'\ne: \"\"\n")
        #expect(quoted == ["a": "1", "b": "true", "c": "null\n", "d": "null", "e": ""])
    }

    @Test("keys are the scalar text, never resolved")
    func keysAreStrings() throws {
        let json = try Self.read("200: ok\ntrue: yes\n~: z\n1.5: q\nnull: n\n0x1F: h\n")
        #expect(json == ["200": "ok", "true": "yes", "~": "z", "1.5": "q", "null": "n", "0x1F": "h"])
        #expect(json.objectValue?.keys == ["200", "true", "~", "1.5", "null", "0x1F"])
        #expect(try Self.read("{200: a, 'b': c}") == ["200": "a", "b": "c"])
    }

    @Test("an OpenAPI 3.0 description reads as its JSON twin, keys in order")
    func petstore() throws {
        let yaml = try YAMLReader.read(try Fixtures.text("yaml/valid/petstore.yaml"), file: "petstore.yaml")
        let json = try JSON(parsing: try Fixtures.data("yaml/valid/petstore.json"))
        #expect(yaml == json)
        #expect(yaml.objectValue?.keys == ["openapi", "info", "servers", "tags", "paths", "components"])
        #expect(yaml["paths"]?["/pets"]?["get"]?["responses"]?.objectValue?.keys == ["200", "default"])
        #expect(yaml["info"]?["description"]?.stringValue?.hasSuffix("specification.\n") == true)
    }

    @Test("JSON is YAML: documents written by the JSON writer, compact and pretty, read as themselves")
    func jsonIsYAML() throws {
        let samples = [
            #"{"a":[1,-2.5e-3,true,false,null,{"b":"c\"d\\e\/f\u00e9\ud83d\ude00\t\n"}],"":{},"x":[]}"#,
            ##"[0,-0,1E+2,12345678901234567890,"#\u0001: ","<<","&a","*a","- x","? y","|"]"##,
            "\"top-level\"", "12", "null", "[]", "{}",
        ]
        for sample in samples {
            let json = try JSON(parsing: sample)
            #expect(try Self.read(sample) == json, "\(sample)")
            #expect(try Self.read(json.formatted()) == json, "\(sample)")
            #expect(try Self.read(json.formatted(.prettyPrinted)) == json, "\(sample)")
        }
        let petstore = try JSON(parsing: try Fixtures.data("yaml/valid/petstore.json"))
        #expect(try Self.read(petstore.formatted(.prettyPrinted)) == petstore)
    }

    @Test("errors carry their place: line, and column in characters")
    func locations() throws {
        let duplicate = try #require(Self.failure("a: 1\nb:\n  c: 2\n  c: 3\n"))
        #expect(duplicate.kind == .duplicateKey("c", first: YAMLError.Location(line: 3, column: 3)))
        #expect((duplicate.line, duplicate.column) == (4, 3))
        #expect(duplicate.file == "test.yaml")
        let afterAccents = try #require(Self.failure("é: 'ü' x\n"))
        #expect(afterAccents.kind == .unexpectedCharacter("x", .endOfLine))
        #expect((afterAccents.line, afterAccents.column) == (1, 8))
        let tab = try #require(Self.failure("a:\n  b: 1\n\t c: 2\n"))
        #expect(tab.kind == .tabIndentation)
        #expect((tab.line, tab.column) == (3, 1))
    }

    @Test("refusals beyond the fixtures: what OpenAPI documents must not rely on")
    func refusals() throws {
        let refused: [(String, YAMLError.Kind)] = [
            ("a: 1\n<<: {b: 2}\n", .mergeKey),
            ("[<<: x]", .mergeKey),
            ("{<<: x}", .mergeKey),
            ("? a\n: b\n", .complexKey),
            ("[a]: b\n", .complexKey),
            ("{[a]: b}", .complexKey),
            ("[[a]: b]", .complexKey),
            ("a: &x 1\n*x : b\n", .aliasAsKey("x")),
            ("a: 1\n---\nb: 2\n", .multipleDocuments),
            ("a: 1\n...\nb: 2\n", .multipleDocuments),
            ("a: !str x\n", .tagNotSupported("!str")),
            ("- !<tag:x> y\n", .tagNotSupported("!<tag:x>")),
            ("%TAG ! tag:x\n---\na: 1\n", .directiveNotSupported("%TAG !")),
            ("%YAML 2.0\n---\na: 1\n", .directiveNotSupported("%YAML 2.0")),
            ("%YAML 1.2\na: 1\n", .missingDocumentStart),
            ("a: \"\\q\"\n", .badEscape("\\q")),
            ("a: \"\\x4\"\n", .badUnicodeEscape("\\x4")),
            ("a: \"\\uD800\"\n", .badUnicodeEscape("\\uD800")),
            ("a: 'open\n", .unterminatedQuotedScalar(doubleQuoted: false)),
            ("a: [1, 2\n", .unterminatedFlowCollection(sequence: true)),
            ("a: {b: 1\n---\n", .unterminatedFlowCollection(sequence: false)),
            ("a: b: c\n", .blockCollectionOnSameLine(sequence: false)),
            ("a: - b\n", .blockCollectionOnSameLine(sequence: true)),
            ("--- a: b\n", .blockCollectionOnSameLine(sequence: false)),
            ("a: 1\n  b: 2\n", .keyInMultilineScalar),
            ("description: a long\n  text: with a colon\n", .keyInMultilineScalar),
            ("a: 'x'\n  b: 2\n", .badIndentation),
            ("a: 1\n- b\n", .badIndentation),
            ("- 'a'\n - b\n", .badIndentation),
            ("a: 1\nb\n", .missingColon),
            ("\"a\"\nb\n", .trailingContent),
            ("a: |x\n", .badBlockScalarHeader),
            ("a: |0\n", .badBlockScalarHeader),
            ("a: |\n\n    \n  x\n", .blockScalarIndentation),
            (": a\n", .emptyKey),
            ("{: a}", .emptyKey),
            ("\"a\n b\": c\n", .multilineKey),
            ("a: &\n", .missingAnchorName(alias: false)),
            ("a: *\n", .missingAnchorName(alias: true)),
            ("a: &x 1\nb: &y *x\n", .propertiesOnAlias),
            ("a: &a [*a]\n", .aliasCycle("a", anchor: YAMLError.Location(line: 1, column: 4))),
            ("a: &a {b: [1, {c: *a}]}\n", .aliasCycle("a", anchor: YAMLError.Location(line: 1, column: 4))),
            ("- &a\n  - *a\n", .aliasCycle("a", anchor: YAMLError.Location(line: 1, column: 3))),
            ("a: *b\n", .unknownAlias("b")),
            ("a: @x\n", .reservedIndicator("@")),
            ("a: `x`\n", .reservedIndicator("`")),
            ("a: %x\n", .unexpectedCharacter("%", .value)),
            ("a: \"x\"y\n", .unexpectedCharacter("y", .endOfLine)),
            ("a: [x y: z}\n", .unexpectedCharacter("}", .flowSequence)),
            ("{a: \"x\" y}", .unexpectedCharacter("y", .flowMapping)),
            ("{\"a\" x}", .unexpectedCharacter("x", .colon)),
            ("[a,, b]", .unexpectedCharacter(",", .value)),
            ("a: \u{1}\n", .controlCharacter(1)),
            ("a: \"\u{7F}\"\n", .controlCharacter(0x7F)),
            ("a:\n\t- b\n", .tabIndentation),
            ("a: \"x\n\ty\"\n", .tabIndentation),
            ("a: |\n\t\nb: 1\n", .tabIndentation),
            ("a: |\n  x\n\ty\n", .tabIndentation),
            ("- [\n\tfoo\n ]\n", .tabIndentation),
            ("a: \"x\nb: y\"\n", .quotedLineNotIndented(doubleQuoted: true, opening: YAMLError.Location(line: 1, column: 4))),
            ("- 'x\ny'\n", .quotedLineNotIndented(doubleQuoted: false, opening: YAMLError.Location(line: 1, column: 3))),
            ("a: \"x\n---\n\"\n", .unterminatedQuotedScalar(doubleQuoted: true)),
            ("'x\n...\n'\n", .unterminatedQuotedScalar(doubleQuoted: false)),
            ("a: [x,\ny]\n", .flowLineNotIndented(sequence: true, opening: YAMLError.Location(line: 1, column: 4))),
            ("[ key\n  : value ]", .multilineKey),
            ("[ \"key\"\n  :value ]", .multilineKey),
            ("%YAML 1.2\n%YAML 1.2\n---\na: 1\n", .repeatedYAMLDirective),
            ("a: &x\n  &y v\n", .twoAnchors),
            ("a: &x &y v\n", .twoAnchors),
            ("a: &n\n  *x : b\n", .aliasAsKey("x")),
            ("-\ta: 1\n", .tabIndentation),
        ]
        for (yaml, kind) in refused {
            let failure = Self.failure(yaml)
            #expect(failure?.kind == kind, "\(yaml.debugDescription): \(failure.map { "\($0)" } ?? "read")")
        }
    }

    @Test("aliases bounded: depth counted through them, and the nodes they stand for")
    func aliasLimits() throws {
        let deep = YAMLReader.Limits(maximumDepth: 4)
        #expect(try Self.read("a: [[[1]]]\n", limits: deep) == ["a": [[[1]]]])
        #expect(Self.failure("a: [[[[1]]]]\n", limits: deep)?.kind == .tooDeep(limit: 4))
        let alias = Self.failure("a: &a [[1]]\nb: [[*a]]\n", limits: deep)
        #expect(alias?.kind == .tooDeep(limit: 4))
        #expect((alias?.line, alias?.column) == (2, 6))

        let small = YAMLReader.Limits(maximumAliasNodes: 20)
        #expect(try Self.read("a: &a [1, 2, 3]\nb: [*a, *a, *a, *a, *a]\n", limits: small).objectValue?.count == 2)
        let large = Self.failure("a: &a [1, 2, 3]\nb: [*a, *a, *a, *a, *a, *a]\n", limits: small)
        #expect(large?.kind == .tooLarge(limit: 20))
        #expect((large?.line, large?.column) == (2, 25))
    }

    @Test("long scalars and collections in time linear in their size: 100,000 lines of a plain scalar folded, a flow sequence of 100,000 entries")
    func linear() throws {
        let lines = 100_000
        let plain = try Self.read("a: " + String(repeating: "w\n  ", count: lines) + "end\n")
        #expect(plain["a"]?.stringValue?.utf8.count == lines * 2 + 3)
        let quoted = try Self.read("a: \"" + String(repeating: "w\n  ", count: lines) + "end\"\n")
        #expect(quoted == plain)
        let flow = try Self.read("[" + String(repeating: "1, ", count: lines) + "2]")
        #expect(flow.arrayValue?.count == lines + 1)
    }

    @Test("every prefix of the OpenAPI document, and each with a byte changed, reads or throws")
    func prefixes() throws {
        let bytes = Array(try Fixtures.data("yaml/valid/petstore.yaml"))
        let replacements: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "'"), UInt8(ascii: "["), 0x0A]
        var failures = 0
        for end in 0...bytes.count {
            if Self.failure(String(decoding: bytes[..<end], as: UTF8.self)) != nil { failures += 1 }
            if end < bytes.count {
                var changed = bytes
                changed[end] = replacements[end % replacements.count]
                _ = Self.failure(String(decoding: changed, as: UTF8.self))
            }
        }
        #expect(failures > 0)
    }

    /// The refusals every YAML reader of this kind must show.
    static let requiredRefusals = [
        "tab-indentation", "alias-cycle", "alias-cycle-flow", "unknown-alias", "tag", "two-documents", "duplicate-key", "complex-key",
        "unterminated-quote", "billion-laughs", "too-deep",
    ]

    @Test("each document of Fixtures/yaml/refused is refused with the diagnostic beside it")
    func refusedFixtures() throws {
        let names = Fixtures.names(in: "yaml/refused", withSuffix: ".yaml")
        #expect(Set(Self.requiredRefusals).isSubset(of: Set(names)), "\(names)")
        for name in names {
            let text = try Fixtures.text("yaml/refused/\(name).yaml")
            let error = try #require(Self.failure(text, file: "\(name).yaml"), "\(name) was read")
            let rendered = error.description + "\n"
            if let expected = try Fixtures.expected("yaml/refused/\(name).expected", actual: rendered) {
                #expect(rendered == expected, "\(name)")
            }
        }
    }
}
