import Foundation

extension Endpoint {
    /// What a request sends, with the `Content-Type` it implies.
    ///
    /// ```swift
    /// let json = Endpoint.Body.json(["user": "manue"])                  // application/json
    /// let form = Endpoint.Body.form([("q", "a+b"), ("lang", "fr")])     // q=a%2Bb&lang=fr
    /// let raw = Endpoint.Body.data(Data("<a/>".utf8), contentType: "application/xml")
    /// let model = Endpoint.Body.model(tweet, context: "$TweetModel")    // reverse-mapped when built
    /// ```
    public enum Body: Sendable {
        /// A JSON value, written compactly as UTF-8; `application/json`.
        case json(JSON)
        /// Name-value pairs in order, encoded per the WHATWG
        /// `application/x-www-form-urlencoded` rules (a space is `+`; `+`,
        /// `&`, `=` and non-ASCII are percent-escaped);
        /// `application/x-www-form-urlencoded`.
        case form([(String, String)])
        /// Bytes sent as they are, with their content type.
        case data(Data, contentType: String)
        /// A model written to JSON through a context's reverse mapping when
        /// the request is built (the catalog that holds the context is given
        /// then); `application/json`. A model that is not `Sendable` can be
        /// reverse-mapped first with `MappingContext.json(from:)` and sent
        /// as ``json(_:)``.
        case model(any Mappable & Sendable, context: String)

        /// The `Content-Type` the body sends unless a header sets one.
        public var contentType: String {
            switch self {
            case .json, .model: "application/json"
            case .form: "application/x-www-form-urlencoded"
            case .data(_, let contentType): contentType
            }
        }
    }
}
