import MappingKit

extension ShapeCollector {
    /// One group of a `@switch` split, for the report: the value, how many
    /// elements had it, and a path only its elements hold (`payload.push_id`).
    struct SwitchGroup: Sendable, Hashable {
        var value: String
        var count: Int
        var exclusivePath: String?
    }

    /// Names of fields that usually say what an object is.
    static let typeFieldNames: Set<String> = ["type", "kind", "event", "eventtype", "event_type", "object", "_type", "@type", "$type", "__typename", "objecttype", "object_type"]

    /// Array elements split by a string field into differently shaped
    /// groups (GitHub's events by `type`): the field and one place per
    /// value, plus the place of the fields they share; `nil` when no field
    /// splits them so.
    ///
    /// A field qualifies when every element has it as a short identifier
    /// string with 2 to 32 values, and some group holds a path (a key, or a
    /// key inside a key) that all its elements have and no other group has
    /// any of. A field not named like a type field (`type`, `kind`…) needs
    /// two such groups of two elements or more: `lang` does not split tweets
    /// because two of them happen to carry coordinates.
    mutating func switchShape(_ objects: [JSON.Object], path: String, name: String, depth: Int) -> ValueTally.SwitchShape? {
        guard objects.count >= 2, let first = objects.first else { return nil }
        var best: (key: String, groups: [(String, [Int])], specific: Set<String>, evidence: [SwitchGroup], score: Int)?
        // `@switch` takes a dotted key path: a key it cannot spell (`a.b`) picks nothing.
        for key in first.keys where PayloadKey.isDottedSegment(key) {
            guard let groups = Self.groups(objects, by: key) else { continue }
            let typeLike = Self.typeFieldNames.contains(key.lowercased())
            guard typeLike || groups.count * 2 <= objects.count else { continue }
            let (specific, evidence) = Self.caseSpecificKeys(objects, groups: groups, switchKey: key)
            let strong = evidence.filter { $0.exclusivePath != nil && $0.count >= 2 }.count
            let any = evidence.filter { $0.exclusivePath != nil }.count
            guard typeLike ? any >= 1 : strong >= 2 else { continue }
            let score = (typeLike ? 1_000 : 0) + any
            if score > best?.score ?? -1 { best = (key, groups, specific, evidence, score) }
        }
        guard let best else { return nil }
        let allKeys = Set(objects.flatMap(\.keys))
        let base = place(objects, path: path, name: name, keys: allKeys.subtracting(best.specific), depth: depth)
        places[base].switchKey = best.key
        let baseWords = SwiftNames.words(name)
        let suffix = baseWords.last.map { SwiftNames.type($0) } ?? name
        var cases: [(value: String, place: Int, count: Int)] = []
        for (value, members) in best.groups {
            var caseName = SwiftNames.type(value)
            if !caseName.hasSuffix(suffix) { caseName += suffix }
            let id = place(
                members.map { objects[$0] }, path: "\(path)?\(PayloadKey.shown(best.key))=\(value)", name: caseName, keys: best.specific, depth: depth)
            places[id].switchCase = (base, value)
            cases.append((value, id, members.count))
        }
        detections.append(.polymorphism(path: path, key: best.key, groups: best.evidence))
        return ValueTally.SwitchShape(key: best.key, base: base, cases: cases)
    }

    /// The elements grouped by their string value of `key`, in the order
    /// values are first seen; `nil` unless every element has one (a short
    /// identifier) and there are 2 to 32 values.
    static func groups(_ objects: [JSON.Object], by key: String) -> [(String, [Int])]? {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, object) in objects.enumerated() {
            guard case .string(let value)? = object[key], !value.isEmpty, value.count <= 64,
                value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.:".contains($0)) })
            else { return nil }
            if members[value] == nil {
                order.append(value)
                guard order.count <= 32 else { return nil }
            }
            members[value, default: []].append(index)
        }
        guard order.count >= 2 else { return nil }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The keys whose shape depends on the group (some group's elements all
    /// hold a path under it that no other group's element holds), and each
    /// group's evidence.
    static func caseSpecificKeys(_ objects: [JSON.Object], groups: [(String, [Int])], switchKey: String)
        -> (Set<String>, [SwitchGroup])
    {
        // Per group: the paths every element holds, and the paths any holds.
        var always: [Set<HeldPath>] = []
        var any: [Set<HeldPath>] = []
        for (_, members) in groups {
            var every: Set<HeldPath>?
            var some = Set<HeldPath>()
            for index in members {
                var paths = Set<HeldPath>()
                for (key, value) in objects[index] where key != switchKey {
                    collectPaths(value, at: HeldPath(top: key, path: PayloadKey.path("", key)), depth: 0, into: &paths)
                }
                every = every.map { $0.intersection(paths) } ?? paths
                some.formUnion(paths)
            }
            always.append(every ?? [])
            any.append(some)
        }
        var specific = Set<String>()
        var evidence: [SwitchGroup] = []
        for (index, (value, members)) in groups.enumerated() {
            var others = Set<HeldPath>()
            for (other, paths) in any.enumerated() where other != index { others.formUnion(paths) }
            let exclusive = always[index].subtracting(others).sorted { ($0.path.count, $0.path) < ($1.path.count, $1.path) }
            for held in exclusive { specific.insert(held.top) }
            evidence.append(SwitchGroup(value: value, count: members.count, exclusivePath: exclusive.first?.path))
        }
        return (specific, evidence)
    }

    /// A path an element holds (`payload.commits[].sha`, rendered as
    /// ``PayloadKey/path(_:_:)`` renders it) and its top key (`payload`).
    private struct HeldPath: Hashable {
        var top: String
        var path: String
    }

    /// Every path `value` holds under `held`, four levels deep.
    private static func collectPaths(_ value: JSON, at held: HeldPath, depth: Int, into paths: inout Set<HeldPath>) {
        paths.insert(held)
        guard depth < 4 else { return }
        switch value {
        case .object(let object):
            for (key, member) in object {
                collectPaths(member, at: HeldPath(top: held.top, path: PayloadKey.path(held.path, key)), depth: depth + 1, into: &paths)
            }
        case .array(let elements):
            for element in elements.prefix(64) {
                collectPaths(element, at: HeldPath(top: held.top, path: held.path + "[]"), depth: depth + 1, into: &paths)
            }
        default:
            break
        }
    }
}
