/// Nested single models: a property of type `Child` or `Child?` filled
/// through `@object` from an object of the payload.
extension ModelTarget {
    /// Maps `value` into the `Child` stored at `address` (a stored property
    /// of a struct), in place.
    @inline(__always)
    static func mapChild(
        _ value: SourceValue, at address: UnsafeMutableRawPointer, typeName: String, child: MappingPlan<ModelTarget>,
        step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        applier.inNestedObject(value, model: typeName, step: step) { applier in
            var target = ModelTarget(address: address)
            applier.apply(child, value, into: &target)
        }
    }

    /// Maps `value` into the property's `Child` (a new one when it holds
    /// none), read with `get` and stored back with `set`.
    @inline(__always)
    static func mapChild<Root, Child: Mappable>(
        _ value: SourceValue, of model: UnsafeMutableRawPointer, _: Root.Type, get: (Root) -> Child?,
        set: (inout Root, Child) -> Void, typeName: String, child: MappingPlan<ModelTarget>, step: PlanStep<ModelTarget>,
        applier: inout Applier
    ) {
        applier.inNestedObject(value, model: typeName, step: step) { applier in
            let root = model.assumingMemoryBound(to: Root.self)
            var nested = get(root.pointee) ?? Child()
            withUnsafeMutablePointer(to: &nested) { pointer in
                var target = ModelTarget(pointer)
                applier.apply(child, value, into: &target)
            }
            set(&root.pointee, nested)
        }
    }
}

extension Applier {
    /// Runs `body` with a nested model step's paths pushed when `value` is
    /// an object; otherwise records that an object of type `model` was
    /// expected, and maps nothing.
    @inline(__always)
    mutating func inNestedObject(
        _ value: SourceValue, model: String, step: PlanStep<ModelTarget>, _ body: (inout Applier) -> Void
    ) {
        guard kind(value) == .object else {
            recordFound(.expectedObject, value, step: step) { .expectedObject(model: model, found: $0) }
            return
        }
        atEntry(step, body)
    }
}
