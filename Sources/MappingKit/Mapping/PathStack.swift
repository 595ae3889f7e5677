/// The path from the payload's (or the result's) root to where the applier
/// is, kept as a stack and rendered only when an issue needs it:
/// `[3].user.profile_image_url`, `meta["a.b"]`.
struct PathStack: Sendable {
    enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    mutating func push(_ component: Component) { components.append(component) }

    mutating func push(_ keyPath: MappingKeyPath) {
        for key in keyPath.keys { components.append(.key(key.name)) }
    }

    mutating func pop(_ count: Int = 1) { components.removeLast(min(count, components.count)) }

    func rendered(appending extra: [Component] = []) -> String {
        var text = ""
        for component in components + extra {
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
}
