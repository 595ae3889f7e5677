/// Applies selector blocks (`"@linux": {…}`, `"@ios >= 9.0": {…}`) against
/// a ``MappingEnvironment``: matching blocks merge into the object holding
/// them, in file order, each key replacing the sibling of the same name;
/// the others vanish.
struct SelectorResolver {
    let environment: MappingEnvironment

    /// A parsed selector.
    struct Selector: Equatable {
        enum Operator: String, CaseIterable {
            case lessOrEqual = "<=", greaterOrEqual = ">=", equal = "==", notEqual = "!=", less = "<",
                greater = ">", singleEqual = "="
        }
        var name: String
        var comparison: (Operator, MappingVersion)?

        static func == (lhs: Selector, rhs: Selector) -> Bool {
            lhs.name == rhs.name && lhs.comparison?.0 == rhs.comparison?.0 && lhs.comparison?.1 == rhs.comparison?.1
        }

        /// Parses `@NAME` or `@NAME OP VERSION` (spaces optional); `nil` when malformed.
        init?(_ key: String) {
            guard case .success(let selector) = Self.parse(key) else { return nil }
            self = selector
        }

        private init(name: String, comparison: (Operator, MappingVersion)?) {
            self.name = name
            self.comparison = comparison
        }

        /// Parses a selector, or says what is wrong with it.
        static func parse(_ key: String) -> Result<Selector, Malformed> {
            var rest = Substring(key)
            guard rest.first == "@" else { return .failure(.missingAt) }
            rest = rest.dropFirst()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+" || $0 == "." }
            guard !name.isEmpty else {
                return .failure(.missingName)
            }
            guard name.first?.isLetter == true else {
                return .failure(.nameNotLetter(String(name)))
            }
            rest = rest.dropFirst(name.count)
            if rest.first == "[" { return .failure(.deviceSelector) }
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return .success(Selector(name: String(name), comparison: nil)) }
            guard let op = Operator.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
                let found = rest.prefix { !$0.isWhitespace }
                return .failure(.notOperator(found: String(found), name: String(name)))
            }
            rest = rest.dropFirst(op.rawValue.count)
            if let next = rest.first, "<>=!".contains(next) {
                let found = op.rawValue + rest.prefix { "<>=!".contains($0) }
                return .failure(.notOperator(found: found, name: String(name)))
            }
            var text = rest
            while text.first == " " { text = text.dropFirst() }
            while text.last == " " { text = text.dropLast() }
            guard !text.isEmpty else {
                return .failure(.missingVersion(operator: op.rawValue))
            }
            guard let version = MappingVersion(String(text)) else {
                let digits = MappingVersion.maximumComponentDigits
                let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
                let parts: [Substring] = text.split(separator: ".")
                if text.allSatisfy({ isDigit($0) || $0 == "." }), let long = parts.first(where: { $0.count > digits })
                {
                    return .failure(.componentTooLong(String(long), limit: digits))
                }
                return .failure(.notVersion(String(text)))
            }
            return .success(Selector(name: String(name), comparison: (op, version)))
        }

        /// Why a selector does not parse; worded in `ConfigurationProblem+Messages.swift`.
        enum Malformed: Error, Sendable, Hashable {
            case missingAt
            case missingName
            case nameNotLetter(String)
            /// `found` where an operator should follow `@name`.
            case notOperator(found: String, name: String)
            case missingVersion(operator: String)
            case componentTooLong(String, limit: Int)
            case notVersion(String)
            /// AppCoreKit's `@device[prop='value']` (or another `@name[…]` format).
            case deviceSelector
        }

        func matches(_ environment: MappingEnvironment) -> Bool {
            guard let (op, version) = comparison else { return environment.has(name) }
            // The empty version (an invalid literal) compares with nothing.
            guard let current = environment.version(named: name), !current.components.isEmpty else { return false }
            switch op {
            case .less: return current < version
            case .lessOrEqual: return current <= version
            case .greater: return current > version
            case .greaterOrEqual: return current >= version
            case .equal, .singleEqual: return current == version
            case .notEqual: return current != version
            }
        }
    }

    /// Longest selector text echoed whole in a message.
    static let maximumEchoedLength = 80

    /// `text` as echoed in a message: whole up to ``maximumEchoedLength``
    /// characters, else its start and `…`.
    static func clipped(_ text: some StringProtocol) -> String {
        text.count <= maximumEchoedLength ? String(text) : String(text.prefix(maximumEchoedLength)) + "…"
    }

    /// `true` when `key` with this value is meant as a selector.
    static func isSelectorKey(_ key: String, value: MappingNode) -> Bool {
        guard key.hasPrefix("@"), !MappingKeyword.isKeyword(key), case .object = value.value else { return false }
        // A near miss of a keyword that takes an object is a typo, not a selector.
        return EditDistance.closest(to: key, in: MappingKeyword.objectValued, limit: 1).isEmpty
            || key.contains(where: { "<>=!".contains($0) || $0 == " " })
    }

    func resolve(_ node: inout MappingNode, sink: inout DiagnosticSink) {
        switch node.value {
        case .array(var elements):
            for index in elements.indices { resolve(&elements[index], sink: &sink) }
            node.value = .array(elements)
        case .object(let members):
            var kept: [MappingNode.Member] = []
            var blocks: [MappingNode.Member] = []
            for var member in members {
                if Self.isSelectorKey(member.key, value: member.value) {
                    blocks.append(member)
                    continue
                }
                if member.key != MappingKeyword.defaultValue.rawValue, member.key != MappingKeyword.transformUserData.rawValue {
                    resolve(&member.value, sink: &sink)
                }
                kept.append(member)
            }
            for var block in blocks {
                let selector: Selector
                switch Selector.parse(block.key) {
                case .success(let parsed):
                    selector = parsed
                case .failure(.deviceSelector):
                    sink.report(.deviceSelector(key: block.key), at: block.keyOrigin)
                    continue
                case .failure(let malformed):
                    sink.report(.malformedSelector(key: block.key, malformed), at: block.keyOrigin)
                    continue
                }
                guard selector.matches(environment) else { continue }
                resolve(&block.value, sink: &sink)
                for inner in block.value.members ?? [] {
                    if let position = kept.lastIndex(where: { $0.key == inner.key }) {
                        kept[position] = inner
                    } else {
                        kept.append(inner)
                    }
                }
            }
            node.value = .object(kept)
        default:
            return
        }
    }
}
