import Foundation

/// A context resolved for one target: each entry's action decided (the
/// transformer itself, the property's slot, the child plan of a nested
/// object), its key path split into byte strings, and a table that sends
/// each key of a payload object to the entries reading it.
///
/// Built once per (context, model type), or per context for JSON, by
/// ``PlanCache``, when a mapping call first needs it; immutable afterwards.
/// Mapping an object does no lookup by name, no lock and no dynamic cast.
final class MappingPlan<Target: MappingTarget>: @unchecked Sendable {
    // Written only while the cache builds it under its lock, then only read.
    let contextIndex: Int
    let context: CompiledContext
    /// `true` when every entry reads `@self`: such a context maps any value,
    /// not only objects.
    let readsSelfOnly: Bool
    private(set) var steps: [PlanStep<Target>] = []
    /// The steps again, unretained, for the engine's loop (``steps`` owns them).
    private(set) var stepRefs: [Unmanaged<PlanStep<Target>>] = []
    private(set) var dispatch = KeyDispatch()

    init(contextIndex: Int, context: CompiledContext) {
        self.contextIndex = contextIndex
        self.context = context
        readsSelfOnly = !context.entries.isEmpty && context.entries.allSatisfy { $0.keyPath.isSelf }
    }

    /// Sets the steps once they are built (after the plan is registered,
    /// so a recursive context finds it).
    func finish(_ steps: [PlanStep<Target>]) {
        self.steps = steps
        stepRefs = steps.map { Unmanaged.passUnretained($0) }
        dispatch = KeyDispatch(steps)
    }
}

/// One entry of a plan: what it reads and what it does with the value.
final class PlanStep<Target: MappingTarget> {
    // Immutable after the plan is built, except `slot`, set by `KeyDispatch`.
    /// The entry, read only when an issue is recorded or paths are pushed.
    let entry: MappingEntry
    /// The key path's segments, as bytes (empty for `@self`).
    let keys: [MappingKeyPath.Key]
    let isOptional: Bool
    /// The default, converted like a payload value when the value is missing.
    let defaultValue: PayloadValue?
    let action: PlanAction<Target>
    /// Where the object's member for the first key lands (see
    /// ``KeyDispatch``); -1 for `@self`.
    var slot = -1
    /// `true` when the key path is one key (the value is the member itself).
    let readsOneKey: Bool
    /// `true` when the key path starts with `@metadata` (it reads the
    /// values given beside the payload, never the payload).
    let readsMetadata: Bool
    /// Which metadata it reads, decided once (Applier+Metadata.swift).
    let metadataSource: MetadataSource
    /// The common actions, read without copying ``action``: its kind and
    /// what it holds.
    let kind: Kind
    let convertSlot: Target.Slot?
    let nested: Target.Nested?
    /// A convert step's direct set, copied out of its slot so the hot
    /// path reads no class.
    let direct: DirectSet

    enum Kind {
        case convert, nested, other
    }

    init(entry: MappingEntry, action: PlanAction<Target>) {
        self.entry = entry
        keys = entry.keyPath.keys
        metadataSource = MetadataSource(entry.keyPath)
        readsMetadata = metadataSource != .none
        readsOneKey = keys.count == 1 && !readsMetadata
        isOptional = entry.isOptional
        defaultValue = entry.defaultValue.map(PayloadValue.init)
        self.action = action
        var convertSlot: Target.Slot?
        var nested: Target.Nested?
        switch action {
        case .convert(let slot):
            kind = .convert
            convertSlot = slot
        case .nested(let value):
            kind = .nested
            nested = value
        default:
            kind = .other
        }
        self.convertSlot = convertSlot
        self.nested = nested
        direct = convertSlot.map(Target.directSet) ?? .none
    }
}

/// What a step does with a present value, decided when the plan is built.
enum PlanAction<Target: MappingTarget> {
    /// `@self` with `@object`: maps the value onto the same target with the child plan.
    case selfObject(PlanLink<Target>)
    /// `@self` with a transformer: the output replaces (or merges into) the target.
    case selfTransform(TransformerRef, Target.Slot)
    /// `@self` with neither: only presence is checked.
    case nothing
    /// The model (named here) has no mappable property of the entry's name.
    case noProperty(model: String)
    /// A transformer's output, set in the slot.
    case transform(TransformerRef, Target.Slot)
    /// A nested object or collection of objects (`@object`).
    case nested(Target.Nested)
    /// The value converted to the slot's type.
    case convert(Target.Slot)
    /// A JSON object of objects mapped member by member, keyed as in the
    /// payload (dynamic mapping's dictionaries of models: `@key`).
    case keyed(Target.Nested)
    /// An object or a collection whose elements each pick their context by
    /// a type field (dynamic mapping's `@switch`).
    case switched(SwitchTable<PlanLink<Target>>)
}

/// A plan referenced by another plan's step. Plans are owned by the
/// catalog's ``PlanCache`` for as long as the catalog lives, and a mapping
/// holds the catalog, so the link need not own it (recursive contexts
/// would otherwise make cycles).
struct PlanLink<Target: MappingTarget> {
    unowned(unsafe) let plan: MappingPlan<Target>
}

/// A transformer resolved when the plan is built; `transformer` is `nil`
/// when the name is not registered. `transform` is the transformer's
/// function, prepared for the entry's user data when the transformer can
/// be (the `date` transformer compiles its format here, once per entry,
/// instead of looking it up for every value).
struct TransformerRef {
    let name: String
    let transformer: Transformer?
    let transform: (@Sendable (TransformerInput) throws -> Any)?

    init(name: String, userData: JSON?, in registry: TransformerRegistry) {
        self.name = name
        let transformer = registry.transformer(named: name)
        self.transformer = transformer
        transform = transformer.map { $0.prepare?(userData) ?? $0.transform }
    }
}

/// The plans of a catalog, by context and model type (and by context for
/// JSON). A mapping call asks once, before its loop; each plan and the
/// plans it leads to are built together, under the lock, the first time.
final class PlanCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var models: [PlanKey: MappingPlan<ModelTarget>] = [:]
    private var json: [Int: MappingPlan<JSONObjectTarget>] = [:]
    private let lock = NSLock()

    struct PlanKey: Hashable {
        let context: Int
        let type: ObjectIdentifier
    }

    func modelPlan<Root: Mappable>(_ context: Int, for _: Root.Type, in storage: CatalogStorage) -> MappingPlan<ModelTarget> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = models[PlanKey(context: context, type: ObjectIdentifier(Root.self))] { return cached }
        var builder = ModelPlanBuilder(storage: storage, plans: models)
        let plan = builder.plan(context, for: Root.self)
        models = builder.plans
        return plan
    }

    func jsonPlan(_ context: Int, in storage: CatalogStorage) -> MappingPlan<JSONObjectTarget> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = json[context] { return cached }
        var builder = JSONPlanBuilder(storage: storage, plans: json)
        let plan = builder.plan(context)
        json = builder.plans
        return plan
    }
}
