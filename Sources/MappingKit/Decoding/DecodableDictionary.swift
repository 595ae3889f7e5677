import Foundation

/// `[String: Value]` of a `Decodable`, opened: members that cannot be
/// decoded are skipped with their issues.
protocol DecodableDictionary: ContainerType {
    /// An empty one.
    static var empty: Self { get }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self
}
