/// What a context's entries read, as a tree of key path segments.
final class ReadTree {
    var children: [String: ReadTree] = [:]
    /// An entry reads this value whole.
    var readsAll = false
    /// `@object` entries reading this value: the value is counted in their contexts.
    var objects: [ObjectMapping] = []

    func child(_ segment: String) -> ReadTree {
        if let existing = children[segment] { return existing }
        let made = ReadTree()
        children[segment] = made
        return made
    }

    func node(at segments: [String]) -> ReadTree { segments.reduce(self) { $0.child($1) } }
}
