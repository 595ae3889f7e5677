/// What a property makes of the collection a key path through arrays gives.
enum FanOutShape: Equatable {
    /// A collection of values that are not collections (`[String]`,
    /// `Set<Int>`, an `@object` collection): nested arrays are flattened
    /// one level.
    case flat
    /// A collection of collections, `JSON`, a transformer's input, dynamic
    /// mapping: the arrays as KVC gives them.
    case nested
    /// A property that holds one value: an issue.
    case single(typeName: String)

    init(_ type: Any.Type, typeName: String) {
        if type == JSON.self || type == Optional<JSON>.self {
            self = .nested
        } else if let collection = type as? any FanOutCollection.Type {
            self = collection.fanOutElementType is any FanOutCollection.Type ? .nested : .flat
        } else {
            self = .single(typeName: typeName)
        }
    }
}
