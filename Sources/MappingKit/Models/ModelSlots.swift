/// Property types that hold one nested model: `M` and `M?`.
protocol SingleModelSlot {
    static var slotModelType: any Mappable.Type { get }
    var slotModel: (any Mappable)? { get }
    static func slot(wrapping model: any Mappable) -> Self?
}

/// Property types that hold a collection of models: `[M]` and `[M]?`.
protocol ModelCollectionSlot {
    static var slotModelType: any Mappable.Type { get }
    var slotModels: [any Mappable] { get }
    static func slot(wrapping models: [any Mappable]) -> Self?
}

extension Optional: SingleModelSlot where Wrapped: Mappable {
    static var slotModelType: any Mappable.Type { Wrapped.self }
    var slotModel: (any Mappable)? { self }
    static func slot(wrapping model: any Mappable) -> Wrapped?? { (model as? Wrapped).map { .some($0) } }
}

extension Array: ModelCollectionSlot where Element: Mappable {
    static var slotModelType: any Mappable.Type { Element.self }
    var slotModels: [any Mappable] { self }
    static func slot(wrapping models: [any Mappable]) -> [Element]? {
        var result: [Element] = []
        result.reserveCapacity(models.count)
        for model in models {
            guard let element = model as? Element else { return nil }
            result.append(element)
        }
        return result
    }
}

/// `[M]?` holds a collection too; `nil` reads as empty.
extension Optional: ModelCollectionSlot where Wrapped: ModelCollectionSlot {
    static var slotModelType: any Mappable.Type { Wrapped.slotModelType }
    var slotModels: [any Mappable] { self?.slotModels ?? [] }
    static func slot(wrapping models: [any Mappable]) -> Wrapped?? { Wrapped.slot(wrapping: models).map { .some($0) } }
}

/// Nested models, creatable by the applier.
extension Mappable {
    static func makeEmpty() -> any Mappable { Self() }
}
