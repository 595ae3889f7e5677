// The `apply` fuzz harness: a fuzzed catalog applied to a fuzzed payload
// through every verb — typed (models of FuzzModels.swift), Codable (the
// twins of FuzzCodableModels.swift through the same catalog, the class
// unnamed at the call, and PayloadDecoder on the payload alone), dynamic
// (object(from:as: JSON.self) / objects(from:as: JSON.self)), populate (map into an existing model and
// map(_:intoJSON:)) and reverse (json(from:)) — with the report's
// invariants checked. Built by Scripts/fuzz.sh.
//
// Input: catalog text, a NUL byte, the payload. Without a NUL the whole
// input is the payload, mapped with every context of Mappings/Twitter.mappings.
// `@import` resolves in ./imports (Scripts/fuzz.sh copies Mappings/ there).

import Foundation

enum FuzzApply {
    static let imports = URL(fileURLWithPath: "imports", isDirectory: true)

    /// Mappings/Twitter.mappings, for inputs with no catalog, loaded once.
    static let defaultCatalog: MappingCatalog? = {
        guard let text = try? String(contentsOf: imports.appendingPathComponent("Twitter.mappings"), encoding: .utf8) else { return nil }
        return try? load(text)
    }()

    static func load(_ text: String) throws -> MappingCatalog {
        try MappingCatalog(
            string: text, baseURL: imports, models: FuzzRegistries.models, transformers: FuzzRegistries.transformers,
            displayName: "Fuzz.mappings")
    }

    /// The default catalog with the Codable twins registered instead.
    static let defaultCodableCatalog: MappingCatalog? = {
        guard let text = try? String(contentsOf: imports.appendingPathComponent("Twitter.mappings"), encoding: .utf8) else { return nil }
        return try? load(text, models: FuzzRegistries.codableModels)
    }()

    static func load(_ text: String, models: ModelRegistry) throws -> MappingCatalog {
        try MappingCatalog(
            string: text, baseURL: imports, models: models, transformers: FuzzRegistries.transformers,
            displayName: "Fuzz.mappings")
    }

    /// The catalogs of the catalog texts seen last (`nil`: the text does
    /// not load), both registries: most mutations change the payload alone,
    /// and such an input is mapped at once instead of loading its catalog
    /// twice again. Loading is the `parse` harness's work.
    nonisolated(unsafe) static var loaded: [String: (MappingCatalog, MappingCatalog?)?] = [:]

    static func catalogs(of text: String) -> (MappingCatalog, MappingCatalog?)? {
        if let known = loaded[text] { return known }
        if loaded.count >= 512 { loaded.removeAll(keepingCapacity: true) }
        let pair = (try? load(text)).map { ($0, try? load(text, models: FuzzRegistries.codableModels)) }
        loaded[text] = .some(pair)
        return pair
    }

    static func run(_ bytes: [UInt8]) {
        let catalog: MappingCatalog
        let codableCatalog: MappingCatalog?
        let payloadBytes: ArraySlice<UInt8>
        if let separator = bytes.firstIndex(of: 0) {
            let text = String(decoding: bytes[..<separator], as: UTF8.self)
            guard let (loaded, codable) = catalogs(of: text) else { return }
            catalog = loaded
            codableCatalog = codable
            payloadBytes = bytes[(separator + 1)...]
        } else {
            guard let loaded = defaultCatalog else { return }
            catalog = loaded
            codableCatalog = defaultCodableCatalog
            payloadBytes = bytes[...]
        }
        let data = Data(payloadBytes)
        guard let payload = try? JSON(parsing: data) else { return }
        // A small cap on odd lengths exercises truncated reports.
        let cap = bytes.count % 2 == 1 ? bytes.count % 5 : ValidationReport.defaultMaximumIssues
        for identifier in catalog.identifiers.prefix(8) {
            guard let context = try? catalog.context(identifier) else { continue }
            apply(context.limitingIssues(to: cap), payload, data)
        }
        if let codableCatalog {
            for identifier in codableCatalog.identifiers.prefix(8) {
                guard let context = try? codableCatalog.context(identifier) else { continue }
                decode(context.limitingIssues(to: cap), payload, data)
            }
        }
        strict(data)
    }

    /// Decoding through the context (the Codable path): the registered
    /// class unnamed at the call, each twin named, and what it made written
    /// back through the context.
    static func decode(_ context: MappingContext, _ payload: JSON, _ data: Data) {
        if let built = try? context.objects(from: Payload(payload)) { check(built.report, context) }
        if let one = try? context.object(from: data) { check(one.report, context) }
        func twin<D: Codable>(_ type: D.Type) {
            guard let many = try? context.objects(from: payload, as: D.self) else { return }
            check(many.report, context)
            for value in many.value.prefix(4) { _ = try? context.json(from: value) }
            if let one = try? context.object(from: data, as: D.self) { check(one.report, context) }
        }
        switch context.className {
        case "TweetModel": twin(FuzzCodableTweet.self)
        case "UserModel": twin(FuzzCodableUser.self)
        case "TimelineModel": twin(FuzzCodableTimeline.self)
        case "GHEvent": twin(FuzzCodableActorEvent.self)
        case "SpotifyArtist": twin(FuzzCodableArtist.self)
        case "SpotifyImageRef": twin(FuzzCodableImage.self)
        default: break
        }
    }

    /// The drop-in decoder on the payload alone: it throws or decodes, never traps.
    static func strict(_ data: Data) {
        let decoder = PayloadDecoder()
        _ = try? decoder.decode([FuzzCodableTweet].self, from: data)
        _ = try? decoder.decode(FuzzCodableArtist.self, from: data)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        _ = try? decoder.decode([String: FuzzCodableActorEvent].self, from: data)
        _ = try? decoder.decode([[String: Double]].self, from: data)
    }

    static func apply(_ context: MappingContext, _ payload: JSON, _ data: Data) {
        // Dynamic.
        let single = context.object(from: payload, as: JSON.self)
        check(single.report, context)
        _ = single.value.formatted()
        let many = context.objects(from: payload, as: JSON.self)
        check(many.report, context)
        // The keys no entry read: counts never exceed the objects counted.
        for asOneObject in [false, true] {
            for key in context.unmappedKeys(in: payload, asOneObject: asOneObject) where key.count > key.total || key.count < 1 {
                fatalError("unmapped \(key.context) \(key.keyPath): \(key.count) of \(key.total)")
            }
        }
        // Populate JSON: into the result itself, then into an unrelated document.
        var document = JSON.array(many.value)
        check(context.map(payload, intoJSON: &document), context)
        var other: JSON = ["x": [1, 2], "tweets": [["id": 1]]]
        check(context.map(payload, intoJSON: &other), context)

        // Typed, when the context names a registered class.
        guard let name = context.className, let type = FuzzRegistries.models.info(named: name)?.type else { return }
        typed(type, context, payload, data)
    }

    static func typed<M: Mappable>(_ type: M.Type, _ context: MappingContext, _ payload: JSON, _ data: Data) {
        guard let result = try? context.object(from: data, as: M.self) else { return }
        check(result.report, context)
        if let many = try? context.objects(from: payload, as: M.self) {
            check(many.report, context)
            if let reversed = try? context.json(from: many.value) { _ = reversed.formatted() }
        }
        // Populate: the model mapped again with the same payload, then its
        // reverse mapped back into it.
        var model = result.value
        if let report = try? context.map(payload, into: &model) { check(report, context) }
        if let reversed = try? context.json(from: model) {
            _ = reversed.formatted()
            if let report = try? context.map(reversed, into: &model) { check(report, context) }
        }
    }

    /// A report's counts agree with each other whatever the cap. The
    /// summary counts objects, not issues (an object whose collection drops
    /// three elements is one; a once-per-entry warning is one issue but
    /// counts every object it touched), so each line's count is checked
    /// against its context's objects, never against the issue count.
    static func check(_ report: ValidationReport, _ context: MappingContext) {
        let overcounted = report.summary.first { $0.total > 0 && $0.count > $0.total }
        guard report.issues.count <= context.maximumIssues,
            report.issues.count == min(report.issueCount, context.maximumIssues),
            report.summary.allSatisfy({ $0.count >= 1 }), overcounted == nil,
            report.issueCount == 0 || !report.summary.isEmpty,
            report.hasErrors == (report.errorCount > 0),
            report.errors.count <= report.errorCount
        else {
            preconditionFailure("""
                inconsistent report: \(report.issues.count) kept, \(report.issueCount) counted, \
                summary \(report.summary.map { "\($0.context).\($0.entry) \($0.kind) \($0.count) of \($0.total)" })
                """)
        }
        _ = report.description
        _ = report.json.formatted()
    }
}
