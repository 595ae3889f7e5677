import Foundation
import Testing

@testable import MappingKit

/// Issue 9 item 2 (the applier half): every issue the applier reports
/// carries its problem as data and a stable code; the message is the
/// problem's wording; typed and dynamic mapping give the same code for the
/// same problem.
@Suite("Validation issues as data, with stable codes")
struct IssueProblemTests {
    /// A transformer's output with no JSON form at all.
    struct Opaque {}

    static var registry: TransformerRegistry {
        var registry = TransformerRegistry.standard
        registry.register("fails") { input -> String in throw TransformerError("no good: \(input.value.summary)") }
        registry.register("text") { input -> String in input.value.stringValue ?? "" }
        registry.register("handleJSON") { input -> JSON in input.value.json }
        registry.register("user") { _ -> UserModel in UserModel() }
        registry.register("opaque") { _ -> Opaque in Opaque() }
        return registry
    }

    static func catalog(_ text: String) throws -> MappingCatalog {
        try MappingCatalog(string: text, models: ExampleFiles.models, transformers: registry, displayName: "P.mappings")
    }

    /// A timeline of tweets: a collection entry.
    static var timelines: MappingCatalog {
        get throws {
            try catalog(#"""
                { "$Timeline": { "@class": "TimelineModel", "tweets": { "@keyPath": "tweets", "@object": { "@mappings": "$Tweet" } } },
                  "$Tweet": { "@class": "TweetModel", "identifier": "id" } }
                """#)
        }
    }

    /// Each issue's code, problem and message hold together.
    static func check(_ report: ValidationReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for issue in report.issues {
            #expect(issue.problem?.code == issue.code, sourceLocation: sourceLocation)
            #expect(issue.problem?.message == issue.message, sourceLocation: sourceLocation)
            #expect(issue.code.kind == issue.kind, sourceLocation: sourceLocation)
        }
    }

    static func codes(_ report: ValidationReport) -> [String] {
        check(report)
        return report.issues.map { "\($0.code) \($0.targetPath)" }
    }

    @Test("each code is distinct, names itself, and belongs to one kind")
    func codesAreDistinct() {
        let names = ValidationIssue.Code.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(Set(ValidationIssue.Code.allCases).count == names.count)
        for code in ValidationIssue.Code.allCases {
            #expect(ValidationIssue.Code(rawValue: code.rawValue) == code)
            #expect(code.description == code.rawValue)
        }
        let kinds = Set(ValidationIssue.Code.allCases.map(\.kind.rawValue))
        #expect(kinds == [
            "missingRequired", "typeMismatch", "transformerFailed", "invalidElement", "transformerUnavailable", "invalidValueReplaced",
            "invalidValueIgnored", "unexpectedNull", "invalidElementSkipped", "constraintViolated", "missingOptional",
        ])
        // An issue made from a message alone has the code named like its kind.
        let issue = ValidationIssue(
            severity: .error, kind: .typeMismatch, sourcePath: "a", targetPath: "a", context: "$C", entry: "a", location: nil,
            message: "custom")
        #expect(issue.code.rawValue == "typeMismatch" && issue.code.kind == .typeMismatch && issue.problem == nil)
    }

    @Test("missingRequired: the same code and message, typed and dynamic")
    func missingRequired() throws {
        let context = try Self.catalog(#"{ "$U": { "@class": "UserModel", "name": "user.name" } }"#).context("$U")
        let payload: JSON = [["user": ["name": "a"]], ["user": [:]]]
        let typed = try context.objects(from: payload, as: UserModel.self)
        let dynamic = context.objects(from: payload, as: JSON.self)
        #expect(Self.codes(typed.report) == ["missingRequired [1].name"])
        #expect(Self.codes(dynamic.report) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.problem == .missingRequired(property: "name"))
        #expect(dynamic.report.issues.first?.message == "missing required value for 'name'")
    }

    @Test("conversionFailed carries the conversion error; its description is the message")
    func conversionFailed() throws {
        let context = try Self.catalog(#"{ "$U": { "@class": "UserModel", "followers": "n" } }"#).context("$U")
        let typed = try context.object(from: ["n": "many"], as: UserModel.self)
        #expect(Self.codes(typed.report) == ["conversionFailed followers"])
        guard case .conversionFailed(let error)? = typed.report.issues.first?.problem else {
            Issue.record("expected a conversion problem")
            return
        }
        #expect(error.expected == "Int" && error.found == #"string "many""#)
        #expect(typed.report.issues.first?.message == #"expected Int, found string "many""#)
    }

    @Test("a nested entry given a scalar: expectedObject, typed and dynamic (worded for each)")
    func expectedObject() throws {
        let text = #"""
            { "$Tweet": { "@class": "TweetModel", "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } } },
              "$User": { "@class": "UserModel", "name": "name" } }
            """#
        let context = try Self.catalog(text).context("$Tweet")
        let typed = try context.object(from: ["user": 3], as: TweetModel.self)
        let dynamic = context.object(from: ["user": 3], as: JSON.self)
        #expect(Self.codes(typed.report) == ["expectedObject user"])
        #expect(Self.codes(dynamic.report) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.problem == .expectedObject(model: "UserModel", found: "number 3"))
        #expect(dynamic.report.issues.first?.problem == .expectedObjectOrArray(found: "number 3"))
        #expect(dynamic.report.issues.first?.message == "expected object or array of objects, found number 3")

        // Populating a document whose user is an object, from an array.
        var document: JSON = ["user": ["name": "a"]]
        let populated = context.map(["user": [["name": "b"]]], intoJSON: &document)
        #expect(Self.codes(populated) == ["expectedObject user"])
        #expect(populated.issues.first?.problem == .documentHoldsObject(found: "array of 1"))
    }

    @Test("a collection entry given an object: expectedArray, typed and populating a document")
    func expectedArray() throws {
        let context = try Self.timelines.context("$Timeline")
        let payload: JSON = ["tweets": ["id": "3"]]
        let typed = try context.object(from: payload, as: TimelineModel.self)
        var document: JSON = ["tweets": [["identifier": "1"]]]
        let dynamic = context.map(payload, intoJSON: &document)
        #expect(Self.codes(typed.report) == ["expectedArray tweets"])
        #expect(Self.codes(dynamic) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.message == "expected array of TweetModel, found object")
        #expect(dynamic.issues.first?.problem == .documentHoldsArray(found: "object"))
    }

    @Test("an element that is not an object, in a collection or at the root: elementNotObject, typed and dynamic")
    func elementNotObject() throws {
        let catalog = try Self.timelines
        let payload: JSON = ["tweets": [["id": "1"], "two"]]
        let typed = try catalog.context("$Timeline").object(from: payload, as: TimelineModel.self)
        let dynamic = try catalog.context("$Timeline").object(from: payload, as: JSON.self)
        #expect(Self.codes(typed.report) == ["elementNotObject tweets[1]"])
        #expect(Self.codes(dynamic.report) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.problem == .elementNotObject(found: #"string "two""#))

        let roots: JSON = [["id": "1"], 2]
        let typedRoots = try catalog.context("$Tweet").objects(from: roots, as: TweetModel.self)
        let dynamicRoots = try catalog.context("$Tweet").objects(from: roots, as: JSON.self)
        #expect(Self.codes(typedRoots.report) == ["elementNotObject [1]"])
        #expect(Self.codes(dynamicRoots.report) == Self.codes(typedRoots.report))
        #expect(typedRoots.report.issues.first?.message == "expected object, found number 2")
    }

    @Test("a transformer that throws: transformerThrew with its name and error, typed and dynamic")
    func transformerThrew() throws {
        let context = try Self.catalog(#"{ "$U": { "@class": "UserModel", "name": { "@keyPath": "n", "@transformer": "fails" } } }"#)
            .context("$U")
        let typed = try context.object(from: ["n": 1], as: UserModel.self)
        let dynamic = context.object(from: ["n": 1], as: JSON.self)
        #expect(Self.codes(typed.report) == ["transformerThrew name"])
        #expect(Self.codes(dynamic.report) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.problem == .transformerThrew(transformer: "fails", error: "no good: number 1"))
        #expect(typed.report.issues.first?.message == "transformer 'fails' failed: no good: number 1")
    }

    @Test("an '@self' transformer whose output is not an object, mapped dynamically: selfOutputWrongType")
    func selfOutputNotObject() throws {
        let catalog = try Self.catalog(#"{ "$J": { "@self": { "@keyPath": "n", "@transformer": "handleJSON" } } }"#)
        let dynamic = try catalog.context("$J").object(from: ["n": "x"], as: JSON.self)
        #expect(Self.codes(dynamic.report) == ["selfOutputWrongType "])
        #expect(dynamic.report.issues.first?.problem == .selfOutputNotObject(transformer: "handleJSON", found: #"string "x""#))
        #expect(dynamic.report.issues.first?.message == #"transformer 'handleJSON' produced string "x", expected an object for '@self'"#)
    }

    /// Problems a typed call cannot meet on a catalog it validated (the
    /// validator throws `MappingConfigurationError` first): the applier's
    /// guards still report them as these cases, worded here.
    @Test("the typed path's guards: their codes and wording", arguments: [
        (IssueProblem.noMappableProperty(model: "UserModel", property: "age"), "noMappableProperty",
         "UserModel has no mappable property 'age'"),
        (.cannotStoreModel(type: "UserModel", property: "user"), "cannotStore", "cannot store UserModel in 'user'"),
        (.cannotStoreItems(property: "tweets"), "cannotStore", "cannot store the items in 'tweets'"),
        (.transformerOutputWrongType(transformer: "text", produced: "String", expected: "Int"), "transformerOutputWrongType",
         "transformer 'text' produced String, expected Int"),
        (.selfOutputWrongType(transformer: "text", produced: "String", expected: "UserModel"), "selfOutputWrongType",
         "transformer 'text' produced String, expected UserModel"),
        (.transformerUnregistered(transformer: "nope", valueCopied: false), "transformerUnregistered",
         "transformer 'nope' is not registered"),
    ])
    func typedGuards(problem: IssueProblem, code: String, message: String) {
        #expect(problem.code.rawValue == code)
        #expect(problem.message == message)
    }

    @Test("dynamic only: an output with no JSON form is outputHasNoJSON, a warning once per entry")
    func outputHasNoJSON() throws {
        let catalog = try Self.catalog(#"""
            { "$D": { "author": { "@keyPath": "a", "@transformer": "opaque" }, "@self": { "@keyPath": "a", "@transformer": "user" } } }
            """#)
        let result = try catalog.context("$D").objects(from: [["a": 1], ["a": 2]], as: JSON.self)
        #expect(Self.codes(result.report) == ["outputHasNoJSON [0].author", "outputHasNoJSON [0]"])
        #expect(result.report.issues.allSatisfy { $0.severity == .warning })
        #expect(result.report.issues.map(\.problem) == [
            .outputHasNoJSON(transformer: "opaque", produced: "Opaque", mergingIntoObject: false),
            .outputHasNoJSON(transformer: "user", produced: "UserModel", mergingIntoObject: true),
        ])
        #expect(result.report.issues.last?.message == "transformer 'user' produced UserModel, which has no JSON form to merge into the object")
    }

    @Test("dynamic only: an unregistered transformer is transformerUnregistered, a warning; the value is copied")
    func transformerUnregistered() throws {
        let context = try MappingCatalog(string: #"{ "$D": { "other": { "@keyPath": "a", "@transformer": "nope" } } }"#).context("$D")
        let result = context.objects(from: [["a": 1], ["a": 2]], as: JSON.self)
        #expect(Self.codes(result.report) == ["transformerUnregistered [0].other"])
        #expect(result.report.issues.first?.problem == .transformerUnregistered(transformer: "nope", valueCopied: true))
        #expect(result.report.issues.first?.message == "transformer 'nope' is not registered; the value is copied as it is")
    }

    @Test("contexts nested too deep: nestingTooDeep, typed and dynamic")
    func nestingTooDeep() throws {
        let catalog = try Self.catalog(#"{ "$L": { "@class": "UserModel", "@self": { "@keyPath": "@self", "@object": { "@mappings": "$L" } } } }"#)
        let typed = try catalog.context("$L").object(from: ["a": 1], as: UserModel.self)
        let dynamic = try catalog.context("$L").object(from: ["a": 1], as: JSON.self)
        #expect(Self.codes(typed.report) == ["nestingTooDeep "])
        #expect(Self.codes(dynamic.report) == Self.codes(typed.report))
        #expect(typed.report.issues.first?.problem == .nestingTooDeep(limit: Applier.maximumDepth))
    }

    @Test("populating a document that does not fit: documentMismatch")
    func documentMismatch() throws {
        let context = try Self.catalog(#"{ "$U": { "name": "name" } }"#).context("$U")
        var text: JSON = "hello"
        let notContainer = context.map(["name": "a"], intoJSON: &text)
        #expect(Self.codes(notContainer) == ["documentMismatch "])
        #expect(notContainer.issues.first?.problem == .documentNotContainer(found: #"string "hello""#))

        var array: JSON = [["name": "a"], 3]
        let fromObject = context.map(["name": "b"], intoJSON: &array)
        #expect(fromObject.issues.first?.problem == .documentNeedsArray(found: "object"))
        let element = context.map([["name": "b"], ["name": "c"]], intoJSON: &array)
        #expect(Self.codes(element) == ["documentMismatch [1]"])
        #expect(element.issues.first?.problem == .documentElementNotObject(found: "number 3"))
    }

    @Test("past the issue cap, issues are counted by code's kind and no problem is kept")
    func pastTheCap() throws {
        let context = try Self.catalog(#"{ "$U": { "@class": "UserModel", "name": "name" } }"#).context("$U").limitingIssues(to: 1)
        let result = try context.objects(from: [[:], [:], [:]], as: UserModel.self)
        #expect(result.report.issues.map(\.code) == [.missingRequired])
        #expect(result.report.errorCount == 3 && result.report.summary.first?.count == 3)
    }
}
