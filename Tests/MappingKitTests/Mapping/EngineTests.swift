import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 11 items 3–6: one engine, plans resolved once, typed setters, one
/// pass over each object. The typed declaration form and the dictionary
/// form, a parsed payload and the same payload as `JSON`, and the tape's
/// fast readers and `mapped(from:)` must all give the same models and the
/// same issues.
@Suite("The mapping engine")
struct EngineTests {
    /// Every built-in kind of property, declared with the typed form.
    struct Typed: Mappable, Equatable {
        var name = ""
        var count = 0
        var small: Int8 = 0
        var big: UInt64 = 0
        var ratio = 0.0
        var single: Float = 0
        var flag = false
        var link: URL?
        var when: Date?
        var price: Decimal?
        var tags: [String] = []
        var grid: [[Double]] = []
        var labels: [String: String] = [:]
        var maybe: Int?
        var child = Child()
        var optionalChild: Child?
        var children: [Child] = []
        var optionalChildren: [Child]?

        static let properties: MappableProperties<Typed> = [
            .property("name", \.name), .property("count", \.count), .property("small", \.small), .property("big", \.big),
            .property("ratio", \.ratio), .property("single", \.single), .property("flag", \.flag), .property("link", \.link),
            .property("when", \.when), .property("price", \.price), .property("tags", \.tags), .property("grid", \.grid),
            .property("labels", \.labels), .property("maybe", \.maybe), .property("child", \.child),
            .property("optionalChild", \.optionalChild), .property("children", \.children),
            .property("optionalChildren", \.optionalChildren),
        ]

        struct Child: Mappable, Equatable {
            var id = 0
            var label: String?
            static let properties: MappableProperties<Child> = [.property("id", \.id), .property("label", \.label)]
        }
    }

    /// The same model, declared with the dictionary literal.
    struct Literal: Mappable, Equatable {
        var name = ""
        var count = 0
        var small: Int8 = 0
        var big: UInt64 = 0
        var ratio = 0.0
        var single: Float = 0
        var flag = false
        var link: URL?
        var when: Date?
        var price: Decimal?
        var tags: [String] = []
        var grid: [[Double]] = []
        var labels: [String: String] = [:]
        var maybe: Int?
        var child = Typed.Child()
        var optionalChild: Typed.Child?
        var children: [Typed.Child] = []
        var optionalChildren: [Typed.Child]?

        static let properties: MappableProperties<Literal> = [
            "name": \.name, "count": \.count, "small": \.small, "big": \.big, "ratio": \.ratio, "single": \.single,
            "flag": \.flag, "link": \.link, "when": \.when, "price": \.price, "tags": \.tags, "grid": \.grid,
            "labels": \.labels, "maybe": \.maybe, "child": \.child, "optionalChild": \.optionalChild,
            "children": \.children, "optionalChildren": \.optionalChildren,
        ]

        var typed: Typed {
            Typed(
                name: name, count: count, small: small, big: big, ratio: ratio, single: single, flag: flag, link: link,
                when: when, price: price, tags: tags, grid: grid, labels: labels, maybe: maybe, child: child,
                optionalChild: optionalChild, children: children, optionalChildren: optionalChildren)
        }
    }

    /// A class model in the typed form: set through key paths, not offsets.
    final class TypedObject: Mappable, @unchecked Sendable {
        var name = ""
        var count = 0
        var child: Typed.Child?
        required init() {}
        static let properties: MappableProperties<TypedObject> = [
            .property("name", \.name), .property("count", \.count), .property("child", \.child),
        ]
    }

    static let mappings = """
        {
          "$Child": { "id": "id", "label": { "@keyPath": "label", "@optional": true } },
          "$Model": {
            "name": { "@keyPath": "name", "@optional": true },
            "count": { "@keyPath": "count", "@optional": true },
            "small": { "@keyPath": "small", "@optional": true },
            "big": { "@keyPath": "big", "@optional": true },
            "ratio": { "@keyPath": "ratio", "@optional": true },
            "single": { "@keyPath": "single", "@optional": true },
            "flag": { "@keyPath": "flag", "@optional": true },
            "link": { "@keyPath": "link", "@optional": true },
            "when": { "@keyPath": "when", "@optional": true },
            "price": { "@keyPath": "price", "@optional": true },
            "tags": { "@keyPath": "tags", "@optional": true },
            "grid": { "@keyPath": "grid", "@optional": true },
            "labels": { "@keyPath": "labels", "@optional": true },
            "maybe": { "@keyPath": "deep.maybe", "@optional": true, "@defaultValue": 7 },
            "child": { "@keyPath": "child", "@optional": true, "@object": { "@mappings": "$Child" } },
            "optionalChild": { "@keyPath": "child", "@optional": true, "@object": { "@mappings": "$Child" } },
            "children": { "@keyPath": "children", "@optional": true, "@object": { "@mappings": "$Child" } },
            "optionalChildren": { "@keyPath": "children", "@optional": true, "@object": { "@mappings": "$Child" } }
          }
        }
        """

    /// Payloads that take every fast path and every way out of it: lenient
    /// conversions, values out of range, escapes, repeated keys, `null`,
    /// wrong shapes.
    static let payloads = [
        #"{"name":"Ada","count":3,"small":-7,"big":18446744073709551615,"ratio":2.5,"single":1.5,"flag":true,"link":"https://example.com/a","when":"2024-06-03T10:20:30Z","price":19.99,"tags":["a","b"],"grid":[[1,2],[3.5]],"labels":{"a":"x","a":"y"},"deep":{"maybe":4},"child":{"id":1,"label":"one"},"children":[{"id":2},{"id":3,"label":null}]}"#,
        #"{"name":42,"count":"42","small":300,"big":-1,"ratio":"1e2","single":1e300,"flag":"yes","link":"not a url","when":1700000000,"price":"3","tags":["a",1],"grid":[[1,"x"]],"labels":{"k":1},"deep":{"maybe":"x"},"child":[],"children":{"id":1}}"#,
        #"{"na\u006de":"escaped \"key\"","count":3.0,"count":1e1,"flag":1,"small":null,"tags":null,"deep":null,"child":{"id":"9"},"children":[1,{"id":4},null]}"#,
        #"{"name":"\u00e9t\u00e9 \ud83d\ude00","ratio":-0.0,"when":"not a date","children":[],"labels":{},"grid":[]}"#,
        #"{"name":null,"count":9223372036854775807,"big":9223372036854775808,"ratio":1,"flag":false,"deep":{"maybe":null}}"#,
        #"[{"name":"not an object at the root"}]"#,
        #""just a string""#,
    ]

    static func outcome<M: Mappable>(_ context: MappingContext, _ payload: Payload, as _: M.Type) throws -> (M, [String]) {
        let result = try context.object(from: payload, as: M.self)
        return (result.value, result.report.issues.map { "\($0.severity) \($0.kind) \($0.sourcePath) \($0.targetPath): \($0.message)" })
    }

    @Test("the typed form and the dictionary form map alike, from parsed bytes and from JSON")
    func typedAndLiteralFormsAgree() throws {
        let catalog = try MappingCatalog(string: Self.mappings)
        let context = try catalog.context("$Model")
        for text in Self.payloads {
            let parsed = try Payload(parsing: Data(text.utf8))
            let tree = Payload(try JSON(parsing: Data(text.utf8)))
            let (typed, typedIssues) = try Self.outcome(context, parsed, as: Typed.self)
            let (literal, literalIssues) = try Self.outcome(context, parsed, as: Literal.self)
            let (fromTree, treeIssues) = try Self.outcome(context, tree, as: Typed.self)
            #expect(typed == literal.typed, "\(text)")
            #expect(typedIssues == literalIssues, "\(text)")
            #expect(typed == fromTree, "\(text)")
            #expect(typedIssues == treeIssues, "\(text)")
        }
    }

    @Test("fast paths read what mapped(from:) reads; the rest falls back to it with its messages")
    func fastPathValues() throws {
        let catalog = try MappingCatalog(string: Self.mappings)
        let context = try catalog.context("$Model")
        let (first, firstIssues) = try Self.outcome(context, Payload(parsing: Data(Self.payloads[0].utf8)), as: Typed.self)
        #expect(firstIssues.isEmpty)
        expectEqual(first.big, UInt64.max)
        expectEqual(first.labels, ["a": "y"])
        expectEqual(first.grid, [[1, 2], [3.5]])
        expectEqual(first.maybe, 4)
        expectEqual(first.price, Decimal(string: "19.99"))
        expectEqual(first.children, [Typed.Child(id: 2), Typed.Child(id: 3)])
        expectEqual(first.optionalChild, Typed.Child(id: 1, label: "one"))

        let (lenient, lenientIssues) = try Self.outcome(context, Payload(parsing: Data(Self.payloads[2].utf8)), as: Typed.self)
        expectEqual(lenient.name, #"escaped "key""#)
        expectEqual(lenient.count, 10)  // the last of a repeated key
        #expect(lenient.flag)
        expectEqual(lenient.maybe, 7)  // missing: the default
        expectEqual(lenient.child.id, 9)
        expectEqual(lenient.children, [Typed.Child(id: 4)])
        // `children` and `optionalChildren` both read the array: two issues each.
        expectEqual(lenientIssues.filter { $0.contains("invalidElement") }.count, 4)

        let (_, mismatches) = try Self.outcome(context, Payload(parsing: Data(Self.payloads[1].utf8)), as: Typed.self)
        #expect(mismatches.contains(#"error typeMismatch small small: expected Int8, found number 300 (out of range -128...127)"#), "\(mismatches)")
        #expect(mismatches.contains { $0.hasPrefix("error typeMismatch link link:") })
        #expect(mismatches.contains { $0.hasPrefix("error typeMismatch single single:") })
    }

    @Test("class models in the typed form are set through their key paths")
    func classModelsInTheTypedForm() throws {
        let catalog = try MappingCatalog(string: #"{ "$O": { "name": "n", "count": "c", "child": { "@keyPath": "k", "@object": { "@mappings": { "id": "id" } } } } }"#)
        let result = try catalog.context("$O").objects(from: Payload(parsing: Data(#"[{"n":"a","c":1,"k":{"id":5}},{"n":"b","c":"2","k":{"id":6}}]"#.utf8)), as: TypedObject.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value.map(\.name), ["a", "b"])
        expectEqual(result.value.map(\.count), [1, 2])
        expectEqual(result.value.map { $0.child?.id }, [5, 6])
    }

    @Test("a transformer's path is rendered when it reads it, as before")
    func transformerPathIsRenderedWhenRead() throws {
        var transformers = TransformerRegistry()
        transformers.register("where") { input -> String in input.path }
        let catalog = try MappingCatalog(
            string: #"{ "$T": { "at": { "@keyPath": "items.1.name", "@transformer": "where" } } }"#, transformers: transformers)
        let result = try catalog.context("$T").objects(
            from: Payload(parsing: Data(#"[{"items":[{"name":"a"},{"name":"b"}]}, {"items":{"1":{"name":"c"}}}]"#.utf8)), as: JSON.self)
        expectEqual(result.value, [["at": "[0].items[1].name"], ["at": #"[1].items["1"].name"#]])
    }

    /// A class whose `[Child]` is declared with the typed form: its array
    /// is reached through the key path (no offset).
    final class TypedHolder: Mappable, @unchecked Sendable {
        var children: [Typed.Child] = []
        required init() {}
        static let properties: MappableProperties<TypedHolder> = [.property("children", \.children)]
    }

    @Test("a [Child] of the typed form appends, prepends and replaces as the dictionary form does, at the same paths")
    func modelArraysWhenPopulating() throws {
        let existing = [Typed.Child(id: 1), Typed.Child(id: 2)]
        let payload = try Payload(parsing: Data(#"{"children": [{"id": 3}, 7, {"id": "x"}, {"id": 4}]}"#.utf8))
        for (options, expected) in [
            ("", [1, 2, 3, 0, 4]),
            (#", "@insertContentAtBegin": true"#, [3, 0, 4, 1, 2]),
            (#", "@clearContent": true"#, [3, 0, 4]),
        ] {
            let catalog = try MappingCatalog(string: """
                { "$Child": { "id": "id" },
                  "$M": { "children": { "@keyPath": "children", "@object": { "@mappings": "$Child" }\(options) } } }
                """)
            let context = try catalog.context("$M")
            var typed = Typed(children: existing)
            var literal = Literal(children: existing)
            let typedReport = try context.map(payload, into: &typed)
            let literalReport = try context.map(payload, into: &literal)
            expectEqual(typed.children.map(\.id), expected, Comment(rawValue: options))
            expectEqual(literal.typed, typed, Comment(rawValue: options))
            expectEqual(typedReport.issues.map(\.targetPath), literalReport.issues.map(\.targetPath), Comment(rawValue: options))
            expectEqual(typedReport.issues.map(\.message), literalReport.issues.map(\.message), Comment(rawValue: options))
            expectEqual(typedReport.issues.count, 2, Comment(rawValue: options))  // 7 is not an object; "x" is not an Int
            let holder = TypedHolder()
            holder.children = existing
            try context.map(payload, into: holder)
            expectEqual(holder.children.map(\.id), expected, Comment(rawValue: options))
        }
        // New models: empty and absent arrays.
        let catalog = try MappingCatalog(string: #"{ "$M": { "children": { "@keyPath": "c", "@optional": true, "@object": { "@mappings": { "id": "id" } } } } }"#)
        let made = try catalog.context("$M").objects(from: Payload(parsing: Data(#"[{"c": []}, {}, {"c": [{"id": 5}]}]"#.utf8)), as: Typed.self)
        expectEqual(made.value.map { $0.children.map(\.id) }, [[], [], [5]])
        #expect(made.report.issues.isEmpty)
    }

    @Test("plans are built once per context and model type, recursive contexts included")
    func plansAreBuiltOnce() throws {
        let catalog = try MappingCatalog(string: Self.mappings)
        let context = try catalog.context("$Model")
        let first = try context.storage.plans.modelPlan(context.index, for: Typed.self, in: context.storage)
        let second = try context.storage.plans.modelPlan(context.index, for: Typed.self, in: context.storage)
        #expect(first === second)
        let json = context.storage.plans.jsonPlan(context.index, in: context.storage)
        #expect(json === context.storage.plans.jsonPlan(context.index, in: context.storage))
        // Entries reading the same first key share one member index.
        expectEqual(first.dispatch.count, 16)
    }
}
