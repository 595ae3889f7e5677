/// The plans of a catalog, by context and model type (and by context for
/// JSON), and which model types passed their check against which context:
/// the catalog's one lock. A typed call takes it once, before its loop, for
/// both its check and its plan; each plan and the plans it leads to are
/// built together, under the lock, the first time.
final class PlanCache: Sendable {
    /// A context and a model type, by identity.
    struct PlanKey: Hashable {
        let context: Int
        let type: ObjectIdentifier
    }

    private struct Table {
        var models: [PlanKey: MappingPlan<ModelTarget>] = [:]
        var json: [Int: MappingPlan<JSONObjectTarget>] = [:]
        /// The outcome of a typed call's check (`nil`: it passed), so a
        /// context that does not fit a type throws the same error every time.
        var checked: [PlanKey: MappingConfigurationError?] = [:]
        /// The same for writing the type back (`@reverseMappings`).
        var checkedReverse: [PlanKey: MappingConfigurationError?] = [:]
        /// The same for a `Decodable` type (its coding keys, by probing it).
        var checkedDecodable: [PlanKey: MappingConfigurationError?] = [:]
        /// The same for writing an `Encodable` type (the keys of the first
        /// value written).
        var checkedEncodable: [PlanKey: MappingConfigurationError?] = [:]
    }

    private let table = Locked(Table())

    /// The plan of `context` for `M`, after checking (once) that the
    /// context fits `M`.
    func modelPlan<M: Mappable>(_ context: Int, for _: M.Type, in storage: SharedCatalog) throws(MappingConfigurationError)
        -> MappingPlan<ModelTarget>
    {
        let key = PlanKey(context: context, type: ObjectIdentifier(M.self))
        return try table.withLock { (table) throws(MappingConfigurationError) in
            try Self.once(&table.checked, key) { () throws(MappingConfigurationError) in
                try ModelValidator.checkTyped(M.self, context: context, tables: storage.tables)
            }
            if let cached = table.models[key] { return cached }
            var builder = ModelPlanBuilder(storage: storage, plans: table.models)
            let plan = builder.plan(context, for: M.self)
            table.models = builder.plans
            return plan
        }
    }

    /// Checks (once) that `context` fits `M`, and that every
    /// `@reverseMappings` writing an `M` reaches fits the type it writes.
    func checkReverse<M: Mappable>(_ context: Int, for _: M.Type, in storage: SharedCatalog) throws(MappingConfigurationError) {
        let key = PlanKey(context: context, type: ObjectIdentifier(M.self))
        try table.withLock { (table) throws(MappingConfigurationError) in
            try Self.once(&table.checked, key) { () throws(MappingConfigurationError) in
                try ModelValidator.checkTyped(M.self, context: context, tables: storage.tables)
            }
            try Self.once(&table.checkedReverse, key) { () throws(MappingConfigurationError) in
                try ModelValidator.checkReverse(M.self, context: context, tables: storage.tables)
            }
        }
    }

    /// Runs `check` the first time a value of `type` is written through
    /// `context`, and rethrows what it threw every time after.
    func checkEncodable(
        _ context: Int, for type: Any.Type, _ check: () throws(MappingConfigurationError) -> Void
    ) throws(MappingConfigurationError) {
        let key = PlanKey(context: context, type: ObjectIdentifier(type))
        try table.withLock { (table) throws(MappingConfigurationError) in
            try Self.once(&table.checkedEncodable, key, check)
        }
    }

    /// The JSON plan of `context`.
    func jsonPlan(_ context: Int, in storage: SharedCatalog) -> MappingPlan<JSONObjectTarget> {
        table.withLock { table in Self.jsonPlan(context, in: storage, table: &table) }
    }

    /// The plan a `Decodable` type is decoded with (the JSON plan: its
    /// entries by name), after checking (once) that the context fits `D`.
    func decodablePlan<D: Decodable>(_ context: Int, for _: D.Type, in storage: SharedCatalog) throws(MappingConfigurationError)
        -> MappingPlan<JSONObjectTarget>
    {
        let key = PlanKey(context: context, type: ObjectIdentifier(D.self))
        return try table.withLock { (table) throws(MappingConfigurationError) in
            try Self.once(&table.checkedDecodable, key) { () throws(MappingConfigurationError) in
                try ModelValidator.checkDecodable(D.self, context: context, tables: storage.tables)
            }
            return Self.jsonPlan(context, in: storage, table: &table)
        }
    }

    private static func jsonPlan(_ context: Int, in storage: SharedCatalog, table: inout Table) -> MappingPlan<JSONObjectTarget> {
        if let cached = table.json[context] { return cached }
        var builder = JSONPlanBuilder(storage: storage, plans: table.json)
        let plan = builder.plan(context)
        table.json = builder.plans
        return plan
    }

    /// Runs `check` the first time `key` is met, and rethrows what it threw
    /// every time after.
    private static func once(
        _ outcomes: inout [PlanKey: MappingConfigurationError?], _ key: PlanKey,
        _ check: () throws(MappingConfigurationError) -> Void
    ) throws(MappingConfigurationError) {
        if let outcome = outcomes[key] {
            if let error = outcome { throw error }
            return
        }
        do {
            try check()
            outcomes[key] = .some(nil)
        } catch {
            outcomes[key] = .some(error)
            throw error
        }
    }
}
