/// `@metadata.…` key paths (RestKit's metadata): values read beside the
/// payload, never from it.
///
/// - `@metadata.index`: the position of the current element in the
///   collection being mapped (the nearest enclosing one; for a top-level
///   array payload, the element's index); missing outside collections.
/// - `@metadata.parent.…`: the source object that holds the collection
///   being mapped (for `user.repos[3]`, the `user` object); missing at the
///   payload root.
/// - any other name: the caller's `metadata:` object (`@metadata.page`);
///   `MappingKitHTTP` gives `response.status`, `response.headers.<name>`
///   (lowercased) and `request.url`.
///
/// A name with no value is missing like any other value.
extension Applier {
    /// The value `keys` (starting with `@metadata`) read, or `nil`.
    func metadataValue(_ keys: [MappingKeyPath.Key], from source: MetadataSource) -> SourceValue? {
        switch source {
        case .index:
            guard let position = currentElementIndex() else { return nil }
            return .value(PayloadValue(JSON(position)))
        case .parent:
            guard let parent = parentObject() else { return nil }
            return resolve(.value(parent), keys, from: 2)
        case .caller:
            return resolve(.value(metadata), keys, from: 1)
        case .none:
            return nil
        }
    }

    /// The position of the current element in the collection being mapped:
    /// the last position on the source path.
    private func currentElementIndex() -> Int? {
        for component in source.components.reversed() {
            if case .index(let position) = component { return position }
        }
        return nil
    }

    /// The object holding the collection whose element is being mapped:
    /// the value at the source path before the collection's key.
    private func parentObject() -> PayloadValue? {
        let components = source.effectiveComponents
        guard let last = components.lastIndex(where: { if case .index = $0 { true } else { false } }), last > 0 else { return nil }
        var current = rootValue
        for component in components[..<(last - 1)] {
            let key: MappingKeyPath.Key
            switch component {
            case .key(let name): key = MappingKeyPath.Key(name)
            case .index(let position): key = MappingKeyPath.Key(String(position))
            }
            guard let next = current.member(key) else { return nil }
            current = next
        }
        return current.isNull ? nil : current
    }

    /// A required `@metadata` value that is missing: the source
    /// path is the key path itself (`@metadata.etag`), not a payload path.
    mutating func recordMissingMetadata<Target>(_ step: PlanStep<Target>) {
        var payloadPath = PathStack()
        swap(&payloadPath, &source)
        record(.missingRequired, entry: step.entry, context: step.context, problem: .missingRequired(property: step.entry.property))
        swap(&payloadPath, &source)
    }
}

/// What a key path reads: the payload, or which metadata (decided when the
/// plan is built, so mapping compares no names).
enum MetadataSource {
    /// Not a `@metadata` key path.
    case none
    /// `@metadata.index`.
    case index
    /// `@metadata.parent…`.
    case parent
    /// Any other name: the caller's `metadata:` object.
    case caller

    init(_ keyPath: MappingKeyPath) {
        guard keyPath.readsMetadata, keyPath.segments.count > 1 else {
            self = .none
            return
        }
        switch keyPath.segments[1] {
        case "index": self = keyPath.segments.count == 2 ? .index : .none
        case "parent": self = .parent
        default: self = .caller
        }
    }
}
