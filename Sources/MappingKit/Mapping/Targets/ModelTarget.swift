/// A model being mapped, by address: the engine runs the same code for
/// every model type, and the typed work happens in the setters' closures
/// (``PropertySetters``) and the nested steps (``ModelNested``), built where
/// the property's type is known.
///
/// The address always holds a model of the type its plan was built for
/// (see ARCHITECTURE.md, "Unsafe code and its invariants").
struct ModelTarget: MappingTarget {
    /// The address of the model (for a class, of the reference).
    let model: UnsafeMutableRawPointer

    init<Root>(_ pointer: UnsafeMutablePointer<Root>) {
        model = UnsafeMutableRawPointer(pointer)
    }

    /// The model at `address` (its type known to the plan only).
    init(address: UnsafeMutableRawPointer) {
        model = address
    }

    func setConverted(_ value: SourceValue, in setters: PropertySetters, step: PlanStep<ModelTarget>, applier: inout Applier) {
        if case .node(let index) = value, setters.readFromTape?(model, applier.tape, index) == true { return }
        if step.entry.invalidElements == .skip, let lossy = setters.convertSkipping {
            setSkipping(value, setters: setters, by: lossy, step: step, applier: &applier)
            return
        }
        do {
            try setters.convert(model, applier.payloadValue(value))
        } catch {
            applier.record(.conversionFailed, entry: step.entry, context: step.context, problem: .conversionFailed(error))
        }
    }

    func setNull(in setters: PropertySetters?, step: PlanStep<ModelTarget>, applier: inout Applier) {
        guard let setters else { return }
        // An optional converts `null` to `nil` (`Optional.mapped(from:)`).
        if (setters.valueType as? any ContainerType.Type)?.isOptional == true, (try? setters.convert(model, PayloadValue(.null))) != nil {
            return
        }
        applier.record(
            .unexpectedNull, entry: step.entry, context: step.context,
            problem: .unexpectedNull(property: step.entry.property, type: setters.typeName))
    }

    /// A collection set without its elements that do not convert, each an
    /// `invalidElementSkipped` warning at its own place in the payload
    /// (Applier+SkippedElements.swift).
    @inline(never)
    private func setSkipping(
        _ value: SourceValue, setters: PropertySetters,
        by lossy: (UnsafeMutableRawPointer, PayloadValue, SkippedElement) throws -> Void,
        step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        var skipped: [(PathStack.Component, PayloadValue, MappingConversionError)] = []
        do {
            try lossy(model, applier.payloadValue(value)) { skipped.append(($0, $1, $2)) }
        } catch {
            let conversion = error as? MappingConversionError
                ?? MappingConversionError(expected: setters.typeName, found: applier.payloadValue(value))
            applier.record(.conversionFailed, entry: step.entry, context: step.context, problem: .conversionFailed(conversion))
            return
        }
        guard !skipped.isEmpty else { return }
        applier.atEntry(step) { applier in
            applier.recordSkipped(
                skipped.map { ($0, $1, .conversionFailed($2)) }, step: ObjectIdentifier(step), entry: step.entry, context: step.context)
        }
    }

    static func directSet(of setters: PropertySetters) -> DirectSet { setters.storeAtOffset }

    @inline(__always)
    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: TapeView) -> Bool {
        direct.set(model, tape, node)
    }

    func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in setters: PropertySetters, step: PlanStep<ModelTarget>,
        applier: inout Applier
    ) {
        set(value, by: transformer, with: setters, step: step, applier: &applier, wrongType: .transformerOutputWrongType) {
            .transformerOutputWrongType(transformer: $0, produced: $1, expected: $2)
        }
    }

    func replaceSelf(
        _ value: SourceValue, by transformer: TransformerRef, with setters: PropertySetters, step: PlanStep<ModelTarget>,
        applier: inout Applier
    ) {
        set(value, by: transformer, with: setters, step: step, applier: &applier, wrongType: .selfOutputWrongType) {
            .selfOutputWrongType(transformer: $0, produced: $1, expected: $2)
        }
    }

    /// The transformer's output set through `setters`; an output of another
    /// type is the `wrongType` issue (transformer, produced, expected).
    private func set(
        _ value: SourceValue, by transformer: TransformerRef, with setters: PropertySetters, step: PlanStep<ModelTarget>,
        applier: inout Applier, wrongType code: ValidationIssue.Code, _ problem: (String, String, String) -> IssueProblem
    ) {
        guard let output = applier.transform(value, transformer, step: step) else { return }
        if !setters.setAny(model, output) {
            applier.record(
                code, entry: step.entry, context: step.context,
                problem: problem(transformer.name, "\(type(of: output))", setters.typeName))
        }
    }

    func mapNested(_ value: SourceValue, _ nested: ModelNested, step: PlanStep<ModelTarget>, applier: inout Applier) {
        nested.map(&applier, model, value, step)
    }

    /// What a property makes of a collection from a key path through
    /// arrays: its declared type decides.
    static func fanOutShape(of action: PlanAction<ModelTarget>) -> FanOutShape {
        switch action {
        case .convert(let setters): FanOutShape(setters.valueType, typeName: setters.typeName)
        case .nested(let nested): nested.isCollection ? .flat : .single(typeName: nested.typeName)
        // A transformer gets the value as KVC gives it.
        default: .nested
        }
    }
}
