import MappingKit

/// Walks every sample once and records, place by place, what the values
/// were (``ValueTally``) and which objects go together (``ObjectPlace``):
/// the objects of one key across every object of a place, the elements of
/// every array of a key, the values of a dictionary. Dictionaries and
/// `@switch` splits are recognised here, on the values themselves;
/// ``ModelBuilder`` then merges places that share a model and decides types.
struct ShapeCollector {
    /// Deeper values are typed `JSON`, objects and arrays alike: a model
    /// nested 32 deep is not a model anyone writes by hand either, and
    /// mapping bounds the nesting of contexts at 64.
    static let maximumDepth = 32

    var places: [ObjectPlace] = []
    /// Dictionaries and `@switch` splits found, with their evidence.
    var detections: [InferenceNote] = []

    /// The tally of `values`, found at `path` under `key` (the model name
    /// comes from it, singular for elements and dictionary values).
    mutating func tally(_ values: [JSON], path: String, key: String, singular: Bool, elements isElements: Bool, depth: Int)
        -> ValueTally
    {
        let tally = ValueTally()
        var objects: [JSON.Object] = []
        var elements: [JSON] = []
        for value in values {
            tally.add(value)
            switch value {
            case .object(let object): objects.append(object)
            case .array(let array): elements += array
            default: break
            }
        }
        guard depth < Self.maximumDepth else {
            tally.beyondDepth = true
            return tally
        }
        if !objects.isEmpty {
            let name = SwiftNames.type(key, singular: singular)
            if isElements, let split = switchShape(objects, path: path, name: name, depth: depth) {
                tally.switchShape = split
            } else if let dictionary = dictionaryShape(objects, path: path, key: key, depth: depth) {
                tally.dictionary = dictionary
            } else {
                tally.place = place(objects, path: path, name: name, keys: nil, depth: depth)
            }
        }
        if tally.arrays > 0 {
            tally.elements = self.tally(elements, path: path + "[]", key: key, singular: true, elements: true, depth: depth + 1)
        }
        return tally
    }

    /// A new place for `objects`, with the tally of each key (only `keys`
    /// when given: a `@switch`'s shared or own fields).
    mutating func place(_ objects: [JSON.Object], path: String, name: String, keys filter: Set<String>?, depth: Int) -> Int {
        let place = ObjectPlace(id: places.count, path: path, name: name)
        places.append(place)
        place.count = objects.count
        var order: [String] = []
        var values: [String: [JSON]] = [:]
        var leftOut = false
        for object in objects {
            var seen = Set<String>()
            for (key, value) in object where filter?.contains(key) ?? true {
                // A repeated key (a parsed object has none): its first value.
                guard seen.insert(key).inserted else { continue }
                guard PayloadKey.isReadable(key) else {
                    leftOut = true
                    continue
                }
                if values[key] == nil { order.append(key) }
                values[key, default: []].append(value)
            }
        }
        if leftOut { detections.append(.keyLeftOut(path: Self.path(path, PayloadKey.unreadable))) }
        place.keys = order
        for key in order {
            place.fields[key] = tally(
                values[key] ?? [], path: Self.path(path, key), key: key, singular: false, elements: false, depth: depth + 1)
        }
        return place.id
    }

    /// `user` under `[]`: `[].user`; at the root, the key alone; a key that
    /// is not a plain identifier quoted and escaped (`[]["a.b"]`).
    static func path(_ parent: String, _ key: String) -> String { PayloadKey.path(parent, key) }
}
