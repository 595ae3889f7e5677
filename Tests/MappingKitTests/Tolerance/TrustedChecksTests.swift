import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 39 item 5: what `check` accepts works. Counts however written
/// (`1e3`, `1.0`), counts too large said to be, bounds and values beyond
/// `Double` compared exactly, `@allowedValues` that can match, a default
/// refused at load when it could never be set, and at run time no warning
/// that says a default was set when it was not.
@Suite("What check accepts works: counts, exact bounds, allowed values, defaults")
struct TrustedChecksTests {
    @Test("a whole number written 1e3 or 1.0 is a count; one beyond Int is 'too large'")
    func countsHoweverWritten() throws {
        let catalog = try MappingCatalog(string: #"""
            { "$Tags": { "tags": { "@keyPath": "tags", "@maxItems": 2e0, "@minItems": 1.0 },
                         "name": { "@keyPath": "name", "@maxLength": 0.3e1 } } }
            """#)
        let context = try catalog.context("$Tags")
        let result = context.objects(from: [["tags": ["a", "b", "c"], "name": "abcd"], ["tags": ["a"], "name": "abc"]] as JSON, as: JSON.self)
        expectEqual(result.report.issues.map { "\($0.code) \($0.targetPath)" }, ["constraintViolated [0].tags", "constraintViolated [0].name"])
        let entries = context.entries.compactMap(\.constraints)
        expectEqual(entries.map(\.maxItems), [2, nil])
        expectEqual(entries.map(\.maxLength), [nil, 3])

        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "$A": { "a": { "@keyPath": "a", "@maxLength": 1e400, "@minItems": 1.5, "@maxItems": -1 } } }"#)
        }
        expectEqual(error?.diagnostics.map(\.message), [
            "'@maxLength' 1e400 is too large: a count is at most 9223372036854775807",
            "'@minItems' must be a whole number, 0 or more",
            "'@maxItems' must be a whole number, 0 or more",
        ])
    }

    @Test("bounds and values beyond Double are compared exactly, never rounded to infinity or zero")
    func exactBounds() throws {
        let catalog = try MappingCatalog(string: #"""
            { "$N": { "big": { "@keyPath": "big", "@optional": true, "@maximum": 1e400 },
                      "tiny": { "@keyPath": "tiny", "@optional": true, "@minimum": -1e-400 },
                      "fine": { "@keyPath": "fine", "@optional": true, "@maximum": 0.1 },
                      "pick": { "@keyPath": "pick", "@optional": true, "@allowedValues": [1e400, 1] } } }
            """#)
        let payload = try JSON(parsing: #"""
            [ { "big": 1e401, "tiny": -1e-399, "fine": 0.1000000000000000055511151231257827, "pick": 1e401 },
              { "big": 9e399, "tiny": 0, "fine": 0.1, "pick": 1e400 },
              { "big": "1e400", "tiny": -1e-401, "fine": 1e-400, "pick": 1.0 } ]
            """#)
        let result = try catalog.context("$N").objects(from: payload, as: JSON.self)
        expectEqual(result.report.issues.map { "\($0.targetPath): \($0.message)" }, [
            "[0].big: number 1e401 is above '@maximum' 1e400",
            "[0].tiny: number -1e-399 is below '@minimum' -1e-400",
            "[0].fine: number 0.1000000000000000055511151231257827 is above '@maximum' 0.1",
            "[0].pick: number 1e401 is not one of '@allowedValues' (1e400, 1)",
        ])
        // Contradicting bounds are found exactly too.
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "$A": { "a": { "@keyPath": "a", "@minimum": 1e401, "@maximum": 1e400 } } }"#)
        }
        expectEqual(error?.diagnostics.map(\.code), [.contradictoryConstraints])
    }

    @Test("an array or an object among @allowedValues is refused at load, at its place")
    func allowedCollections() {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "$A": { "a": { "@keyPath": "a", "@allowedValues": ["red", ["red"], { "c": 1 }] } } }"#)
        }
        expectEqual(error?.diagnostics.map { "\($0.location?.column ?? 0) \($0.message)" }, [
            #"61 '@allowedValues' holds ["red"], which no value can equal: a collection's elements are checked one by one"#,
            #"70 '@allowedValues' holds {"c":1}, which no value can equal: a collection's elements are checked one by one"#,
        ])
    }

    @Test("a default that can never be set is refused at load, on the dynamic path too")
    func unusableDefaults() {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"""
                { "$E": { "when": { "@keyPath": "when", "@transformer": "iso8601Date", "@onInvalid": "default", "@defaultValue": "soon" },
                          "day": { "@keyPath": "day", "@transformer": "date", "@transformUserData": { "format": "yyyy-MM-dd" },
                                   "@optional": true, "@defaultValue": "31/12/2026" },
                          "owner": { "@keyPath": "owner", "@object": { "@mappings": "$O" }, "@onInvalid": "default", "@defaultValue": "nobody" },
                          "team": { "@keyPath": "team", "@object": { "@mappings": "$O" }, "@optional": true, "@defaultValue": [{}, 3] },
                          "fine": { "@keyPath": "fine", "@object": { "@mappings": "$O" }, "@optional": true, "@defaultValue": [{ "name": "a" }] },
                          "seen": { "@keyPath": "seen", "@transformer": "epochSeconds", "@optional": true, "@defaultValue": 0 } },
                  "$O": { "name": "name" } }
                """#)
        }
        expectEqual(error?.diagnostics.map(\.code), [.invalidDefaultValue, .invalidDefaultValue, .invalidDefaultValue, .invalidDefaultValue])
        expectEqual(error?.diagnostics.map(\.message), [
            #"the '@defaultValue' of 'when' can never be set: transformer 'iso8601Date' refuses it (expected an ISO 8601 date, found string "soon")"#,
            #"the '@defaultValue' of 'day' can never be set: transformer 'date' refuses it (expected a date in format 'yyyy-MM-dd', found string "31/12/2026")"#,
            #"the '@defaultValue' of 'owner' can never be set: it is string "nobody", and '@object' maps an object or an array of objects"#,
            #"the '@defaultValue' of 'team' can never be set: it is array of 2, and '@object' maps an object or an array of objects"#,
        ])
    }

    /// A transformer of the app's own, which the loader does not run: it
    /// refuses what is not a string of digits.
    static var digits: TransformerRegistry {
        var registry = TransformerRegistry()
        registry.register("digits") { input -> Int in
            guard let text = input.value.stringValue, let value = Int(text) else { throw TransformerError("expected digits") }
            return value
        }
        return registry
    }

    struct Counter: Mappable, Equatable {
        var count = 7
        static let properties: MappableProperties<Counter> = ["count": \.count]
    }

    @Test("a default refused when it is used is one error that says so, never a warning that it was set, on every path")
    func refusedAtRunTime() throws {
        let text = #"{ "$C": { "count": { "@keyPath": "count", "@transformer": "digits", "@onInvalid": "default", "@defaultValue": "none" } } }"#
        let catalog = try MappingCatalog(string: text, transformers: Self.digits, displayName: "C.mappings")
        let context = try catalog.context("$C")
        let payload: JSON = [["count": "x"], ["count": "12"]]
        let expected = [
            #"error transformerThrew [0].count: string "x" is invalid (transformer 'digits' failed: expected digits), and so is the default string "none" (transformer 'digits' failed: expected digits); nothing is set ('@onInvalid': "default")"#,
        ]
        func lines(_ report: ValidationReport) -> [String] {
            report.issues.map { "\($0.severity) \($0.code) \($0.targetPath): \($0.message)" }
        }
        let typed = try context.objects(from: payload, as: Counter.self)
        expectEqual(typed.value, [Counter(count: 7), Counter(count: 12)])
        expectEqual(lines(typed.report), expected)
        let dynamic = context.objects(from: payload, as: JSON.self)
        expectEqual(dynamic.value, [[:], ["count": 12]])
        expectEqual(lines(dynamic.report), expected)
        struct CodableCounter: Codable, Equatable { var count: Int? }
        let decoded = try context.objects(from: payload, as: CodableCounter.self)
        expectEqual(lines(decoded.report), expected)
        #expect(!decoded.report.issues.contains { $0.code == .invalidValueReplaced })
    }

    @Test("an empty @pattern matches every string, as in JSON Schema")
    func emptyPattern() throws {
        let catalog = try MappingCatalog(string: #"{ "$S": { "s": { "@keyPath": "s", "@pattern": "" } } }"#)
        let result = try catalog.context("$S").objects(from: [["s": ""], ["s": "anything\n"]] as JSON, as: JSON.self)
        expectEqual(result.value, [["s": ""], ["s": "anything\n"]])
        #expect(result.report.issues.isEmpty)
    }
}
