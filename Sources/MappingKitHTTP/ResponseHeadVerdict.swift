/// What the client decides when a response's head arrives, before its body
/// is read: read it under the limit, read only what a status error needs,
/// or fail at once (an unacceptable content type).
enum ResponseHeadVerdict: Sendable {
    /// An acceptable response: read the body, failing past the limit.
    case proceed
    /// An unacceptable status: read at most the limit and stop there
    /// without failing, so the status error wins over the size.
    case readBounded
    /// Fail now with this error; the body is not read.
    case fail(EndpointError)
}

/// The check ``URLSessionTransport`` runs on a response's status and
/// headers as soon as they arrive.
typealias ResponseHeadCheck = @Sendable (_ status: Int, _ headers: HTTPHeaders) -> ResponseHeadVerdict
