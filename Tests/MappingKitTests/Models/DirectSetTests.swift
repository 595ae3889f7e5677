import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The common property types of a struct are set without a closure
/// (``DirectSet``): they must map exactly as a class's properties (set
/// through the setters' closures) and as a `JSON` payload (converted by
/// `mapped(from:)`) do, values and issues alike.
@Suite("Direct sets")
struct DirectSetTests {
    struct Plain: Mappable, Equatable {
        var string = ""
        var optionalString: String?
        var int = 0
        var optionalInt: Int?
        var int64: Int64 = 0
        var optionalInt64: Int64?
        var uint64: UInt64 = 0
        var optionalUInt64: UInt64?
        var double = 0.0
        var optionalDouble: Double?
        var bool = false
        var optionalBool: Bool?

        static let properties: MappableProperties<Plain> = [
            .property("string", \.string), .property("optionalString", \.optionalString), .property("int", \.int),
            .property("optionalInt", \.optionalInt), .property("int64", \.int64), .property("optionalInt64", \.optionalInt64),
            .property("uint64", \.uint64), .property("optionalUInt64", \.optionalUInt64), .property("double", \.double),
            .property("optionalDouble", \.optionalDouble), .property("bool", \.bool), .property("optionalBool", \.optionalBool),
        ]
    }

    /// The same properties on a class: no offsets, so every value goes through the setters.
    final class Object: Mappable, @unchecked Sendable {
        var value = Plain()
        required init() {}
        static let properties: MappableProperties<Object> = [
            "string": \.value.string, "optionalString": \.value.optionalString, "int": \.value.int,
            "optionalInt": \.value.optionalInt, "int64": \.value.int64, "optionalInt64": \.value.optionalInt64,
            "uint64": \.value.uint64, "optionalUInt64": \.value.optionalUInt64, "double": \.value.double,
            "optionalDouble": \.value.optionalDouble, "bool": \.value.bool, "optionalBool": \.value.optionalBool,
        ]
    }

    static let names = [
        "string", "optionalString", "int", "optionalInt", "int64", "optionalInt64", "uint64", "optionalUInt64", "double",
        "optionalDouble", "bool", "optionalBool",
    ]

    static let payloads = [
        // Every value of its own type.
        #"{"string":"a\"b","optionalString":"é","int":-3,"optionalInt":4,"int64":-9223372036854775808,"optionalInt64":9223372036854775807,"uint64":18446744073709551615,"optionalUInt64":0,"double":2.5e-3,"optionalDouble":-1,"bool":true,"optionalBool":false}"#,
        // Lenient conversions and values out of range: the setters decide.
        #"{"string":42,"optionalString":true,"int":"7","optionalInt":1.0,"int64":1e30,"optionalInt64":"x","uint64":-1,"optionalUInt64":1.5,"double":"3.5","optionalDouble":"nan","bool":"yes","optionalBool":1}"#,
        // Nulls and wrong shapes.
        #"{"string":null,"optionalString":null,"int":[1],"optionalInt":{},"int64":null,"optionalInt64":null,"uint64":"18446744073709551616","optionalUInt64":null,"double":null,"optionalDouble":null,"bool":null,"optionalBool":null}"#,
    ]

    @Test("a struct's direct sets, a class's setters and a JSON payload give the same values and issues")
    func directSetsAgree() throws {
        let entries = Self.names.map { #""\#($0)": { "@keyPath": "\#($0)", "@optional": true }"# }.joined(separator: ", ")
        let context = try MappingCatalog(string: #"{ "$P": { \#(entries) } }"#).context("$P")
        for text in Self.payloads {
            let parsed = try Payload(parsing: Data(text.utf8))
            let direct = try context.object(from: parsed, as: Plain.self)
            let setters = try context.object(from: parsed, as: Object.self)
            let converted = try context.object(from: Payload(JSON(parsing: Data(text.utf8))), as: Plain.self)
            expectEqual(direct.value, setters.value.value, Comment(rawValue: text))
            expectEqual(direct.value, converted.value, Comment(rawValue: text))
            expectEqual(direct.report.issues.map(\.message), setters.report.issues.map(\.message), Comment(rawValue: text))
            expectEqual(direct.report.issues.map(\.message), converted.report.issues.map(\.message), Comment(rawValue: text))
        }
        let first = try context.object(from: Payload(parsing: Data(Self.payloads[0].utf8)), as: Plain.self).value
        expectEqual(first, Plain(
            string: #"a"b"#, optionalString: "é", int: -3, optionalInt: 4, int64: .min, optionalInt64: .max, uint64: .max,
            optionalUInt64: 0, double: 0.0025, optionalDouble: -1, bool: true, optionalBool: false))
    }

    @Test("direct sets are chosen for stored struct properties of the common types only")
    func whichPropertiesAreDirect() {
        #expect(DirectSet(valueType: String.self, offset: 8).store == .string(8))
        #expect(DirectSet(valueType: String?.self, offset: 0).store == .optionalString(0))
        #expect(DirectSet(valueType: UInt64?.self, offset: 16).store == .optionalUInt64(16))
        #expect(DirectSet(valueType: String.self, offset: nil) == .none)
        #expect(DirectSet(valueType: URL?.self, offset: 0) == .none)
        #expect(DirectSet(valueType: [String].self, offset: 0) == .none)
        #expect(DirectSet(valueType: Int32.self, offset: 0) == .none)
        #expect(DirectSet(valueType: Int.self, offset: nil, objectOffset: 24) != .none)
        #expect(DirectSet(valueType: Int.self, offset: nil, objectOffset: 24).inObject)
        #expect(!DirectSet(valueType: Int.self, offset: 8, objectOffset: nil).inObject)
    }

    /// The same properties stored in a class itself: found by ``ClassFields``
    /// and set in the object, as a struct's are.
    final class Stored: Mappable, @unchecked Sendable {
        var string = ""
        var optionalString: String?
        var int = 0
        var optionalInt: Int?
        var int64: Int64 = 0
        var optionalInt64: Int64?
        var uint64: UInt64 = 0
        var optionalUInt64: UInt64?
        var double = 0.0
        var optionalDouble: Double?
        var bool = false
        var optionalBool: Bool?
        var nested = Plain()

        required init() {}

        static let properties: MappableProperties<Stored> = [
            .property("string", \.string), .property("optionalString", \.optionalString), .property("int", \.int),
            .property("optionalInt", \.optionalInt), .property("int64", \.int64), .property("optionalInt64", \.optionalInt64),
            .property("uint64", \.uint64), .property("optionalUInt64", \.optionalUInt64), .property("double", \.double),
            .property("optionalDouble", \.optionalDouble), .property("bool", \.bool), .property("optionalBool", \.optionalBool),
            .property("nested", \.nested),
        ]

        var plain: Plain {
            Plain(
                string: string, optionalString: optionalString, int: int, optionalInt: optionalInt, int64: int64,
                optionalInt64: optionalInt64, uint64: uint64, optionalUInt64: optionalUInt64, double: double,
                optionalDouble: optionalDouble, bool: bool, optionalBool: optionalBool)
        }
    }

    /// A subclass: its superclass's final fields are found too; a property
    /// a subclass could override is reached through its accessors.
    final class StoredSubclass: Base, Mappable, @unchecked Sendable {
        var own = ""
        required override init() {}
        static let properties: MappableProperties<StoredSubclass> = [
            .property("base", \.base), .property("overridable", \.overridable), .property("own", \.own),
        ]
    }

    class Base: @unchecked Sendable {
        final var base = 0
        var overridable = ""
        init() {}
    }

    /// Properties a key path does not write in place: an observed one (its
    /// observer must run for every value) and a computed one.
    final class Observed: Mappable, @unchecked Sendable {
        var changes: [String] = []
        var name = "" {
            didSet { changes.append(name) }
        }
        var storage = 0
        var computed: Int {
            get { storage }
            set { storage = newValue * 10 }
        }
        required init() {}
        static let properties: MappableProperties<Observed> = [.property("name", \.name), .property("computed", \.computed)]
    }

    @Test("a class's stored properties are set in the object, as a struct's: the same values and issues")
    func classFieldsAgree() throws {
        let descriptor = ModelDescriptor.of(Stored.self)
        for name in Self.names {
            #expect(descriptor.accessors[name]?.objectOffset != nil, "\(name) is a stored field")
        }
        #expect(descriptor.accessors["nested"]?.objectOffset != nil)
        let entries = Self.names.map { #""\#($0)": { "@keyPath": "\#($0)", "@optional": true }"# }.joined(separator: ", ")
        let catalog = try MappingCatalog(string: #"""
            { "$P": { \#(entries) },
              "$S": { "@inherits": "$P", "nested": { "@keyPath": "@self", "@object": { "@mappings": "$P" } } } }
            """#)
        let context = try catalog.context("$P")
        let withNested = try catalog.context("$S")
        for text in Self.payloads {
            let parsed = try Payload(parsing: Data(text.utf8))
            let direct = try context.object(from: parsed, as: Plain.self)
            let stored = try withNested.object(from: parsed, as: Stored.self)
            expectEqual(stored.value.plain, direct.value, Comment(rawValue: text))
            expectEqual(stored.value.nested, direct.value, Comment(rawValue: text))
            expectEqual(
                stored.report.issues.filter { $0.targetPath.hasPrefix("nested") == false }.map(\.message),
                direct.report.issues.map(\.message), Comment(rawValue: text))
        }
    }

    @Test("a subclass is written at its superclass's offsets; observed and computed properties keep their setters")
    func subclassesObserversAndComputedProperties() throws {
        let subclass = ModelDescriptor.of(StoredSubclass.self)
        #expect(subclass.accessors["base"]?.objectOffset != nil)
        #expect(subclass.accessors["own"]?.objectOffset != nil)
        #expect(subclass.accessors["overridable"]?.objectOffset == nil)
        let mapped = try MappingCatalog(string: #"{ "$S": { "base": "b", "overridable": "v", "own": "o" } }"#).context("$S")
            .object(from: Data(#"{"b": 7, "v": "w", "o": "x"}"#.utf8), as: StoredSubclass.self)
        #expect(mapped.value.base == 7)
        #expect(mapped.value.overridable == "w")
        #expect(mapped.value.own == "x")

        let observed = ModelDescriptor.of(Observed.self)
        #expect(observed.accessors["name"]?.objectOffset == nil)
        #expect(observed.accessors["computed"]?.objectOffset == nil)
        let result = try MappingCatalog(string: #"{ "$O": { "name": "name", "computed": "n" } }"#).context("$O")
            .object(from: Data(#"{"name": "Ada", "n": 4}"#.utf8), as: Observed.self)
        #expect(result.value.changes == ["Ada"])
        #expect(result.value.storage == 40)
    }
}
