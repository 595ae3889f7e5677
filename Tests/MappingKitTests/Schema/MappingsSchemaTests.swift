import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 30, item 6: the JSON Schema of the `.mappings` format is made from
/// the loader's keyword table and the language reference. A real validator
/// checks it against the repository's files in CI (`Scripts/schema-check.sh`);
/// these tests hold it to the loader and the reference.
@Suite("The .mappings JSON Schema")
struct MappingsSchemaTests {
    static let document = MappingsSchema.document

    /// Every `properties` member of every object schema in `schema`, at any depth.
    static func propertyNames(in schema: JSON) -> Set<String> {
        var names = Set<String>()
        var pending = [schema]
        while let next = pending.popLast() {
            switch next {
            case .object(let members):
                if case .object(let properties)? = members["properties"] { names.formUnion(properties.keys) }
                pending.append(contentsOf: members.values)
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        return names
    }

    @Test("the schema's keywords are the loader's: every MappingKeyword and the former keywords it still reads")
    func keywords() {
        let expected = Set(MappingKeyword.allCases.map(\.rawValue) + FormerKeyword.allCases.map(\.rawValue))
        expectEqual(Self.propertyNames(in: Self.document).filter { $0.hasPrefix("@") }.sorted(), expected.sorted())
        // Every property is a keyword: the schema names nothing else.
        #expect(Self.propertyNames(in: Self.document).allSatisfy { $0.hasPrefix("@") })
        // Keywords are letters, so they go into the patterns unescaped.
        #expect(expected.allSatisfy { $0.wholeMatch(of: /@[A-Za-z]+/) != nil })
    }

    /// The keywords of the object schema of `place`.
    static func keywords(of place: MappingsSchema.Place) -> Set<String> {
        guard case .object(let schema) = MappingsSchema.objectSchema(place),
            case .object(let properties)? = schema["properties"]
        else { return [] }
        return Set(properties.keys)
    }

    @Test("each keyword is allowed where the loader reads it")
    func places() {
        let inherits = MappingKeyword.inherits.rawValue
        expectEqual(Self.keywords(of: .file), ["@import"])
        expectEqual(
            Self.keywords(of: .entry),
            Set(MappingKeyword.entryKeywords.map(\.rawValue) + [inherits] + FormerKeyword.allCases.map(\.rawValue)))
        expectEqual(Self.keywords(of: .object), Set(MappingKeyword.suggested(in: .object).map(\.rawValue) + [inherits]))
        expectEqual(Self.keywords(of: .context), ["@class", inherits, "@reverseMappings", "@self"])
        // `@reverseMappings` takes no `@class` and no nested `@reverseMappings`.
        expectEqual(Self.keywords(of: .reverseMappings), [inherits, "@self"])
        expectEqual(Self.keywords(of: .cases), [inherits])
    }

    // MARK: - The language reference

    static let reference: String = {
        let url = Fixtures.packageURL("Sources/MappingKit/MappingKit.docc/MappingsLanguage.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Text as the schema shows it: `<doc:…>` links left out (with the
    /// parentheses that hold only a link), and "(below)".
    static func withoutLinks(_ text: String) -> String {
        text.replacing(/\ \(<doc:[^>]*>\)/, with: "").replacing(/<doc:[^>]*>/, with: "").replacing(" (below)", with: "")
    }

    /// The rows of the `| keyword | meaning |` table: the keywords each
    /// names, and its meaning without links.
    static func referenceRows() -> [(keywords: [String], meaning: String)] {
        var rows: [(keywords: [String], meaning: String)] = []
        var inTable = false
        for line in reference.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "| keyword | meaning |" {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            if line.hasPrefix("|---") { continue }
            let cells = line.dropFirst().dropLast().split(separator: "|", maxSplits: 1)
            guard cells.count == 2 else { continue }
            let keywords = cells[0].matches(of: /`(@[A-Za-z]+)`/).map { String($0.output.1) }
            rows.append((keywords, withoutLinks(cells[1].trimmingCharacters(in: .whitespaces))))
        }
        return rows
    }

    @Test("each keyword's description is the language reference's: its row of the keyword table, or its words in the text")
    func descriptions() throws {
        let rows = Self.referenceRows()
        try #require(rows.count >= 20)
        var described = Set<MappingKeyword>()
        for row in rows {
            for name in row.keywords {
                let keyword = try #require(MappingKeyword(rawValue: name), "the reference's table names '\(name)', which the loader does not know")
                expectEqual(MappingsSchema.description(of: keyword), row.meaning)
                described.insert(keyword)
            }
        }
        // The keywords the table does not list: their words, verbatim, in the text.
        let text = Self.withoutLinks(Self.reference).replacing(/\s+/, with: " ")
        for keyword in MappingKeyword.allCases where !described.contains(keyword) {
            let description = MappingsSchema.description(of: keyword)
            #expect(text.contains(description), "\(keyword.rawValue): '\(description)' is not in MappingsLanguage.md")
        }
        #expect(described.count >= 25)
    }

    @Test("the schema shows each keyword's description (and Markdown's) where it is allowed")
    func descriptionsShown() throws {
        guard case .object(let entry) = MappingsSchema.objectSchema(.entry), case .object(let properties)? = entry["properties"]
        else { Issue.record("no entry properties"); return }
        let optional = try #require(properties["@optional"])
        #expect(optional["description"] == .string(MappingsSchema.description(of: .optional)))
        #expect(optional["markdownDescription"] == .string(MappingsSchema.description(of: .optional)))
        // A former keyword is allowed with the loader's warning as its deprecation, or refused (@contentType).
        #expect(properties["@required"]?["deprecationMessage"]?.stringValue?.contains("'@required': false is read as '@optional': true") == true)
        #expect(properties["@contentType"]?["not"] == [:])
        #expect(properties["@transformCallback"]?["deprecationMessage"]?.stringValue?.contains("ignored") == true)
    }

    // MARK: - A well-formed draft-07 document

    /// The members a schema object of this document may hold: draft-07's
    /// keywords, and VS Code's annotations.
    static let schemaKeywords: Set<String> = [
        "$schema", "$ref", "title", "description", "type", "properties", "patternProperties", "additionalProperties",
        "propertyNames", "required", "items", "minItems", "minLength", "pattern", "minimum", "maximum", "enum", "allOf", "anyOf",
        "not", "if", "then", "else", "definitions",
        "markdownDescription", "deprecationMessage", "allowComments", "allowTrailingCommas",
    ]

    /// Walks every schema of the document: `check` is given each one.
    static func forEachSchema(_ schema: JSON, _ check: (JSON.Object) -> Void) {
        var pending = [schema]
        while let next = pending.popLast() {
            guard case .object(let members) = next else { continue }
            check(members)
            for key in ["properties", "patternProperties", "definitions"] {
                if case .object(let map)? = members[key] { pending.append(contentsOf: map.values) }
            }
            for key in ["items", "additionalProperties", "propertyNames", "not", "if", "then", "else"] {
                if let child = members[key] { pending.append(child) }
            }
            for key in ["allOf", "anyOf"] {
                if case .array(let children)? = members[key] { pending.append(contentsOf: children) }
            }
        }
    }

    @Test("the schema is a well-formed draft-07 document: known keywords, references that resolve, patterns that compile")
    func wellFormed() throws {
        let document = Self.document
        #expect(document["$schema"] == "http://json-schema.org/draft-07/schema#")
        guard case .object(let definitions)? = document["definitions"] else {
            Issue.record("no definitions")
            return
        }
        var referenced = Set<String>()
        var problems: [String] = []
        Self.forEachSchema(document) { schema in
            for key in schema.keys where !Self.schemaKeywords.contains(key) { problems.append("unknown keyword '\(key)'") }
            if case .string(let reference)? = schema["$ref"] {
                if reference != "#" {
                    let name = String(reference.dropFirst("#/definitions/".count))
                    if !reference.hasPrefix("#/definitions/") || definitions[name] == nil { problems.append("unresolved \(reference)") }
                    referenced.insert(name)
                }
                if schema.count != 1 { problems.append("\(reference) has siblings, which draft-07 ignores") }
            }
            var patterns: [String] = []
            if case .string(let pattern)? = schema["pattern"] { patterns.append(pattern) }
            if case .object(let map)? = schema["patternProperties"] { patterns += map.keys }
            if case .string(let pattern)? = schema["propertyNames"]?["pattern"] { patterns.append(pattern) }
            for pattern in patterns where (try? NSRegularExpression(pattern: pattern)) == nil {
                problems.append("pattern '\(pattern)' does not compile")
            }
        }
        expectEqual(problems, [])
        // Every definition is used.
        expectEqual(Set(definitions.keys), referenced)
        expectEqual(Set(definitions.keys), Set(MappingsSchema.Definition.allCases.map(\.rawValue)))
        // What `mappings schema` prints reads back as the same value.
        let text = document.formatted([.prettyPrinted])
        #expect(try JSON(parsing: Array(text.utf8)) == document)
    }

    // MARK: - Keys and values as the loader reads them

    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test(
        "a key is a selector for the schema exactly when the loader parses it as one and it is no keyword",
        arguments: [
            "@ios", "@linux", "@iPad", "@ios >= 9.0", "@api>=2", "@api >= 2 ", "@ios<9", "@ios != 17.4.1", "@api = 2",
            "@beta-1", "@x_y+z.w", "@optinal", "@clas", "@café", "@optional", "@import", "@class", "@default",
            "@required", "@contentType", "@", "@1x", "@ios 9", "@api >> 2", "@api =< 2", "@api >= 2.", "@api >= x",
            "@api >= 1234567890", "@device[model='x']", "ios", "@ios >=",
        ])
    func selectorKeys(_ key: String) {
        let loader = (try? SelectorResolver.Selector.parse(key).get()) != nil && !MappingKeyword.isKeyword(key)
        // Former keywords are the entry's own keys there; elsewhere the loader takes them for selectors.
        let isFormer = FormerKeyword(rawValue: key) != nil
        #expect(Self.matches(MappingsSchema.selectorPattern(in: .entry), key) == (loader && !isFormer))
        #expect(Self.matches(MappingsSchema.selectorPattern(in: .context), key) == loader)
    }

    @Test("the schema's booleans are the loader's", arguments: ["yes", "No", "TRUE", "false", "1", "0", "maybe", "2", "", " yes"])
    func flags(_ text: String) throws {
        let node = MappingNode(value: .string(text), origin: .file(0, offset: 0))
        guard case .array(let forms)? = MappingsSchema.schema(of: .flag)["anyOf"],
            case .string(let pattern)? = forms.last?["pattern"]
        else {
            Issue.record("no string form of a flag")
            return
        }
        #expect(Self.matches(pattern, text) == (ContextCompiler.flag(node) != nil))
    }

    @Test("a dotted key path is refused by the schema exactly when the loader refuses it for an empty segment",
        arguments: ["a", "a.b", "urls.0.url", "@self", "@metadata.index", "", ".", "a..b", ".a", "a."])
    func keyPaths(_ text: String) throws {
        guard case .string(let pattern)? = MappingsSchema.schema(of: .keyPath)["pattern"] else {
            Issue.record("no key path pattern")
            return
        }
        let accepted = !text.isEmpty && !MappingKeyPath(text).segments.contains(where: \.isEmpty)
        #expect(Self.matches(pattern, text) == accepted)
    }

    @Test("the wrong-keyword fixtures are refused by the loader too, and the file importing one is")
    func misspeltFixtures() throws {
        let folder = Fixtures.url("schema/misspelt")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mappings") }.sorted()
        #expect(names.count >= 6)
        for name in names + ["../importing.mappings"] {
            let url = folder.appendingPathComponent(name).standardizedFileURL
            #expect(throws: MappingConfigurationError.self, "\(name) loads") { try MappingCatalog(contentsOf: url) }
        }
    }
}
