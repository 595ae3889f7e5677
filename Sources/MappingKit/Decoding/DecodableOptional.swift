import Foundation

/// `Optional` of a `Decodable`, opened: a value that is present and does
/// not decode gives `nil`, with a warning for a value that does not convert.
protocol DecodableOptional: ContainerType {
    static var absent: Self { get }
    static func decoded(_ value: SourceValue, at site: DecodingSite, by session: DecodingSession) throws -> Self
    static func decodedStrictly<Policy: UnreportedPolicy>(_ value: SourceValue, by session: UnreportedSession, _ policy: Policy.Type) throws -> Self
}
