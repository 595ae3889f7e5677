/// How the key strategy finds a coding key among a payload's keys: the one
/// rule both the mapping decoder and ``PayloadDecoder`` follow.
extension DecodingOptions {
    /// Whether coding keys are compared with converted payload keys.
    var convertsKeys: Bool {
        if case .useDefaultKeys = keyDecodingStrategy { return false }
        return true
    }

    /// The coding key a payload key stands for, as the strategy converts
    /// it; `codingPath` is the path a `.custom` strategy is handed (the
    /// object's, the key appended).
    func codingName(ofPayloadKey key: String, codingPath: @autoclosure () -> [any CodingKey]) -> String {
        switch keyDecodingStrategy {
        case .useDefaultKeys: return key
        case .convertFromSnakeCase: return Self.camelCase(fromSnakeCase: key)
        case .custom(let convert): return convert(codingPath() + [AnyCodingKey(stringValue: key)]).stringValue
        @unknown default: return key
        }
    }

    /// The member of the object node `index` whose key, converted as the
    /// strategy says, is `name` (the first one when repeated, as in
    /// `JSONDecoder`).
    func convertedMember(named name: String, inObject index: Int, in tape: TapeView, codingPath: () -> [any CodingKey]) -> Int? {
        guard tape.kind(index) == .object else { return nil }
        var found: Int?
        tape.forEachMember(ofObject: index) { key, value in
            guard codingName(ofPayloadKey: tape.string(key), codingPath: codingPath()) == name else { return true }
            found = value
            return false
        }
        return found
    }

    /// The payload key a coding key is looked for at, for issue paths.
    func payloadKey(for name: String) -> String {
        if case .convertFromSnakeCase = keyDecodingStrategy { return Self.snakeCase(fromCamelCase: name) }
        return name
    }

    /// `JSONDecoder`'s `convertFromSnakeCase`: leading and trailing
    /// underscores kept, the words in between joined with capitals
    /// (`first_name` → `firstName`).
    static func camelCase(fromSnakeCase key: String) -> String {
        guard !key.isEmpty, let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first, key[last] == "_" { last = key.index(before: last) }
        let words = key[first...last].split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// A coding key in snake_case (`firstName` → `first_name`), for paths.
    static func snakeCase(fromCamelCase name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}
