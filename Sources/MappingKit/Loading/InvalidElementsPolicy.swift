/// What an entry's `@invalidElements` says to do with the elements of a
/// collection (an array, a set, a dictionary's values; of scalars, enums or
/// `@object` models) that cannot be made.
///
/// ```json
/// "tags": { "@keyPath": "tags", "@invalidElements": "skip" }
/// ```
///
/// Without it, a collection of values MappingKit converts fails whole (an
/// error; the property keeps its value), and an `@object` collection skips
/// an element that is not an object with an error.
public enum InvalidElementsPolicy: String, Sendable, Hashable, CaseIterable {
    /// `"skip"`: the elements that cannot be made are dropped, the others
    /// kept in order, each dropped one an `invalidElementSkipped` warning at
    /// its own path.
    case skip
    /// `"fail"`: one element that cannot be made fails the collection: an
    /// error, the property keeps its value (a `Decodable` object that needs
    /// it cannot be made).
    case fail
}
