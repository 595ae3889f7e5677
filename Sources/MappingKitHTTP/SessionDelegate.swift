import Foundation
import MappingKit
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session's delegate: routes each task's callbacks to its transfer.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Locked([Int: Transfer]())

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(dataTask) else { return completionHandler(.cancel) }
        guard let http = response as? HTTPURLResponse else {
            transfer.fail(URLError(.badServerResponse))
            return completionHandler(.cancel)
        }
        let length = http.expectedContentLength >= 0 ? Int(clamping: http.expectedContentLength) : nil
        let url = http.url ?? dataTask.currentRequest?.url ?? transfer.url ?? URL(fileURLWithPath: "/")
        let delivered = transfer.deliverHead { chunks in
            HTTPTransportResponse(
                status: http.statusCode, headers: Self.headers(of: http), url: url,
                body: HTTPTransportBody(expectedLength: length, chunks))
        }
        guard delivered else { return completionHandler(.cancel) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask)?.body.yield(data)
    }

    static func headers(of http: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }

    /// Never followed here: the 3xx is the answer, and ``EndpointClient``
    /// follows it by RFC 9110.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        guard let error else { return transfer.complete() }
        if let urlError = error as? URLError, urlError.code == .cancelled {
            transfer.fail(CancellationError())
        } else {
            transfer.fail(error)
        }
    }
}
