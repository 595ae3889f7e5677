import Foundation
import Testing

@testable import MappingKit

/// Issue 29 item 6: value constraints (`@minimum`, `@maximum`,
/// `@minLength`, `@maxLength`, `@pattern`, `@allowedValues`, `@minItems`,
/// `@maxItems`) on every path — `Mappable` models, `Decodable` models
/// through a context, dynamic `JSON` — with the same codes and paths.
@Suite("Value constraints: a value out of bounds is an error, unless @onInvalid says otherwise")
struct ConstraintTests {
    /// The `Mappable` model.
    struct Product: Mappable, Equatable {
        var name: String?
        var price: Double?
        var color: String?
        var sizes: [Int]?
        var quantity: Int?

        static let properties: MappableProperties<Product> = [
            "name": \.name, "price": \.price, "color": \.color, "sizes": \.sizes, "quantity": \.quantity,
        ]
    }

    /// The same model as plain `Codable`.
    struct CodableProduct: Codable, Equatable {
        var name: String?
        var price: Double?
        var color: String?
        var sizes: [Int]?
        var quantity: Int?
    }

    static let text = #"""
        {
          "$Product": {
            "name": { "@keyPath": "name", "@optional": true, "@minLength": 2, "@maxLength": 5, "@pattern": "^[a-z\u0301]+$" },
            "price": { "@keyPath": "price", "@optional": true, "@minimum": 0, "@maximum": 100 },
            "color": { "@keyPath": "color", "@optional": true, "@allowedValues": ["red", "green"] },
            "sizes": { "@keyPath": "sizes", "@optional": true, "@maximum": 10, "@minItems": 1, "@maxItems": 3 },
            "quantity": { "@keyPath": "quantity", "@optional": true, "@minimum": 1 }
          }
        }
        """#

    static let payload: JSON = [
        // At the lower bounds (inclusive); a number in a string is checked as the number.
        ["name": "ab", "price": 0, "color": "red", "sizes": [10], "quantity": "1"],
        // At the upper bounds; five Unicode scalars.
        ["name": "abcd\u{301}", "price": 100, "color": "green", "sizes": [1, 2, 3], "quantity": 1],
        // Just past the lower bounds.
        ["name": "a", "price": -0.5, "color": "purple", "sizes": [], "quantity": "0"],
        // Just past the upper bounds: six Unicode scalars, five characters.
        ["name": "abcde\u{301}", "price": 100.5, "color": "Red", "sizes": [1, 2, 3, 4], "quantity": 0],
        // A pattern not matched; an element out of bounds.
        ["name": "x y", "sizes": [1, 11, 2]],
    ]

    static let expectedIssues = [
        "error constraintViolated [2].name", "error constraintViolated [2].price", "error constraintViolated [2].color",
        "error constraintViolated [2].sizes", "error constraintViolated [2].quantity",
        "error constraintViolated [3].name", "error constraintViolated [3].price", "error constraintViolated [3].color",
        "error constraintViolated [3].sizes", "error constraintViolated [3].quantity",
        "error constraintViolated [4].name", "error constraintViolated [4].sizes",
    ]

    static let expectedMessages = [
        #"string "a" is shorter than '@minLength' 2 (1 character)"#,
        "number -0.5 is below '@minimum' 0",
        #"string "purple" is not one of '@allowedValues' ("red", "green")"#,
        "array of 0 has fewer items than '@minItems' 1",
        #"string "0" is below '@minimum' 1"#,
        "string \"abcde\u{301}\" is longer than '@maxLength' 5 (6 characters)",
        "number 100.5 is above '@maximum' 100",
        #"string "Red" is not one of '@allowedValues' ("red", "green")"#,
        "array of 4 has more items than '@maxItems' 3",
        "number 0 is below '@minimum' 1",
        "string \"x y\" does not match '@pattern' \"^[a-z\u{301}]+$\"",
        "at [1]: number 11 is above '@maximum' 10",
    ]

    static let expectedValues = [
        Product(name: "ab", price: 0, color: "red", sizes: [10], quantity: 1),
        Product(name: "abcd\u{301}", price: 100, color: "green", sizes: [1, 2, 3], quantity: 1),
        Product(), Product(), Product(),
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.targetPath)" }
    }

    @Test("Mappable: each constraint at its bounds is kept, just past them an error; the property is left as it was")
    func mappable() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "P.mappings")
        let result = try catalog.context("$Product").objects(from: Self.payload, as: Product.self)
        #expect(result.value == Self.expectedValues)
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.issues.map(\.message) == Self.expectedMessages)
        #expect(result.report.issues.map(\.sourcePath).last == "[4].sizes")
        #expect(result.report.issues.first?.location?.description == "P.mappings:3:5")
        #expect(result.report.issues.allSatisfy { $0.kind == .constraintViolated })
    }

    @Test("Decodable through the context: the same codes, paths and messages; an optional value is nil")
    func decodable() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "P.mappings")
        let result = try catalog.context("$Product").objects(from: Self.payload, as: CodableProduct.self)
        #expect(result.value == Self.expectedValues.map {
            CodableProduct(name: $0.name, price: $0.price, color: $0.color, sizes: $0.sizes, quantity: $0.quantity)
        })
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.issues.map(\.message) == Self.expectedMessages)
    }

    @Test("dynamic JSON: the same issues; a value out of bounds is not copied")
    func dynamic() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "P.mappings")
        let result = try catalog.context("$Product").objects(from: Self.payload, as: JSON.self)
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.issues.map(\.message) == Self.expectedMessages)
        #expect(result.value.first == ["name": "ab", "price": 0, "color": "red", "sizes": [10], "quantity": "1"])
        #expect(result.value.last == [:])
    }

    /// A required property.
    struct Person: Mappable, Equatable {
        var age = 0
        static let properties: MappableProperties<Person> = ["age": \.age]
    }

    struct CodablePerson: Codable, Equatable {
        var age: Int
    }

    @Test("a required value out of bounds: the model's property is left as it was, a Decodable object cannot be made")
    func required() throws {
        let catalog = try MappingCatalog(string: #"{ "$Person": { "age": { "@keyPath": "age", "@maximum": 150 } } }"#)
        let payload: JSON = [["age": 200], ["age": 150]]
        let typed = try catalog.context("$Person").objects(from: payload, as: Person.self)
        #expect(typed.value == [Person(age: 0), Person(age: 150)])
        #expect(Self.issues(typed.report) == ["error constraintViolated [0].age"])
        let decoded = try catalog.context("$Person").objects(from: payload, as: CodablePerson.self)
        #expect(decoded.value == [CodablePerson(age: 150)])
        #expect(Self.issues(decoded.report) == ["error constraintViolated [0].age"])
        #expect(decoded.report.issues.first?.message == "number 200 is above '@maximum' 150")
    }

    static let tolerant = #"""
        {
          "$Product": {
            "name": { "@keyPath": "name", "@maxLength": 3, "@onInvalid": "ignore" },
            "price": { "@keyPath": "price", "@maximum": 100, "@onInvalid": "default", "@defaultValue": 100 },
            "color": { "@keyPath": ["colour"], "@fallbackKeyPaths": "color", "@allowedValues": ["red"], "@optional": true },
            "sizes": { "@keyPath": "sizes", "@maximum": 10, "@onInvalid": "ignore" }
          }
        }
        """#

    static let tolerantPayload: JSON = [
        ["price": 120, "name": "abcd", "sizes": [1, 12], "color": "blue"],
        ["price": 99, "name": "abc", "sizes": [10], "colour": "red"],
    ]

    static let tolerantIssues = [
        "warning invalidValueIgnored [0].name", "warning invalidValueReplaced [0].price", "error constraintViolated [0].color",
        "warning invalidValueIgnored [0].sizes",
    ]

    @Test("@onInvalid \"default\" and \"ignore\" turn a broken constraint into their warnings, on all three paths; a fallback key path's value is checked")
    func onInvalid() throws {
        let catalog = try MappingCatalog(string: Self.tolerant, displayName: "T.mappings")
        let context = try catalog.context("$Product")
        let typed = try context.objects(from: Self.tolerantPayload, as: Product.self)
        #expect(typed.value == [
            Product(price: 100), Product(name: "abc", price: 99, color: "red", sizes: [10]),
        ])
        #expect(Self.issues(typed.report) == Self.tolerantIssues)
        #expect(typed.report.issues[1].message
            == #"number 120 is invalid (number 120 is above '@maximum' 100); the default number 100 is set instead ('@onInvalid': "default")"#)
        #expect(typed.report.issues[3].message.hasPrefix("array of 2 is invalid (at [1]: number 12 is above '@maximum' 10)"))
        #expect(typed.report.issues[2].sourcePath == "[0].color")
        let decoded = try context.objects(from: Self.tolerantPayload, as: CodableProduct.self)
        #expect(decoded.value == [
            CodableProduct(price: 100), CodableProduct(name: "abc", price: 99, color: "red", sizes: [10]),
        ])
        #expect(Self.issues(decoded.report) == Self.tolerantIssues)
        #expect(decoded.report.issues.map(\.message) == typed.report.issues.map(\.message))
        let dynamic = context.objects(from: Self.tolerantPayload, as: JSON.self)
        #expect(Self.issues(dynamic.report) == Self.tolerantIssues)
        #expect(dynamic.value.first == ["price": 100])
    }

    @Test("a missing value's default is set unchecked (the loader checked it); dictionaries are checked by member")
    func defaultsAndDictionaries() throws {
        struct Stock: Mappable, Equatable {
            var level: Int?
            var counts: [String: Int]?
            static let properties: MappableProperties<Stock> = ["level": \.level, "counts": \.counts]
        }
        struct CodableStock: Codable, Equatable {
            var level: Int?
            var counts: [String: Int]?
        }
        let text = #"""
            { "$Stock": { "level": { "@keyPath": "level", "@maximum": 5, "@defaultValue": 5 },
                          "counts": { "@keyPath": "counts", "@optional": true, "@minimum": 0, "@maxItems": 2 } } }
            """#
        let catalog = try MappingCatalog(string: text)
        let payload: JSON = [["counts": ["a": 1, "b": -1]], ["counts": ["a": 1, "b": 2, "c": 3]]]
        let expected = [
            #"at ["b"]: number -1 is below '@minimum' 0"#, "object of 3 members has more items than '@maxItems' 2",
        ]
        let typed = try catalog.context("$Stock").objects(from: payload, as: Stock.self)
        #expect(typed.value == [Stock(level: 5), Stock(level: 5)])
        #expect(typed.report.issues.map(\.message) == expected)
        let decoded = try catalog.context("$Stock").objects(from: payload, as: CodableStock.self)
        #expect(decoded.value == [CodableStock(level: 5), CodableStock(level: 5)])
        #expect(decoded.report.issues.map(\.message) == expected)
        let dynamic = try catalog.context("$Stock").objects(from: payload, as: JSON.self)
        #expect(dynamic.report.issues.map(\.message) == expected)
    }

    enum Tier: String, Codable, MappableValue, Sendable {
        case free, pro, legacy
    }

    struct Account: Mappable, Equatable {
        var tier: Tier?
        var level: Int?
        var prices: [Double]?
        static let properties: MappableProperties<Account> = ["tier": \.tier, "level": \.level, "prices": \.prices]
    }

    struct CodableAccount: Codable, Equatable {
        var tier: Tier?
        var level: Int?
        var prices: [Double]?
    }

    @Test("an enum is compared by its payload value; numbers as JSON (1 is 1.0); a key path through an array gives a checked collection")
    func enumsNumbersAndFanOut() throws {
        let text = #"""
            { "$Account": {
                "tier": { "@keyPath": "tier", "@optional": true, "@allowedValues": ["free", "pro"] },
                "level": { "@keyPath": "level", "@optional": true, "@allowedValues": [1, 2] },
                "prices": { "@keyPath": "items.price", "@optional": true, "@maximum": 10 } } }
            """#
        let catalog = try MappingCatalog(string: text)
        let payload: JSON = [
            ["tier": "pro", "level": 1.0, "items": [["price": 1], ["price": 10]]],
            ["tier": "legacy", "level": 3, "items": [["price": 1], ["price": 10.5]]],
        ]
        let expected = [
            "error constraintViolated [1].tier", "error constraintViolated [1].level", "error constraintViolated [1].prices",
        ]
        let messages = [
            #"string "legacy" is not one of '@allowedValues' ("free", "pro")"#, "number 3 is not one of '@allowedValues' (1, 2)",
            "at [1]: number 10.5 is above '@maximum' 10",
        ]
        let typed = try catalog.context("$Account").objects(from: payload, as: Account.self)
        #expect(typed.value == [Account(tier: .pro, level: 1, prices: [1, 10]), Account()])
        #expect(Self.issues(typed.report) == expected)
        #expect(typed.report.issues.map(\.message) == messages)
        let decoded = try catalog.context("$Account").objects(from: payload, as: CodableAccount.self)
        #expect(decoded.value == [CodableAccount(tier: .pro, level: 1, prices: [1, 10]), CodableAccount()])
        #expect(Self.issues(decoded.report) == expected)
        #expect(decoded.report.issues.map(\.message) == messages)
        let dynamic = try catalog.context("$Account").objects(from: payload, as: JSON.self)
        #expect(Self.issues(dynamic.report) == expected)
        #expect(dynamic.report.issues.map(\.message) == messages)
    }

    @Test("ValueConstraints alone: element checks are callable one element at a time; nested arrays name both indexes")
    func elementChecks() throws {
        var constraints = ValueConstraints()
        constraints.maximum = JSON.Number(10)
        constraints.maxItems = 1
        #expect(constraints.violation(ofElement: PayloadValue(11))?.message == "number 11 is above '@maximum' 10")
        #expect(constraints.violation(ofElement: PayloadValue([1, 2])) == nil)
        #expect(constraints.violation(of: PayloadValue([[1], [2, 12]]))?.message == "array of 2 has more items than '@maxItems' 1")
        constraints.maxItems = nil
        #expect(constraints.violation(of: PayloadValue([[1], [2, 12]]))?.message == "at [1][1]: number 12 is above '@maximum' 10")
        #expect(constraints.violation(of: PayloadValue("10")) == nil)
        #expect(constraints.violation(of: PayloadValue("1e2"))?.message == #"string "1e2" is above '@maximum' 10"#)
        #expect(constraints.violation(of: PayloadValue("ten")) == nil)
    }

    @Test("the loader: wrong shapes, contradicting bounds, a pattern that does not compile, a default out of bounds, misplaced constraints, all in one run")
    func misuse() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/mappings/invalid/constraints-misuse.mappings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, displayName: "C.mappings") }
        #expect(error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.code)" } == [
            "3:53 invalidKeywordValue", "4:55 invalidKeywordValue", "4:72 invalidKeywordValue", "5:59 invalidKeywordValue",
            "6:51 invalidKeywordValue", "7:55 contradictoryConstraints", "8:53 contradictoryConstraints",
            "9:52 contradictoryConstraints", "10:50 invalidPattern", "11:72 defaultViolatesConstraint",
            "12:79 misplacedConstraint", "13:78 misplacedConstraint",
        ])
        #expect(error.diagnostics.map(\.message).contains("'@minimum' 5 is above '@maximum' 1: no value can keep both"))
        #expect(error.diagnostics.map(\.message).contains(
            "the '@defaultValue' of 'size' breaks its own constraint: number 12 is above '@maximum' 10"))
        let pattern = try #require(error.diagnostics.first { $0.code == .invalidPattern })
        #expect(pattern.message == #"'@pattern' "[A-Z+" is not a regular expression: the class opened at character 1 has no closing ']'"#)
    }
}
