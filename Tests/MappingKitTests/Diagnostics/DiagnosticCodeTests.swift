import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 9 item 2: every configuration problem is data with a stable code,
/// worded in one file.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    /// Every public code with the name it must keep: clients match on these.
    static let codes: [(Diagnostic.Code, String)] = [
        (.unspecified, "unspecified"),
        (.fileUnreadable, "fileUnreadable"), (.fileOutsideFolder, "fileOutsideFolder"),
        (.invalidJSON, "invalidJSON"), (.duplicateKey, "duplicateKey"), (.noJSONObject, "noJSONObject"),
        (.rootNotObject, "rootNotObject"), (.invalidImport, "invalidImport"), (.absoluteImport, "absoluteImport"),
        (.importWithoutBaseFolder, "importWithoutBaseFolder"), (.importOutsideFolder, "importOutsideFolder"),
        (.importNotFound, "importNotFound"), (.importUnreadable, "importUnreadable"),
        (.importsTooDeep, "importsTooDeep"), (.replacedDefinition, "replacedDefinition"),
        (.resourceNotFound, "resourceNotFound"), (.malformedSelector, "malformedSelector"),
        (.selectorNotObject, "selectorNotObject"), (.inheritsNonObject, "inheritsNonObject"),
        (.inheritanceCycle, "inheritanceCycle"), (.inheritanceTooDeep, "inheritanceTooDeep"),
        (.unknownTemplate, "unknownTemplate"), (.definitionNotObject, "definitionNotObject"),
        (.commaSeparatedKey, "commaSeparatedKey"), (.invalidKeywordValue, "invalidKeywordValue"),
        (.misplacedKeyword, "misplacedKeyword"), (.unknownKeyword, "unknownKeyword"),
        (.selfEntryNeedsObject, "selfEntryNeedsObject"), (.invalidEntry, "invalidEntry"),
        (.incompleteTransformerPair, "incompleteTransformerPair"), (.conflictingTransformers, "conflictingTransformers"),
        (.userDataWithoutTransformer, "userDataWithoutTransformer"), (.objectAndTransformer, "objectAndTransformer"),
        (.defaultValueMakesOptional, "defaultValueMakesOptional"), (.missingMappings, "missingMappings"),
        (.templateNotContext, "templateNotContext"), (.unknownContext, "unknownContext"),
        (.emptyKeyPath, "emptyKeyPath"), (.unknownClass, "unknownClass"), (.unknownTransformer, "unknownTransformer"),
        (.readOnlyProperty, "readOnlyProperty"), (.unsupportedPropertyType, "unsupportedPropertyType"),
        (.unknownProperty, "unknownProperty"), (.unknownIdentityProperty, "unknownIdentityProperty"),
        (.transformerOutputMismatch, "transformerOutputMismatch"), (.missingObject, "missingObject"),
        (.invalidDefaultValue, "invalidDefaultValue"), (.objectOnNonModel, "objectOnNonModel"),
        (.classMismatch, "classMismatch"), (.contextModelMismatch, "contextModelMismatch"),
        (.formerKeyword, "formerKeyword"),
        (.unknownEncodedKey, "unknownEncodedKey"), (.encodingFailed, "encodingFailed"),
        (.reverseKeyPathsCollide, "reverseKeyPathsCollide"),
        (.noContextForType, "noContextForType"), (.severalContextsForType, "severalContextsForType"),
    ]

    @Test("every code keeps its name and no two codes share one")
    func codesAreStableAndDistinct() {
        for (code, name) in Self.codes {
            #expect(code.rawValue == name)
            #expect(code.description == name)
        }
        #expect(Set(Self.codes.map(\.0.rawValue)).count == Self.codes.count)
    }

    /// One of each case, so a case added without its wording or code shows here.
    static let problems: [ConfigurationProblem] = [
        .rootLinksOutside(file: "a.mappings"), .fileUnreadable(file: "a.mappings", .notFound),
        .noJSONObject(file: "a.mappings"), .rootNotObject, .importPathNotString, .emptyImportPath,
        .absoluteImport(path: "/x"), .importWithoutBaseFolder(path: "x"), .importOutsideFolder(path: "../x", rootFolder: ""),
        .importLinksOutside(path: "x", rootFolder: "a/"), .importNotFound(relative: "x.mappings", displayName: "x.mappings"),
        .importUnreadable(relative: "x.mappings", displayName: "x.mappings", .isDirectory), .importsTooDeep(limit: 64),
        .replacedDefinition(identifier: "$A", previous: nil, byImporter: true),
        .resourceNotFound(name: "A", subdirectory: nil, bundle: "B"),
        .malformedSelector(key: "@ios >", .missingVersion(operator: ">")), .selectorNotObject(key: "@ios > 9"),
        .neitherKeywordNorSelector(key: "@x"), .inheritsNonObject(name: "$T"), .inheritanceCycle(["$A", "$B", "$A"]),
        .inheritanceChainTooLong(limit: 64, start: "$A"), .inheritanceTooDeep(limit: 64, start: "$A"),
        .inheritanceTooLarge(limit: 1), .unknownTemplate(name: "$T", hint: .lookupRule),
        .definitionNotObject(identifier: "$A"), .commaSeparatedKey(key: "a, b", place: .definition),
        .invalidKeywordValue(.optional, expected: .boolean), .importNotTopLevel, .keyPathSegmentNotString,
        .keywordInContext(.optional), .keywordInEntry(.class), .keyInObject(key: "x", nearest: nil),
        .unknownKeyword(key: "@x", place: .entry("e"), nearest: nil), .selfEntryNeedsObject(keyPath: nil),
        .invalidEntry(property: "e"), .transformClassWithoutSelector(property: "e"),
        .transformSelectorWithoutClass(property: "e"), .twoTransformers(property: "e"),
        .userDataWithoutTransformer(property: "e"), .objectAndTransformer(property: "e"), .defaultValueMakesOptional,
        .objectNeedsMappings(className: nil, candidate: nil), .objectNeedsMappings(className: "U", candidate: nil),
        .objectNeedsMappings(className: "U", candidate: "$U"), .keywordInReverseMappings(.class),
        .keywordInReverseMappings(.reverseMappings), .reverseMappingsNotObject(isFlag: true),
        .reverseMappingsNotObject(isFlag: false), .requiredKeyword(true), .requiredKeyword(false), .requiredWithDefault,
        .requiredAndOptional(required: true, optional: true), .transformCallback, .contentType(className: "U", hasObject: false),
        .contentType(className: nil, hasObject: false), .contentType(className: nil, hasObject: true), .formerKeywordValue(.required), .formerKeywordInContext(.required),
        .formerKeywordInContext(.transformCallback), .formerKeywordInContext(.contentType),
        .deviceSelector(key: "@device[idiom='pad']"), .keywordInEntry(.reverseMappings),
        .malformedSelector(key: "@device[x]", .deviceSelector), .templateNotContext(reference: "$T", property: "e", isEntryTemplate: true),
        .unknownContextReference(reference: "$X", nearest: nil, known: []), .emptyKeyPath,
        .emptyKeyPathSegment(keyPath: "a..b"), .noSuchContext(identifier: "$X", isTemplate: false, nearest: [], known: []),
        .unknownClass(name: "X", place: .context("$A"), nearest: nil),
        .unknownTransformer(name: "t", property: "e", nearest: nil, registryGiven: false),
        .propertyProblem(model: "M", .readOnly(name: "p")),
        .propertyProblem(model: "M", .unsupportedType(name: "p", type: "G?", conformingType: "G")),
        .unknownProperty(property: "p", model: "M", nearest: nil),
        .unknownIdentityProperty(property: "p", name: "id", model: "M", nearest: nil),
        .transformerOutputMismatch(transformer: "t", output: "Int", property: "p", model: "M", expected: "String"),
        .propertyNeedsObject(property: "p", model: "M", modelType: "U", isCollection: false),
        .objectOnNonModel(property: "p", model: "M", type: "Int"),
        .classMismatch(className: "U", property: "p", model: "M", heldType: "V"),
        .contextModelMismatch(context: "$A", className: "M", requested: "N"),
        .unknownEncodedKey(key: "k", type: "T", encoded: [], nearest: nil), .unknownEncodedKey(key: "k", type: "T", encoded: ["key"], nearest: "key"),
        .reverseKeyPathsCollide(context: "$A", path: "a.b", property: "b", other: "a", writing: "object", written: "number 1"),
        .noContextForType(type: "T", names: ["T"], unclassed: nil, nearest: nil, classes: []),
        .severalContextsForType(type: "T", contexts: ["$A", "$B"]),
    ] + (parseError.map { [.invalidJSON($0)] } ?? [])

    /// A real parse error: text after the top-level object.
    static let parseError: JSONParseError? = {
        do throws(JSONParseError) {
            _ = try JSONDocument(parsing: Array("{} x".utf8), options: .mappings)
            return nil
        } catch {
            return error
        }
    }()

    @Test("every problem has a sentence and one of the public codes")
    func everyProblemIsWorded() {
        #expect(Self.parseError != nil)
        let known = Set(Self.codes.map(\.0))
        for problem in Self.problems {
            #expect(!problem.message.isEmpty, "\(problem)")
            #expect(known.contains(problem.code) && problem.code != .unspecified, "\(problem)")
            #expect(DiagnosticSink.diagnostic(problem).code == problem.code)
        }
    }

    /// Fixtures under `Fixtures/mappings/invalid` and the codes of their diagnostics, in order.
    static let expectedCodes: [(String, [Diagnostic.Code])] = [
        ("unknown-keyword-optinal", [.unknownKeyword]),
        ("bad-boolean-values", Array(repeating: .invalidKeywordValue, count: 4)),
        ("duplicate-key", [.duplicateKey]),
        ("empty-file", [.noJSONObject]),
        ("missing-comma", [.invalidJSON]),
        ("top-level-array", [.rootNotObject]),
        ("inherits-cycle-3", [.inheritanceCycle]),
        ("mappings-unknown-context", [.unknownContext, .unknownContext]),
        ("import-escape", [.importOutsideFolder, .importOutsideFolder]),
        ("import-missing", [.importNotFound]),
        ("malformed-selectors", Array(repeating: .malformedSelector, count: 5)),
        ("object-and-transformer", [.objectAndTransformer]),
        ("errors-in-two-files", [.unknownKeyword, .replacedDefinition, .invalidKeywordValue]),
        ("former-content-type", [.formerKeyword, .formerKeyword]),
        ("former-device-selector", [.formerKeyword]),
        ("former-in-context", [.formerKeyword, .formerKeyword, .formerKeyword]),
        ("former-required-conflict", [.formerKeyword, .invalidKeywordValue, .formerKeyword]),
        ("object-class-without-mappings", [.missingMappings, .missingMappings, .missingMappings]),
        ("reverse-mappings-not-object", [.invalidKeywordValue, .invalidKeywordValue]),
    ]

    @Test("representative fixtures report their codes", arguments: expectedCodes.map(\.0))
    func fixtureCodes(_ name: String) throws {
        let expected = try #require(Self.expectedCodes.first { $0.0 == name }?.1)
        let fixture = try #require(MappingsFixtures.invalidCases.first { $0.name == name })
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        #expect(error.diagnostics.map(\.code) == expected, "\(error.diagnostics.map(\.code.rawValue))")
        for diagnostic in error.diagnostics {
            for note in diagnostic.related { #expect(note.code == diagnostic.code) }
        }
    }

    @Test("the registries' problems have their codes, in one load")
    func registryCodes() throws {
        let name = "all-four-problems"
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                contentsOf: AllProblemsAtOnceTests.folder.appendingPathComponent(name + ".mappings"),
                models: ExampleFiles.models, transformers: .standard, displayName: name + ".mappings")
        }
        #expect(error.errors.map(\.code) == [
            .unknownKeyword, .unknownProperty, .unknownTransformer, .unknownProperty, .unknownKeyword, .unknownClass,
        ])
    }

    @Test("an unknown context asked of a catalog and a missing bundle resource have their codes")
    func catalogCodes() throws {
        let catalog = try MappingCatalog(string: #"{ "$Tweet": { "name": "name" } }"#)
        let error = try #require(throws: MappingConfigurationError.self) { try catalog.context("$Twet") }
        #expect(error.diagnostics.map(\.code) == [.unknownContext])
        #expect(error.diagnostics.first?.suggestion == "did you mean '$Tweet'?")
        let missing = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(resource: "NoSuchFile", in: Bundle.main)
        }
        #expect(missing.diagnostics.map(\.code) == [.resourceNotFound])
    }

    @Test("a file that cannot be read has the fileUnreadable code, its message unchanged")
    func unreadableRoot() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UInt64.random(in: 0...UInt64.max)).mappings")
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(contentsOf: url, displayName: "Missing.mappings")
        }
        #expect(error.diagnostics.map(\.code) == [.fileUnreadable])
        #expect(error.diagnostics.first?.message == "cannot read 'Missing.mappings': there is no such file")
    }

    @Test("the loader and the model validator write no sentences: they report problems")
    func sentencesLiveInOneFile() throws {
        let sources = Fixtures.packageURL("Sources/MappingKit")
        let files = ["Loading", "Models", "API"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.map { sources.appendingPathComponent(folder).appendingPathComponent($0) }
        }
        #expect(files.count > 10)
        // DiagnosticSink turns a problem into a Diagnostic; it writes no sentence.
        for file in files where file.lastPathComponent != "DiagnosticSink.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in ["sink.error(", "sink.warning(", "Diagnostic(message:", "Diagnostic(severity:"] {
                #expect(!text.contains(pattern), "\(file.lastPathComponent) writes a sentence with \(pattern)")
            }
        }
    }
}
