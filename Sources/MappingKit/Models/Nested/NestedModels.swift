/// The models a nested-model property holds now, for reverse mapping.
enum NestedModels {
    /// One model (`M`, a non-`nil` `M?`).
    case one(any Mappable)
    /// A collection, in order.
    case many([any Mappable])
    /// Models by key.
    case keyed([String: any Mappable])
}
