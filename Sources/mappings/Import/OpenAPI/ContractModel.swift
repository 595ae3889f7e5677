/// One context an import writes and one model of the Swift it writes: a
/// schema of the contract (a component, or an object schema written in
/// place), with its properties.
struct ContractModel: Sendable {
    /// The Swift type name (`Issue`); the context is `$` and this.
    var name: String
    /// Where its schema is.
    var pointer: JSONPointer
    /// The schema's `title` or `description`, for the model's documentation.
    var summary: String?
    /// The models of its `allOf` references (`@inherits`), in order.
    var inherits: [Int] = []
    /// Its own properties, in the schema's order (those of `allOf`'s
    /// object schemas written in place too).
    var fields: [ContractField] = []
    /// For a `oneOf`/`anyOf` with a discriminator: the type field and
    /// each value's case model (``Polymorphism``).
    var polymorphism: Polymorphism?
    /// For a case of a polymorphic model: that model.
    var base: Int?
    /// For the values of a dictionary (`additionalProperties`): the
    /// property that receives each member's key (`@key`), without which
    /// dynamic mapping would take the dictionary for one object.
    var keyProperty: String?

    /// A polymorphic schema: which property picks the case, and the model of each value.
    struct Polymorphism: Sendable {
        var key: String
        var cases: [(value: String, model: Int)]
    }

    var context: String { "$" + name }
}
