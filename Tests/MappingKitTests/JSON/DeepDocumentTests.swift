import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Documents nested as deep as the parser allows, handled on a thread with a
/// 512 KB stack (the default for secondary threads on Apple platforms): no
/// walk over a document or a ``JSON`` value may recurse once per level.
@Suite("Deep documents on small stacks")
struct DeepDocumentTests {
    static let limit = JSONParsingOptions.maximumDepthLimit
    static let smallStack = 512 * 1024

    static var deepOptions: JSONParsingOptions {
        var options = JSONParsingOptions.strict
        options.maximumDepth = limit
        return options
    }

    /// `depth` containers, arrays and objects in turn, each with siblings
    /// before and after the nested value. Object keys are out of byte order
    /// so sorted output differs from the input.
    static func deepText(depth: Int, leaf: String = #""leaf""#) -> String {
        var text = ""
        text.reserveCapacity(depth * 16 + leaf.utf8.count)
        for level in 0..<depth { text += level % 2 == 0 ? "[1," : #"{"m":true,"k":"# }
        text += leaf
        for level in (0..<depth).reversed() { text += level % 2 == 0 ? #","s"]"# : #","a":null}"# }
        return text
    }

    /// How many containers deep `json` is, walked with a loop.
    static func depth(of json: JSON) -> Int {
        var depth = 0
        var current = json
        while true {
            switch current {
            case .array(let elements) where elements.count == 3:
                current = elements[1]
            case .object(let object) where object.count == 3:
                guard let next = object["k"] else { return -1 }
                current = next
            default:
                return depth
            }
            depth += 1
        }
    }

    // MARK: JSON

    @Test func parsingToTheLimitBuildsTheTreeAndDropsIt() throws {
        let result = try runOnSmallStack { () throws -> Int in
            let json = try JSON(parsing: Self.deepText(depth: Self.limit), options: Self.deepOptions)
            return Self.depth(of: json)
        }
        expectEqual(result, Self.limit)
    }

    @Test func oneLevelPastTheLimitIsAnError() throws {
        let error = try runOnSmallStack { () -> JSONParseError? in
            do {
                _ = try JSON(parsing: Self.deepText(depth: Self.limit + 1), options: Self.deepOptions)
                return nil
            } catch let error as JSONParseError {
                return error
            }
        }
        expectEqual(error?.reason, .tooDeep(limit: Self.limit))
    }

    @Test func compactAndSortedWritingAtTheLimit() throws {
        let text = Self.deepText(depth: Self.limit)
        let (compact, sortedRoundTrips) = try runOnSmallStack { () throws -> (String, Bool) in
            let json = try JSON(parsing: text, options: Self.deepOptions)
            let sorted = json.formatted([.sortedKeys])
            let reparsed = try JSON(parsing: sorted, options: Self.deepOptions)
            return (json.formatted(), reparsed == json && sorted != text && String(describing: json) == text)
        }
        expectEqual(compact, text)
        #expect(sortedRoundTrips)
    }

    /// Pretty text grows with the square of the depth (every line is
    /// indented): about 4 MB at the limit.
    @Test func prettyWritingAtTheLimit() throws {
        let depth = Self.limit
        let (roundTrips, lastLine) = try runOnSmallStack { () throws -> (Bool, Substring) in
            let json = try JSON(parsing: Self.deepText(depth: depth), options: Self.deepOptions)
            let pretty = json.formatted([.prettyPrinted, .sortedKeys])
            let reparsed = try JSON(parsing: pretty, options: Self.deepOptions)
            return (reparsed == json, pretty.split(separator: "\n").last ?? "")
        }
        #expect(roundTrips)
        expectEqual(lastLine, "]")
    }

    @Test func comparingAndHashingAtTheLimit() throws {
        let outcome = try runOnSmallStack { () throws -> [Bool] in
            let first = try JSON(parsing: Self.deepText(depth: Self.limit), options: Self.deepOptions)
            let second = try JSON(parsing: Self.deepText(depth: Self.limit), options: Self.deepOptions)
            let other = try JSON(parsing: Self.deepText(depth: Self.limit, leaf: #""other""#), options: Self.deepOptions)
            let set: Set<JSON> = [first, second, other]
            return [
                first == second, first != other, first.hashValue == second.hashValue, set.count == 2,
                first.hashValue != other.hashValue,
            ]
        }
        expectEqual(outcome, [true, true, true, true, true])
    }

    @Test func foundationRoundTripAtTheLimit() throws {
        let roundTrips = try runOnSmallStack { () throws -> Bool in
            let json = try JSON(parsing: Self.deepText(depth: Self.limit), options: Self.deepOptions)
            let converted = try JSON(foundation: json.foundationValue, maximumDepth: Self.limit)
            return converted == json
        }
        #expect(roundTrips)
    }

    @Test func foundationConversionPastTheLimitIsAnError() throws {
        let error = try runOnSmallStack { () -> JSONConversionError? in
            var value: Any = "leaf"
            for _ in 0...Self.limit { value = [value] }
            do {
                _ = try JSON(foundation: value, maximumDepth: Self.limit)
                return nil
            } catch let error as JSONConversionError {
                return error
            }
        }
        expectEqual(error?.reason, .tooDeep(limit: Self.limit))
    }

    @Test func valuesBuiltInCodeAreDroppedWithoutRecursion() throws {
        let depth = try runOnSmallStack { () -> Int in
            var json: JSON = "leaf"
            for level in 0..<Self.limit {
                json = level % 2 == 0 ? .array([1, json, "s"]) : .object(["m": true, "k": json, "a": nil])
            }
            return Self.depth(of: json)
        }
        expectEqual(depth, Self.limit)
    }

    // MARK: .mappings

    /// A `.mappings` file nested as deep as its parser allows: a default
    /// value, inline contexts inside inline contexts, selectors and
    /// inheritance.
    static func deepMappings(depth: Int) -> String {
        // The default value: `depth - 4` arrays below
        // { "$Deep": { "value": { "@defaultValue": … } } }.
        let defaultValue = String(repeating: "[", count: depth - 4) + "1" + String(repeating: "]", count: depth - 4)
        // Inline contexts: each level is entry → "@object" → "@mappings" (a
        // context holding the next entry, "c"), three containers.
        let levels = (depth - 6) / 3
        var inline = ""
        for _ in 0..<levels { inline += #"{"@keyPath":"c","@optional":true,"@object":{"@mappings":{"c":"# }
        inline += #"{"@keyPath":"v","@optional":true}"#
        for _ in 0..<levels { inline += "}}}" }
        // Selectors inside selectors, all matching (see ``selectorEnvironment``).
        let selectors = String(repeating: #"{"@deep":{"@api >= 2":{"@deep":"#, count: (depth - 3) / 3)
            + #"{"@keyPath":"x"}"# + String(repeating: "}}}", count: (depth - 3) / 3)
        return """
            {
              "$Template": { "t": { "@keyPath": "t", "@optional": true, "@defaultValue": \(defaultValue) } },
              "$Deep": { "@inherits": "$Template", "value": { "@keyPath": "v", "@optional": true, "@defaultValue": \(defaultValue) } },
              "$Nested": { "c": \(inline) },
              "$Selected": { "s": \(selectors) }
            }
            """
    }

    static let selectorEnvironment = MappingEnvironment(tags: ["deep"], versions: ["api": "2"])

    @Test
    func mappingsFileAsDeepAsItsParserAllows() throws {
        let depth = JSONParsingOptions.mappings.maximumDepth
        let text = Self.deepMappings(depth: depth)
        let outcome = try runOnSmallStack { () throws -> [Bool] in
            // One level more is a parse error, so this file is at the limit.
            let tooDeep = Self.deepMappings(depth: depth + 3).replacingOccurrences(of: "$Nested", with: "$N")
            let failed: Bool
            do {
                _ = try MappingCatalog(string: tooDeep, environment: Self.selectorEnvironment)
                failed = false
            } catch let error as MappingConfigurationError {
                failed = error.diagnostics.contains { $0.message.contains("deep") }
            }
            let catalog = try MappingCatalog(string: text, environment: Self.selectorEnvironment)
            let deep = try catalog.context("$Deep").object(from: [:], as: JSON.self)
            var expected: JSON = 1
            for _ in 0..<(depth - 4) { expected = [expected] }
            var payload: JSON = ["v": "v"]
            for _ in 0..<1_000 { payload = ["c": payload, "v": "v"] }
            let nested = try catalog.context("$Nested").object(from: ["c": payload], as: JSON.self)
            let selected = try catalog.context("$Selected").object(from: ["x": "selected"], as: JSON.self)
            return [
                failed, deep.value["value"] == expected, deep.value["t"] == expected, deep.report.issues.isEmpty,
                nested.value["c"] != nil, nested.report.issues.isEmpty, selected.value == ["s": "selected"],
            ]
        }
        expectEqual(outcome, [true, true, true, true, true, true, true])
    }

    /// A recursive context applied to a payload nested to the parser's limit
    /// stops at the applier's context nesting bound with an issue.
    @Test
    func recursiveContextOnADeepPayload() throws {
        let catalog = try MappingCatalog(string: """
            { "$Node": { "v": { "@keyPath": "v", "@optional": true },
                         "c": { "@keyPath": "c", "@optional": true, "@object": { "@mappings": "$Node" } } } }
            """)
        var text = ""
        for _ in 0..<Self.limit { text += #"{"v":1,"c":"# }
        text += "null"
        text += String(repeating: "}", count: Self.limit)
        let data = Data(text.utf8)
        let (mapped, issues) = try runOnSmallStack { () throws -> (Bool, Int) in
            let payload = try JSON(parsing: data, options: Self.deepOptions)
            let result = try catalog.context("$Node").object(from: payload, as: JSON.self)
            return (result.value["c"] != nil, result.report.issues.count)
        }
        #expect(mapped)
        expectEqual(issues, 1)
    }

    /// A typed recursive model on a payload deeper than the applier's
    /// context bound: mapped to the bound, one issue, then back to JSON.
    @Test func recursiveModelOnADeepPayload() throws {
        let catalog = try MappingCatalog(string: """
            { "$Node": { "@class": "DeepNode", "value": { "@keyPath": "v", "@optional": true },
                         "child": { "@keyPath": "c", "@optional": true, "@object": { "@mappings": "$Node" } } } }
            """, models: ModelRegistry().registering(DeepNode.self))
        // Within the parser's default depth (512), far past the applier's bound.
        let depth = 400
        var text = ""
        for _ in 0..<depth { text += #"{"v":1,"c":"# }
        text += "null" + String(repeating: "}", count: depth)
        let data = Data(text.utf8)
        let (levels, issues, reversedLevels) = try runOnSmallStack { () throws -> (Int, Int, Int) in
            let result = try catalog.context("$Node").object(from: data, as: DeepNode.self)
            var levels = 0
            var node: DeepNode? = result.value
            while let current = node { levels += 1; node = current.child }
            let json = try catalog.context("$Node").json(from: result.value)
            var reversed = 0
            var cursor: JSON? = json
            while let current = cursor, current["v"] != nil { reversed += 1; cursor = current["c"] }
            return (levels, result.report.issues.count, reversed)
        }
        // The model at the bound is made, and left empty with the issue.
        expectEqual(levels, Applier.maximumDepth + 1)
        expectEqual(issues, 1)
        expectEqual(reversedLevels, ReverseMapper.maximumDepth)
    }

    /// The longest `@inherits` chain a catalog accepts, its last template
    /// holding inline contexts nested up to the resolution bound, loads and
    /// maps on a small stack; one level more is an error, not a crash.
    @Test func longestInheritanceChain() throws {
        func catalogText(extraLevels: Int) -> String {
            let chain = InheritanceResolver.maximumChainDepth
            var text = "{\n"
            for index in 0..<chain {
                text += #"  "$T\#(index)": { "@inherits": "$T\#(index + 1)", "p\#(index)": { "@keyPath": "k\#(index)", "@optional": true, "@inherits": "$E" } },"# + "\n"
            }
            // Resolution depth: the chain, the last template, then 3 containers a level.
            let levels = (InheritanceResolver.maximumResolutionDepth - chain - 2) / 3 + extraLevels
            var inline = ""
            for _ in 0..<levels { inline += #"{"@keyPath":"c","@optional":true,"@object":{"@mappings":{"c":"# }
            inline += #"{"@keyPath":"v","@optional":true}"# + String(repeating: "}}}", count: levels)
            text += #"  "$T\#(chain)": { "last": { "@keyPath": "last", "@optional": true }, "c": \#(inline) },"# + "\n"
            text += #"  "$E": { "@defaultValue": [[[[[[[[1]]]]]]]] }"# + "\n}"
            return text
        }
        let (keys, tooDeep) = try runOnSmallStack { () throws -> (Int, String) in
            let catalog = try MappingCatalog(string: catalogText(extraLevels: 0))
            let keys = try catalog.context("$T0").object(from: ["last": 1, "c": ["c": ["v": 1]]], as: JSON.self).value.objectValue?.count ?? 0
            do {
                _ = try MappingCatalog(string: catalogText(extraLevels: 1))
                return (keys, "")
            } catch let error as MappingConfigurationError {
                return (keys, error.diagnostics.map(\.message).joined(separator: "\n"))
            }
        }
        expectEqual(keys, InheritanceResolver.maximumChainDepth + 2)
        #expect(tooDeep.contains("nest more than \(InheritanceResolver.maximumResolutionDepth) levels deep"), "\(tooDeep)")
    }

    /// A context defined in code may hold a value of any depth.
    @Test func codeDefinitionWithADeepDefaultValue() throws {
        let outcome = try runOnSmallStack { () throws -> Bool in
            var value: JSON = 1
            for level in 0..<Self.limit { value = level % 2 == 0 ? [value] : ["k": value] }
            var definition = MappingDefinition()
            definition.map("value", from: "v", optional: true, defaultValue: value)
            let catalog = try MappingCatalog(string: "{}", definitions: ["$Code": definition])
            let result = try catalog.context("$Code").object(from: [:], as: JSON.self)
            return result.value["value"] == value
        }
        #expect(outcome)
    }
}

/// A model that holds another of its kind.
final class DeepNode: Mappable, @unchecked Sendable {
    var value = 0
    var child: DeepNode?
    init() {}
    static let properties: MappableProperties<DeepNode> = ["value": \.value, "child": \.child]
}

// MARK: - A thread with a small stack

/// The work handed to the thread, and what it returned.
private final class SmallStackRun: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs `body` on a new thread whose stack is 512 KB (set with
/// `pthread_attr_setstacksize`, so it is that size on every platform),
/// waits for it with `pthread_join` and returns what it returned (or
/// rethrows).
private func runOnSmallStack<T>(_ body: @escaping () throws -> T) throws -> T {
    var result: Result<T, any Error>?
    let run = SmallStackRun { result = Result { try body() } }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    try #require(pthread_attr_setstacksize(&attributes, DeepDocumentTests.smallStack) == 0)
    let context = Unmanaged.passRetained(run).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    let created = pthread_create(&thread, &attributes, { raw in
        Unmanaged<SmallStackRun>.fromOpaque(raw).takeRetainedValue().body()
        return nil
    }, context)
    try #require(created == 0)
    let joined = thread.map { pthread_join($0, nil) }
    #else
    var thread = pthread_t()
    let created = pthread_create(&thread, &attributes, { raw in
        if let raw { Unmanaged<SmallStackRun>.fromOpaque(raw).takeRetainedValue().body() }
        return nil
    }, context)
    try #require(created == 0)
    let joined: Int32? = pthread_join(thread, nil)
    #endif
    try #require(joined == 0)
    return try #require(result).get()
}
