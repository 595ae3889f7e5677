extension Applier {
    /// Maps one root value (a payload or an element of an array payload);
    /// `false` after an `invalidElement` issue when it is not an object.
    /// With `acceptingArray` (the caller asked for the whole payload as one
    /// object: `mappings apply --object`), an array is mapped too, its
    /// entries' key paths reading it.
    @discardableResult
    mutating func mapRoot<Target: MappingTarget>(
        _ value: SourceValue, into target: inout Target, plan: MappingPlan<Target>, acceptingArray: Bool = false
    ) -> Bool {
        let kind = kind(value)
        guard kind == .object || plan.readsSelfOnly || (acceptingArray && kind == .array) else {
            recordRootNotObject(value, context: plan.context, contextIndex: plan.contextIndex)
            return false
        }
        apply(plan, value, into: &target)
        return true
    }

    /// Maps one root value into a model (see ``mapRoot(_:into:plan:)``).
    @discardableResult
    mutating func mapModelRoot<M: Mappable>(_ value: SourceValue, into model: inout M, plan: MappingPlan<ModelTarget>) -> Bool {
        withUnsafeMutablePointer(to: &model) { pointer in
            var target = ModelTarget(pointer)
            return mapRoot(value, into: &target, plan: plan)
        }
    }

    /// Maps `value` into `object` with `plan` (the object is moved into the
    /// target and back, never copied).
    @discardableResult
    mutating func mapJSONRoot(
        _ value: SourceValue, into object: inout JSON.Object, plan: MappingPlan<JSONObjectTarget>, acceptingArray: Bool = false
    ) -> Bool {
        guard !object.isEmpty else {
            var target = JSONObjectTarget(newFor: plan)
            defer { object = target.object }
            return mapRoot(value, into: &target, plan: plan, acceptingArray: acceptingArray)
        }
        var target = JSONObjectTarget(object: JSON.Object())
        swap(&target.object, &object)
        defer { swap(&target.object, &object) }
        return mapRoot(value, into: &target, plan: plan, acceptingArray: acceptingArray)
    }

    /// Records a root value (or an element of a root array) that is not an
    /// object: an `invalidElement` issue about the context, the value
    /// counted among the context's objects (so the summary's "k of n"
    /// counts it), at its own index in a root array (the source's last
    /// component), not at the next kept item's.
    mutating func recordRootNotObject(_ value: SourceValue, context: CompiledContext, contextIndex: Int) {
        countObject(contextIndex)
        let found = payloadValue(value)
        guard case .index(let position)? = source.last, case .index? = target.last else {
            return recordAtContext(.elementNotObject, context: context, problem: .elementNotObject(found: found.summary))
        }
        atDroppedElement(position) { applier in
            applier.recordAtContext(.elementNotObject, context: context, problem: .elementNotObject(found: found.summary))
        }
    }
}
