/// One entry of a plan: what it reads and what it does with the value.
final class PlanStep<Target: MappingTarget> {
    // Immutable after the plan is built, except `memberIndex`, set by
    // `KeyDispatch` while the plan is built (under the cache's lock), then
    // only read: not checked for exclusive access at run time.
    /// The entry, read only when an issue is recorded or paths are pushed.
    let entry: MappingEntry
    /// The context the entry belongs to, for the issues it records.
    let context: CompiledContext
    /// The key path's segments, as bytes (empty for `@self`).
    let keys: [MappingKeyPath.Key]
    let isOptional: Bool
    /// `"@optional": "warning"`: a missing value is a `missingOptional` warning.
    let missingIsWarning: Bool
    /// The default, converted like a payload value when the value is missing.
    let defaultValue: PayloadValue?
    let action: PlanAction<Target>
    /// Where ``KeyDispatch`` puts the object's member for the first key;
    /// -1 for `@self`.
    @exclusivity(unchecked) var memberIndex = -1
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
    let convertDestination: Target.Destination?
    let nested: Target.Nested?
    /// A convert step's store at an offset, copied out of its destination
    /// so the hot path reads no class.
    let direct: DirectSet
    /// `@onInvalid` is `"default"` or `"ignore"`: the engine runs the
    /// step's action watching for a refused value (Applier+Tolerance.swift).
    let tolerates: Bool
    /// `@invalidElements: "fail"`: an array with an element that is not an
    /// object fails the whole `@object` collection.
    let failsOnInvalidElement: Bool
    /// `@invalidElements: "skip"`: a collection is converted element by
    /// element, without the fast reads of a whole collection.
    let skipsInvalidElements: Bool
    /// The entry's `@invalidElements` (read by a collection's decoding
    /// without copying the entry).
    let invalidElements: InvalidElementsPolicy?
    /// The entry's constraints (`@minimum`, `@pattern`, `@maxItems`…),
    /// checked on a present value before the action (Applier+Constraints.swift).
    let constraints: ValueConstraints?
    /// `constraints != nil`: the value is checked first, so the step takes
    /// no fast path that sets it unchecked (the engine's direct set, the
    /// `Decodable` container's direct reads).
    let isConstrained: Bool
    /// `tolerates || isConstrained || failsOnInvalidElement`: the engine's loop sends the step
    /// through ``Applier/perform(_:_:into:checking:)`` (or its tolerating
    /// run) rather than the inline actions: one test on the hot path.
    let isGuarded: Bool
    /// `@fallbackKeyPaths`: the same step reading each fallback key path,
    /// in order, tried when the value is missing (Applier+Fallbacks.swift).
    let fallbacks: [PlanStep<Target>]
    /// `@null: "value"`: a `null` is set as a value (``MappingTarget/setNull(in:step:applier:)``).
    let nullIsValue: Bool
    /// The entry reads its value as it is, through a key path of members:
    /// no transformer, `@self`, `@metadata`, `@switch`, `@key`, constraint,
    /// tolerance, fallback, `@null` or `@invalidElements` (a default is
    /// only used when the value is missing). What the strict first attempt
    /// of a `Decodable` decoding reads itself (``UnreportedSession/attempts``).
    let readsAsIs: Bool
    /// Where a `null` goes for an `@null: "value"` entry (the property's
    /// setters, or the output key), whatever the step's action.
    let nullDestination: Target.Destination?

    enum Kind {
        case convert, nested, other
    }

    init(entry: MappingEntry, context: CompiledContext, action: PlanAction<Target>, nullDestination: Target.Destination? = nil) {
        self.nullDestination = nullDestination
        self.entry = entry
        self.context = context
        keys = entry.keyPath.keys
        metadataSource = MetadataSource(entry.keyPath)
        readsMetadata = metadataSource != .none
        readsOneKey = keys.count == 1 && !readsMetadata
        isOptional = entry.isOptional
        missingIsWarning = entry.missingIsWarning
        defaultValue = entry.defaultValue.map(PayloadValue.init)
        self.action = action
        var convertDestination: Target.Destination?
        var nested: Target.Nested?
        switch action {
        case .convert(let destination):
            kind = .convert
            convertDestination = destination
        case .nested(let value):
            kind = .nested
            nested = value
        default:
            kind = .other
        }
        self.convertDestination = convertDestination
        self.nested = nested
        tolerates = entry.onInvalid != .error
        nullIsValue = entry.null == .value
        failsOnInvalidElement = entry.invalidElements == .fail && entry.object != nil
        skipsInvalidElements = entry.invalidElements == .skip
        invalidElements = entry.invalidElements
        constraints = entry.constraints
        isConstrained = entry.constraints != nil
        isGuarded = tolerates || isConstrained || failsOnInvalidElement
        readsAsIs = (kind == .convert || kind == .nested) && !keys.isEmpty && !readsMetadata && !isGuarded
            && entry.fallbackKeyPaths.isEmpty && !nullIsValue && invalidElements == nil
        direct = isConstrained ? .none : convertDestination.map(Target.directSet) ?? .none
        fallbacks = entry.fallbackKeyPaths.map { path in
            var fallback = entry.reading(at: path)
            fallback.fallbackKeyPaths = []
            return PlanStep(entry: fallback, context: context, action: action, nullDestination: nullDestination)
        }
    }
}
