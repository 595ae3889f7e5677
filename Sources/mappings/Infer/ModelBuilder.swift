/// Turns the collected places into models: places that share a model are
/// merged (same name from their key and alike keys: `user` and
/// `retweeted_status.user`, and then their own nested places), each model's
/// fields are typed from the merged tallies, and names are made unique.
/// Models come out root first, then in the order their fields name them.
struct ModelBuilder {
    private let places: [ObjectPlace]
    private var parent: [Int]
    private(set) var models: [InferredModel] = []
    private(set) var notes: [InferenceNote] = []
    private var modelOfCluster: [Int: Int] = [:]
    private var membersOfModel: [[Int]] = []
    private var needsKeyProperty = Set<Int>()
    private var usedNames = Set<String>()
    /// `--prefix`: put before every model's name (`GH`: `GHIssue`, `GHLabel`).
    private let prefix: String

    init(places: [ObjectPlace], reservedNames: Set<String> = [], prefix: String = "") {
        self.places = places
        self.usedNames = reservedNames
        self.prefix = prefix
        self.parent = Array(places.indices)
        cluster()
    }

    // MARK: Which places share a model

    private mutating func find(_ id: Int) -> Int {
        var root = id
        while parent[root] != root { root = parent[root] }
        var node = id
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    @discardableResult
    private mutating func union(_ a: Int, _ b: Int) -> Bool {
        let (rootA, rootB) = (find(a), find(b))
        guard rootA != rootB else { return false }
        // The earlier place stays the root: models are named and ordered by it.
        if rootA < rootB { parent[rootB] = rootA } else { parent[rootA] = rootB }
        return true
    }

    /// Places of the same name with alike keys share a model (never a place
    /// and one inside it: a struct cannot hold itself); then the
    /// places under the same key of places that share a model share one too,
    /// until nothing changes.
    private mutating func cluster() {
        var seeds: [String: [Int]] = [:]
        for place in places where place.switchCase == nil && place.switchKey == nil {
            if let seed = seeds[place.name]?.first(where: { places[$0].resembles(place) && !places[$0].encloses(place) }) {
                union(seed, place.id)
            } else {
                seeds[place.name, default: []].append(place.id)
            }
        }
        var changed = true
        while changed {
            changed = false
            var groups: [Int: [Int]] = [:]
            for place in places { groups[find(place.id), default: []].append(place.id) }
            for group in groups.values where group.count > 1 {
                var routes: [String: [Int]] = [:]
                for id in group {
                    for key in places[id].keys {
                        if let tally = places[id].fields[key] { Self.childPlaces(tally, route: key, into: &routes) }
                    }
                }
                for ids in routes.values {
                    guard let first = ids.first else { continue }
                    for id in ids.dropFirst() where !places[first].encloses(places[id]) && union(first, id) { changed = true }
                }
            }
        }
    }

    /// The places a tally leads to, by the route from its key (`user`,
    /// `hashtags[]`, `events{}`, `[]^PushEvent`).
    private static func childPlaces(_ tally: ValueTally, route: String, into routes: inout [String: [Int]]) {
        if let place = tally.place { routes[route, default: []].append(place) }
        if let elements = tally.elements { childPlaces(elements, route: route + "[]", into: &routes) }
        if let dictionary = tally.dictionary { childPlaces(dictionary.values, route: route + "{}", into: &routes) }
        if let split = tally.switchShape {
            routes[route + "^", default: []].append(split.base)
            for (value, place, _) in split.cases { routes[route + "^" + value, default: []].append(place) }
        }
    }

    // MARK: Models

    /// Builds every model from the root tally: the root model is `name`
    /// (or, when the root objects split by a type field, a model named
    /// `name` whose one entry `items` holds them, read from `@self`).
    /// The root model takes `name` as it is (the command line checked it);
    /// the others avoid it, the names reserved and the Swift types the
    /// generated file uses. Root objects that are dictionaries (their keys
    /// ids) get a wrapping root too: one entry `items` read from `@self`.
    mutating func build(root: ValueTally, name: String, path: String) {
        let name = prefix + name
        usedNames.formUnion(SwiftNames.reservedTypes)
        // With a prefix no model takes a framework's name; without one, a model other than the root avoids them.
        if prefix.isEmpty {
            usedNames.formUnion(SwiftNames.frameworkTypes.keys)
            if let owner = SwiftNames.frameworkTypes[name] {
                notes.append(.frameworkName(names: [name], wanted: name, owner: owner, paths: [path]))
            }
        }
        usedNames.insert(name)
        if let split = root.switchShape {
            wrapRoot(name: name, path: path, count: 1)
            let type = switchBase(split, parentName: nil)
            models[0].fields = [InferredField(name: "items", keyPath: [], type: .array(type), optional: false, present: 1, total: 1)]
            notes.append(.wrappedRoot(context: models[0].context, entry: "items", dictionary: false))
        } else if let dictionary = root.dictionary {
            wrapRoot(name: name, path: path, count: root.objects)
            let type = dictionaryType(dictionary, at: (models[0].context, "items", path), parentName: name)
            models[0].fields = [
                InferredField(name: "items", keyPath: [], type: type, optional: false, present: root.objects, total: root.objects)
            ]
            notes.append(.wrappedRoot(context: models[0].context, entry: "items", dictionary: true))
        } else if let place = root.place {
            let index = models.count
            models.append(InferredModel(name: name))
            modelOfCluster[find(place)] = index
            membersOfModel.append(places.indices.filter { find($0) == find(place) })
        }
        var next = 0
        while next < models.count {
            if !models[next].wrapsRoot { fill(next) }
            next += 1
        }
        nameEnums()
        for index in needsKeyProperty.sorted() {
            // Not a name of the model's base or cases either (they share their fields).
            var taken = Set(models[index].fields.map(\.name))
            if let base = models[index].base { taken.formUnion(models[base].fields.map(\.name)) }
            for (_, model) in models[index].cases { taken.formUnion(models[model].fields.map(\.name)) }
            models[index].keyProperty = SwiftNames.unique("key", avoiding: taken)
        }
    }

    /// The root model of `count` objects holding the samples in one entry.
    private mutating func wrapRoot(name: String, path: String, count: Int) {
        var wrapper = InferredModel(name: name)
        wrapper.wrapsRoot = true
        wrapper.paths = [path]
        wrapper.count = count
        models.append(wrapper)
        membersOfModel.append([])
    }

    /// The model of a cluster, registered (and queued to be filled) on first use.
    private mutating func model(forCluster root: Int, preferredName: String?, parentName: String?) -> Int {
        if let index = modelOfCluster[root] { return index }
        let index = models.count
        let wanted = preferredName ?? places[root].name
        let name = uniqueName(wanted, parentName: parentName)
        models.append(InferredModel(name: name))
        if prefix.isEmpty, name != wanted, let owner = SwiftNames.owner(of: wanted) {
            noteRenamed(name, wanted: wanted, owner: owner, path: places[root].path)
        }
        modelOfCluster[root] = index
        membersOfModel.append(places.indices.filter { find($0) == root })
        return index
    }

    /// Notes a model named apart from a framework's type or one the file
    /// uses (`IssueLabel` for `Label`): one note a name, however many models
    /// it names apart (a kept root's note is its own).
    private mutating func noteRenamed(_ name: String, wanted: String, owner: String, path: String) {
        for (index, note) in notes.enumerated() {
            guard case .frameworkName(let names, wanted, _, let paths) = note, names != [wanted] else { continue }
            notes[index] = .frameworkName(names: names + [name], wanted: wanted, owner: owner, paths: paths + [path])
            return
        }
        notes.append(.frameworkName(names: [name], wanted: wanted, owner: owner, paths: [path]))
    }

    /// `User`, or `TweetUser` when another model is `User` already, or `User2`;
    /// `StatusValue` for the values of a dictionary `Status` wraps.
    private mutating func uniqueName(_ candidate: String, parentName: String?) -> String {
        let prefixed = prefix + candidate
        var name = prefixed
        if usedNames.contains(name), name == parentName { name += "Value" }
        if usedNames.contains(name), let parentName, !name.hasPrefix(parentName), parentName.count + candidate.count <= 40 {
            name = parentName + candidate
        }
        if usedNames.contains(name) { name = SwiftNames.unique(prefixed, avoiding: usedNames) }
        usedNames.insert(name)
        return name
    }

    /// The fields of a model, from its places' merged tallies.
    private mutating func fill(_ index: Int) {
        let members = membersOfModel[index]
        var keys: [String] = []
        var seen = Set<String>()
        var count = 0
        for id in members {
            count += places[id].count
            for key in places[id].keys where seen.insert(key).inserted { keys.append(key) }
        }
        models[index].count = count
        models[index].paths = members.map { places[$0].path }
        let path = models[index].paths.first ?? ""
        // A @switch case inherits its base's entries: its own names avoid theirs (`@id` and
        // `id` are both `id`; the case's would hide the base's, and a subclass cannot redeclare it).
        var names = Set(models[index].base.map { models[$0].fields.map(\.name) } ?? [])
        for key in keys {
            let merged = ValueTally()
            for id in members { if let tally = places[id].fields[key] { merged.merge(tally) } }
            let name = SwiftNames.unique(SwiftNames.property(key), avoiding: names)
            names.insert(name)
            let context = models[index].context
            let fieldPath = ShapeCollector.path(path, key)
            var type = type(of: merged, at: (context, name, fieldPath), parentName: models[index].name)
            // A small set of strings: @allowedValues, and an open one an enum named once every model is (`nameEnums`).
            var allowed: AllowedValues?
            if type == .string, key != models[index].switchKey, let proposal = AllowedValues.proposed(for: merged, key: key) {
                allowed = proposal
                if proposal.open { type = .enumeration(key) }
            }
            let field = InferredField(
                name: name, keyPath: [key], type: type, optional: merged.present < count, present: merged.present, total: count,
                allowed: allowed)
            // An entry never given a value is noted once, as untyped.
            if field.optional, field.present > 0 {
                notes.append(.optional(context: context, entry: name, path: fieldPath, present: field.present, total: count))
            }
            models[index].fields.append(field)
        }
    }

    /// Names each open set's enum (its type holds its key until now) and
    /// notes each set: `State` from `state`, nested in its model, so it
    /// never hides a type the model's fields use: not a model's name, a
    /// Swift keyword or a type the file uses (`TypeValue` for `type`), nor
    /// another enum of the model (numbered).
    private mutating func nameEnums() {
        let modelNames = Set(models.map(\.name))
        for index in models.indices {
            var taken = modelNames.union(SwiftNames.reservedTypes).union(SwiftNames.keywords)
            for position in models[index].fields.indices {
                let field = models[index].fields[position]
                guard let allowed = field.allowed else { continue }
                var name: String?
                if case .enumeration(let key) = field.type {
                    var candidate = SwiftNames.type(key)
                    if taken.contains(candidate) { candidate += "Value" }
                    candidate = SwiftNames.unique(candidate, avoiding: taken)
                    taken.insert(candidate)
                    models[index].fields[position].type = .enumeration(candidate)
                    name = candidate
                }
                let path = ShapeCollector.path(models[index].paths.first ?? "", field.keyPath.first ?? "")
                notes.append(.allowedValues(
                    context: models[index].context, entry: field.name, path: path,
                    values: zip(allowed.values, allowed.counts).map { InferenceNote.ValueCount(value: $0, count: $1) },
                    enumName: name, defaultValue: allowed.setsDefault(optional: field.optional) ? allowed.defaultValue : nil))
            }
        }
    }

    private typealias Site = (context: String, entry: String, path: String)

    /// The type of a field's values, noting a mixed or empty place.
    private mutating func type(of tally: ValueTally, at site: Site, parentName: String) -> InferredType {
        guard let kind = tally.majority else {
            notes.append(.untyped(context: site.context, entry: site.entry, path: site.path, reason: .alwaysNull))
            return .string
        }
        let type: InferredType
        switch kind {
        case .bool: type = .bool
        case .number:
            type = Self.numberType(tally)
            if type == .decimal || type == .string {
                notes.append(.wideIntegers(
                    context: site.context, entry: site.entry, path: site.path, count: tally.wideIntegers, digits: tally.widestDigits,
                    chosen: type.swift { models[$0].name }))
            }
        case .string: type = Self.stringType(tally)
        case .object: type = objectType(tally, at: site, parentName: parentName)
        case .array:
            // Beyond the depth limit the elements were not looked at: not "always empty".
            if tally.beyondDepth, tally.elements == nil { return .json }
            guard let elements = tally.elements, elements.present > 0 else {
                notes.append(.untyped(context: site.context, entry: site.entry, path: site.path, reason: .alwaysEmptyArrays))
                return .array(.string)
            }
            type = .array(self.type(of: elements, at: (site.context, site.entry, site.path + "[]"), parentName: parentName))
        }
        let kinds = ValueTally.Kind.allCases.filter { tally.count($0) > 0 }
        if kinds.count > 1 {
            let converts: Bool
            switch type {
            case .int, .int64, .uint64: converts = kinds == [.number, .string] && tally.integerStrings == tally.strings
            case .double, .decimal: converts = kinds == [.number, .string] && tally.numberStrings == tally.strings
            case .string: converts = kinds == [.number, .string]
            default: converts = false
            }
            notes.append(.mixedKinds(
                context: site.context, entry: site.entry, path: site.path, chosen: type.swift { models[$0].name },
                counts: kinds.map { InferenceNote.KindCount(kind: $0.rawValue, count: tally.count($0)) }, converts: converts))
        }
        return type
    }

    private mutating func objectType(_ tally: ValueTally, at site: Site, parentName: String) -> InferredType {
        if let split = tally.switchShape { return switchBase(split, parentName: parentName) }
        if let dictionary = tally.dictionary { return dictionaryType(dictionary, at: site, parentName: parentName) }
        guard let place = tally.place else { return .json }
        return .model(model(forCluster: find(place), preferredName: nil, parentName: parentName))
    }

    /// `[String: T]`: `T` from the values (`String` when always empty); a
    /// model of values gets the `@key` receiver.
    private mutating func dictionaryType(_ dictionary: ValueTally.DictionaryShape, at site: Site, parentName: String) -> InferredType {
        guard dictionary.values.present > 0 else { return .dictionary(.string) }
        let value = type(of: dictionary.values, at: (site.context, site.entry, site.path + "{}"), parentName: parentName)
        if case .model(let index) = value { needsKeyProperty.insert(index) }
        return .dictionary(value)
    }

    /// The base model of a `@switch`, with its cases' models.
    private mutating func switchBase(_ split: ValueTally.SwitchShape, parentName: String?) -> InferredType {
        let base = model(forCluster: find(split.base), preferredName: nil, parentName: parentName)
        models[base].switchKey = split.key
        for (value, place, _) in split.cases where !models[base].cases.contains(where: { $0.value == value }) {
            let model = model(forCluster: find(place), preferredName: nil, parentName: models[base].name)
            models[model].base = base
            models[base].cases.append((value, model))
        }
        return .model(base)
    }

    /// `Int` for integers within ±2^53, `Int64` beyond, `UInt64` beyond
    /// `Int64`, `Decimal` beyond 64 bits up to 38 digits (which it keeps
    /// exactly), `String` beyond (a number's exact text), `Double` when any
    /// has a fraction or an exponent.
    static let decimalDigits = 38

    private static func numberType(_ tally: ValueTally) -> InferredType {
        if tally.fractions > 0 { return .double }
        if tally.wideIntegers > 0 { return tally.widestDigits <= decimalDigits ? .decimal : .string }
        if tally.wideUnsigned > 0 { return .uint64 }
        if tally.wideSigned > 0 { return .int64 }
        return .int
    }

    /// `Date` when every string is a date in one format, or in several
    /// formats the `date` transformer reads (`formats`, most used first;
    /// ISO 8601 beside another format stays a `String`: its transformer is
    /// another), `URL` when every one is an absolute http(s) URL, else
    /// `String`.
    private static func stringType(_ tally: ValueTally) -> InferredType {
        let dated = tally.dates.values.reduce(0, +)
        if dated > 0, dated == tally.strings {
            let formats = tally.dates.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            if formats.count == 1 || !formats.contains(.iso8601) { return .date(formats) }
        }
        if tally.urls == tally.strings { return .url }
        return .string
    }
}
