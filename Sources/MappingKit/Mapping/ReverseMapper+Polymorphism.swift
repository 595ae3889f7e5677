extension ReverseMapper {
    /// A model of a polymorphic property as JSON: written with the context
    /// of the case whose class is the model's type, and the case's value
    /// written back at the `@switch` key path (unless the context wrote
    /// one); a model no case names is written with `@default`, without a
    /// type field.
    func polymorphicJSON(_ model: any Mappable, _ object: ObjectMapping, depth: Int) -> JSON {
        guard let polymorphism = object.polymorphism else {
            return model.reverseMapped(self, context: object.contextIndex, depth: depth)
        }
        let type = ObjectIdentifier(Swift.type(of: model))
        func isModelType(_ mapping: ObjectMapping) -> Bool {
            guard let name = mapping.className, let info = storage.models?.info(named: name) else { return false }
            return ObjectIdentifier(info.type) == type
        }
        guard let match = polymorphism.cases.first(where: { isModelType($0.mapping) }) else {
            return model.reverseMapped(self, context: (polymorphism.defaultMapping ?? object).contextIndex, depth: depth)
        }
        var json = model.reverseMapped(self, context: match.mapping.contextIndex, depth: depth)
        if case .object(var members) = json {
            members.insertIfAbsent(Polymorphism.fieldValue(match.value), at: polymorphism.keyPath)
            json = .object(members)
        }
        return json
    }
}
