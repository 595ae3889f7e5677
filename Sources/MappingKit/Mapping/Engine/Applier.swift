/// The mapping engine: one loop over a plan's steps (``apply(_:_:into:)``),
/// generic over what it writes into (``MappingTarget``: a model through its
/// accessors, or a JSON object), recording every issue.
///
/// For one tweet of `[{"id_str": "1", "user": {"name": "Ada"}}]` mapped
/// with `{"$Tweet": {"identifier": "id_str", "user": {"@keyPath": "user",
/// "@object": {"@mappings": "$User"}}}}`:
///
/// 1. the call takes the plan of (`$Tweet`, `Tweet`) once, holds the
///    document's tape, and walks the array's element nodes;
/// 2. for the element's object node, ``KeyDispatch`` walks its members
///    once: `id_str` lands at member index 0, `user` at 1;
/// 3. step `identifier` finds node 3 at index 0; its property's setters
///    store the string read from the tape (``PropertySetters``);
/// 4. step `user` finds the object node at index 1 and runs the child plan
///    (`$User`, `User`) on it, into the tweet's `user` property
///    (``ModelTarget/mapChild(_:at:typeName:child:step:applier:)``).
///
/// Semantics (DESIGN §3 "Missing values"): absent, `null` and a path through
/// a non-container are missing; required + missing is an error issue; an
/// optional entry's default is converted like a payload value; a value that
/// fails conversion or a transformer is an error issue; in every issue case
/// the property is left as it was. Mapping never stops at the first issue.
struct Applier {
    let storage: SharedCatalog
    let rootValue: PayloadValue
    /// The parsed document of the payload, when it was parsed (not `JSON`).
    let document: JSONDocument?
    /// Its bytes and nodes, held for the whole mapping call.
    let tape: TapeView
    /// The issues so far: the first ``ValidationReport/maximumIssues``
    /// kept, every one counted.
    private(set) var report: ValidationReport
    var source = PathStack()
    var target = PathStack()
    /// Objects mapped per context index, folded into the report by ``finish()``.
    private var objectCounts: [Int]
    /// Contexts entered and not yet left.
    var depth = 0
    /// Issues reported once per entry (see ``recordOncePerEntry``) that
    /// were reported already.
    var reportedOnce: Set<OncePerEntry> = []
    /// Where each of those was reported among the issues counted, so a
    /// parallel call can take back one a chunk before it reported already
    /// (Applier+Chunks.swift).
    var firstReports: [FirstReport] = []
    /// For each summary line (context, entry, kind), the object of its
    /// context it last counted (the context's object count then): see
    /// ``countedInThisObject(_:entry:context:)``.
    var summaryObjects: [OncePerEntry: Int] = [:]
    /// The values the caller gives beside the payload, read by
    /// `@metadata.…` key paths (Applier+Metadata.swift).
    var metadata = PayloadValue(.object(JSON.Object()))
    /// Set while a step whose `@onInvalid` tolerates an invalid value is
    /// performed: the step watched, the depth it runs at (-1: any), and the
    /// error refusing its value, held here instead of recorded
    /// (Applier+Tolerance.swift); a reference and two words, set and
    /// restored around each tolerating step.
    var watchedStep: (any WatchedStep)?
    var watchedDepth = -1
    var refusal: IssueProblem?
    /// Set while a collection value that `@invalidElements: "skip"` left
    /// elements out of for their constraints is mapped on: those elements,
    /// waiting to be recorded in payload order, and where the kept ones are
    /// in the payload (Applier+SkippedElements.swift).
    var skipping: SkippedElements?

    /// An entry of a context and a kind of issue reported once for it.
    struct OncePerEntry: Hashable {
        var context: String
        var entry: String
        var kind: ValidationIssue.Kind
    }

    /// Deepest nesting of contexts: a recursive context on a deep payload,
    /// or an `@self` entry that maps a value into its own context again and
    /// again, stops here with an issue. Each level takes a few KB of stack
    /// (6.3 KB in a debug build), so 64 keeps mapping safe on a thread with
    /// a 512 KB stack.
    static let maximumDepth = 64

    /// An applier whose report keeps at most `maximumIssues` issues (see
    /// ``MappingContext/limitingIssues(to:)``); every issue is counted.
    private init(
        storage: SharedCatalog, root: PayloadValue, document: JSONDocument?, tape: TapeView, maximumIssues: Int
    ) {
        self.storage = storage
        self.rootValue = root
        self.document = document
        self.tape = tape
        report = ValidationReport(maximumIssues: maximumIssues)
        objectCounts = Array(repeating: 0, count: storage.contexts.count)
    }

    /// Runs `body` with an applier for `payload` and the payload's root
    /// value; a parsed payload's tape is held for the whole call.
    static func run<Result>(
        storage: SharedCatalog, payload: PayloadValue, maximumIssues: Int, metadata: JSON = [:],
        _ body: (inout Applier, SourceValue) -> Result
    ) -> Result {
        guard case .document(let document, let index) = payload.storage else {
            var applier = Applier(storage: storage, root: payload, document: nil, tape: .empty, maximumIssues: maximumIssues)
            applier.metadata = PayloadValue(metadata)
            return body(&applier, .value(payload))
        }
        return document.withUnsafeTape { bytes, nodes in
            var applier = Applier(
                storage: storage, root: payload, document: document, tape: TapeView(bytes: bytes, nodes: nodes),
                maximumIssues: maximumIssues)
            applier.metadata = PayloadValue(metadata)
            return body(&applier, .node(index))
        }
    }

    /// A new applier on the same payload, for an `@identity` probe: at the
    /// same paths, with what was reported once, keeping no more issues than
    /// the report still has room for (its issues are taken back with
    /// ``absorb(_:)`` when the probe's item is kept).
    func probe() -> Applier {
        var probe = Applier(
            storage: storage, root: rootValue, document: document, tape: tape,
            maximumIssues: report.maximumIssues - report.issues.count)
        probe.metadata = metadata
        probe.reportedOnce = reportedOnce
        probe.source = source
        probe.target = target
        return probe
    }

    @inline(__always)
    mutating func countObject(_ context: Int) {
        objectCounts[context] += 1
    }

    /// `true` when the summary line of `kind` for `entry` of `context`
    /// already counted the object of `context` being mapped (then a second
    /// issue of it is an issue, not another object); else notes that it
    /// counts it now. A `Decodable` value's keys that no entry names are
    /// read by name at every level of a nested value, all for the one
    /// object of the context that holds them: "k of n objects" never has
    /// k above n.
    mutating func countedInThisObject(_ kind: ValidationIssue.Kind, entry: String, context: CompiledContext) -> Bool {
        let index = context.index
        guard index >= 0, index < objectCounts.count else { return false }
        let key = OncePerEntry(context: context.identifier, entry: entry, kind: kind)
        let object = objectCounts[index]
        if summaryObjects[key] == object { return true }
        summaryObjects[key] = object
        return false
    }

    /// The report, with object counts by context identifier.
    func finish() -> ValidationReport {
        var result = report
        for (index, count) in objectCounts.enumerated() where count > 0 {
            result.objectCounts[storage.contexts[index].identifier, default: 0] += count
        }
        return result
    }

    /// Counts an issue, and keeps it while the report has room.
    mutating func append(_ issue: ValidationIssue) { report.append(issue) }

    /// Counts an object in a summary line that no issue makes (an object
    /// read from a fallback key path).
    mutating func countInSummary(_ kind: ValidationIssue.Kind, context: String, entry: String, keyPath: String) {
        report.countInSummary(kind, context: context, entry: entry, keyPath: keyPath)
    }

    /// Takes another applier's issues and counts (an `@identity` probe's):
    /// its issues while the report has room, all of its counts.
    mutating func absorb(_ other: Applier) {
        firstReports += other.firstReports.map { $0.offset(by: report.issueCount) }
        report.merge(other.report)
        reportedOnce.formUnion(other.reportedOnce)
        for index in objectCounts.indices { objectCounts[index] += other.objectCounts[index] }
    }

    /// Records an issue for `entry`: `code` says which problem (and its
    /// kind), `problem` gives its facts, built only when the report keeps
    /// the issue. `atCurrentPath` is for issues about an element of a
    /// collection, whose paths are already on the stacks.
    mutating func record(
        _ code: ValidationIssue.Code, _ severity: ValidationIssue.Severity = .error, entry: MappingEntry,
        context: CompiledContext, problem: @autoclosure () -> IssueProblem, atCurrentPath: Bool = false,
        repeatsInObject: Bool = false
    ) {
        // A refusal of a tolerating step's value is held for its warning, not recorded.
        if watchedStep != nil, severity == .error, noteRefusal(code, entry: entry, atCurrentPath: atCurrentPath, problem: problem()) { return }
        // Past the cap only the counts change: no path, problem or message is built.
        guard report.hasRoom else {
            if repeatsInObject {
                report.countRepeat(severity)
            } else {
                report.count(severity, code.kind, context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description)
            }
            return
        }
        let problem = problem()
        assert(problem.code == code, "\(problem) is reported as \(code)")
        let targetPath = entry.targetsSelf || atCurrentPath ? target.rendered() : target.rendered(appending: [.key(entry.property)])
        let sourcePath = source.rendered(appending: atCurrentPath ? .wholeSource : entry.keyPath, in: rootValue)
        let issue = ValidationIssue(
            severity: severity, problem: problem, sourcePath: sourcePath, targetPath: targetPath,
            context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description, location: entry.location)
        if repeatsInObject {
            report.appendRepeat(issue)
        } else {
            append(issue)
        }
    }

    /// Records an error issue about a whole object of `context` (no entry):
    /// at the current paths, located at the context.
    mutating func recordAtContext(_ code: ValidationIssue.Code, context: CompiledContext, problem: @autoclosure () -> IssueProblem) {
        guard report.hasRoom else {
            report.count(.error, code.kind, context: context.identifier, entry: "", keyPath: "@self")
            return
        }
        let problem = problem()
        assert(problem.code == code, "\(problem) is reported as \(code)")
        append(ValidationIssue(
            severity: .error, problem: problem, sourcePath: source.rendered(in: rootValue), targetPath: target.rendered(),
            context: context.identifier, entry: "", keyPath: "@self", location: context.location))
    }

    /// Renames the issues kept since `mark` that stand under the innermost
    /// target index: an element mapped at the next kept item's index, then
    /// dropped (a `Decodable` object that could not be made), is named at
    /// its own index, `index`, so two dropped elements never share a path.
    mutating func renameDroppedElement(at index: Int, sinceIssue mark: Int) {
        guard report.issues.count > mark else { return }
        let kept = target.rendered()
        let own = atDroppedElement(index) { $0.target.rendered() }
        guard kept != own else { return }
        for position in mark..<report.issues.count {
            let path = report.issues[position].targetPath
            guard path.hasPrefix(kept) else { continue }
            let rest = path.dropFirst(kept.count)
            guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { continue }
            report.issues[position].targetPath = own + rest
        }
    }

    /// Records an issue the first time it is met for `entry`; later ones
    /// are counted in the summary only, so a problem of the mappings rather
    /// than of the payload (an unregistered transformer) is one line, with
    /// the summary saying how many objects it affected.
    mutating func recordOncePerEntry(
        _ code: ValidationIssue.Code, _ severity: ValidationIssue.Severity, entry: MappingEntry, context: CompiledContext,
        problem: @autoclosure () -> IssueProblem
    ) {
        let key = OncePerEntry(context: context.identifier, entry: entry.property, kind: code.kind)
        guard reportedOnce.insert(key).inserted else {
            report.countInSummary(code.kind, context: context.identifier, entry: entry.property, keyPath: entry.keyPath.description)
            return
        }
        firstReports.append(FirstReport(key: key, ordinal: report.issueCount, severity: severity))
        record(code, severity, entry: entry, context: context, problem: problem())
    }

    /// Runs an entry's transformer; `nil` after recording an issue (it is
    /// not registered, or it threw). Dynamic mapping checks registration
    /// first: it copies the value instead. The input's path is rendered only
    /// if the transformer reads it.
    mutating func transform<Target>(_ value: SourceValue, _ ref: TransformerRef, step: PlanStep<Target>) -> Any? {
        guard let transform = ref.transform else {
            record(
                .transformerUnregistered, entry: step.entry, context: step.context,
                problem: .transformerUnregistered(transformer: ref.name, valueCopied: false))
            return nil
        }
        let input = TransformerInput(
            value: payloadValue(value), userData: step.entry.transformUserData,
            path: .pending(source, step.entry.keyPath, rootValue), root: rootValue)
        do {
            return try transform(input)
        } catch {
            record(
                .transformerThrew, entry: step.entry, context: step.context,
                problem: .transformerThrew(transformer: ref.name, error: "\(error)"))
            return nil
        }
    }

    // MARK: - The engine

    /// Maps `value` into `target` with `plan`: the one loop of typed and
    /// dynamic mapping. Which value each step reads, what a missing value
    /// means, defaults, `@self` and nesting depth are decided here; the
    /// target only sets what it is given.
    mutating func apply<Target: MappingTarget>(_ plan: MappingPlan<Target>, _ value: SourceValue, into target: inout Target) {
        guard depth < Self.maximumDepth else {
            recordAtContext(.nestingTooDeep, context: plan.context, problem: .nestingTooDeep(limit: Self.maximumDepth))
            return
        }
        depth += 1
        defer { depth -= 1 }
        countObject(plan.contextIndex)
        let members = plan.dispatch.count
        if members > 0, case .node(let object) = value, tape.kind(object) == .object {
            withUnsafeTemporaryAllocation(of: Int.self, capacity: members) { found in
                found.initialize(repeating: -1)
                plan.dispatch.collect(object: object, in: tape, into: found)
                runSteps(plan, value, found: UnsafeBufferPointer(found), into: &target)
            }
        } else {
            runSteps(plan, value, found: nil, into: &target)
        }
    }

    // The engine's functions on the path of a nested object (apply,
    // runSteps, a target's mapNested) keep their frames small: a recursive
    // context nests 64 levels deep on a 512 KB stack in a debug build.
    // Recording an issue, resolving defaults and the rarer actions are in
    // functions of their own.

    private mutating func runSteps<Target: MappingTarget>(
        _ plan: MappingPlan<Target>, _ value: SourceValue, found: UnsafeBufferPointer<Int>?, into target: inout Target
    ) {
        // The plan owns its steps for the whole call: they are read
        // without retaining each.
        for ref in plan.stepRefs {
            ref._withUnsafeGuaranteedRef { step in
                let present: SourceValue
                // The common case inline: a one-key path whose member is there and not null.
                if step.readsOneKey, let found, case let node = found[step.memberIndex], node >= 0, tape.kind(node) != .null {
                    // The most common step of all: a plain value of a common
                    // type, stored at its offset without a closure.
                    if step.kind == .convert, target.setDirect(step.direct, node, tape) { return }
                    present = .node(node)
                } else {
                    guard let resolved = presentValue(step, value, found: found, into: &target) else { return }
                    present = resolved
                }
                // `@onInvalid`, value constraints, `@invalidElements: "fail"`: one test for all.
                if step.isGuarded {
                    performTolerating(step, present, into: &target)
                    return
                }
                switch step.kind {
                case .convert:
                    guard let destination = step.convertDestination else { return }
                    target.setConverted(present, in: destination, step: step, applier: &self)
                case .nested:
                    guard let nested = step.nested else { return }
                    target.mapNested(present, nested, step: step, applier: &self)
                case .other:
                    perform(step, present, into: &target)
                }
            }
        }
    }

    /// The value a step reads, with its default when it is missing; `nil`
    /// when there is nothing to set (after an issue when it is required).
    @inline(never)
    private mutating func presentValue<Target: MappingTarget>(
        _ step: PlanStep<Target>, _ value: SourceValue, found: UnsafeBufferPointer<Int>?, into target: inout Target
    ) -> SourceValue? {
        let present: SourceValue?
        if step.readsMetadata {
            // `@metadata.…` (Applier+Metadata.swift).
            present = metadataValue(step.keys, from: step.metadataSource)
        } else if let found, step.memberIndex >= 0 {
            let node = found[step.memberIndex]
            present = node < 0 ? nil : resolve(.node(node), step.keys, from: 1)
        } else {
            present = resolve(value, step.keys)
        }
        if let present { return present }
        if step.nullIsValue, holdsNull(step, value, found: found) {
            target.setNull(in: step.nullDestination, step: step, applier: &self)
            return nil
        }
        // A key path through an array maps over its elements
        // (Applier+FanOut.swift); the step is performed there. It is the
        // entry's value, read before any fallback (as a `Decodable` reads it).
        if step.keys.count > 1, !step.readsMetadata, fanOut(step, value, into: &target) { return nil }
        if !step.fallbacks.isEmpty, performFallback(step, value, into: &target) { return nil }
        guard step.isOptional else {
            if step.readsMetadata {
                recordMissingMetadata(step)
                return nil
            }
            record(.missingRequired, entry: step.entry, context: step.context, problem: .missingRequired(property: step.entry.property))
            return nil
        }
        if step.missingIsWarning { recordMissingOptional(step) }
        guard let fallback = step.defaultValue else { return nil }
        // The loader checked the default against the entry's constraints.
        if step.isConstrained {
            performDefault(step, fallback, into: &target)
            return nil
        }
        return .value(fallback)
    }

    /// Performs any step's action on a present value: the one place that
    /// says what each action does (``runSteps`` takes the two most common
    /// straight from the step; key paths through arrays come here too).
    /// `checking`: a payload value, checked first against the entry's
    /// constraints (Applier+Constraints.swift); a default is not.
    /// `dropping`: with `@invalidElements: "skip"`, the elements that break
    /// one are dropped first (not from the collection a key path through
    /// arrays gives, whose elements' paths are the payload's: it is checked
    /// whole, as `Decodable` values check it).
    @inline(never)
    mutating func perform<Target: MappingTarget>(
        _ step: PlanStep<Target>, _ present: SourceValue, into target: inout Target, checking: Bool = true, dropping: Bool = true
    ) {
        if step.isConstrained, checking {
            if dropping, step.entry.invalidElements == .skip {
                performSkipping(step, present, into: &target)
                return
            }
            guard satisfiesConstraints(step, present) else { return }
        }
        performAction(step, present, into: &target)
    }

    /// What each action does with a present value (checked already).
    @inline(__always)
    mutating func performAction<Target: MappingTarget>(_ step: PlanStep<Target>, _ present: SourceValue, into target: inout Target) {
        // The two common actions straight from the step (no copy of its action).
        switch step.kind {
        case .convert:
            if let destination = step.convertDestination { target.setConverted(present, in: destination, step: step, applier: &self) }
            return
        case .nested:
            if let nested = step.nested { target.mapNested(present, nested, step: step, applier: &self) }
            return
        case .other:
            break
        }
        switch step.action {
        case .convert(let destination):
            target.setConverted(present, in: destination, step: step, applier: &self)
        case .nested(let nested):
            target.mapNested(present, nested, step: step, applier: &self)
        case .selfObject(let child):
            atEntry(step, onTarget: false) { applier in applier.apply(child.plan, present, into: &target) }
        case .transform(let transformer, let destination):
            target.setTransformed(present, by: transformer, in: destination, step: step, applier: &self)
        case .selfTransform(let transformer, let destination):
            target.replaceSelf(present, by: transformer, with: destination, step: step, applier: &self)
        case .noProperty(let model):
            record(
                .noMappableProperty, entry: step.entry, context: step.context,
                problem: .noMappableProperty(model: model, property: step.entry.property))
        case .keyed(let nested):
            target.mapKeyed(present, nested, step: step, applier: &self)
        case .switched(let table):
            target.mapSwitched(present, table, step: step, applier: &self)
        case .nothing:
            break
        }
    }

    /// Records an issue whose problem describes the value found
    /// (`expectedObject`, `expectedArray`, …), at the step.
    @inline(never)
    mutating func recordFound<Target>(
        _ code: ValidationIssue.Code, _ value: SourceValue, step: PlanStep<Target>, problem: (String) -> IssueProblem
    ) {
        let found = payloadValue(value)
        record(code, entry: step.entry, context: step.context, problem: problem(found.summary))
    }
}

extension Mappable {
    /// The values of the identity properties, for `@identity` matching.
    func identityValues(_ names: [String]) -> [JSON] {
        let descriptor = ModelDescriptor.of(Self.self)
        return names.map { descriptor.accessors[$0]?.json(self) ?? .null }
    }
}
