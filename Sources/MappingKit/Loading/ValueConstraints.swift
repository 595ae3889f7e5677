/// An entry's value constraints (`@minimum`, `@maximum`, `@minLength`,
/// `@maxLength`, `@pattern`, `@allowedValues`, `@minItems`, `@maxItems`),
/// read once when the catalog loads (the pattern compiled then) and checked
/// on each payload value the entry maps, before its action, on every path
/// (``violation(of:)``, in ValueConstraints+Checking.swift).
///
/// ```swift
/// // "age": { "@keyPath": "age", "@minimum": 0, "@maximum": 150 }
/// let constraints = try #require(entry.constraints)
/// constraints.violation(of: PayloadValue(200))?.message
/// // number 200 is above '@maximum' 150
/// ```
struct ValueConstraints: Sendable, Hashable {
    /// `@minimum`: numbers (and strings that are JSON numbers) at least this.
    var minimum: JSON.Number?
    /// `@maximum`: numbers (and strings that are JSON numbers) at most this.
    var maximum: JSON.Number?
    /// `@minLength`: strings of at least this many Unicode scalars.
    var minLength: Int?
    /// `@maxLength`: strings of at most this many Unicode scalars.
    var maxLength: Int?
    /// `@pattern`: strings holding a match of this regular expression
    /// (anywhere: it is not anchored).
    var pattern: ValuePattern?
    /// `@allowedValues`: values equal (as JSON) to one of these.
    var allowedValues: [JSON]?
    /// `@minItems`: collections of at least this many elements or members.
    var minItems: Int?
    /// `@maxItems`: collections of at most this many elements or members.
    var maxItems: Int?

    /// No constraint is set.
    var isEmpty: Bool { !checksValues && minItems == nil && maxItems == nil }

    /// A constraint on values (each element's, on a collection) is set:
    /// any but `@minItems` and `@maxItems`.
    var checksValues: Bool {
        minimum != nil || maximum != nil || minLength != nil || maxLength != nil || pattern != nil || allowedValues != nil
    }

    /// The keywords that hold constraints (their declarations say so), in
    /// the order they are checked, which is their declaration order.
    static let keywords: [MappingKeyword] = MappingKeyword.allCases.filter { $0.declaration.constraint != nil }

    /// The keywords that constrain values rather than collections.
    static let valueKeywords: Set<MappingKeyword> = Set(keywords.filter { $0.declaration.constraint == .onValues })
}
