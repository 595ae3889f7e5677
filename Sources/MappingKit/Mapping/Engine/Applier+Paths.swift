/// Entering the paths an issue is reported at: an entry's key path in the
/// payload and its property in the result, or an element's positions. The
/// only places the engine pushes and pops its path stacks.
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
