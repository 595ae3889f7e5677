import Foundation

extension Endpoint {
    /// What a request sends, with the `Content-Type` it implies.
    ///
    /// ```swift
    /// let json = Endpoint.Body.json(["user": "manue"])                  // application/json
    /// let form = Endpoint.Body.form([("q", "a+b"), ("lang", "fr")])     // q=a%2Bb&lang=fr
    /// let raw = Endpoint.Body.data(Data("<a/>".utf8), contentType: "application/xml")
    /// let model = Endpoint.Body.model(tweet, context: "$TweetModel")    // reverse-mapped when built
    /// let draft = Endpoint.Body.model(NewTweet(text: "Hi"), context: "$TweetModel")  // any Encodable too
    /// ```
    public struct Body: Sendable {
        enum Storage: Sendable {
            case json(JSON)
            case form([(String, String)])
            case data(Data, contentType: String)
            /// A value written through the context named `context` of the
            /// catalog given when the request is built.
            case model(@Sendable (MappingContext) throws(MappingError) -> JSON, context: String)
        }

        let storage: Storage

        /// A JSON value, written compactly as UTF-8; `application/json`.
        ///
        /// ```swift
        /// let body = Endpoint.Body.json(["user": "manue", "remember": true])
        /// ```
        public static func json(_ value: JSON) -> Body {
            Body(storage: .json(value))
        }

        /// Name-value pairs in order, encoded per the WHATWG
        /// `application/x-www-form-urlencoded` rules (a space is `+`; `+`,
        /// `&`, `=` and non-ASCII are percent-escaped);
        /// `application/x-www-form-urlencoded`.
        ///
        /// ```swift
        /// let body = Endpoint.Body.form([("q", "tania bowra"), ("plus", "+")])  // q=tania+bowra&plus=%2B
        /// ```
        public static func form(_ pairs: [(String, String)]) -> Body {
            Body(storage: .form(pairs))
        }

        /// Bytes sent as they are, with their content type.
        ///
        /// ```swift
        /// let body = Endpoint.Body.data(Data("<a/>".utf8), contentType: "application/xml")
        /// ```
        public static func data(_ data: Data, contentType: String) -> Body {
            Body(storage: .data(data, contentType: contentType))
        }

        /// A `Mappable` model written to JSON through a context's reverse
        /// mapping when the request is built (the catalog that holds the
        /// context is given then); `application/json`. A model that is not
        /// `Sendable` can be reverse-mapped first with
        /// `MappingContext.json(from:)` and sent as ``json(_:)``.
        ///
        /// ```swift
        /// let update = Endpoint(.put, "posts/:identifier", body: .model(post, context: "$PostModel"))
        /// ```
        public static func model<M: Mappable & Sendable>(_ model: M, context: String) -> Body {
            Body(storage: .model({ (mapping: MappingContext) throws(MappingError) -> JSON in
                do throws(MappingConfigurationError) {
                    return try mapping.json(from: model)
                } catch {
                    throw .configuration(error)
                }
            }, context: context))
        }

        /// Any `Encodable` value written to JSON through a context when the
        /// request is built, as `MappingContext.json(from:options:)` writes
        /// it: the context's entries say where the keys they name go (with
        /// their transformers' reverse and nested contexts), the other keys
        /// are written as the value encodes them; `application/json`. A type
        /// that is also `Mappable` is written with its property table.
        ///
        /// ```swift
        /// struct NewPost: Encodable, Sendable { var title: String; var published: Bool }
        /// // "$PostModel": { "title": "title", "published": "meta.published" }
        /// let create = Endpoint(.post, "posts", body: .model(NewPost(title: "Hi", published: true), context: "$PostModel"))
        /// // {"title":"Hi","meta":{"published":true}}
        /// ```
        public static func model<E: Encodable & Sendable>(
            _ value: E, context: String, options: EncodingOptions = EncodingOptions()
        ) -> Body {
            Body(storage: .model({ (mapping: MappingContext) throws(MappingError) -> JSON in
                try mapping.json(from: value, options: options)
            }, context: context))
        }

        /// The `Content-Type` the body sends unless a header sets one.
        public var contentType: String {
            switch storage {
            case .json, .model: "application/json"
            case .form: "application/x-www-form-urlencoded"
            case .data(_, let contentType): contentType
            }
        }
    }
}
