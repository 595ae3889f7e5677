import MappingKit

/// The objects found at one place of the samples (`[].user`,
/// `[].entities.hashtags[]`), their keys in the order first seen, and the
/// tally of each key's values: what one model is inferred from.
final class ObjectPlace {
    /// Its index in the collector's places.
    let id: Int
    /// Where it is, for the report: `[].retweeted_status.user`.
    let path: String
    /// The model name its key suggests (`User`, `Hashtag`).
    let name: String
    /// How many objects were found here.
    var count = 0
    /// The keys, in the order first seen.
    var keys: [String] = []
    /// Each key's values; a key absent from an object counts in neither.
    var fields: [String: ValueTally] = [:]
    /// For the objects of a dictionary of models: the property that
    /// receives each member's key (`@key`).
    var keyProperty: String?
    /// For one case of a `@switch`: the shared fields' place and the value
    /// of the type field that picks it.
    var switchCase: (base: Int, value: String)?
    /// For the shared fields of a `@switch`: the type field.
    var switchKey: String?

    init(id: Int, path: String, name: String) {
        self.id = id
        self.path = path
        self.name = name
    }

    /// How alike two places' keys are: the share of the smaller key set in
    /// the larger one's, and of the union in both.
    func resembles(_ other: ObjectPlace) -> Bool {
        let mine = Set(keys)
        let theirs = Set(other.keys)
        guard !mine.isEmpty, !theirs.isEmpty else { return mine.isEmpty && theirs.isEmpty }
        let shared = Double(mine.intersection(theirs).count)
        return shared / Double(min(mine.count, theirs.count)) >= 0.8 && shared / Double(mine.union(theirs).count) >= 0.6
    }

    /// Whether `other` is inside this place (`user` encloses
    /// `user.entities`; the root encloses every place).
    func encloses(_ other: ObjectPlace) -> Bool {
        let base = path.hasSuffix("[]") && path.count == 2 ? "" : path
        guard !base.isEmpty else { return other.path != path }
        return other.path.hasPrefix(base + ".") || other.path.hasPrefix(base + "[") || other.path.hasPrefix(base + "?")
    }
}
