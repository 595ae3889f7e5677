/// How a nested model property (`M`, `M?`, `[M]`, `[M]?`) becomes a typed
/// plan step: made once per property, where its value type is opened, and
/// bound to a child plan when a plan is built.
struct NestedBinder<Root> {
    /// The step for `mapping`, with the child plan of its context.
    let bind: (inout ModelPlanBuilder, ObjectMapping) -> ModelNested

    /// `modelArray`: the specialised array work of a `[Child]` property
    /// declared with `.property(_:_:)`.
    static func make<Value>(
        _: Value.Type, _ keyPath: WritableKeyPath<Root, Value>, modelArray: ModelArrayAccess? = nil
    ) -> NestedBinder? {
        if let model = Value.self as? any Mappable.Type { return single(model, keyPath) }
        if let slot = Value.self as? any OptionalModelSlot.Type { return optional(slot, keyPath) }
        if let slot = Value.self as? any ModelArraySlot.Type { return array(slot, keyPath, modelArray) }
        if let slot = Value.self as? any ModelDictionarySlot.Type { return dictionary(slot, keyPath) }
        return nil
    }

    private static func single<Child: Mappable>(_: Child.Type, _ keyPath: AnyKeyPath) -> NestedBinder? {
        guard let writable = keyPath as? WritableKeyPath<Root, Child> else { return nil }
        let offset = MemoryLayout<Root>.offset(of: writable)
        return NestedBinder { builder, mapping in
            builder.single(
                Child.self, mapping: mapping, get: { (root: Root) -> Child? in root[keyPath: writable] },
                set: { (root: inout Root, child: Child) in root[keyPath: writable] = child }, offset: offset)
        }
    }

    private static func optional<Slot: OptionalModelSlot>(_: Slot.Type, _ keyPath: AnyKeyPath) -> NestedBinder? {
        guard let writable = keyPath as? WritableKeyPath<Root, Slot> else { return nil }
        return NestedBinder { builder, mapping in
            builder.single(
                Slot.SingleModel.self, mapping: mapping, get: { (root: Root) -> Slot.SingleModel? in root[keyPath: writable].singleModel },
                set: { (root: inout Root, child: Slot.SingleModel) in root[keyPath: writable] = Slot(singleModel: child) }, offset: nil)
        }
    }

    private static func array<Slot: ModelArraySlot>(_: Slot.Type, _ keyPath: AnyKeyPath, _ modelArray: ModelArrayAccess?) -> NestedBinder? {
        guard let writable = keyPath as? WritableKeyPath<Root, Slot> else { return nil }
        return NestedBinder { builder, mapping in
            builder.collection(
                Slot.ElementModel.self, mapping: mapping, get: { (root: Root) -> [Slot.ElementModel] in root[keyPath: writable].elementModels },
                set: { (root: inout Root, items: [Slot.ElementModel]) in root[keyPath: writable] = Slot(elementModels: items) },
                specialised: modelArray)
        }
    }

    private static func dictionary<Slot: ModelDictionarySlot>(_: Slot.Type, _ keyPath: AnyKeyPath) -> NestedBinder? {
        guard let writable = keyPath as? WritableKeyPath<Root, Slot> else { return nil }
        return NestedBinder { builder, mapping in
            builder.dictionary(
                Slot.ElementModel.self, mapping: mapping,
                get: { (root: Root) -> [String: Slot.ElementModel] in root[keyPath: writable].modelsByKey },
                set: { (root: inout Root, items: [String: Slot.ElementModel]) in root[keyPath: writable] = Slot(modelsByKey: items) })
        }
    }
}
