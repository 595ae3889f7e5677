/// `[M]` and `[M]?` with their model type known, for typed nested mapping.
protocol ModelArrayHolder {
    associatedtype ElementModel: Mappable
    var elementModels: [ElementModel] { get }
    init(elementModels: [ElementModel])
}

extension Array: ModelArrayHolder where Element: Mappable {
    var elementModels: [Element] { self }
    init(elementModels: [Element]) { self = elementModels }
}

/// `[M]?` holds a collection too; `nil` reads as empty.
extension Optional: ModelArrayHolder where Wrapped: ModelArrayHolder {
    var elementModels: [Wrapped.ElementModel] { self?.elementModels ?? [] }
    init(elementModels: [Wrapped.ElementModel]) { self = .some(Wrapped(elementModels: elementModels)) }
}
