/// Builds the plans of model types: a plan and every plan its steps lead
/// to (nested models, `@self` objects), registered before its steps are
/// built so recursive contexts find it. It binds data only: each nested
/// step it makes calls ``ModelTarget``'s function for its shape.
struct ModelPlanBuilder: NestedModelBinder {
    let storage: SharedCatalog
    var plans: [PlanCache.PlanKey: MappingPlan<ModelTarget>]
    /// While a property of a class model is bound: its offset in the
    /// object, when ``ClassFields`` found it a stored field (set by
    /// ``ModelActionHooks/nestedAction(_:_:builder:)`` around the binding).
    var bindingObjectOffset: Int?

    mutating func plan<Root: Mappable>(_ context: Int, for _: Root.Type) -> MappingPlan<ModelTarget> {
        let key = PlanCache.PlanKey(context: context, type: ObjectIdentifier(Root.self))
        if let plan = plans[key] { return plan }
        let plan = MappingPlan<ModelTarget>(contextIndex: context, context: storage.contexts[context])
        plans[key] = plan
        let steps = ModelActionHooks(descriptor: ModelDescriptor.of(Root.self))
        plan.finish(steps.steps(of: plan, transformers: storage.transformers, builder: &self))
        return plan
    }

    /// A nested single model: a property of type `Child` or `Child?`. With
    /// `offset` (a stored `Child` of a struct) the child is mapped in place,
    /// and no `Child?` is made (whose type metadata would be looked up on
    /// every call).
    mutating func single<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> Child?, set: @escaping (inout Root, Child) -> Void,
        offset: Int?
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        let typeName = "\(Child.self)"
        if let offset {
            return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step in
                ModelTarget.mapChild(value, at: model + offset, typeName: typeName, child: child.plan, step: step, applier: &applier)
            }
        }
        if let objectOffset = bindingObjectOffset {
            // A stored struct of a class model, in place in the object the
            // model's address holds a reference to.
            return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step in
                let object = model.load(as: UnsafeMutableRawPointer.self)
                ModelTarget.mapChild(value, at: object + objectOffset, typeName: typeName, child: child.plan, step: step, applier: &applier)
            }
        }
        return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step in
            ModelTarget.mapChild(
                value, of: model, Root.self, get: get, set: set, typeName: typeName, child: child.plan, step: step, applier: &applier)
        }
    }

    /// A nested collection: a property of type `[Child]` or `[Child]?`.
    /// With `specialised` (a `[Child]` declared with `.property(_:_:)`),
    /// the array work is done by code compiled for `Child`.
    mutating func collection<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Child], set: @escaping (inout Root, [Child]) -> Void,
        specialised: ModelArrayAccess?
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        return ModelNested(typeName: "[\(Child.self)]", isCollection: true) { applier, model, value, step in
            ModelTarget.mapArray(
                value, of: model, Root.self, get: get, set: set, specialised: specialised, child: child.plan, step: step,
                applier: &applier)
        }
    }

    /// A nested dictionary: a property of type `[String: Child]` or
    /// `[String: Child]?`, its `@key` property's setters resolved here.
    mutating func dictionary<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [String: Child],
        set: @escaping (inout Root, [String: Child]) -> Void
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        // Load-time validation checked that the key property exists.
        var keySetters: PropertySetters?
        if let name = mapping.keyProperty, let accessor = ModelDescriptor.of(Child.self).accessors[name] {
            keySetters = PropertySetters(accessor)
        }
        return ModelNested(typeName: "[String: \(Child.mappingTypeName)]", isCollection: false) { applier, model, value, step in
            ModelTarget.mapDictionary(
                value, of: model, Root.self, get: get, set: set, keySetters: keySetters, child: child.plan, step: step,
                applier: &applier)
        }
    }

    /// A polymorphic collection: each element's case makes its model.
    mutating func polymorphicCollection<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Element], set: @escaping (inout Root, [Element]) -> Void
    ) -> ModelNested {
        let table = SwitchTable(mapping) { caseMaker($0) }
        return ModelNested(typeName: "[\(Element.self)]", isCollection: true) { applier, model, value, step in
            ModelTarget.mapPolymorphicArray(value, of: model, Root.self, get: get, set: set, table: table, step: step, applier: &applier)
        }
    }

    /// A polymorphic single model: the object's case makes the model.
    mutating func polymorphicSingle<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, set: @escaping (inout Root, Element) -> Void
    ) -> ModelNested {
        let table = SwitchTable(mapping) { caseMaker($0) }
        let typeName = "\(Element.self)"
        return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step in
            ModelTarget.mapPolymorphicSingle(
                value, of: model, Root.self, set: set, table: table, typeName: typeName, step: step, applier: &applier)
        }
    }

    /// The maker of a case: its class from the registry; `nil` when it has
    /// none (load-time validation reported it).
    private mutating func caseMaker(_ mapping: ObjectMapping) -> CaseMaker? {
        guard let name = mapping.className ?? storage.contexts[mapping.contextIndex].className,
            let type = storage.models?.info(named: name)?.type
        else { return nil }
        return maker(type, context: mapping.contextIndex)
    }

    private mutating func maker<C: Mappable>(_: C.Type, context: Int) -> CaseMaker {
        let child = PlanLink(plan: plan(context, for: C.self))
        return CaseMaker { applier, element in
            var item = C()
            withUnsafeMutablePointer(to: &item) { pointer in
                var target = ModelTarget(pointer)
                applier.apply(child.plan, element, into: &target)
            }
            return item
        }
    }
}
