/// Where a value is decoded: the entry (or the coding key the payload is
/// read at) that names it, the context it belongs to, the context of its
/// `@object`, and whether the issue paths already point at it.
struct DecodingSite {
    /// Whether the paths point at the value's object (a member: its key path
    /// and name are appended for an issue, and pushed to decode inside it),
    /// or at the value itself (an element, a root, a member already entered).
    enum Placement {
        case member, here
    }

    /// The entry naming the value, when its object's context has one.
    let step: PlanStep<JSONObjectTarget>?
    /// The coding key's name (an entry's property).
    let name: String
    /// The payload key read for a key no entry names (`name`, or it in
    /// snake_case); `nil` for an entry.
    let payloadKey: String?
    /// The plan whose context issues are attributed to: the context of the
    /// object holding the value, or the nearest enclosing one.
    let owner: MappingPlan<JSONObjectTarget>?
    /// The context a nested object, or each element, is decoded with: the
    /// entry's `@object`; `nil` to read it key by key, as it is.
    var child: MappingPlan<JSONObjectTarget>?
    var placement: Placement
    /// The entry's `@switch`: each object picks its context (and, when the
    /// context's `@class` names a registered type, its type) by its type field.
    var switchTable: SwitchTable<PlanLink<JSONObjectTarget>>? = nil
    /// For an element of a `@key` dictionary: the property that receives the
    /// element's key, and the key.
    var injected: (name: String, value: String)? = nil
    /// For an entry of a context merged by `@self`: the key path of the
    /// `@self` entries it is read through.
    var via: MappingKeyPath? = nil
    /// An element of a collection, or a root: a value that is not an
    /// object where one is needed is `invalidElement`, as for a model.
    var isElement = false
    /// The `@self` transformer of the context has run already.
    var selfTransformed = false
    /// For an element of a collection that is not an object: its own
    /// target index, where its issue is reported if it is dropped.
    var droppedIndex: Int? = nil
    /// An element of the same collection was dropped already: the summary
    /// counts the object holding the collection once.
    var repeatsDrop = false

    /// Where the value was read, from its object.
    var keyPath: MappingKeyPath {
        guard let step else { return MappingKeyPath(segments: [payloadKey ?? name]) }
        guard let via else { return step.entry.keyPath }
        return MappingKeyPath(segments: via.segments + step.entry.keyPath.segments)
    }

    /// The same value, once its paths are entered.
    var here: DecodingSite {
        var site = self
        site.placement = .here
        return site
    }

    /// The entry an issue is reported for: the context's, or one made for a
    /// key the context does not name (no location in a file).
    var entry: MappingEntry {
        if let step, via != nil { return step.entry.reading(at: keyPath) }
        return step?.entry ?? MappingEntry(
            property: name, keyPath: keyPath, isOptional: false, defaultValue: nil, transformer: nil, transformUserData: nil,
            object: nil, clearsContent: false, insertsAtBeginning: false, identity: [], location: nil)
    }

    /// A site for an element of a collection decoded at this one.
    func element(injecting injected: (name: String, value: String)? = nil) -> DecodingSite {
        var site = self
        site.placement = .here
        site.injected = injected
        site.isElement = true
        return site
    }
}
