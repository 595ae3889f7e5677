/// Rendering a path, only when an issue needs it: `[3].user.name`,
/// `meta["a.b"]`, a key that is not a plain identifier quoted as a JSON
/// string with its control characters escaped.
extension PathStack {
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
        var resolved: [Component] = []
        for component in all {
            switch component {
            case .index(let position):
                resolved.append(component)
                current = current?.member(MappingKeyPath.Key(String(position)))
            case .key(let name):
                let key = MappingKeyPath.Key(name)
                if let position = key.index, current?.kind == .array {
                    resolved.append(.index(position))
                } else {
                    resolved.append(component)
                }
                current = current?.member(key)
            }
        }
        return PathStack(resolved).rendered()
    }
}

extension PathStack.Component {
    var isNumericKey: Bool {
        guard case .key(let name) = self, let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
    }
}
