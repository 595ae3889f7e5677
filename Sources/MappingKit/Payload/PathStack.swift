/// The path from the payload's (or the result's) root to where the applier
/// is, kept as a stack and rendered only when an issue needs it:
/// `[3].user.profile_image_url`, `meta["a.b"]`. A key that is not a plain
/// identifier is quoted as a JSON string, its control characters escaped:
/// what a payload sends never reaches a terminal raw (`mappings infer`'s
/// report renders its paths with it too).
///
/// ```swift
/// PathStack().rendered(appending: [.index(3), .key("user"), .key("a\nb")])  // [3].user["a\nb"]
/// ```
package struct PathStack: Sendable {
    package enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    fileprivate(set) var components: [Component] = []
    /// Collections being mapped from a key path through arrays (see
    /// ``FanOutPaths``), innermost last; empty unless one is.
    var fanOuts: [FanOutPaths] = []

    /// The components, with each fanned-out element's position replaced by
    /// its path in the payload (`items.owner[2]` → `items[3].owner`).
    var effectiveComponents: [Component] {
        fanOuts.isEmpty ? components : FanOutPaths.rewrite(components, fanOuts)
    }

    package init() {}

    /// A path to render (not a scope to enter: a mapping's stacks change
    /// only through the scopes below).
    init(_ components: [Component]) { self.components = components }

    /// The innermost component.
    var last: Component? { components.last }
}

// MARK: - Scopes

/// Entering the paths an issue is reported at. A path stack changes only
/// here: its components' setter, push and pop are private to this file,
/// and every helper below restores the stacks on every exit (a `defer`),
/// whatever its body returns or throws, so no caller can leave a component
/// behind (the compiler enforces it).
///
/// ```swift
/// applier.atElement(source: position, target: made) { applier in
///     applier.mapRoot(element, into: &target, plan: plan)
/// }
/// ```
extension PathStack {
    fileprivate mutating func push(_ component: Component) { components.append(component) }

    fileprivate mutating func push(_ keyPath: MappingKeyPath) {
        for key in keyPath.keys { components.append(.key(key.name)) }
    }

    fileprivate mutating func push(_ path: [Component]) { components.append(contentsOf: path) }

    fileprivate mutating func pop(_ count: Int = 1) {
        // One removeLast() at a time: removeLast(_:) goes through a generic replaceSubrange.
        for _ in 0..<Swift.min(count, components.count) { components.removeLast() }
    }
}

// MARK: - The engine

extension Applier {
    /// Runs `body` with `step`'s entry on the paths: its key path on the
    /// source and, unless `onTarget` is `false` (`@self` maps onto the same
    /// target), its property on the target.
    @inline(__always)
    mutating func atEntry<Target, T>(_ step: PlanStep<Target>, onTarget: Bool = true, _ body: (inout Applier) -> T) -> T {
        source.push(step.entry.keyPath)
        if onTarget { target.push(.key(step.entry.property)) }
        defer {
            source.pop(step.keys.count)
            if onTarget { target.pop() }
        }
        return body(&self)
    }

    /// Runs `body` with an element's positions on the paths: `position` in
    /// the payload, `index` in the result.
    @inline(__always)
    mutating func atElement<T>(source position: Int, target index: Int, _ body: (inout Applier) -> T) -> T {
        source.push(.index(position))
        target.push(.index(index))
        defer {
            source.pop()
            target.pop()
        }
        return body(&self)
    }

    /// Runs `body` with an element's index, or a member's key, on both paths
    /// (the same on each: the place of a value dropped from a collection).
    mutating func atComponent<T>(_ component: PathStack.Component, _ body: (inout Applier) -> T) -> T {
        switch component {
        case .index(let index): atElement(source: index, target: index, body)
        case .key(let key): atMember(key, body)
        }
    }

    /// Runs `body` with a member's key on both paths (a dictionary's value).
    @inline(__always)
    mutating func atMember<T>(_ key: String, _ body: (inout Applier) -> T) -> T {
        source.push(.key(key))
        target.push(.key(key))
        defer {
            source.pop()
            target.pop()
        }
        return body(&self)
    }

    /// Runs `body` with an element's position on the source path only (its
    /// place in the result is decided inside, with ``atTargetIndex(_:_:)``).
    @inline(__always)
    mutating func atSourceElement<T>(_ position: Int, _ body: (inout Applier) -> T) -> T {
        source.push(.index(position))
        defer { source.pop() }
        return body(&self)
    }

    /// Runs `body` with `index` on the target path only.
    @inline(__always)
    mutating func atTargetIndex<T>(_ index: Int, _ body: (inout Applier) -> T) -> T {
        target.push(.index(index))
        defer { target.pop() }
        return body(&self)
    }

    /// Runs `body` at a fanned-out element's member: `path` on the source
    /// (`items[3].owner`), `property` on the target.
    mutating func atMissingElement<T>(_ path: [PathStack.Component], property: String, _ body: (inout Applier) -> T) -> T {
        source.push(path)
        target.push(.key(property))
        defer {
            target.pop()
            source.pop(path.count)
        }
        return body(&self)
    }

    /// Runs `body` with `keyPath` on the source path only: the object an
    /// entry reads through `@self` entries.
    mutating func atSource<T>(_ keyPath: MappingKeyPath, _ body: (inout Applier) -> T) -> T {
        source.push(keyPath)
        defer { source.pop(keyPath.keys.count) }
        return body(&self)
    }

    /// Runs `body` with `prefix` on both paths.
    mutating func within<T>(_ prefix: [PathStack.Component], _ body: (inout Applier) throws -> T) rethrows -> T {
        source.push(prefix)
        target.push(prefix)
        defer {
            source.pop(prefix.count)
            target.pop(prefix.count)
        }
        return try body(&self)
    }

    /// Runs `body` with the innermost target index replaced by `index`: an
    /// element dropped from a collection is reported at its own index (the
    /// one it would have had), not at the next kept item's.
    mutating func atDroppedElement<T>(_ index: Int, _ body: (inout Applier) -> T) -> T {
        let saved = target.last
        target.pop()
        target.push(.index(index))
        defer {
            target.pop()
            if let saved { target.push(saved) }
        }
        return body(&self)
    }
}

// MARK: - Decodable types

extension DecodingSession {
    /// Runs `body` with `keys` on the source path and `name` on the target
    /// path: a nested value's place for the issues inside it.
    @inline(__always)
    func entering<T>(_ keys: MappingKeyPath, target name: String, _ body: () throws -> T) rethrows -> T {
        applier.source.push(keys)
        applier.target.push(.key(name))
        defer {
            applier.source.pop(keys.keys.count)
            applier.target.pop()
        }
        return try body()
    }

    /// Runs `body` with an element's position on both paths.
    @inline(__always)
    func entering<T>(element position: Int, target index: Int, _ body: () throws -> T) rethrows -> T {
        applier.source.push(.index(position))
        applier.target.push(.index(index))
        defer {
            applier.source.pop()
            applier.target.pop()
        }
        return try body()
    }

    /// Runs `body` with a member's key on both paths.
    @inline(__always)
    func entering<T>(member key: String, _ body: () throws -> T) rethrows -> T {
        applier.source.push(.key(key))
        applier.target.push(.key(key))
        defer {
            applier.source.pop()
            applier.target.pop()
        }
        return try body()
    }

    /// Runs `body` with `prefix` entered on both paths.
    @inline(__always)
    func within<R>(_ prefix: [PathStack.Component], _ body: () throws -> R) rethrows -> R {
        guard !prefix.isEmpty else { return try body() }
        applier.source.push(prefix)
        applier.target.push(prefix)
        defer {
            applier.source.pop(prefix.count)
            applier.target.pop(prefix.count)
        }
        return try body()
    }

    /// Runs `body` with a member's place on both paths: the entry's key
    /// path (or `name`, without an entry) on the source, `name` on the target.
    @inline(__always)
    func entering<T>(member name: String, step: PlanStep<JSONObjectTarget>?, _ body: () throws -> T) rethrows -> T {
        if let step { applier.source.push(step.entry.keyPath) } else { applier.source.push(.key(name)) }
        applier.target.push(.key(name))
        defer {
            applier.source.pop(step?.keys.count ?? 1)
            applier.target.pop()
        }
        return try body()
    }
}

extension UnreportedSession {
    /// Runs `body` with `prefix` entered on the coding path (a nested
    /// container's keys).
    @inline(__always)
    func within<R>(_ prefix: [PathStack.Component], _ body: () throws -> R) rethrows -> R {
        guard !prefix.isEmpty else { return try body() }
        applier.target.push(prefix)
        defer { applier.target.pop(prefix.count) }
        return try body()
    }

    /// Runs `body` with `component` on the coding path.
    @inline(__always)
    func entering<T>(codingPath component: PathStack.Component, _ body: () throws -> T) rethrows -> T {
        applier.target.push(component)
        defer { applier.target.pop() }
        return try body()
    }
}
