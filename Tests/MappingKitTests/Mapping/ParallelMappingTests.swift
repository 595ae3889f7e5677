import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// An order (struct models) for the parallel tests' catalog.
struct ParallelOrder: Mappable, Equatable {
    var id = ""
    var customer = ""
    var total = 0
    var position = -1
    var page = 0
    var shout = ""
    var lines: [ParallelLine] = []

    static let properties: MappableProperties<ParallelOrder> = [
        "id": \.id, "customer": \.customer, "total": \.total, "position": \.position, "page": \.page, "shout": \.shout,
        "lines": \.lines,
    ]
}

struct ParallelLine: Mappable, Equatable {
    var sku = ""
    var quantity = 0
    static let properties: MappableProperties<ParallelLine> = ["sku": \.sku, "quantity": \.quantity]
}

/// The same order as a class.
final class ParallelOrderObject: Mappable {
    var id = ""
    var customer = ""
    var total = 0
    var position = -1
    var page = 0
    var shout = ""
    var lines: [ParallelLine] = []
    init() {}

    static let properties: MappableProperties<ParallelOrderObject> = [
        "id": \.id, "customer": \.customer, "total": \.total, "position": \.position, "page": \.page, "shout": \.shout,
        "lines": \.lines,
    ]

    /// Its values, to compare.
    var fields: ParallelOrder {
        ParallelOrder(id: id, customer: customer, total: total, position: position, page: page, shout: shout, lines: lines)
    }
}

/// A large array mapped with `jobs:` gives exactly what one thread gives:
/// the values, and the report (issues and their order, counts, summary,
/// object counts, the issue cap, issues reported once per entry).
// Serialized: each test keeps a thread busy for seconds in a debug build;
// one at a time leaves the other threads of the test run to other suites.
@Suite("Parallel mapping of a large array", .serialized)
struct ParallelMappingTests {
    /// `$Order` for the typed models; `$Dynamic` adds what only dynamic
    /// mapping allows: a transformer whose output has no JSON (its warning
    /// once per entry).
    static let mappings = #"""
        {
          "$Order": {
            "id": "id",
            "customer": "customer.name",
            "total": { "@keyPath": "total", "@optional": true },
            "position": "@metadata.index",
            "page": { "@keyPath": "@metadata.page", "@optional": true },
            "shout": { "@keyPath": "shout", "@optional": true, "@transformer": "shout" },
            "lines": { "@keyPath": "lines", "@optional": true, "@identity": "sku", "@object": { "@mappings": "$Line" } }
          },
          "$Line": { "sku": "sku", "quantity": "qty" },
          "$Dynamic": {
            "@inherits": "$Order",
            "blob": { "@keyPath": "blob", "@optional": true, "@transformer": "opaque" }
          }
        }
        """#

    struct Opaque {}

    /// The catalog with its transformers: `shout` throws on a value
    /// starting with "!", `opaque` makes a value with no JSON.
    static func catalog() throws -> MappingCatalog {
        var transformers = TransformerRegistry()
        transformers.register("shout") { input -> String in
            let text = input.value.stringValue ?? ""
            guard !text.hasPrefix("!") else { throw TransformerError("no shouting at \(text)") }
            return text.uppercased()
        }
        transformers.register("opaque") { _ -> Opaque in Opaque() }
        return try MappingCatalog(string: mappings, transformers: transformers)
    }

    /// The catalog with no transformer registered, and a `note` entry
    /// in `$Dynamic`: each transformer's warning once per entry (`shout`'s
    /// from the first elements, `note`'s from element 700 on).
    static func unregisteredCatalog() throws -> MappingCatalog {
        let note = #""note": { "@keyPath": "note", "@optional": true, "@transformer": "nope" },"#
        return try MappingCatalog(string: mappings.replacingOccurrences(of: #""@inherits": "$Order","#, with: #""@inherits": "$Order", "# + note))
    }

    /// A seeded array of `count` orders with a mix of issues: elements that
    /// are not objects, missing ids and customers, totals of the wrong
    /// type, a transformer that throws, lines repeating a sku (`@identity`)
    /// or not objects, notes from element 700 on, a blob now and then.
    static func orders(seed: UInt64, count: Int) -> JSON {
        var random = SplitMix64(seed: seed)
        var elements: [JSON] = []
        for index in 0..<count {
            switch random.next(below: 40) {
            case 0: elements.append(JSON(index))
            case 1: elements.append(.null)
            case 2: elements.append(["not", "an", "order"])
            default:
                var order = JSON.Object()
                if random.next(below: 20) != 0 { order["id"] = .string("o\(index)") }
                switch random.next(below: 20) {
                case 0: break
                case 1: order["customer"] = "just a name"
                default: order["customer"] = ["name": .string("c\(random.next(below: 500))")]
                }
                switch random.next(below: 15) {
                case 0: order["total"] = "lots"
                case 1: order["total"] = .null
                default: order["total"] = JSON(random.next(below: 10_000))
                }
                if random.next(below: 4) == 0 { order["shout"] = .string(random.next(below: 5) == 0 ? "!hey" : "hey \(index)") }
                var lines: [JSON] = []
                for _ in 0..<random.next(below: 4) {
                    switch random.next(below: 12) {
                    case 0: lines.append("a line")
                    case 1: lines.append(["sku": "s1", "qty": "many"])
                    default: lines.append(["sku": .string("s\(random.next(below: 3))"), "qty": JSON(random.next(below: 9))])
                    }
                }
                if !lines.isEmpty { order["lines"] = .array(lines) }
                if index >= 700, random.next(below: 3) == 0 { order["note"] = .string("n\(index)") }
                if random.next(below: 50) == 0 { order["blob"] = "b" }
                elements.append(.object(order))
            }
        }
        return .array(elements)
    }

    static let metadata: JSON = ["page": 7]

    /// Expects `reports` to equal the first, in full and as rendered.
    static func expectSameReports(_ reports: [ValidationReport], _ comment: Comment? = nil) {
        guard let first = reports.first else { return }
        for report in reports.dropFirst() {
            #expect(report == first, comment)
            #expect(report.json.formatted() == first.json.formatted(), comment)
            #expect(report.rendered(.text) == first.rendered(.text), comment)
            #expect(report.summary == first.summary, comment)
        }
    }

    @Test("typed structs: jobs 2, 3 and 8 give the models and the report of jobs 1, parsed and JSON payloads, issue cap and none")
    func typedStructs() throws {
        let catalog = try Self.catalog()
        let json = Self.orders(seed: 21, count: 1_500)
        let data = Data(json.formatted().utf8)
        for cap in [50, 100_000] {
            let context = try catalog.context("$Order").limitingIssues(to: cap)
            let serial = try context.objects(from: data, as: ParallelOrder.self, metadata: Self.metadata)
            #expect(serial.value.count > 1_350)
            #expect(serial.report.issueCount > 500)
            for jobs in [1, 2, 3, 8] {
                let parsed = try context.objects(from: data, as: ParallelOrder.self, metadata: Self.metadata, jobs: jobs)
                #expect(parsed.value == serial.value, "jobs \(jobs), cap \(cap)")
                Self.expectSameReports([serial.report, parsed.report], "jobs \(jobs), cap \(cap)")
            }
            // A `JSON` payload (its elements are values, not tape nodes).
            let tree = try context.objects(from: json, as: ParallelOrder.self, metadata: Self.metadata, jobs: 3)
            #expect(tree.value == serial.value, "cap \(cap)")
            Self.expectSameReports([serial.report, tree.report], "cap \(cap)")
        }
    }

    @Test("a class model: jobs 4 gives the objects and the report of jobs 1")
    func classModel() throws {
        let context = try Self.catalog().context("$Order")
        let data = Data(Self.orders(seed: 5, count: 1_500).formatted().utf8)
        let serial = try context.objects(from: data, as: ParallelOrderObject.self, metadata: Self.metadata)
        let parallel = try context.objects(from: data, as: ParallelOrderObject.self, metadata: Self.metadata, jobs: 4)
        #expect(parallel.value.map(\.fields) == serial.value.map(\.fields))
        #expect(Set(parallel.value.map { ObjectIdentifier($0) }).count == parallel.value.count)
        Self.expectSameReports([serial.report, parallel.report])
    }

    @Test("JSON.self: jobs 2, 3 and 8 give the objects and the report of jobs 1, warnings once per entry included")
    func dynamic() throws {
        let json = Self.orders(seed: 77, count: 1_500)
        let data = Data(json.formatted().utf8)
        for (catalog, cap) in try [Self.catalog(), Self.unregisteredCatalog()].flatMap({ catalog in
            [40, 100_000].map { (catalog, $0) }
        }) {
            let context = try catalog.context("$Dynamic").limitingIssues(to: cap)
            let serial = try context.objects(from: data, as: JSON.self, metadata: Self.metadata)
            for jobs in [2, 3, 8] {
                let parsed = try context.objects(from: data, as: JSON.self, metadata: Self.metadata, jobs: jobs)
                #expect(parsed.value == serial.value, "jobs \(jobs), cap \(cap)")
                Self.expectSameReports([serial.report, parsed.report], "jobs \(jobs), cap \(cap)")
            }
            let tree = context.objects(from: json, as: JSON.self, metadata: Self.metadata, jobs: 3)
            #expect(tree.value == serial.value, "cap \(cap)")
            Self.expectSameReports([serial.report, tree.report], "cap \(cap)")
            // Reported once, for the first element that has it; counted in the summary for every one.
            let unregistered = serial.report.issues.filter { $0.code == .transformerUnregistered }
            let noJSON = serial.report.issues.filter { $0.code == .outputHasNoJSON }
            guard cap == 100_000 else { continue }
            if unregistered.isEmpty {
                #expect(noJSON.count == 1)
                #expect(serial.report.issues.contains { $0.code == .transformerThrew })
            } else {
                #expect(Set(unregistered.map(\.entry)) == ["shout", "blob", "note"])
                #expect(unregistered.count == 3)
                #expect(unregistered.first { $0.entry == "note" }?.sourcePath.hasPrefix("[7") == true)
                let line = serial.report.summary.first(where: { $0.entry == "note" && $0.kind == .transformerUnavailable })
                #expect((line?.count ?? 0) > 50)
            }
        }
    }

    @Test("issues keep the element's own index: source paths past the first chunk, target paths counting the objects made")
    func paths() throws {
        let context = try Self.catalog().context("$Order").limitingIssues(to: 100_000)
        let json = Self.orders(seed: 9, count: 1_500)
        let result = try context.objects(from: json, as: ParallelOrder.self, jobs: 3)
        let elements = json.arrayValue ?? []
        // Objects before each element: the index of its model.
        var made: [Int] = []
        var objects = 0
        for element in elements {
            made.append(objects)
            if case .object = element { objects += 1 }
        }
        let missingIDs = result.report.issues.filter { $0.code == .missingRequired && $0.entry == "id" }
        #expect(missingIDs.contains { $0.sourcePath.hasPrefix("[1") && $0.sourcePath.count >= 9 })
        for issue in missingIDs {
            // "[1042].id" names element 1042, which has no id; its model is at the target index.
            let index = try #require(Int(issue.sourcePath.dropFirst().prefix { $0 != "]" }))
            #expect(elements[index]["id"] == nil)
            #expect(issue.targetPath == "[\(made[index])].id")
            #expect(result.value[made[index]].position == index)
        }
    }

    @Test("small arrays, payloads that are not arrays, and jobs of 0, -3 or Int.max map as with jobs 1")
    func smallAndOdd() throws {
        let context = try Self.catalog().context("$Order")
        let dynamicContext = try Self.unregisteredCatalog().context("$Dynamic")
        for count in [0, 1, 10, 511, 512, 513, 700] {
            let json = Self.orders(seed: UInt64(count), count: count)
            let serial = try context.objects(from: json, as: ParallelOrder.self)
            let dynamic = dynamicContext.objects(from: json, as: JSON.self)
            for jobs in [0, -3, 2, 8, Int.max] {
                let typed = try context.objects(from: json, as: ParallelOrder.self, jobs: jobs)
                #expect(typed.value == serial.value, "\(count) elements, jobs \(jobs)")
                Self.expectSameReports([serial.report, typed.report])
                let parallel = dynamicContext.objects(from: json, as: JSON.self, jobs: jobs)
                #expect(parallel.value == dynamic.value, "\(count) elements, jobs \(jobs)")
                Self.expectSameReports([dynamic.report, parallel.report])
            }
        }
        let one: JSON = ["id": "1", "customer": ["name": "Ada"]]
        let typed = try context.objects(from: one, as: ParallelOrder.self, jobs: 4)
        #expect(typed.value.map(\.id) == ["1"])
        #expect(context.objects(from: "text", as: JSON.self, jobs: 4).report == context.objects(from: "text", as: JSON.self).report)
    }

    @Test("from 512 elements and 2 jobs on, the verbs map on threads; below, they leave it to the serial path")
    func parallelPathTaken() throws {
        let context = try Self.catalog().context("$Order")
        let plan = try context.storage.plans.modelPlan(context.index, for: ParallelOrder.self, in: context.storage)
        for (count, jobs, threads) in [(512, 2, true), (1_500, 8, true), (511, 8, false), (1_500, 1, false)] {
            for payload in try [Payload(Self.orders(seed: 1, count: count)), Payload(parsing: Data(Self.orders(seed: 1, count: count).formatted().utf8))] {
                let typed: MappingResult<[ParallelOrder]>? = context.objectsInParallel(payload, plan: plan, metadata: [:], jobs: jobs)
                #expect((typed != nil) == threads, "\(count) elements, jobs \(jobs)")
                #expect((context.jsonObjectsInParallel(payload, metadata: [:], jobs: jobs) != nil) == threads)
            }
        }
        #expect(context.jsonObjectsInParallel(Payload(["a": 1]), metadata: [:], jobs: 4) == nil)
    }

    @Test("ParallelLoop runs every task once, on up to the threads asked for")
    func parallelLoop() {
        for (jobs, tasks) in [(1, 5), (2, 0), (2, 1), (3, 100), (64, 10)] {
            let runs = Locked([Int](repeating: 0, count: tasks))
            ParallelLoop.run(jobs: jobs, tasks: tasks) { task in runs.withLock { $0[task] += 1 } }
            #expect(runs.withLock { $0 } == [Int](repeating: 1, count: tasks))
        }
        let threads = Locked(Set<ObjectIdentifier>())
        ParallelLoop.run(jobs: 3, tasks: 30) { _ in
            threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
            usleep(2_000)
        }
        #expect((2...3).contains(threads.withLock { $0.count }))
    }

    @Test("chunks: fewer than 512 elements on one thread; about four chunks per thread of 256 to 2,048 elements")
    func chunkSizes() {
        #expect(ElementChunk.size(elements: 511, jobs: 8) == nil)
        #expect(ElementChunk.size(elements: 100_000, jobs: 1) == nil)
        #expect(ElementChunk.size(elements: 512, jobs: 2) == 256)
        #expect(ElementChunk.size(elements: 3_000, jobs: 2) == 375)
        #expect(ElementChunk.size(elements: 3_000, jobs: 8) == 256)
        #expect(ElementChunk.size(elements: 1_000_000, jobs: 2) == 2_048)
        #expect(ElementChunk.size(elements: 1_000, jobs: .max) == 256)
    }

    @Test("the elements before each chunk are counted: objects, or every element when all entries read @self")
    func chunkOffsets() throws {
        let context = try MappingCatalog(string: #"{ "$A": { "id": "id" } }"#).context("$A")
        let elements: [JSON] = (0..<1_000).map { $0 % 3 == 0 ? JSON($0) : ["id": .string("\($0)")] }
        let payload = try Payload(parsing: Data(JSON.array(elements).formatted().utf8))
        for everyElement in [false, true] {
            let chunks = Applier.run(storage: context.storage, payload: payload.value, maximumIssues: 10) { applier, root in
                applier.elementChunks(of: root, readsSelfOnly: everyElement, jobs: 2)
            }
            let cut = try #require(chunks)
            #expect(cut.map(\.positions) == [0..<256, 256..<512, 512..<768, 768..<1_000])
            let made = cut.map { elements[..<$0.positions.lowerBound].filter { everyElement || $0.objectValue != nil }.count }
            #expect(cut.map(\.producedBefore) == made)
        }
    }
}
