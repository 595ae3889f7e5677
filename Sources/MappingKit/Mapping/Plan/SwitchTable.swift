/// A `@switch` resolved when a plan is built: the type field's keys, and
/// what each case (and the default) does: a child plan for JSON, a maker
/// of the case's model type for models.
struct SwitchTable<Choice> {
    let keyPath: MappingKeyPath
    let keys: [MappingKeyPath.Key]
    let cases: [String: Choice]
    let fallback: Choice?
    /// The case values in file order, for the issue of a value none matches.
    let known: [String]

    /// The table of `mapping`: its `@switch`, or, for an `@object` without
    /// one (a polymorphic property mapped with one context), a table whose
    /// default is that mapping.
    init(_ mapping: ObjectMapping, _ choice: (ObjectMapping) -> Choice?) {
        guard let polymorphism = mapping.polymorphism else {
            keyPath = .wholeSource
            keys = []
            cases = [:]
            fallback = choice(mapping)
            known = []
            return
        }
        keyPath = polymorphism.keyPath
        keys = polymorphism.keyPath.keys
        var cases: [String: Choice] = [:]
        for item in polymorphism.cases where cases[item.value] == nil {
            if let made = choice(item.mapping) { cases[item.value] = made }
        }
        self.cases = cases
        fallback = polymorphism.defaultMapping.flatMap(choice)
        known = polymorphism.knownValues
    }
}
