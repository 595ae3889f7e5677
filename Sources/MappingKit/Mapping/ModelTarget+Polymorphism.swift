/// Polymorphic properties: each object picks its case by its type field,
/// and the case's model type is created and mapped with the case's plan.
struct CaseMaker {
    /// A new model of the case's type, mapped from the element.
    let make: (inout Applier, SourceValue) -> Any
}

extension ModelPlanBuilder {
    /// The maker of a case: its class from the registry; `nil` when it has
    /// none (load-time validation reported it).
    mutating func caseMaker(_ mapping: ObjectMapping) -> CaseMaker? {
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

    /// A polymorphic collection: each object element becomes the model its
    /// case makes, in payload order; one whose value matches no case is
    /// skipped after an issue.
    mutating func polymorphicCollection<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Element], set: @escaping (inout Root, [Element]) -> Void
    ) -> ModelNested {
        let table = SwitchTable(mapping) { caseMaker($0) }
        return ModelNested(typeName: "[\(Element.self)]", isCollection: true) { applier, model, value, step, plan in
            guard applier.kind(value) == .array else {
                applier.recordFound(.expectedArray, value, step: step, plan: plan) { .expectedArray(model: "\(Element.self)", found: $0) }
                return
            }
            let root = model.assumingMemoryBound(to: Root.self)
            let existing = step.entry.clearsContent ? [] : get(root.pointee)
            applier.source.push(step.entry.keyPath)
            applier.target.push(.key(step.entry.property))
            let first = step.entry.insertsAtBeginning ? 0 : existing.count
            let inserted = applier.mapSwitchedElements(
                of: value, table: table, first: first, entry: step.entry, context: plan.context
            ) { applier, maker, element in
                Self.store(maker.make(&applier, element), as: Element.self, step: step, plan: plan, applier: &applier)
            }
            applier.source.pop(step.keys.count)
            applier.target.pop()
            set(&root.pointee, step.entry.insertsAtBeginning ? inserted + existing : existing + inserted)
        }
    }

    /// A polymorphic single model: the object becomes the model its case makes.
    mutating func polymorphicSingle<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, set: @escaping (inout Root, Element) -> Void
    ) -> ModelNested {
        let table = SwitchTable(mapping) { caseMaker($0) }
        let typeName = "\(Element.self)"
        return ModelNested(typeName: typeName, isCollection: false) { applier, model, value, step, plan in
            applier.inNestedObject(value, model: typeName, step: step, plan: plan) { applier in
                guard let maker = applier.choose(table, for: value, entry: step.entry, context: plan.context),
                    let item = Self.store(maker.make(&applier, value), as: Element.self, step: step, plan: plan, applier: &applier)
                else { return }
                set(&model.assumingMemoryBound(to: Root.self).pointee, item)
            }
        }
    }

    /// The made model as the property's element type; `nil` after an issue
    /// when it is not one (load-time validation rules this out).
    private static func store<Element>(
        _ made: Any, as _: Element.Type, step: PlanStep<ModelTarget>, plan: MappingPlan<ModelTarget>, applier: inout Applier
    ) -> Element? {
        if let item = made as? Element { return item }
        applier.record(
            .cannotStore, entry: step.entry, context: plan.context,
            problem: .cannotStoreModel(type: "\(type(of: made))", property: step.entry.property), atCurrentPath: true)
        return nil
    }
}
