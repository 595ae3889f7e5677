import Foundation

/// Decoding one present value as a `Decodable` type, through a context:
/// transformers, MappingKit's conversions, the containers MappingKit walks
/// itself, and objects through their `init(from:)`; each problem an issue.
extension DecodingSession {
    /// A required value: an invalid one makes the current object invalid
    /// and gives what was made, or a placeholder. `checking`: the
    /// payload's value, checked first against the entry's constraints
    /// (DecodingSession+Constraints.swift); a default is not.
    func decodeRequired<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, at site: DecodingSite, checking: Bool = false
    ) throws -> T {
        if site.step?.tolerates == true {
            return try toleratedRequired(T.self, value, at: site) {
                try decodeChecked(T.self, value, at: site, checking: checking, lenient: false)
            }
        }
        do {
            return try decodeChecked(T.self, value, at: site, checking: checking, lenient: false)
        } catch let invalid as DecodingInvalid {
            return try failed(T.self, partial: invalid.partial, error: invalidError(T.self))
        }
    }

    /// A member holding an object (its node, `node`), at the entry `step`
    /// (or the member `name` when the context names none); `nil` when it is
    /// optional and cannot be made.
    func memberObject<T: Decodable>(
        _ type: T.Type, node: Int, step: PlanStep<JSONObjectTarget>?, owner: MappingPlan<JSONObjectTarget>?, name: String,
        required: Bool
    ) throws -> T? {
        try atMember(step: step, owner: owner, name: name) { site in
            if let step, step.tolerates {
                let decode = { try self.decodeObject(T.self, .node(node), at: site) }
                if required { return try toleratedRequired(T.self, .node(node), at: site, decode) }
                do { return try tolerating(T.self, .node(node), at: site, decode) } catch is DecodingInvalid { return nil }
            }
            do {
                return try decodeObject(T.self, .node(node), at: site)
            } catch let invalid as DecodingInvalid {
                guard required else { return nil }
                return try failed(T.self, partial: invalid.partial, error: invalidError(T.self))
            }
        }
    }

    /// A required member holding an object: ``memberObject(_:node:step:owner:name:required:)``
    /// with no optional in sight (each generic optional costs a metadata
    /// lookup per call).
    func requiredMemberObject<T: Decodable>(
        _ type: T.Type, node: Int, step: PlanStep<JSONObjectTarget>?, owner: MappingPlan<JSONObjectTarget>?, name: String
    ) throws -> T {
        try atMember(step: step, owner: owner, name: name) { site in
            if let step, step.tolerates {
                return try toleratedRequired(T.self, .node(node), at: site) { try self.decodeObject(T.self, .node(node), at: site) }
            }
            do {
                return try decodeObject(T.self, .node(node), at: site)
            } catch let invalid as DecodingInvalid {
                return try failed(T.self, partial: invalid.partial, error: invalidError(T.self))
            }
        }
    }

    /// Runs `body` at the member an entry (`step`) or a key (`name`) reads:
    /// its site, and its place on both paths.
    @inline(__always)
    private func atMember<R>(
        step: PlanStep<JSONObjectTarget>?, owner: MappingPlan<JSONObjectTarget>?, name: String, _ body: (DecodingSite) throws -> R
    ) rethrows -> R {
        let site = DecodingSite(step: step, name: name, payloadKey: step == nil ? name : nil, owner: owner, child: step?.childPlan, placement: .here)
        return try entering(member: name, step: step) { try body(site) }
    }

    /// The error a required value that is invalid throws in the fail-fast run.
    func invalidError(_ type: Any.Type) -> DecodingError {
        corrupted("The value is not a valid \(type) (see the mapping's report).")
    }

    /// An optional value: `nil` when it does not decode (with a warning when
    /// it does not convert; the issues inside an object that cannot be made
    /// stay errors, as a broken constraint does). `checking`: as for
    /// ``decodeRequired(_:_:at:checking:)``.
    func decodeIfPossible<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, at site: DecodingSite, checking: Bool = false
    ) throws -> T? {
        if site.step?.tolerates == true {
            do {
                return try tolerating(T.self, value, at: site) {
                    try decodeChecked(T.self, value, at: site, checking: checking, lenient: false)
                }
            } catch is DecodingInvalid {
                return nil
            }
        }
        do {
            return try decodeChecked(T.self, value, at: site, checking: checking, lenient: true)
        } catch is DecodingInvalid {
            return nil
        }
    }

    /// `T` from a present value; throws ``DecodingInvalid`` after recording
    /// why it is not one. `lenient`: a conversion that fails is a warning
    /// (the value is optional).
    func decode<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite, lenient: Bool) throws -> T {
        if let step = site.step, case .transform(let transformer, _) = step.action {
            return try transformed(T.self, value, by: transformer, at: site, lenient: lenient)
        }
        let decoded = decodedType(of: T.self)
        // `@invalidElements: "skip"` converts element by element, below.
        let skipsElements = site.step?.skipsInvalidElements == true
        if decoded.readable != nil, case .node(let node) = value, tape.kind(node) != .null, !skipsElements {
            return try readOrConvert(T.self, node, at: site, lenient: lenient)
        }
        switch decoded.kind {
        case .date:
            return try converted(T.self, value, at: site, lenient: lenient) { value in try self.mappedDate(from: value) }
        case .data:
            return try converted(T.self, value, at: site, lenient: lenient) { value in try self.mappedData(from: value) }
        case .mappable(let mappable):
            // A URL straight from its string node: no payload value made,
            // no cast through `Any` (a bad one goes the general way, for its issue).
            if T.self == URL.self, case .node(let node) = value, let url = TapeReaders.url(tape, node) {
                return unsafeBitCast(url, to: T.self)
            }
            if skipsElements, let step = site.step, let lossy = mappable as? any LossyCollection.Type {
                return try convertedSkipping(T.self, value, by: lossy, at: site, step: step, lenient: lenient)
            }
            return try converted(T.self, value, at: site, lenient: lenient) { value in
                try mappable.mapped(from: self.applier.payloadValue(value))
            }
        case .optional(let optional):
            return try inside(site) { site in
                func open<O: DecodableOptional>(_: O.Type) throws -> T { try Self.cast(O.decoded(value, at: site, by: self)) }
                return try open(optional)
            }
        case .array(let array):
            return try inside(site) { site in
                func open<A: DecodableArray>(_: A.Type) throws -> T { try Self.cast(A.decoded(value, at: site, by: self)) }
                return try open(array)
            }
        case .dictionary(let dictionary):
            return try inside(site) { site in
                func open<D: DecodableDictionary>(_: D.Type) throws -> T { try Self.cast(D.decoded(value, at: site, by: self)) }
                return try open(dictionary)
            }
        case .object:
            return try inside(site) { site in try decodeObject(T.self, value, at: site) }
        }
    }

    /// A value of a type read from the tape (strings, numbers, booleans and
    /// their collections): read, or else converted (and its issue recorded).
    @inline(never)
    private func readOrConvert<T: Decodable>(_ type: T.Type, _ node: Int, at site: DecodingSite, lenient: Bool) throws -> T {
        func convert() throws -> T {
            guard let mappable = T.self as? any MappableValue.Type else { throw DecodingInvalid(partial: nil) }
            return try converted(T.self, .node(node), at: site, lenient: lenient) { value in
                try mappable.mapped(from: self.applier.payloadValue(value))
            }
        }
        guard let readable = decodedType(of: T.self).readable else { return try convert() }
        return try readOr(readable, tape, at: node, as: T.self, otherwise: convert)
    }

    /// `body` with the site's paths entered when it is a member.
    @inline(__always)
    private func inside<R>(_ site: DecodingSite, _ body: (DecodingSite) throws -> R) rethrows -> R {
        guard site.placement == .member else { return try body(site) }
        return try entering(site.keyPath, target: site.name) { try body(site.here) }
    }

    /// A value made as the type `T` is known to be.
    static func cast<T, Made>(_ made: Made) throws -> T {
        // An opened container type is `T` itself: reinterpreting is the
        // identity, with no dynamic cast (and no `Optional<T>` made).
        if Made.self == T.self { return unsafeBitCast(made, to: T.self) }
        return try dynamicCast(made)
    }

    /// ``cast(_:)`` of another type: apart, so the common case never looks
    /// up `Optional<T>`'s metadata.
    @inline(never)
    private static func dynamicCast<T, Made>(_ made: Made) throws -> T {
        guard let typed = made as? T else { throw DecodingInvalid(partial: nil) }
        return typed
    }

    /// A value MappingKit converts; a failure is an issue.
    private func converted<T>(
        _: T.Type, _ value: SourceValue, at site: DecodingSite, lenient: Bool, _ convert: (SourceValue) throws -> Any
    ) throws(DecodingInvalid) -> T {
        do {
            if let made = try convert(value) as? T { return made }
            throw MappingConversionError(expected: "\(T.self)", found: applier.payloadValue(value))
        } catch {
            let conversion = error as? MappingConversionError
                ?? MappingConversionError(expected: "\(T.self)", found: applier.payloadValue(value), detail: Self.reason(error))
            record(.conversionFailed, lenient ? .warning : .error, at: site, problem: .conversionFailed(conversion))
            throw DecodingInvalid(partial: nil)
        }
    }

    /// A collection MappingKit converts, without the elements that do not
    /// convert (`@invalidElements: "skip"`), each an `invalidElementSkipped`
    /// warning at its own place in the payload (Applier+SkippedElements.swift).
    @inline(never)
    private func convertedSkipping<T>(
        _: T.Type, _ value: SourceValue, by lossy: any LossyCollection.Type, at site: DecodingSite, step: PlanStep<JSONObjectTarget>,
        lenient: Bool
    ) throws -> T {
        var skipped: [(PathStack.Component, PayloadValue, MappingConversionError)] = []
        let made: T = try converted(T.self, value, at: site, lenient: lenient) { value in
            try lossy.mappedSkipping(from: self.applier.payloadValue(value)) { skipped.append(($0, $1, $2)) }
        }
        guard records, !skipped.isEmpty else { return made }
        atSite(site) { applier in
            applier.recordSkipped(
                skipped.map { ($0, $1, .conversionFailed($2)) }, step: ObjectIdentifier(step), entry: step.entry, context: step.context)
        }
        return made
    }

    /// A date, through the call's strategy, or as MappingKit reads dates
    /// (ISO 8601, or seconds since 1970) without one.
    func mappedDate(from value: SourceValue) throws -> Date {
        guard options.dateDecodingStrategy != nil else { return try Date.mapped(from: applier.payloadValue(value)) }
        return try strictDate(value)
    }

    /// Data, through the call's strategy (base64 by default).
    func mappedData(from value: SourceValue) throws -> Data {
        if case .base64 = options.dataDecodingStrategy { return try Data.mapped(from: applier.payloadValue(value)) }
        return try strictData(value)
    }

    /// An entry's transformer: its output must be the type asked for.
    private func transformed<T>(
        _: T.Type, _ value: SourceValue, by transformer: TransformerRef, at site: DecodingSite, lenient: Bool
    ) throws(DecodingInvalid) -> T {
        // A placeholder does not run the transformer.
        guard let step = site.step, records,
            let output = applier.transform(value, transformer, step: step)
        else { throw DecodingInvalid(partial: nil) }
        if let typed = output as? T { return typed }
        record(
            .transformerOutputWrongType, lenient ? .warning : .error, at: site,
            problem: .transformerOutputWrongType(transformer: transformer.name, produced: "\(type(of: output))", expected: "\(T.self)"))
        throw DecodingInvalid(partial: nil)
    }

    /// An object of a type MappingKit does not convert, through its
    /// `init(from:)`, with the site's context (or key by key).
    ///
    /// The initializer runs once with every lost required value replaced
    /// by a stand-in, so all its issues are recorded. An object that lost
    /// one is decoded again, silently, with lost values thrown as
    /// `JSONDecoder` throws them: it is kept when its initializer copes
    /// (catches the error, as `try?` does), dropped otherwise.
    func decodeObject<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite) throws -> T {
        guard applier.depth < Applier.maximumDepth else {
            if records, let context = site.owner?.context {
                applier.recordAtContext(.nestingTooDeep, context: context, problem: .nestingTooDeep(limit: Applier.maximumDepth))
            }
            throw DecodingInvalid(partial: nil)
        }
        if let table = site.switchTable { return try switched(T.self, value, by: table, at: site) }
        if !site.selfTransformed, let plan = site.child, !plan.selfSteps.isEmpty, let step = plan.selfTransformStep {
            return try transformedSelf(T.self, value, by: step, at: site)
        }
        applier.depth += 1
        defer { applier.depth -= 1 }
        // An object, or any value a context reading only `@self` takes (as
        // the engine counts every value it maps): the summary's "of n".
        if records, let plan = site.child, kind(value) == .object || plan.readsSelfOnly {
            applier.countObject(plan.contextIndex)
            if !plan.selfSteps.isEmpty { countMergedObjects(of: plan, in: value) }
        }
        var lostValues = false
        let made = try attempt(T.self, value, at: site, lostValues: &lostValues)
        // Fail-fast: completing is coping.
        guard lostValues, !failsFast else { return made }
        guard silent == 0 else { throw DecodingInvalid(partial: made) }
        silent += 1
        throwing += 1
        defer {
            silent -= 1
            throwing -= 1
        }
        do {
            return try attempt(T.self, value, at: site, lostValues: &lostValues)
        } catch {
            throw DecodingInvalid(partial: made)
        }
    }

    /// Runs `T`'s initializer on `value`; throws ``DecodingInvalid`` after
    /// recording why it threw. `lostValues`: it completed, a required value
    /// replaced by a stand-in.
    private func attempt<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite, lostValues: inout Bool) throws -> T {
        failures.append(false)
        let mark = cursorMark
        defer {
            failures.removeLast()
            restore(mark)
        }
        let decoder = ContextDecoder(
            session: self, value: value, plan: site.child, owner: site.child ?? site.owner, injected: site.injected)
        do {
            let made = try T(from: decoder)
            lostValues = failures[failures.count - 1]
            return made
        } catch is DecodingAbandoned {
            // Its issues are recorded.
        } catch let error as NotAnObject {
            if error.wantsArray {
                record(.expectedArray, .error, at: site, problem: .expectedArray(model: "\(T.self)", found: error.found))
            } else if site.isElement, site.step == nil, let owner = site.owner {
                // A root, or an element of a root array: about the whole object, as for a model.
                if records { applier.recordRootNotObject(value, context: owner.context, contextIndex: owner.contextIndex) }
            } else if site.isElement {
                droppedElements += 1
                recordDropped(.elementNotObject, at: site, problem: .elementNotObject(found: error.found))
            } else {
                record(.expectedObject, .error, at: site, problem: .expectedObject(model: "\(T.self)", found: error.found))
            }
        } catch {
            record(
                .conversionFailed, .error, at: site,
                problem: .conversionFailed(MappingConversionError(
                    expected: "\(T.self)", found: applier.payloadValue(value), detail: Self.reason(error, decoding: T.self))))
        }
        throw DecodingInvalid(partial: nil)
    }

    /// An object of an entry with `@switch`: the case its type field picks
    /// gives its context, and its type when the case's `@class` names a
    /// registered `Decodable` type (a subclass of a class `T`, say); no
    /// matching case is an `invalidElement` issue.
    private func switched<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, by table: SwitchTable<PlanLink<JSONObjectTarget>>, at site: DecodingSite
    ) throws -> T {
        guard let step = site.step else { throw DecodingInvalid(partial: nil) }
        var chosen = site
        chosen.switchTable = nil
        if kind(value) == .object {
            guard records || failsFast else { throw DecodingInvalid(partial: nil) }
            var dropped = Applier.DroppedElements(reported: site.repeatsDrop)
            guard let link = applier.choose(
                table, for: value, entry: site.entry, context: step.context, droppedIndex: site.droppedIndex, dropped: &dropped)
            else {
                droppedElements += 1
                throw DecodingInvalid(partial: nil)
            }
            chosen.child = link.plan
        }
        guard let name = Self.className(of: chosen.child, in: step), let info = applier.storage.models?.decodable(named: name),
            info.type != T.self
        else { return try decodeObject(T.self, value, at: chosen) }
        func made<U: Decodable>(as _: U.Type) throws -> T {
            let made: U
            do {
                made = try decodeObject(U.self, value, at: chosen)
            } catch let invalid as DecodingInvalid {
                throw DecodingInvalid(partial: invalid.partial as? T)
            }
            if let typed = made as? T { return typed }
            record(.cannotStore, .error, at: chosen, problem: .cannotStoreModel(type: name, property: site.name))
            throw DecodingInvalid(partial: nil)
        }
        return try made(as: info.type)
    }

    /// The `@class` of the case of `step`'s `@switch` whose context is `plan`'s.
    private static func className(of plan: MappingPlan<JSONObjectTarget>?, in step: PlanStep<JSONObjectTarget>) -> String? {
        guard let plan, let polymorphism = step.entry.object?.polymorphism else { return plan?.context.className }
        let mappings = polymorphism.cases.map(\.mapping) + (polymorphism.defaultMapping.map { [$0] } ?? [])
        let mapping = mappings.first { $0.contextIndex == plan.contextIndex }
        return mapping?.className ?? plan.context.className
    }

    /// An object whose context's `@self` entry has a transformer: its
    /// output is the object (when it is a `T`), or the value the object is
    /// decoded from (when it is JSON); anything else is an issue.
    private func transformedSelf<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, by step: PlanStep<JSONObjectTarget>, at site: DecodingSite
    ) throws -> T {
        guard case .selfTransform(let transformer, _) = step.action, records || failsFast,
            let output = applier.transform(value, transformer, step: step)
        else { throw DecodingInvalid(partial: nil) }
        if let made = output as? T { return made }
        var transformed = site
        transformed.selfTransformed = true
        if let json = output as? JSON { return try decodeObject(T.self, .value(PayloadValue(json)), at: transformed) }
        if let payload = output as? PayloadValue { return try decodeObject(T.self, .value(payload), at: transformed) }
        if records {
            applier.record(
                .selfOutputWrongType, entry: step.entry, context: step.context,
                problem: .selfOutputWrongType(transformer: transformer.name, produced: "\(Swift.type(of: output))", expected: "\(T.self)"))
        }
        throw DecodingInvalid(partial: nil)
    }

    /// A stand-in for a required value that is missing or invalid, so the
    /// initializer can go on and report its other issues: the type's empty
    /// value (``DecodedKind/emptyValue(_:)``), or an object made from
    /// nothing, silently. Throws ``DecodingAbandoned`` when there is none.
    func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
        let kind = kind(of: T.self)
        if let made = kind.emptyValue(T.self) { return made }
        guard case .object = kind else { throw DecodingAbandoned() }
        silent += 1
        defer { silent -= 1 }
        let site = DecodingSite(step: nil, name: "", payloadKey: nil, owner: nil, child: nil, placement: .here)
        do {
            return try decodeObject(T.self, .value(PayloadValue(.object([:]))), at: site)
        } catch let invalid as DecodingInvalid {
            if let made = invalid.partial as? T { return made }
        }
        throw DecodingAbandoned()
    }

    /// Counts in the summary's totals an object of each context the `@self`
    /// entries of `plan` merge that has a value in `value` (an object of
    /// `plan`'s context): the objects the engine maps those contexts on, so
    /// a line of an entry read through `@self` counts "k of n" with its own
    /// n (never k above n).
    @inline(never)
    private func countMergedObjects(of plan: MappingPlan<JSONObjectTarget>, in value: SourceValue, depth: Int = 0) {
        guard depth < Self.maximumSelfMerges else { return }
        for index in plan.selfSteps {
            let step = plan.steps[index]
            guard case .selfObject(let link) = step.action else { continue }
            let inner: SourceValue
            if let found = value.resolve(step.keys, in: tape) {
                inner = found
            } else if let fallback = step.defaultValue {
                inner = .value(fallback)
            } else {
                continue
            }
            applier.countObject(link.plan.contextIndex)
            countMergedObjects(of: link.plan, in: inner, depth: depth + 1)
        }
    }

    /// Records an issue about the value at `site`.
    func record(_ code: ValidationIssue.Code, _ severity: ValidationIssue.Severity, at site: DecodingSite, problem: @autoclosure () -> IssueProblem) {
        guard records, let context = site.step?.context ?? site.owner?.context else { return }
        let repeated = applier.countedInThisObject(code.kind, entry: site.entry.property, context: context)
        applier.record(
            code, severity, entry: site.entry, context: context, problem: problem(), atCurrentPath: site.placement == .here,
            repeatsInObject: repeated)
    }

    /// The issues of an element that was decoded at the next kept item's
    /// target index, then dropped (it could not be made), named at its own
    /// index instead (`position`: had every element been kept), so two
    /// dropped elements never share a target path. Only issues kept since
    /// `mark` are renamed; the paths stand on the element.
    func renameDropped(at position: Int, since mark: Int) {
        guard records else { return }
        applier.renameDroppedElement(at: position, sinceIssue: mark)
    }

    /// Records an element dropped from its collection (not an object, or no
    /// `@switch` case): at its own target index, counted in the summary
    /// once per collection (``DecodingSite/repeatsDrop``), as the engine's
    /// ``Applier/recordInvalidElement(_:at:entry:context:dropped:)`` does.
    func recordDropped(_ code: ValidationIssue.Code, at site: DecodingSite, problem: @autoclosure () -> IssueProblem) {
        guard records, let context = site.step?.context ?? site.owner?.context else { return }
        func report(_ applier: inout Applier) {
            applier.record(
                code, .error, entry: site.entry, context: context, problem: problem(), atCurrentPath: site.placement == .here,
                repeatsInObject: site.repeatsDrop)
        }
        if let index = site.droppedIndex { applier.atDroppedElement(index, report) } else { report(&applier) }
    }
}
