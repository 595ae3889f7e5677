/// What `mappings infer --models` writes beside the `.mappings` file.
enum ModelKind: String, Sendable, CaseIterable {
    /// Plain `Codable` structs (classes for a `@switch`), decoded through
    /// the file's contexts: `context.objects(from: data, as: Status.self)`.
    case codable
    /// `Mappable` structs with property tables (classes for a `@switch`).
    case mappable
    /// No Swift: the file alone, for `apply`, `fetch` and dynamic mapping.
    case none

    /// Whether a context names its model with `@class`: every one for
    /// property tables; only the cases and bases of a `@switch` for
    /// `Codable` (the call names the root type, and the properties' types
    /// the nested ones); never without models.
    func namesClass(_ model: InferredModel) -> Bool {
        switch self {
        case .mappable: true
        case .codable: model.base != nil || !model.cases.isEmpty
        case .none: false
        }
    }
}
