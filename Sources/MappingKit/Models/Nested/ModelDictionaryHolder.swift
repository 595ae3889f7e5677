/// `[String: M]` and `[String: M]?` with their model type known: a
/// dictionary of models filled from a JSON object keyed by identifiers.
protocol ModelDictionaryHolder {
    associatedtype ElementModel: Mappable
    var modelsByKey: [String: ElementModel] { get }
    init(modelsByKey: [String: ElementModel])
}

extension Dictionary: ModelDictionaryHolder where Key == String, Value: Mappable {
    var modelsByKey: [String: Value] { self }
    init(modelsByKey: [String: Value]) { self = modelsByKey }
}

extension Optional: ModelDictionaryHolder where Wrapped: ModelDictionaryHolder {
    var modelsByKey: [String: Wrapped.ElementModel] { self?.modelsByKey ?? [:] }
    init(modelsByKey: [String: Wrapped.ElementModel]) { self = .some(Wrapped(modelsByKey: modelsByKey)) }
}
