/// Why an ``HTTPTestServer`` could not start: the socket call that failed
/// and its `errno`. Worded in `HTTPTestServerError+Messages.swift`.
package enum HTTPTestServerError: Error, Equatable, Sendable {
    case socket(errno: Int32)
    case bind(errno: Int32)
    case listen(errno: Int32)
    case getsockname(errno: Int32)
    case pipe(errno: Int32)
}
