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

    private(set) var components: [Component] = []
    /// Collections being mapped from a key path through arrays (see
    /// ``FanOutPaths``), innermost last; empty unless one is.
    var fanOuts: [FanOutPaths] = []

    /// The components, with each fanned-out element's position replaced by
    /// its path in the payload (`items.owner[2]` → `items[3].owner`).
    var effectiveComponents: [Component] {
        fanOuts.isEmpty ? components : FanOutPaths.rewrite(components, fanOuts)
    }

    package init() {}

    mutating func push(_ component: Component) { components.append(component) }

    /// The innermost component.
    var last: Component? { components.last }

    mutating func push(_ keyPath: MappingKeyPath) {
        for key in keyPath.keys { components.append(.key(key.name)) }
    }

    mutating func pop(_ count: Int = 1) {
        for _ in 0..<min(count, components.count) { components.removeLast() }
    }

    package func rendered(appending extra: [Component] = []) -> String {
        var text = ""
        for component in effectiveComponents + extra {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if SourcePath.isPlainIdentifier(key) {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[" + JSONParseError.quoted(key) + "]"
                }
            }
        }
        return text
    }

    func rendered(appending keyPath: MappingKeyPath) -> String {
        rendered(appending: keyPath.keys.map { .key($0.name) })
    }

    /// Rendered the way `root` is shaped: a numeric key path segment that
    /// indexes an array is written `[5]`, one that names an object's key
    /// `["5"]`.
    func rendered(appending keyPath: MappingKeyPath = .wholeSource, in root: PayloadValue) -> String {
        let extra = keyPath.keys.map { Component.key($0.name) }
        let all = effectiveComponents + extra
        guard all.contains(where: \.isNumericKey) else { return rendered(appending: extra) }
        var current: PayloadValue? = root
        var resolved = PathStack()
        for component in all {
            switch component {
            case .index(let position):
                resolved.push(component)
                current = current?.member(MappingKeyPath.Key(String(position)))
            case .key(let name):
                let key = MappingKeyPath.Key(name)
                if let position = key.index, current?.kind == .array {
                    resolved.push(.index(position))
                } else {
                    resolved.push(component)
                }
                current = current?.member(key)
            }
        }
        return resolved.rendered()
    }
}

extension PathStack.Component {
    var isNumericKey: Bool {
        guard case .key(let name) = self, let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
    }
}
