import Foundation

/// How `Encodable` values are written through a context
/// (``MappingContext/json(from:options:)``): how dates are written, and the
/// `userInfo` handed to every `encode(to:)`.
///
/// Without a strategy a `Date` is written as MappingKit writes dates
/// everywhere: ISO 8601 in UTC, with milliseconds when the date has a
/// fraction (`"2012-08-29T17:12:58Z"`). An entry's transformer always wins.
///
/// ```swift
/// var options = EncodingOptions()
/// options.dateEncodingStrategy = .secondsSince1970
/// let body = try context.json(from: draft, options: options)   // "createdAt": 1346260378.0
/// ```
public struct EncodingOptions: Sendable {
    /// How dates are written, with `JSONEncoder`'s strategies and their
    /// meanings; `nil` (the default) writes MappingKit's ISO 8601.
    public var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy?
    /// Handed to every `encode(to:)` as `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// The default options.
    public init(dateEncodingStrategy: JSONEncoder.DateEncodingStrategy? = nil, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.dateEncodingStrategy = dateEncodingStrategy
        self.userInfo = userInfo
    }
}
