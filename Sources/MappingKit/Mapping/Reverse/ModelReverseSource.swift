/// A ``Mappable`` model as ``ReverseWriter`` reads it: its property table's
/// accessors.
struct ModelReverseSource<M: Mappable>: ReverseSource {
    let model: M
    let descriptor: ModelDescriptor<M>
    let mapper: ReverseMapper

    func property(named name: String) -> PropertyAccessor<M>? { descriptor.accessors[name] }

    func typedValue(of property: PropertyAccessor<M>) -> Any? { property.getAny(model) }

    func nested(
        _ property: PropertyAccessor<M>, named _: String, through object: ObjectMapping, depth: Int
    ) throws(MappingConfigurationError) -> JSON? {
        guard let nested = property.nested else { return property.json(model) }
        let polymorphic = nested.modelType == nil
        func written(_ item: any Mappable) throws(MappingConfigurationError) -> JSON {
            polymorphic
                ? try mapper.polymorphicJSON(item, object, depth: depth)
                : try item.reverseMapped(mapper, context: object.contextIndex, depth: depth)
        }
        switch nested.models(in: model) {
        case nil:
            return nil
        case .one(let item)?:
            return try written(item)
        case .many(let items)?:
            var elements: [JSON] = []
            elements.reserveCapacity(items.count)
            for item in items { elements.append(try written(item)) }
            return .array(elements)
        case .keyed(let items)?:
            // Keyed as the payload was, in key order.
            var members = JSON.Object()
            for (key, item) in items.sorted(by: { $0.key < $1.key }) { members[key] = try written(item) }
            return .object(members)
        }
    }

    func plain(_ property: PropertyAccessor<M>, named _: String) -> JSON? { property.json(model) }
}
