/// Polymorphic properties (`[any Event]`, `(any Event)?`): each object
/// picks its case by its type field, and the case's model type is created
/// and mapped with the case's plan.
extension ModelTarget {
    /// Each object element of the array `value` becomes the model its case
    /// makes, in payload order; one whose value matches no case is skipped
    /// after an issue.
    static func mapPolymorphicArray<Root, Element>(
        _ value: SourceValue, of model: UnsafeMutableRawPointer, _: Root.Type, get: (Root) -> [Element],
        set: (inout Root, [Element]) -> Void, table: SwitchTable<CaseMaker>, step: PlanStep<ModelTarget>,
        applier: inout Applier
    ) {
        guard applier.kind(value) == .array else {
            applier.recordFound(.expectedArray, value, step: step) { .expectedArray(model: "\(Element.self)", found: $0) }
            return
        }
        let root = model.assumingMemoryBound(to: Root.self)
        let existing = step.entry.clearsContent ? [] : get(root.pointee)
        let first = step.entry.insertsAtBeginning ? 0 : existing.count
        let inserted = applier.atEntry(step) { applier in
            applier.mapSwitchedElements(of: value, table: table, first: first, entry: step.entry, context: step.context) {
                applier, maker, element in
                store(maker.make(&applier, element), as: Element.self, step: step, applier: &applier)
            }
        }
        set(&root.pointee, step.entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }

    /// The object `value` becomes the model its case makes.
    static func mapPolymorphicSingle<Root, Element>(
        _ value: SourceValue, of model: UnsafeMutableRawPointer, _: Root.Type, set: (inout Root, Element) -> Void,
        table: SwitchTable<CaseMaker>, typeName: String, step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        applier.inNestedObject(value, model: typeName, step: step) { applier in
            guard let maker = applier.choose(table, for: value, entry: step.entry, context: step.context),
                let item = store(maker.make(&applier, value), as: Element.self, step: step, applier: &applier)
            else { return }
            set(&model.assumingMemoryBound(to: Root.self).pointee, item)
        }
    }

    /// The made model as the property's element type; `nil` after an issue
    /// when it is not one (load-time validation rules this out).
    private static func store<Element>(
        _ made: Any, as _: Element.Type, step: PlanStep<ModelTarget>, applier: inout Applier
    ) -> Element? {
        if let item = made as? Element { return item }
        applier.record(
            .cannotStore, entry: step.entry, context: step.context,
            problem: .cannotStoreModel(type: "\(type(of: made))", property: step.entry.property), atCurrentPath: true)
        return nil
    }
}

/// How a polymorphic property makes one case's model: a new model of the
/// case's type, mapped from the element with the case's plan.
struct CaseMaker {
    let make: (inout Applier, SourceValue) -> Any
}
