/// What the entries of one context write back to JSON, merged by one rule
/// whatever their order (reverse mapping, `Encodable` values through a
/// context, request bodies):
///
/// - objects merge member by member, at every depth (`address` writing
///   `{"street": …}` and `city` writing `address.city`);
/// - `null` (`"@reverseNil": "null"` for a `nil` property) is written only
///   where nothing else is: it never replaces a value or an object another
///   entry writes, and what another entry writes replaces it (an object of
///   nothing but such `null`s too);
/// - the same value written twice is written once;
/// - anything else, two different values at one key path or a value where
///   another entry writes an object, would lose one: a collision, thrown as
///   a ``MappingConfigurationError`` naming both entries
///   (``ConfigurationProblem/reverseKeyPathsCollide(context:path:property:other:writing:written:)``).
///
/// ```json
/// "$Person": { "city": "address.city",
///              "address": { "@keyPath": "address", "@optional": true, "@reverseNil": "null", "@object": { "@mappings": "$Address" } } }
/// ```
///
/// A person in Paris with no address is `{"address": {"city": "Paris"}}`,
/// whichever entry comes first.
struct ReverseOutput {
    /// What is written so far; `nil` while nothing is.
    private(set) var root: JSON?
    /// The entries written, in order, with their key paths: the other
    /// entry a collision names is the first whose path meets its path.
    private var writers: [(segments: [String], entry: MappingEntry)] = []

    /// Where two values met and could not both be kept.
    struct Collision {
        var path: [String]
        var written: JSON
        var writing: JSON
    }

    /// The output: an object, or what an entry wrote at `@self` when that
    /// is not one (a collection mapped from an array payload).
    var json: JSON { root ?? .object(JSON.Object()) }

    /// Writes `value` at `keyPath` for `entry` of `context`; throws when it
    /// collides with what another entry wrote (the output is left as it was
    /// there).
    mutating func write(
        _ value: JSON, at keyPath: MappingKeyPath, by entry: MappingEntry, in context: CompiledContext, files: [SourceFile]
    ) throws(MappingConfigurationError) {
        defer { writers.append((keyPath.segments, entry)) }
        var existing = root ?? .null
        root = nil
        let collision = Self.merge(value, at: keyPath.segments[...], into: &existing, path: [])
        root = existing
        guard let collision else { return }
        let other = writers.first { Self.meet($0.segments, collision.path) }?.entry
        throw Self.error(collision, entry: entry, other: other, context: context, files: files)
    }

    /// Adds `value` under the top-level `key` where it replaces nothing an
    /// entry wrote: merged into an object written there, the entries'
    /// values kept where the two collide (a member of an `Encodable` value
    /// that no entry names). Nothing is added beside a value written at
    /// `@self` that is not an object.
    mutating func add(_ value: JSON, under key: String) {
        guard case .object(var members)? = root else {
            if root == nil { root = .object([key: value]) }
            return
        }
        root = nil
        if var existing = members[key] {
            members[key] = .null
            _ = Self.merge(value, into: &existing, at: [key])
            members[key] = existing
        } else {
            members[key] = value
        }
        root = .object(members)
    }

    /// `value` merged at `segments` into `existing` (at `path`), the objects
    /// on the way made where there is nothing (or `null`).
    private static func merge(_ value: JSON, at segments: ArraySlice<String>, into existing: inout JSON, path: [String]) -> Collision? {
        guard let first = segments.first else { return merge(value, into: &existing, at: path) }
        if case .null = existing { existing = .object(JSON.Object()) }
        guard case .object(var members) = existing else {
            // A value where this entry writes into an object: a `null`
            // written there is not (it replaces nothing).
            if isVoid(value) { return nil }
            var wrapped = value
            for segment in segments.reversed() { wrapped = .object([segment: wrapped]) }
            return Collision(path: path, written: existing, writing: wrapped)
        }
        existing = .null
        var member = members[first] ?? .null
        members[first] = .null
        let collision = merge(value, at: segments.dropFirst(), into: &member, path: path + [first])
        members[first] = member
        existing = .object(members)
        return collision
    }

    /// `new` merged into `existing` by the rule; where they first collide,
    /// if they do (what is there is then kept).
    static func merge(_ new: JSON, into existing: inout JSON, at path: [String]) -> Collision? {
        if case .null = new { return nil }
        if case .null = existing {
            existing = new
            return nil
        }
        guard case .object(var members) = existing, case .object(let added) = new else {
            if existing == new || isVoid(new) { return nil }
            // What was there holds only nulls: nothing is lost.
            if isVoid(existing) {
                existing = new
                return nil
            }
            return Collision(path: path, written: existing, writing: new)
        }
        existing = .null
        var collision: Collision?
        for (key, member) in added {
            guard var current = members[key] else {
                members[key] = member
                continue
            }
            members[key] = .null
            let found = merge(member, into: &current, at: path + [key])
            members[key] = current
            if collision == nil { collision = found }
        }
        existing = .object(members)
        return collision
    }

    /// `null`, or an object holding only such values: nothing but the
    /// `null`s of `@reverseNil`, which replace nothing.
    private static func isVoid(_ value: JSON) -> Bool {
        switch value {
        case .null: true
        case .object(let members): members.allSatisfy { isVoid($0.1) }
        default: false
        }
    }

    /// Whether one path leads into the other (or they are the same).
    private static func meet(_ one: [String], _ other: [String]) -> Bool {
        one.count <= other.count ? Array(other.prefix(one.count)) == one : Array(one.prefix(other.count)) == other
    }

    private static func error(
        _ collision: Collision, entry: MappingEntry, other: MappingEntry?, context: CompiledContext, files: [SourceFile]
    ) -> MappingConfigurationError {
        let path = collision.path.isEmpty ? "@self" : MappingKeyPath(segments: collision.path).description
        let problem = ConfigurationProblem.reverseKeyPathsCollide(
            context: context.identifier, path: path, property: entry.property, other: other?.property ?? "",
            writing: PayloadValue(collision.writing).summary, written: PayloadValue(collision.written).summary)
        var sink = DiagnosticSink()
        sink.files = files
        let related = other.map { [sink.note(.alsoWritesThere(property: $0.property), of: problem, located: $0.location)] } ?? []
        sink.report(problem, located: entry.location, related: related)
        return MappingConfigurationError(diagnostics: sink.sorted)
    }
}
