/// `M?` with its model type known, for typed nested mapping.
protocol OptionalModelHolder {
    associatedtype SingleModel: Mappable
    var singleModel: SingleModel? { get }
    init(singleModel: SingleModel)
}

extension Optional: OptionalModelHolder where Wrapped: Mappable {
    var singleModel: Wrapped? { self }
    init(singleModel: Wrapped) { self = .some(singleModel) }
}
