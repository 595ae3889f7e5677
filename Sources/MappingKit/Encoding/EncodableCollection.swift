/// The elements of a collection an `@object` entry (or the value given to
/// ``MappingContext/json(from:options:)``) writes one by one through the
/// context: an array or a set, element by element, or a `[String: Value]`,
/// member by member in key order (as a dictionary of ``Mappable`` models is
/// written).
enum EncodableCollection {
    case elements([any Encodable])
    case members([(key: String, value: any Encodable)])

    /// The elements of `value`, or `nil` when it is not such a collection.
    init?(_ value: Any) {
        if let dictionary = value as? any EncodableMembers {
            self = .members(dictionary.encodableMembers)
        } else if let collection = value as? any EncodableElements {
            self = .elements(collection.encodableElements)
        } else {
            return nil
        }
    }
}

/// An array or a set of `Encodable` values.
private protocol EncodableElements {
    var encodableElements: [any Encodable] { get }
}

extension Array: EncodableElements where Element: Encodable {
    fileprivate var encodableElements: [any Encodable] { map { $0 } }
}

extension ContiguousArray: EncodableElements where Element: Encodable {
    fileprivate var encodableElements: [any Encodable] { map { $0 } }
}

extension Set: EncodableElements where Element: Encodable {
    fileprivate var encodableElements: [any Encodable] { map { $0 } }
}

/// A `[String: Value]` of `Encodable` values.
private protocol EncodableMembers {
    var encodableMembers: [(key: String, value: any Encodable)] { get }
}

extension Dictionary: EncodableMembers where Key == String, Value: Encodable {
    fileprivate var encodableMembers: [(key: String, value: any Encodable)] {
        sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
