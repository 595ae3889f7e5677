/// The shape a call expects its payload's root to have: what lets a
/// ``DriftMonitor`` tell a payload of the wrong shape (an error object where
/// an array was expected) from drift in its fields.
///
/// ```swift
/// let result = context.objects(from: payload, as: JSON.self)
/// monitor.observe(result.report, context: "$Tweet", source: source, expecting: .array)
/// ```
public enum ExpectedRoot: String, Sendable, Hashable, Codable {
    /// Either: only a root that is not an object or an array is a shape failure.
    case any
    /// An object (`context.object(from:)`).
    case object
    /// An array (`context.objects(from:)` on an endpoint that returns a list).
    case array
}
