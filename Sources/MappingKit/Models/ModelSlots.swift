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


/// `M?` with its model type known, for typed nested mapping.
protocol OptionalModelSlot {
    associatedtype SingleModel: Mappable
    var singleModel: SingleModel? { get }
    init(singleModel: SingleModel)
}

/// `[M]` and `[M]?` with their model type known, for typed nested mapping.
protocol ModelArraySlot {
    associatedtype ElementModel: Mappable
    var elementModels: [ElementModel] { get }
    init(elementModels: [ElementModel])
}

extension Optional: OptionalModelSlot where Wrapped: Mappable {
    var singleModel: Wrapped? { self }
    init(singleModel: Wrapped) { self = .some(singleModel) }
}

extension Array: ModelArraySlot where Element: Mappable {
    var elementModels: [Element] { self }
    init(elementModels: [Element]) { self = elementModels }
}

extension Optional: ModelArraySlot where Wrapped: ModelArraySlot {
    var elementModels: [Wrapped.ElementModel] { self?.elementModels ?? [] }
    init(elementModels: [Wrapped.ElementModel]) { self = .some(Wrapped(elementModels: elementModels)) }
}

/// `[String: M]` and `[String: M]?` with their model type known: a
/// dictionary of models filled from a JSON object keyed by identifiers.
protocol ModelDictionarySlot {
    associatedtype ElementModel: Mappable
    var modelsByKey: [String: ElementModel] { get }
    init(modelsByKey: [String: ElementModel])
}

extension Dictionary: ModelDictionarySlot where Key == String, Value: Mappable {
    var modelsByKey: [String: Value] { self }
    init(modelsByKey: [String: Value]) { self = modelsByKey }
}

extension Optional: ModelDictionarySlot where Wrapped: ModelDictionarySlot {
    var modelsByKey: [String: Wrapped.ElementModel] { self?.modelsByKey ?? [:] }
    init(modelsByKey: [String: Wrapped.ElementModel]) { self = .some(Wrapped(modelsByKey: modelsByKey)) }
}

extension ModelDictionarySlot {
    /// The model type, and the models as existentials for reverse mapping
    /// (`nil` when the property is `nil`).
    static var dictionaryModelType: any Mappable.Type { ElementModel.self }
    var erasedModelsByKey: [String: any Mappable]? {
        if let optional = self as? any OptionalType, optional.isNil { return nil }
        return modelsByKey.mapValues { $0 as any Mappable }
    }
}
