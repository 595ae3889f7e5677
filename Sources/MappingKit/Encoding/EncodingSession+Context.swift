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
    /// `value` written through `object`'s context: an optional as what it
    /// holds (`nil` writes nothing), a collection element by element, any
    /// other value as one object.
    func written(_ value: any Encodable, through object: ObjectMapping, at codingPath: [any CodingKey], depth: Int) throws -> JSON? {
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue as? any Encodable else { return nil }
            return try written(wrapped, through: object, at: codingPath, depth: depth)
        }
        switch EncodableCollection(value) {
        case .elements(let elements)?:
            return .array(try elements.enumerated().map { position, element in
                try written(element, through: object, at: codingPath + [AnyCodingKey(intValue: position)], depth: depth) ?? .null
            })
        case .members(let members)?:
            return .object(JSON.Object(try members.map { key, member in
                (key, try written(member, through: object, at: codingPath + [AnyCodingKey(stringValue: key)], depth: depth) ?? .null)
            }))
        case nil:
            return try ReverseMapper(storage: storage).polymorphic(type(of: value), object) { mapping in
                try write(value, context: mapping.contextIndex, at: codingPath, depth: depth)
            }
        }
    }

    /// One value written through context `index`; a ``Mappable`` value with
    /// its property table.
    private func write<T: Encodable>(_ value: T, context index: Int, at codingPath: [any CodingKey], depth: Int) throws -> JSON {
        if let model = value as? any Mappable { return try reverseMapped(model, context: index, depth: depth) }
        guard depth < ReverseMapper.maximumDepth else { return .object([:]) }
        let root = EncodedSlot()
        try encode(value, into: root, at: codingPath, defers: true)
        let members: EncodedSlot.Members? = if case .object(let members) = root.content { members } else { nil }
        try check(T.self, keys: members?.keys ?? [], context: index)
        guard let members else { return root.json ?? .null }
        var output = ReverseOutput()
        var named = Set<String>()
        try apply(index, to: members, into: &output, named: &named, at: codingPath, depth: depth)
        for key in members.keys where !named.contains(key) {
            guard let slot = members[key], let json = try json(ofMember: slot, at: codingPath + [AnyCodingKey(stringValue: key)])
            else { continue }
            output.add(json, under: key)
        }
        return output.json
    }

    /// The entries of context `index` (its `@reverseMappings` when it has
    /// some) written from `members` by ``ReverseWriter``; `named` gathers the
    /// keys the context names, forward or reverse (and those of the
    /// contexts its `@self` entries merge).
    private func apply(
        _ index: Int, to members: EncodedSlot.Members, into output: inout ReverseOutput, named: inout Set<String>,
        at codingPath: [any CodingKey], depth: Int
    ) throws {
        collectNames(index, into: &named, depth: depth)
        let source = EncodedMembersSource(members: members, session: self, codingPath: codingPath)
        try ReverseWriter(storage: storage).write(source, context: index, into: &output, depth: depth)
    }

    /// The properties context `index` names, forward and reverse, and those
    /// of the contexts its `@self` entries merge.
    private func collectNames(_ index: Int, into named: inout Set<String>, depth: Int) {
        guard depth < ReverseWriter.maximumDepth else { return }
        let context = storage.contexts[index]
        let writing = storage.contexts[context.reverseIndex ?? index]
        for entry in context.entries + (context.reverseIndex == nil ? [] : writing.entries) {
            if entry.targetsSelf {
                if let object = entry.object { collectNames(object.contextIndex, into: &named, depth: depth + 1) }
            } else {
                named.insert(entry.property)
            }
        }
    }

    /// A ``Mappable`` value met among `Encodable` ones: written with its
    /// property table, after the check `json(from:)` makes for it.
    private func reverseMapped(_ model: any Mappable, context index: Int, depth: Int) throws -> JSON {
        func open<M: Mappable>(_ model: M) throws -> JSON {
            try storage.plans.checkReverse(index, for: M.self, in: storage)
            return try ReverseMapper(storage: storage).json(from: model, context: index, depth: depth)
        }
        return try open(model)
    }

    /// Checks, once per call and per catalog, that context `index` fits
    /// `T`, by what the first value written encoded.
    private func check<T>(_: T.Type, keys: [String], context index: Int) throws {
        guard checked.insert(PlanCache.PlanKey(context: index, type: ObjectIdentifier(T.self))).inserted else { return }
        let tables = storage.tables
        try storage.plans.checkEncodable(index, for: T.self) { () throws(MappingConfigurationError) in
            try ModelValidator.checkEncodable(T.self, keys: keys, context: index, tables: tables)
        }
    }
}

/// An `Encodable` value's members as ``ReverseWriter`` reads them: each
/// encoded once, top-level members kept typed until the context says how
/// they are written.
struct EncodedMembersSource: ReverseSource {
    let members: EncodedSlot.Members
    let session: EncodingSession
    let codingPath: [any CodingKey]

    func property(named name: String) -> EncodedSlot? { members[name] }

    func typedValue(of slot: EncodedSlot) -> Any? { slot.typedValue }

    func nested(_ slot: EncodedSlot, named name: String, through object: ObjectMapping, depth: Int) throws -> JSON? {
        // Written through a nested container: as it is.
        guard case .deferred(let value) = slot.content else { return slot.json }
        return try session.written(value, through: object, at: codingPath + [AnyCodingKey(stringValue: name)], depth: depth)
    }

    func plain(_ slot: EncodedSlot, named name: String) throws -> JSON? {
        try session.json(ofMember: slot, at: codingPath + [AnyCodingKey(stringValue: name)])
    }
}
