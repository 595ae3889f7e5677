import Foundation

/// `Array` of a `Decodable`, opened: elements that cannot be decoded are
/// skipped with their issues.
protocol DecodableArray: ContainerType {
    /// An empty one.
    static var empty: Self { get }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self
}
