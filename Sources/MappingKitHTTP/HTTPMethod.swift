/// The HTTP method of an ``Endpoint``.
///
/// ```swift
/// let method = HTTPMethod.delete
/// method.rawValue        // "DELETE"
/// method.allowsBody      // true
/// HTTPMethod.get.allowsBody  // false
/// ```
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: reads; never has a body.
    case get = "GET"
    /// `POST`: creates or acts.
    case post = "POST"
    /// `PUT`: replaces.
    case put = "PUT"
    /// `PATCH`: updates part of a resource.
    case patch = "PATCH"
    /// `DELETE`: removes.
    case delete = "DELETE"
    /// `HEAD`: a `GET` without the response body; never has a body.
    case head = "HEAD"

    /// Whether a request with this method may carry a body (`false` for
    /// `GET` and `HEAD`).
    public var allowsBody: Bool { self != .get && self != .head }

    /// Whether a `:slug` segment with no value is left out of the path
    /// (Polymer's rule) instead of being an error: only for `GET` and `HEAD`,
    /// so a `DELETE` never falls through to the collection.
    var omitsMissingSlugs: Bool { !allowsBody }
}
