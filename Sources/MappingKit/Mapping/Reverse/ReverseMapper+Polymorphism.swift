extension ReverseMapper {
    /// A model of a polymorphic property as JSON: written with the context
    /// of the case whose class is the model's type, and the case's value
    /// written back at the `@switch` key path (unless the context wrote
    /// one); a model no case names is written with `@default`, without a
    /// type field.
    func polymorphicJSON(_ model: any Mappable, _ object: ObjectMapping, depth: Int) throws(MappingConfigurationError) -> JSON {
        try polymorphic(Swift.type(of: model), object) { (mapping) throws(MappingConfigurationError) in
            try model.reverseMapped(self, context: mapping.contextIndex, depth: depth)
        }
    }

    /// A value of type `type` written by `write` with the mapping `object`
    /// chooses for it: without `@switch`, `object` itself; with it, the case
    /// whose class is `type`, its value written back at the `@switch` key
    /// path (unless `write` wrote one), else `@default` (or `object`),
    /// without a type field. `Encodable` values are written with it too.
    func polymorphic<Failure: Error>(
        _ type: Any.Type, _ object: ObjectMapping, _ write: (ObjectMapping) throws(Failure) -> JSON
    ) throws(Failure) -> JSON {
        guard let polymorphism = object.polymorphism else { return try write(object) }
        guard let match = polymorphicCase(of: type, in: polymorphism) else {
            return try write(polymorphism.defaultMapping ?? object)
        }
        var json = try write(match.mapping)
        if case .object(var members) = json {
            members.insertIfAbsent(Polymorphism.fieldValue(match.value), at: polymorphism.keyPath)
            json = .object(members)
        }
        return json
    }

    /// The case whose `@class` is registered as `type` (a ``Mappable`` or a
    /// `Decodable` type), if any.
    func polymorphicCase(of type: Any.Type, in polymorphism: Polymorphism) -> Polymorphism.Case? {
        let identifier = ObjectIdentifier(type)
        return polymorphism.cases.first { item in
            guard let name = item.mapping.className, let models = storage.models else { return false }
            let registered: Any.Type? = models.info(named: name)?.type ?? models.decodable(named: name)?.type
            return registered.map(ObjectIdentifier.init) == identifier
        }
    }
}
