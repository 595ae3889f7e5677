/// Writing `Encodable` values through a context: the mirror of decoding,
/// where an entry names a coding key and a key the context does not name is
/// read under its own name.
///
/// A value is encoded once with its top-level members kept typed; then each
/// entry of the context (its `@reverseMappings` when it has some) takes the
/// member its property names and writes it at its key path: through the
/// transformer's reverse (given the typed value), through the `@object`
/// context (a nested value, an optional, each element of an array or a set,
/// each member of a `[String: Value]`), or as it is. `nil` values, `null`,
/// transformers without a reverse and `@metadata` entries write nothing.
/// The members no entry names are written under their own key, as they are.
/// A member named by the forward entries but left out of `@reverseMappings`
/// is not written.
extension EncodingSession {
    /// The entry and the type a nested value is written from, for the check
    /// of its `@class`.
    struct Holder {
        let entry: MappingEntry
        let ownerName: String
    }

    /// The value whose members a context writes: its type's name, its
    /// coding path, how many contexts deep it is.
    private struct Place {
        let ownerName: String
        let codingPath: [any CodingKey]
        let depth: Int
    }

    /// `value` written through `object`'s context: an optional as what it
    /// holds (`nil` writes nothing), a collection element by element, any
    /// other value as one object.
    func written(
        _ value: any Encodable, through object: ObjectMapping, holder: Holder?, at codingPath: [any CodingKey], depth: Int
    ) throws -> JSON? {
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue as? any Encodable else { return nil }
            return try written(wrapped, through: object, holder: holder, at: codingPath, depth: depth)
        }
        switch EncodableCollection(value) {
        case .elements(let elements)?:
            return .array(try elements.enumerated().map { position, element in
                try written(element, through: object, holder: holder, at: codingPath + [AnyCodingKey(intValue: position)], depth: depth)
                    ?? .null
            })
        case .members(let members)?:
            return .object(JSON.Object(try members.map { key, member in
                let json = try written(member, through: object, holder: holder, at: codingPath + [AnyCodingKey(stringValue: key)], depth: depth)
                return (key, json ?? .null)
            }))
        case nil:
            // A polymorphic element's class is the one its case names, or
            // any for `@default`: its `@class` is not checked.
            let checksClass = object.polymorphism == nil
            return try ReverseMapper(storage: storage).polymorphic(type(of: value), object) { mapping in
                try write(
                    value, context: mapping.contextIndex, className: checksClass ? mapping.className : nil, holder: holder,
                    at: codingPath, depth: depth)
            }
        }
    }

    /// One value written through context `index`; a ``Mappable`` value with
    /// its property table. `className`: the `@class` the value's type must
    /// be when it is registered.
    private func write<T: Encodable>(
        _ value: T, context index: Int, className: String?, holder: Holder?, at codingPath: [any CodingKey], depth: Int
    ) throws -> JSON {
        if let model = value as? any Mappable { return try reverseMapped(model, context: index, depth: depth) }
        guard depth < ReverseMapper.maximumDepth else { return .object([:]) }
        let root = EncodedSlot()
        try encode(value, into: root, at: codingPath, defers: true)
        let members: EncodedSlot.Members? = if case .object(let members) = root.content { members } else { nil }
        try check(T.self, keys: members?.keys ?? [], context: index, className: className, holder: holder)
        guard let members else { return root.json ?? .null }
        var output = JSON.Object()
        var whole: JSON?
        var named = Set<String>()
        let place = Place(ownerName: "\(T.self)", codingPath: codingPath, depth: depth)
        try apply(index, to: members, into: &output, whole: &whole, named: &named, at: place)
        for key in members.keys where !named.contains(key) && output[key] == nil {
            guard let slot = members[key], let json = try json(ofMember: slot, at: codingPath + [AnyCodingKey(stringValue: key)])
            else { continue }
            output[key] = json
        }
        return whole ?? .object(output)
    }

    /// The entries of context `index` (its `@reverseMappings` when it has
    /// some) written from `members`; `named` gathers the keys the context
    /// names, forward or reverse.
    private func apply(
        _ index: Int, to members: EncodedSlot.Members, into output: inout JSON.Object, whole: inout JSON?, named: inout Set<String>,
        at place: Place
    ) throws {
        let depth = place.depth
        let context = storage.contexts[index]
        let writing = storage.contexts[context.reverseIndex ?? index]
        for entry in context.entries + (context.reverseIndex == nil ? [] : writing.entries) where !entry.targetsSelf {
            named.insert(entry.property)
        }
        for entry in writing.entries {
            // `@metadata` is read beside the payload, never written back.
            if entry.keyPath.readsMetadata { continue }
            if entry.targetsSelf {
                guard let object = entry.object, depth + 1 < ReverseMapper.maximumDepth else { continue }
                var nested = JSON.Object()
                var nestedWhole: JSON?
                let deeper = Place(ownerName: place.ownerName, codingPath: place.codingPath, depth: depth + 1)
                try apply(object.contextIndex, to: members, into: &nested, whole: &nestedWhole, named: &named, at: deeper)
                ReverseMapper.insert(nestedWhole ?? .object(nested), at: entry.keyPath, into: &output, whole: &whole)
                continue
            }
            guard let slot = members[entry.property] else { continue }
            let path = place.codingPath + [AnyCodingKey(stringValue: entry.property)]
            var value: JSON?
            if let name = entry.transformer {
                guard let reverse = storage.transformers.transformer(named: name)?.reverse, let typed = slot.typedValue, !isNil(typed)
                else { continue }
                value = try? reverse(unwrapped(typed), entry.transformUserData)
            } else if let object = entry.object {
                if case .deferred(let nested) = slot.content {
                    let holder = Holder(entry: entry, ownerName: place.ownerName)
                    value = try written(nested, through: object, holder: holder, at: path, depth: depth + 1)
                } else {
                    // Written through a nested container: as it is.
                    value = slot.json
                }
            } else {
                value = try json(ofMember: slot, at: path)
            }
            guard let value, value != .null else { continue }
            ReverseMapper.insert(value, at: entry.keyPath, into: &output, whole: &whole)
        }
    }

    /// A ``Mappable`` value met among `Encodable` ones: written with its
    /// property table, after the check `json(from:)` makes for it.
    private func reverseMapped(_ model: any Mappable, context index: Int, depth: Int) throws -> JSON {
        func open<M: Mappable>(_ model: M) throws -> JSON {
            try storage.plans.checkReverse(index, for: M.self, in: storage)
            return ReverseMapper(storage: storage).json(from: model, context: index, depth: depth)
        }
        return try open(model)
    }

    /// Checks, once per call and per catalog, that context `index` fits
    /// `T`, by what the first value written encoded.
    private func check<T>(_: T.Type, keys: [String], context index: Int, className: String?, holder: Holder?) throws {
        guard checked.insert(PlanCache.PlanKey(context: index, type: ObjectIdentifier(T.self))).inserted else { return }
        let tables = storage.tables
        try storage.plans.checkEncodable(index, for: T.self) { () throws(MappingConfigurationError) in
            try ModelValidator.checkEncodable(T.self, keys: keys, context: index, className: className, holder: holder, tables: tables)
        }
    }
}
