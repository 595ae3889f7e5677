/// Why a model's property cannot be mapped; worded in
/// `ConfigurationProblem+Messages.swift`.
enum PropertyProblem: Error, Sendable, Hashable {
    case readOnly(name: String)
    /// `conformingType` is the type that needs the conformance: `GeoPoint`
    /// when `type` is `Optional<GeoPoint>` or `Array<GeoPoint>`.
    case unsupportedType(name: String, type: String, conformingType: String)
}
