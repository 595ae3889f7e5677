import Foundation

/// The accessors of a model type, built once per type and cached.
final class ModelDescriptor<Root: Mappable>: @unchecked Sendable {
    // Immutable after init; shared by every mapping of `Root`.
    let accessors: [String: PropertyAccessor<Root>]
    /// Properties that cannot be mapped, reported at load.
    let problems: [PropertyProblem]

    private init() {
        var accessors: [String: PropertyAccessor<Root>] = [:]
        var problems: [PropertyProblem] = []
        let table = Root.properties
        for (name, keyPath, typed) in table.entries {
            if let access = table.polymorphic[name] {
                accessors[name] = access.accessor(name: name)
                continue
            }
            switch PropertyAccessor<Root>.make(name: name, keyPath: keyPath, typed: typed) {
            case .success(let accessor): accessors[name] = accessor
            case .failure(let problem): problems.append(problem)
            }
        }
        for (name, offset) in ClassFields.objectOffsets(of: accessors) { accessors[name]?.setObjectOffset(offset) }
        self.accessors = accessors
        self.problems = problems
    }

    /// The descriptor of `Root`, built on first use.
    static func of(_: Root.Type) -> ModelDescriptor<Root> {
        let key = ObjectIdentifier(Root.self)
        if let cached = descriptorCache.withLock({ $0[key] }) as? ModelDescriptor<Root> { return cached }
        // Built outside the lock: a model's table may name nested model
        // types, whose descriptors are built (and locked) in turn.
        let descriptor = ModelDescriptor<Root>()
        return descriptorCache.withLock { descriptors in
            if let raced = descriptors[key] as? ModelDescriptor<Root> { return raced }
            descriptors[key] = descriptor
            return descriptor
        }
    }
}

/// Every model descriptor built so far, by type: process-wide, as the types are.
private let descriptorCache = Locked([ObjectIdentifier: AnyObject]())

extension ModelInfo {
    /// The info of a model type known only as a metatype.
    static func of(_ type: any Mappable.Type, name: String? = nil) -> ModelInfo {
        func open<M: Mappable>(_ type: M.Type) -> ModelInfo { ModelInfo(type, name: name ?? String(describing: type)) }
        return open(type)
    }
}
