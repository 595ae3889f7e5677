import MappingKit

extension ShapeCollector {
    /// Why objects were taken for dictionaries (`[String: Model]` or of
    /// values) rather than for a model with a property per key. Keys that
    /// are names (`title`, `field_12`, `count3`) make a model however many
    /// there are: a dictionary needs one of these.
    enum DictionaryEvidence: Sendable, Hashable {
        /// Every key is all digits (`138586341`).
        case digitKeys(example: String)
        /// Every key is a UUID.
        case uuidKeys(example: String)
        /// Every key is a hash: 16 or more hexadecimal digits, some of
        /// them decimal (`9f86d081884c7d65`).
        case hashKeys(example: String)
        /// Every value is an object that repeats its key in `member`
        /// (a gist's `files`, each with its `filename`).
        case keyCopies(member: String)
        /// Keys that differ from object to object: `keys` in all, each in
        /// fewer than half of the `objects` on average, values of one kind.
        case varyingKeys(keys: Int, objects: Int)
        /// The objects were always empty: nothing to type their values by.
        case alwaysEmpty
    }

    /// Objects with at least this many distinct keys, of values of one kind,
    /// whose keys differ from object to object, are dictionaries whatever
    /// their keys look like.
    static let varyingKeys = 16

    /// `objects` as dictionaries, when they look like ones (see
    /// ``DictionaryEvidence``); `nil` for the objects of a model. The root
    /// objects (`depth` 0) are a dictionary only by their keys' look: a
    /// root model whose keys come and go is still the samples' model.
    mutating func dictionaryShape(_ objects: [JSON.Object], path: String, key: String, depth: Int) -> ValueTally.DictionaryShape? {
        var keys: [String] = []
        var seen = Set<String>()
        var values: [JSON] = []
        var kinds = Set<String>()
        var memberCount = 0
        for object in objects {
            for (member, value) in object {
                memberCount += 1
                if seen.insert(member).inserted { keys.append(member) }
                values.append(value)
                if !value.isNull { kinds.insert(value.kindName) }
            }
        }
        let atRoot = depth == 0
        let evidence: DictionaryEvidence
        if keys.isEmpty {
            guard !atRoot else { return nil }
            evidence = .alwaysEmpty
        } else {
            guard kinds.count <= 1, let example = keys.first else { return nil }
            if keys.allSatisfy(Self.isDigits) {
                evidence = .digitKeys(example: example)
            } else if keys.allSatisfy(Self.isUUID) {
                evidence = .uuidKeys(example: example)
            } else if keys.allSatisfy(Self.isHash) {
                evidence = .hashKeys(example: example)
            } else if kinds == ["object"], keys.count >= 2, let member = Self.keyCopy(in: objects) {
                evidence = .keyCopies(member: member)
            } else if !atRoot, objects.count >= 2, keys.count >= Self.varyingKeys, memberCount * 2 < keys.count * objects.count {
                evidence = .varyingKeys(keys: keys.count, objects: objects.count)
            } else {
                return nil
            }
        }
        let tally = self.tally(values, path: path + "{}", key: key, singular: true, elements: false, depth: depth + 1)
        let copy = kinds == ["object"] ? Self.keyCopy(in: objects) : nil
        detections.append(.dictionary(path: path, evidence: evidence, keyCopy: copy))
        return ValueTally.DictionaryShape(values: tally, evidence: evidence, keyCopy: copy)
    }

    /// The member every value object holds its key in (as a string, or a
    /// number of the same text), or `nil`.
    static func keyCopy(in objects: [JSON.Object]) -> String? {
        var candidates: [String]?
        for object in objects {
            for (key, value) in object {
                guard case .object(let member) = value else { return nil }
                let copies = member.keys.filter { name in
                    switch member[name] {
                    case .string(let text)?: text == key
                    case .number(let number)?: number.text == key
                    default: false
                    }
                }
                candidates = candidates.map { $0.filter(copies.contains) } ?? copies
                if candidates?.isEmpty ?? true { return nil }
            }
        }
        return candidates?.first
    }

    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// 16 to 128 hexadecimal digits, at least one of them decimal (a word
    /// such as `deadbeefcafebabe` is not taken for a hash).
    static func isHash(_ text: String) -> Bool {
        (16...128).contains(text.utf8.count) && text.utf8.allSatisfy { $0 < 0x80 && Character(UnicodeScalar($0)).isHexDigit }
            && text.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `8-4-4-4-12` hexadecimal digits.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
