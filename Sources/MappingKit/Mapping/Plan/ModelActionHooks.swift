/// The hooks of the plan of a model type `Root`: its properties' setters
/// and nested steps (see ``PlanActionTree``).
struct ModelActionHooks<Root: Mappable>: PlanActionTree {
    let descriptor: ModelDescriptor<Root>

    func selfPlan(_ mapping: ObjectMapping, builder: inout ModelPlanBuilder) -> PlanLink<ModelTarget> {
        PlanLink(plan: builder.plan(mapping.contextIndex, for: Root.self))
    }

    func selfDestination(of entry: MappingEntry) -> PropertySetters {
        PropertySetters(replacing: Root.self)
    }

    func destination(of entry: MappingEntry) -> PropertySetters? {
        guard let accessor = descriptor.accessors[entry.property] else { return nil }
        return PropertySetters(accessor)
    }

    func missingProperty(_ entry: MappingEntry) -> PlanAction<ModelTarget> {
        .noProperty(model: "\(Root.self)")
    }

    func nestedAction(_ entry: MappingEntry, _ mapping: ObjectMapping, builder: inout ModelPlanBuilder) -> PlanAction<ModelTarget>? {
        guard let accessor = descriptor.accessors[entry.property], let nested = accessor.nested else { return nil }
        builder.bindingObjectOffset = accessor.objectOffset
        defer { builder.bindingObjectOffset = nil }
        return .nested(nested.bind(mapping, with: &builder))
    }
}
