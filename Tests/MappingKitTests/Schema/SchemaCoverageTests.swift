import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 39, item 6: `mappings schema` and `mappings check` agree, and the
/// article lists every difference. Every ``ConfigurationProblem`` is
/// classified here, by a `switch` without `default` (a new case does not
/// compile until it is): the schema refuses it, and a fixture of
/// `Fixtures/schema/refused/` shows it (the loader's diagnostics beside it,
/// `Scripts/schema-check.sh` holding the schema to refusing it), or only
/// `mappings check` knows it, and the list "What only `mappings check` …
/// can know" of `InTheBuildAndCI.md` names it; or both, for a problem the
/// schema sees in some files only.
@Suite("What the schema refuses and what only mappings check knows")
struct SchemaCoverageTests {
    /// How a problem is known away from the loader.
    struct Coverage {
        /// Fixtures of `Fixtures/schema/refused/` (names without
        /// `.mappings`) that the schema refuses and the loader refuses
        /// with this problem.
        var refused: [String] = []
        /// Words of the article's list of what only `mappings check` knows.
        var onlyCheck: [String] = []

        static func refused(_ fixtures: String...) -> Coverage { Coverage(refused: fixtures) }
        static func onlyCheck(_ words: String...) -> Coverage { Coverage(onlyCheck: words) }
    }

    /// The words for a rule between an entry's own keywords that a template
    /// or a selector completes.
    static let pairBroughtElsewhere = "the rules of an entry's own keywords above when a template or a selector brings one of the pair"

    static func coverage(of problem: ConfigurationProblem) -> Coverage {
        switch problem {
        // Files and imports
        case .rootLinksOutside: .onlyCheck("not a symbolic link leading out of its folder")
        case .fileUnreadable: .onlyCheck("the file read from disk")
        case .invalidJSON: .onlyCheck("a syntax error", "a key repeated in one object")
        case .noJSONObject: .onlyCheck("an empty file")
        case .rootNotObject: .refused("root-not-object")
        case .importPathNotString: .refused("import-not-string")
        case .emptyImportPath: .refused("import-empty")
        case .absoluteImport: .refused("import-absolute")
        case .importWithoutBaseFolder: .onlyCheck("a catalog loaded from a string needs a base folder to import from")
        case .importOutsideFolder, .importLinksOutside, .importNotFound, .importUnreadable:
            .onlyCheck("imports found, readable and kept inside the catalog's folder")
        case .importsTooDeep: .onlyCheck("imports nested too deeply")
        case .replacedDefinition: .onlyCheck("a definition replaced by another file's (a warning)")
        case .resourceNotFound: .onlyCheck("a bundle's `.mappings` resource")
        // Selectors
        case .malformedSelector: .refused("selector-malformed")
        case .selectorNotObject: .refused("selector-not-object")
        case .neitherKeywordNorSelector: .refused("neither-keyword-nor-selector")
        // Inheritance
        case .inheritsNonObject: .onlyCheck("an `@inherits` naming a value that is not an object")
        case .inheritanceCycle: .onlyCheck("their cycles")
        case .inheritanceChainTooLong: .onlyCheck("a chain too long")
        case .inheritanceTooDeep: .onlyCheck("nests too deep")
        case .inheritanceTooLarge: .onlyCheck("copies too large")
        case .unknownTemplate: .onlyCheck("`@inherits` templates")
        // Definitions, contexts and entries
        case .definitionNotObject: .refused("definition-not-object")
        case .commaSeparatedKey: .refused("comma-key")
        case .invalidKeywordValue: .refused("keyword-value", "count-not-whole", "count-negative")
        case .invalidKeywordWord: .refused("keyword-word")
        case .onInvalidDefaultWithoutValue: .onlyCheck("`\"@onInvalid\": \"default\"` without `@defaultValue`")
        case .ignoreOnRequiredProperty: .onlyCheck("`\"@onInvalid\": \"ignore\"` on a property that is not optional")
        case .contradictoryConstraints: .onlyCheck("bounds that contradict each other")
        case .invalidPattern: .onlyCheck("an `@pattern` the engine refuses")
        case .countTooLarge: .refused("count-too-large", "count-too-large-exponent")
        case .collectionInAllowedValues: .refused("allowed-values-collection")
        case .unusableDefault(_, .notObjects):
            Coverage(refused: ["object-default-not-objects", "object-default-not-object-array"], onlyCheck: [Self.pairBroughtElsewhere])
        case .unusableDefault(_, .transformerRefuses): .onlyCheck("a default a built-in transformer refuses")
        case .defaultViolatesConstraint: .onlyCheck("a default outside them")
        case .misplacedConstraint:
            Coverage(
                refused: ["constraint-on-object", "constraint-on-object-template", "constraint-on-self"],
                onlyCheck: [Self.pairBroughtElsewhere])
        case .importNotTopLevel: .refused("import-in-context")
        case .keyPathSegmentNotString: .refused("key-path-segment-not-string")
        case .keywordInContext: .refused("keyword-in-context")
        case .keywordInEntry: .refused("keyword-in-entry")
        case .keyInObject: Coverage(refused: ["key-in-object"], onlyCheck: ["`\"@mapings\": {…}` in an `@object`"])
        case .unknownKeyword: Coverage(refused: ["unknown-keyword", "unknown-plain-key"], onlyCheck: ["`\"@objet\": {…}` in an entry"])
        case .selfEntryNeedsObject(.some): .refused("self-short-form")
        case .selfEntryNeedsObject(nil): .onlyCheck("a `@self` entry without `@object` or a transformer")
        case .invalidEntry: .refused("invalid-entry")
        case .transformClassWithoutSelector, .transformSelectorWithoutClass: .onlyCheck("`@transformClass` with `@transformSelector`")
        case .twoTransformers: Coverage(refused: ["two-transformers"], onlyCheck: [Self.pairBroughtElsewhere])
        case .userDataWithoutTransformer: .onlyCheck("`@transformUserData` without a transformer")
        case .objectAndTransformer: Coverage(refused: ["object-and-transformer"], onlyCheck: [Self.pairBroughtElsewhere])
        case .defaultValueMakesOptional: .onlyCheck("`@defaultValue` beside `\"@optional\": false`")
        case .objectNeedsMappings: .onlyCheck("`@object` without `@mappings`")
        case .templateNotContext: .onlyCheck("a template named where a context is needed")
        case .unknownContextReference, .unknownCaseContext: .onlyCheck("`@mappings`, `@cases` and `@default` context references")
        case .emptyKeyPath: .refused("key-path-empty")
        case .emptyKeyPathSegment: .refused("key-path-empty-segment")
        case .malformedMetadataPath: .onlyCheck("a `@metadata` key path that names no value")
        case .noSuchContext: .onlyCheck("a context by name")
        case .noContextForType, .severalContextsForType: .onlyCheck("the context of a type (none, or several naming it)")
        // Reverse mappings
        case .keywordInReverseMappings: .refused("reverse-mappings-keyword")
        case .reverseMappingsNotObject: .refused("reverse-mappings-not-object")
        // Former and neighbouring keywords
        case .requiredKeyword, .transformCallback: .onlyCheck("`@required` and `@transformCallback`, which the schema shows as deprecated")
        case .requiredWithDefault: .onlyCheck("or `\"@required\": true`")
        case .requiredAndOptional: .onlyCheck("`@required` contradicting `@optional`")
        case .contentType: .refused("former-content-type")
        case .formerKeywordValue: .refused("former-keyword-value")
        case .formerKeywordInContext: .refused("former-in-context")
        case .deviceSelector: .refused("device-selector")
        // Models and transformers
        case .unknownClass, .unknownProperty: .onlyCheck("classes, properties and their types")
        case .contextHasNoClass: .onlyCheck("an object asked of a context without `@class`")
        case .unknownTransformer: .onlyCheck("transformers (registered, their output the property's type)")
        case .propertyProblem: .onlyCheck("read-only, not mappable")
        case .unknownCodingKey: .onlyCheck("coding keys a `Decodable` type never asks for")
        case .decodableNotChecked: .onlyCheck("a `Decodable` type the probe could not check")
        case .unknownEncodedKey: .onlyCheck("or an `Encodable` one never writes")
        case .unknownIdentityProperty, .unknownKeyProperty: .onlyCheck("`@identity` and `@key` properties")
        case .transformerOutputMismatch: .onlyCheck("their output the property's type")
        case .propertyNeedsObject: .onlyCheck("a property of models without `@object`")
        case .invalidDefaultValue: .onlyCheck("a default the property's type cannot hold")
        case .objectOnNonModel: .onlyCheck("`@object` on one that holds no model")
        case .classMismatch: .onlyCheck("an `@object`'s class other than the property's")
        case .keyOnNonDictionary: .onlyCheck("`@key` on one that is no dictionary of models")
        case .switchWithoutCases: .onlyCheck("`@switch` without `@cases`")
        case .casesWithoutSwitch: .onlyCheck("`@cases` or `@default` without `@switch`")
        case .keywordBesideSwitch: .onlyCheck("`@switch` beside `@mappings` or `@class`")
        case .caseNeedsClass: .onlyCheck("a case whose mapping names no class")
        case .switchNeedsPolymorphicProperty: .onlyCheck("`@switch` on a property not declared polymorphic")
        case .polymorphicNeedsModels: .onlyCheck("(or without models)")
        case .contextModelMismatch: .onlyCheck("a context used for a type it does not map")
        case .reverseKeyPathsCollide: .onlyCheck("two entries writing one place of the JSON (found when writing)")
        }
    }

    // MARK: - One of each problem

    static let patternError: PatternSyntaxError = PatternSyntaxError(reason: .atomicGroup, offset: 0)

    /// Every case of ``ConfigurationProblem``, and each variant the
    /// classification tells apart: the diagnostic tests' list and the
    /// cases it leaves out.
    static let problems: [ConfigurationProblem] = DiagnosticCodeTests.problems + [
        .invalidKeywordWord(.null, found: "skip", allowed: ["missing", "value"], nearest: nil),
        .onInvalidDefaultWithoutValue(property: "e"), .ignoreOnRequiredProperty(property: "p", model: "M", type: "Int"),
        .contradictoryConstraints(lower: .minimum, lowerValue: "5", upper: .maximum, upperValue: "1"),
        .invalidPattern(pattern: "(?>a)", error: patternError), .countTooLarge(.maxItems, found: "1e19"),
        .collectionInAllowedValues(found: "[1]"),
        .unusableDefault(property: "e", reason: .notObjects(found: "string \"x\"")),
        .unusableDefault(property: "e", reason: .transformerRefuses(transformer: "iso8601Date", message: "no date")),
        .defaultViolatesConstraint(property: "e", violation: ValueConstraints.Violation(found: "number 12", rule: .aboveMaximum("10"))),
        .misplacedConstraint(.minLength, property: "e"), .malformedMetadataPath(keyPath: "@metadata", indexMember: false),
        .contextHasNoClass(context: "$A"), .unknownCodingKey(key: "k", type: "T", asked: [], nearest: nil),
        .decodableNotChecked(type: "T", context: "$A", .readsAllKeys),
        .invalidDefaultValue(property: "p", type: "Int", MappingConversionError(expected: "Int", found: "string \"x\"")),
        .keyOnNonDictionary(property: "p", model: "M", type: "Int"),
        .unknownKeyProperty(property: "p", name: "id", model: "M", nearest: nil),
        .unknownCaseContext(reference: "$X", value: "a", nearest: nil), .switchWithoutCases, .casesWithoutSwitch(.cases),
        .keywordBesideSwitch(.mappings), .caseNeedsClass(property: "p", value: "a", context: "$A"),
        .switchNeedsPolymorphicProperty(property: "p", model: "M", type: "Int"), .polymorphicNeedsModels(property: "p", model: "M"),
        .selfEntryNeedsObject(keyPath: "meta"),
    ]

    /// A case's name, as `ConfigurationProblem.swift` declares it.
    static func caseName(_ problem: ConfigurationProblem) -> String {
        Mirror(reflecting: problem).children.first?.label ?? String(describing: problem)
    }

    @Test("the problems classified are every case ConfigurationProblem.swift declares")
    func everyCase() throws {
        let url = Fixtures.packageURL("Sources/MappingKit/Diagnostics/ConfigurationProblem.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        // The enum's own cases, before its nested types.
        let body = try #require(source.components(separatedBy: "// MARK: Fields").first)
        let declared = Set(body.matches(of: /\n    case (\w+)/).map { String($0.output.1) })
        #expect(declared.count >= 90)
        expectEqual(Set(Self.problems.map(Self.caseName)).sorted(), declared.sorted())
    }

    // MARK: - The article's list

    /// The list "What only `mappings check` (and loading the catalog) can
    /// know:", its lines joined by single spaces.
    static let onlyCheckList: String = {
        let url = Fixtures.packageURL("Sources/MappingKit/MappingKit.docc/InTheBuildAndCI.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard let start = text.range(of: "What only `mappings check` (and loading the catalog) can know:") else { return "" }
        // Its items: the paragraphs after it that start with "- ".
        let paragraphs = text[start.upperBound...].components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .newlines) }
        let items = paragraphs.drop { $0.isEmpty }.prefix { $0.hasPrefix("- ") }
        return items.joined(separator: "\n").replacing(/\s+/, with: " ")
    }()

    @Test("what only mappings check knows is in the article's list, each problem in its words")
    func onlyCheckListed() throws {
        try #require(Self.onlyCheckList.count > 2000, "no list of what only mappings check knows in InTheBuildAndCI.md")
        for problem in Self.problems {
            let coverage = Self.coverage(of: problem)
            #expect(!coverage.refused.isEmpty || !coverage.onlyCheck.isEmpty, "\(Self.caseName(problem)) is not classified")
            for words in coverage.onlyCheck {
                #expect(Self.onlyCheckList.contains(words), "\(Self.caseName(problem)): '\(words)' is not in the list of what only mappings check knows")
            }
        }
    }

    // MARK: - The fixtures the schema refuses

    static let refusedFolder = "schema/refused"

    /// Every fixture a problem names.
    static var namedFixtures: Set<String> { Set(problems.flatMap { coverage(of: $0).refused }) }

    @Test("every refused fixture is named by a problem, each with the loader's diagnostics beside it")
    func fixturesNamed() {
        let files = Set(Fixtures.names(in: Self.refusedFolder, withSuffix: ".mappings"))
        #expect(files.count >= 30)
        expectEqual(files.sorted(), Self.namedFixtures.sorted())
        guard !Fixtures.isRecording else { return }
        for name in files {
            #expect(FileManager.default.fileExists(atPath: Fixtures.url("\(Self.refusedFolder)/\(name).expected").path), "missing \(name).expected")
        }
    }

    /// The refused fixtures with the problem each is named for.
    static var refusedCases: [(fixture: String, problem: ConfigurationProblem)] {
        problems.flatMap { problem in coverage(of: problem).refused.map { ($0, problem) } }
    }

    @Test("the loader refuses every refused fixture for the problem it is named for, and says what its .expected says",
        arguments: Fixtures.names(in: "schema/refused", withSuffix: ".mappings"))
    func refusedByTheLoader(_ name: String) throws {
        let problems = Self.refusedCases.filter { $0.fixture == name }.map(\.problem)
        try #require(!problems.isEmpty, "\(name) is named by no problem")
        let url = Fixtures.url("\(Self.refusedFolder)/\(name).mappings")
        let error = #expect(throws: MappingConfigurationError.self, "\(name) loads") {
            _ = try MappingCatalog(contentsOf: url, environment: MappingEnvironment(), displayName: name + ".mappings")
        }
        guard let error else { return }
        // Its one problem, and nothing else.
        let codes = Set(error.diagnostics.map(\.code))
        expectEqual(codes, Set(problems.map(\.code)), "\(name)")
        #expect(try Fixtures.text("\(Self.refusedFolder)/\(name).mappings").hasPrefix("// Fails: "), "\(name): its first line says why it fails")
        let actual = MappingsFixtures.rendered(error.diagnostics)
        guard let expected = try Fixtures.expected("\(Self.refusedFolder)/\(name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
    }

    @Test("Scripts/schema-check.sh holds the schema to refusing every refused fixture")
    func scriptRefusesThem() throws {
        let script = try String(contentsOf: Fixtures.packageURL("Scripts/schema-check.sh"), encoding: .utf8)
        #expect(script.contains("misspelt=(Fixtures/schema/misspelt/*.mappings Fixtures/schema/refused/*.mappings"))
        #expect(script.contains("-not -path './Fixtures/schema/refused/*'"))
    }

    @Test("the edges the schema takes load: Fixtures/schema/edges.mappings")
    func edgesLoad() throws {
        let catalog = try MappingCatalog(contentsOf: Fixtures.url("schema/edges.mappings"), environment: MappingEnvironment())
        expectEqual(catalog.identifiers.sorted(), ["$Owner", "$Product"])
    }

    // MARK: - Values as the loader reads them

    @Test("an @import path is refused by the schema exactly when the loader refuses it as empty or absolute",
        arguments: ["Users", "Users.mappings", "shared/Users", "../Users", "a~b", "", "/etc/Users", "~/Users", "\\\\server\\Users",
            "https://example.com/Users", "file://Users"])
    func importPaths(_ path: String) throws {
        guard case .string(let pattern)? = MappingsSchema.importPath["pattern"] else {
            Issue.record("no import path pattern")
            return
        }
        let loader = !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~") && !path.contains("://") && !path.hasPrefix("\\")
        let source = #"{ "@import": "\#(path.replacing("\\", with: "\\\\"))", "$A": { "a": "a" } }"#
        var refused = false
        do {
            _ = try MappingCatalog(string: source, baseURL: URL(fileURLWithPath: "/nonexistent-mappingkit-folder/main.mappings"))
        } catch {
            refused = error.diagnostics.contains { [.invalidImport, .absoluteImport].contains($0.code) }
        }
        #expect(refused == !loader, "the test's rule is the loader's")
        #expect((MappingsSchemaTests.matches(pattern, path) && !path.isEmpty) == loader)
    }
}
