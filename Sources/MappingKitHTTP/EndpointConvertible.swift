/// A value that stands for an ``Endpoint``, such as a router enum
/// (Raccoon's `EndpointConvertible`): it works wherever an endpoint does.
///
/// ```swift
/// enum LoginRouter: EndpointConvertible {
///     case login(user: String, password: String)
///
///     var endpoint: Endpoint {
///         switch self {
///         case let .login(user, password):
///             Endpoint(.post, "/auth/login", body: .json(["user": .string(user), "pass": .string(password)]),
///                      context: "$LoginResponse")
///         }
///     }
/// }
/// let request = try LoginRouter.login(user: "manue", password: "my_pass")
///     .urlRequest(baseURL: URL(string: "https://host.example")!)
/// ```
public protocol EndpointConvertible: Sendable {
    /// The endpoint this value stands for.
    var endpoint: Endpoint { get }
}
