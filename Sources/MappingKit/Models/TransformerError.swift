import Foundation

/// An error a transformer throws to say why a value does not fit; its
/// message becomes the message.
///
/// ```swift
/// throw TransformerError("expected [longitude, latitude], found 3 numbers")
/// ```
public struct TransformerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message shown in the report.
    public var message: String
    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
