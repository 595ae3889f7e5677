/// `@onInvalid`: a value that is present but cannot become the property's
/// value (a conversion or transformer that fails, a non-object for
/// `@object`) is an error by default; an entry may say `"default"` (its
/// `@defaultValue` is set instead) or `"ignore"` (the property is left as a
/// missing optional value leaves it), each with a warning of its own code.
///
/// The step's action runs with a watch for an error that refuses the
/// step's own value: that error is held instead of recorded, and becomes the
/// warning. Typed and dynamic mapping go through here; `Decodable` values
/// through ``DecodingSession`` (DecodingSession+Tolerance.swift), with the
/// same warnings.
extension Applier {
    /// The codes that say a value cannot become the property's value
    /// (rather than a problem inside a value that was made, or of the
    /// mappings themselves).
    static func refusesValue(_ code: ValidationIssue.Code) -> Bool {
        code == .conversionFailed || code == .transformerThrew || code == .transformerOutputWrongType
            || code == .expectedObject || code == .expectedArray || code == .constraintViolated
    }

    /// Holds an error about the watched step's own value (not one of its
    /// elements', nor an inner entry's): `true` when it is held (and not to
    /// be recorded).
    mutating func noteRefusal(
        _ code: ValidationIssue.Code, entry: MappingEntry, atCurrentPath: Bool, problem: @autoclosure () -> IssueProblem
    ) -> Bool {
        guard let watchedStep, !atCurrentPath, Self.refusesValue(code), watchedDepth == depth || watchedDepth < 0 else { return false }
        let watched = watchedStep.entry
        guard watched.property == entry.property, watched.location == entry.location, watched.keyPath == entry.keyPath else { return false }
        if refusal == nil { refusal = problem() }
        return true
    }

    /// Performs `step` on `present` as its `@onInvalid` says: its issues as
    /// they are when the value is accepted; a warning, and the default or
    /// nothing, when it is refused (a value breaking the entry's
    /// constraints included). `checking`: as for ``perform(_:_:into:checking:)``.
    @inline(never)
    mutating func performTolerating<Target: MappingTarget>(
        _ step: PlanStep<Target>, _ present: SourceValue, into target: inout Target, checking: Bool = true
    ) {
        if step.failsOnInvalidElement, refusesElements(of: present, step: step) { return }
        guard step.tolerates else {
            perform(step, present, into: &target, checking: checking)
            return
        }
        // A tolerating step inside this one's value (a nested object's)
        // restores this watch when it is done; no refusal is held then.
        let outerStep = watchedStep
        let outerDepth = watchedDepth
        watchedStep = step
        watchedDepth = depth
        perform(step, present, into: &target, checking: checking)
        watchedStep = outerStep
        watchedDepth = outerDepth
        guard let refusal else { return }
        self.refusal = nil
        guard let fallback = tolerate(refusal, of: present, entry: step.entry, default: step.defaultValue, context: step.context)
        else { return }
        // The default, watched as the value was: the warning says it was
        // set only once it was.
        watchedStep = step
        watchedDepth = depth
        perform(step, .value(fallback), into: &target, checking: false)
        watchedStep = outerStep
        watchedDepth = outerDepth
        let refusedDefault = self.refusal
        self.refusal = nil
        replaced(refusal, of: present, by: fallback, refused: refusedDefault, entry: step.entry, context: step.context)
    }

    /// `@invalidElements: "fail"` on an `@object` entry: `true`, after an
    /// error at the first element of the array `value` that is not an
    /// object, when there is one (the collection is then left as it was).
    mutating func refusesElements<Target>(of value: SourceValue, step: PlanStep<Target>) -> Bool {
        guard kind(value) == .array else { return false }
        var refused = false
        forEachElement(of: value) { applier, position, element in
            guard applier.kind(element) != .object else { return true }
            applier.atEntry(step) { applier in
                applier.atElement(source: position, target: position) { applier in
                    let found = applier.summary(element)
                    applier.record(
                        .elementNotObject, entry: step.entry, context: step.context, problem: .elementNotObject(found: found),
                        atCurrentPath: true)
                }
            }
            refused = true
            return false
        }
        return refused
    }

    /// `@invalidElements: "fail"` on an `@object` dictionary of models:
    /// `true`, after an error at the first member of the object `value`
    /// that is not an object, when there is one (the dictionary is then
    /// left as it was).
    mutating func refusesMembers<Target>(of value: SourceValue, step: PlanStep<Target>) -> Bool {
        guard step.entry.invalidElements == .fail else { return false }
        var refused: (key: String, member: SourceValue)?
        value.forEachMember(in: tape) { key, member in
            guard refused == nil, member.kind(in: tape) != .object else { return }
            refused = (key, member)
        }
        guard let refused else { return false }
        atEntry(step) { applier in
            applier.atMember(refused.key) { applier in
                let found = applier.summary(refused.member)
                applier.record(
                    .elementNotObject, entry: step.entry, context: step.context, problem: .elementNotObject(found: found),
                    atCurrentPath: true)
            }
        }
        return true
    }

    /// What the entry's `@onInvalid` makes of a value (`found`) refused for
    /// `reason`: the default to set instead (`"default"`; its warning is
    /// recorded by ``replaced(_:of:by:refused:entry:context:atCurrentPath:repeatsInObject:)``
    /// once it is set), or `nil` after the warning of `"ignore"` or the
    /// error.
    mutating func tolerate(
        _ reason: IssueProblem, of found: SourceValue, entry: MappingEntry, default fallback: PayloadValue?,
        context: CompiledContext, atCurrentPath: Bool = false, repeatsInObject: Bool = false
    ) -> PayloadValue? {
        switch entry.onInvalid {
        case .useDefault:
            // The loader refuses "default" without a default.
            guard let fallback else { break }
            return fallback
        case .ignore:
            let found = summary(found)
            record(
                .invalidValueIgnored, .warning, entry: entry, context: context, problem: .invalidValueIgnored(found: found, reason: reason),
                atCurrentPath: atCurrentPath, repeatsInObject: repeatsInObject)
            return nil
        case .error:
            break
        }
        record(reason.code, .error, entry: entry, context: context, problem: reason, atCurrentPath: atCurrentPath, repeatsInObject: repeatsInObject)
        return nil
    }

    /// After the default ``tolerate(_:of:entry:default:context:atCurrentPath:repeatsInObject:)``
    /// gave was performed: the `invalidValueReplaced` warning when it was
    /// set, or, when it was refused too (`refused`, a default the loader
    /// could not check), one error with the value's code that says so.
    mutating func replaced(
        _ reason: IssueProblem, of found: SourceValue, by fallback: PayloadValue, refused: IssueProblem?, entry: MappingEntry,
        context: CompiledContext, atCurrentPath: Bool = false, repeatsInObject: Bool = false
    ) {
        let found = summary(found)
        if let refused {
            let problem = IssueProblem.defaultRefused(found: found, reason: reason, replacement: fallback.summary, replacementReason: refused)
            record(problem.code, .error, entry: entry, context: context, problem: problem, atCurrentPath: atCurrentPath, repeatsInObject: repeatsInObject)
        } else {
            record(
                .invalidValueReplaced, .warning, entry: entry, context: context,
                problem: .invalidValueReplaced(found: found, reason: reason, replacement: fallback.summary),
                atCurrentPath: atCurrentPath, repeatsInObject: repeatsInObject)
        }
    }
}

/// A plan step, as the applier watches it for `@onInvalid` (its entry).
protocol WatchedStep: AnyObject {
    var entry: MappingEntry { get }
}

extension PlanStep: WatchedStep {}

extension Applier {
    /// A missing value of an entry with `"@optional": "warning"`: the
    /// warning `missingOptional` at the entry's key path (a `@metadata` key
    /// path's issue names the key path itself, as a required one's does).
    mutating func recordMissingOptional<Target>(_ step: PlanStep<Target>) {
        var payloadPath = PathStack()
        if step.readsMetadata { swap(&payloadPath, &source) }
        record(.missingOptional, .warning, entry: step.entry, context: step.context, problem: .missingOptional(property: step.entry.property))
        if step.readsMetadata { swap(&payloadPath, &source) }
    }
}
