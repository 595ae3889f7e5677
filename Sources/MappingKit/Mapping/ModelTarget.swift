/// A model being mapped, by address: the engine runs the same code for
/// every model type, and the typed work happens in the slots' closures,
/// built where the property's type is known.
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

    func setConverted(
        _ value: SourceValue, in slot: ModelSlot, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>,
        applier: inout Applier
    ) {
        if case .node(let index) = value, slot.fast?(model, applier.tape, index) == true { return }
        do {
            try slot.convert(model, applier.payloadValue(value))
        } catch {
            applier.record(.conversionFailed, entry: step.entry, context: plan.context, problem: .conversionFailed(error))
        }
    }

    static func directSet(of slot: ModelSlot) -> DirectSet { slot.direct }

    @inline(__always)
    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: PayloadTape) -> Bool {
        direct.set(model, tape, node)
    }

    func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in slot: ModelSlot, step: PlanStep<ModelTarget>,
        plan: MappingPlan<ModelTarget>, applier: inout Applier
    ) {
        guard let output = applier.transform(value, transformer, step: step, plan: plan) else { return }
        if !slot.setAny(model, output) {
            applier.record(
                .transformerOutputWrongType, entry: step.entry, context: plan.context,
                problem: .transformerOutputWrongType(
                    transformer: transformer.name, produced: "\(type(of: output))", expected: slot.typeName))
        }
    }

    func replaceSelf(
        _ value: SourceValue, by transformer: TransformerRef, slot: ModelSlot, step: PlanStep<ModelTarget>,
        plan: MappingPlan<ModelTarget>, applier: inout Applier
    ) {
        guard let output = applier.transform(value, transformer, step: step, plan: plan) else { return }
        if !slot.setAny(model, output) {
            applier.record(
                .selfOutputWrongType, entry: step.entry, context: plan.context,
                problem: .selfOutputWrongType(transformer: transformer.name, produced: "\(type(of: output))", expected: slot.typeName))
        }
    }

    func mapNested(
        _ value: SourceValue, _ nested: ModelNested, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>,
        applier: inout Applier
    ) {
        nested.map(&applier, model, value, step, plan)
    }
}

/// One property of a model type, with the model's type erased to an
/// address: the accessor's closures, resolved once per plan.
final class ModelSlot {
    // Immutable; shared by the plans of the model type.
    let typeName: String
    /// Reads the value straight from the tape and sets it; `false` when the
    /// value needs ``convert`` (another shape, or an error to word).
    let fast: ((UnsafeMutableRawPointer, PayloadTape, Int) -> Bool)?
    let convert: (UnsafeMutableRawPointer, PayloadValue) throws(MappingConversionError) -> Void
    /// Sets a transformer's output; `false` when its type does not fit.
    let setAny: (UnsafeMutableRawPointer, Any) -> Bool
    /// The property's type, for a value from a key path through an array
    /// (Applier+FanOut.swift).
    let valueType: Any.Type
    /// Sets the common types without a closure (copied into plan steps).
    let direct: DirectSet

    init<Root>(_ accessor: PropertyAccessor<Root>) {
        typeName = accessor.typeName
        valueType = accessor.valueType
        direct = DirectSet(valueType: accessor.valueType, offset: accessor.offset)
        fast = accessor.fastSet
        let convert = accessor.convert
        self.convert = { (model: UnsafeMutableRawPointer, value: PayloadValue) throws(MappingConversionError) in
            try convert(&model.assumingMemoryBound(to: Root.self).pointee, value)
        }
        let setAny = accessor.setAny
        self.setAny = { model, output in setAny(&model.assumingMemoryBound(to: Root.self).pointee, output) }
    }

    /// The slot of `@self` with a transformer: the output replaces the model.
    init<Root>(replacing _: Root.Type) {
        typeName = "\(Root.self)"
        valueType = Root.self
        direct = .none
        fast = nil
        convert = { _, _ throws(MappingConversionError) in }
        setAny = { model, output in
            guard let replacement = output as? Root else { return false }
            model.assumingMemoryBound(to: Root.self).pointee = replacement
            return true
        }
    }
}

/// A nested `@object` step of a model: maps the value into the property,
/// with the child model's type known (built by ``NestedBinder``).
final class ModelNested {
    // Immutable after the plan is built.
    let map: (inout Applier, UnsafeMutableRawPointer, SourceValue, PlanStep<ModelTarget>, MappingPlan<ModelTarget>) -> Void
    /// The property's type, and whether it is a collection (`[M]`, `[M]?`):
    /// read when a key path through an array gives the value (a collection
    /// of values, see Applier+FanOut.swift).
    let typeName: String
    let isCollection: Bool

    init(
        typeName: String, isCollection: Bool,
        _ map: @escaping (inout Applier, UnsafeMutableRawPointer, SourceValue, PlanStep<ModelTarget>, MappingPlan<ModelTarget>) -> Void
    ) {
        self.map = map
        self.typeName = typeName
        self.isCollection = isCollection
    }
}

/// Builds the plans of model types: a plan and every plan its steps lead
/// to (nested models, `@self` objects), registered before its steps are
/// built so recursive contexts find it.
struct ModelPlanBuilder {
    let storage: CatalogStorage
    var plans: [PlanCache.PlanKey: MappingPlan<ModelTarget>]

    mutating func plan<Root: Mappable>(_ context: Int, for _: Root.Type) -> MappingPlan<ModelTarget> {
        let key = PlanCache.PlanKey(context: context, type: ObjectIdentifier(Root.self))
        if let plan = plans[key] { return plan }
        let plan = MappingPlan<ModelTarget>(contextIndex: context, context: storage.contexts[context])
        plans[key] = plan
        let descriptor = ModelDescriptor.of(Root.self)
        var steps: [PlanStep<ModelTarget>] = []
        for entry in plan.context.entries {
            steps.append(PlanStep(entry: entry, action: action(for: entry, descriptor)))
        }
        plan.finish(steps)
        return plan
    }

    private mutating func action<Root: Mappable>(for entry: MappingEntry, _ descriptor: ModelDescriptor<Root>) -> PlanAction<ModelTarget> {
        if entry.targetsSelf {
            if let mapping = entry.object { return .selfObject(PlanLink(plan: plan(mapping.contextIndex, for: Root.self))) }
            if let name = entry.transformer {
                return .selfTransform(TransformerRef(name: name, userData: entry.transformUserData, in: storage.transformers), ModelSlot(replacing: Root.self))
            }
            return .nothing
        }
        guard let accessor = descriptor.accessors[entry.property] else { return .noProperty(model: "\(Root.self)") }
        if let name = entry.transformer { return .transform(TransformerRef(name: name, userData: entry.transformUserData, in: storage.transformers), ModelSlot(accessor)) }
        // Load-time validation checked that `@object`'s `@class`, if any, is
        // the property's model type (`classMismatch` otherwise).
        if let mapping = entry.object, let nested = accessor.nested { return .nested(nested.bind(&self, mapping)) }
        return .convert(ModelSlot(accessor))
    }

    /// A nested single model: a property of type `Child` or `Child?`. With
    /// `offset` (a stored `Child` of a struct) the child is mapped in place.
    mutating func single<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> Child?, set: @escaping (inout Root, Child) -> Void,
        offset: Int?
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        let typeName = "\(Child.self)"
        if let offset {
            // In place: this closure never makes a `Child?` (whose type
            // metadata would be looked up on every call).
            return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step, plan in
                applier.inNestedObject(value, model: typeName, step: step, plan: plan) { applier in
                    var target = ModelTarget((model + offset).assumingMemoryBound(to: Child.self))
                    applier.apply(child.plan, value, into: &target)
                }
            }
        }
        return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step, plan in
            applier.inNestedObject(value, model: typeName, step: step, plan: plan) { applier in
                let root = model.assumingMemoryBound(to: Root.self)
                var nested = get(root.pointee) ?? Child()
                withUnsafeMutablePointer(to: &nested) { pointer in
                    var target = ModelTarget(pointer)
                    applier.apply(child.plan, value, into: &target)
                }
                set(&root.pointee, nested)
            }
        }
    }

    /// A nested collection: a property of type `[Child]` or `[Child]?`.
    /// With `specialised` (a `[Child]` declared with `.property(_:_:)`),
    /// the array work is done by code compiled for `Child`.
    mutating func collection<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Child], set: @escaping (inout Root, [Child]) -> Void,
        specialised: ModelArrayAccess? = nil
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        return ModelNested(typeName: "[\(Child.self)]", isCollection: true) { applier, model, value, step, plan in
            guard applier.kind(value) == .array else {
                applier.recordFound(.expectedArray, value, step: step, plan: plan) { .expectedArray(model: "\(Child.self)", found: $0) }
                return
            }
            if let specialised, step.entry.identity.isEmpty {
                Self.mapNewElements(value, into: model, with: specialised, child: child.plan, applier: &applier, step: step, plan: plan)
                return
            }
            let root = model.assumingMemoryBound(to: Root.self)
            var items = step.entry.clearsContent ? [] : get(root.pointee)
            applier.source.push(step.entry.keyPath)
            applier.target.push(.key(step.entry.property))
            let identity = step.entry.identity
            guard identity.isEmpty else {
                // `@identity`: elements may update existing items (Applier+Collections.swift).
                let elements = applier.elements(of: value)
                let kind = CollectionItems<Child>(
                    make: { Child() },
                    fill: { applier, item, element in
                        withUnsafeMutablePointer(to: &item) { pointer in
                            var target = ModelTarget(pointer)
                            applier.apply(child.plan, element, into: &target)
                        }
                    },
                    identity: { $0.identityValues(identity) })
                let inserted = applier.mapElements(elements, existing: &items, items: kind, entry: step.entry, context: plan.context)
                applier.source.pop(step.keys.count)
                applier.target.pop()
                set(&root.pointee, step.entry.insertsAtBeginning ? inserted + items : items + inserted)
                return
            }
            // Each object element becomes a new item, in payload order,
            // mapped in place in the new array's storage.
            let first = step.entry.insertsAtBeginning ? 0 : items.count
            let inserted = [Child](unsafeUninitializedCapacity: applier.count(value)) { buffer, made in
                made = applier.mapNewModels(
                    of: value, into: UnsafeMutableRawPointer(buffer.baseAddress), stride: MemoryLayout<Child>.stride,
                    capacity: buffer.count, first: first, child: child.plan, step: step, plan: plan
                ) { item in _ = item.initializeMemory(as: Child.self, repeating: Child(), count: 1) }
            }
            applier.source.pop(step.keys.count)
            applier.target.pop()
            // `count`, not `isEmpty`: this code is generic over `Child` at run
            // time, and `isEmpty` (a `Collection` requirement) would look up
            // `[Child]`'s metadata and conformance on every call.
            if items.count == 0 {
                set(&root.pointee, inserted)
            } else {
                set(&root.pointee, step.entry.insertsAtBeginning ? inserted + items : items + inserted)
            }
        }
    }
}

extension ModelPlanBuilder {
    /// The elements of the array `value` as new models, stored into the
    /// property through `access` (after, before or in place of what it
    /// holds, as the entry says).
    static func mapNewElements(
        _ value: SourceValue, into model: UnsafeMutableRawPointer, with access: ModelArrayAccess,
        child: MappingPlan<ModelTarget>, applier: inout Applier, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>
    ) {
        let replace = step.entry.clearsContent
        let first = replace || step.entry.insertsAtBeginning ? 0 : access.count(model)
        let capacity = applier.count(value)
        applier.source.push(step.entry.keyPath)
        applier.target.push(.key(step.entry.property))
        access.store(model, capacity, replace, step.entry.insertsAtBeginning) { base in
            applier.mapNewModels(
                of: value, into: base, stride: access.stride, capacity: capacity, first: first, child: child,
                step: step, plan: plan, initialize: access.initialize)
        }
        applier.source.pop(step.keys.count)
        applier.target.pop()
    }
}

extension Applier {
    /// Runs `body` with a nested model step's paths pushed when `value` is
    /// an object; otherwise records that an object of type `model` was
    /// expected, and maps nothing.
    @inline(__always)
    mutating func inNestedObject(
        _ value: SourceValue, model: String, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>,
        _ body: (inout Applier) -> Void
    ) {
        guard kind(value) == .object else {
            recordFound(.expectedObject, value, step: step, plan: plan) { .expectedObject(model: model, found: $0) }
            return
        }
        source.push(step.entry.keyPath)
        target.push(.key(step.entry.property))
        body(&self)
        source.pop(step.keys.count)
        target.pop()
    }

    /// Maps each object element of the array `value` into a new model made
    /// in place by `initialize`, one after the other from `storage`
    /// (`stride` apart, at most `capacity`), in payload order; an element
    /// that is not an object is reported and skipped. `first` is the first
    /// new model's index in the property, for issue paths. Returns how many
    /// models it made.
    mutating func mapNewModels(
        of value: SourceValue, into storage: UnsafeMutableRawPointer?, stride: Int, capacity: Int, first: Int,
        child: MappingPlan<ModelTarget>, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>,
        initialize: (UnsafeMutableRawPointer) -> Void
    ) -> Int {
        var made = 0
        forEachElement(of: value) { applier, position, element in
            applier.source.push(.index(position))
            applier.target.push(.index(first + made))
            if applier.kind(element) == .object, let storage, made < capacity {
                let item = storage + made * stride
                initialize(item)
                made += 1
                var target = ModelTarget(address: item)
                applier.apply(child, element, into: &target)
            } else {
                applier.recordInvalidElement(element, entry: step.entry, context: plan.context)
            }
            applier.source.pop()
            applier.target.pop()
            return true
        }
        return made
    }
}
