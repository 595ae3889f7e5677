import Foundation

/// One connection's life: read a request (request line, headers, a
/// `Content-Length` body), record it, deliver the routed response, and go
/// round again while the connection is kept alive.
extension HTTPTestServer {
    /// What reading one request gave.
    enum ReadOutcome {
        /// A whole request.
        case request(HTTPRequestRecord)
        /// A request refused with `response` (then the connection closes);
        /// `record` when enough of it was read to record.
        case refused(HTTPTestResponse, record: HTTPRequestRecord?)
        /// The peer closed, or the server is stopping.
        case closed
    }

    func serve(_ fd: Int32, connection: Int) {
        var buffer = Data()
        while true {
            switch readRequest(fd, &buffer, connection: connection) {
            case .closed:
                return
            case .refused(let response, let request):
                if let request { record(request) }
                var closing = response
                closing.headers.append(("Connection", "close"))
                _ = deliver(closing, on: fd, method: request?.method ?? "GET")
                lingeringClose(fd)
                return
            case .request(let request):
                record(request)
                let response = response(for: request)
                guard deliver(response, on: fd, method: request.method) else { return }
                if request.header("Connection")?.lowercased() == "close" { return }
            }
        }
    }

    /// After refusing a request whose rest is still unread: end the sending
    /// side, then read and drop what the client still sends (at most 1 MiB,
    /// 200 ms between reads), so closing does not reset the connection and
    /// destroy the refusal before the client reads it.
    private func lingeringClose(_ fd: Int32) {
        HTTPSocket.shutdownWrite(fd)
        var drained = 0
        while drained < 1_048_576, HTTPSocket.wait(for: fd, stopFD: stopRead, milliseconds: 200) == .readable,
            let bytes = HTTPSocket.receive(fd)
        {
            drained += bytes.count
        }
    }

    /// Reads more bytes into `buffer`; `false` when the peer closed or the
    /// server is stopping.
    private func fill(_ fd: Int32, _ buffer: inout Data) -> Bool {
        guard HTTPSocket.wait(for: fd, stopFD: stopRead, milliseconds: -1) == .readable,
            let bytes = HTTPSocket.receive(fd)
        else { return false }
        buffer.append(bytes)
        return true
    }

    private func readRequest(_ fd: Int32, _ buffer: inout Data, connection: Int) -> ReadOutcome {
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while true {
            headEnd = buffer.range(of: separator)
            if headEnd != nil { break }
            if buffer.count > limits.maxHeadBytes {
                return .refused(.error(status: 431, code: "head_too_large"), record: nil)
            }
            guard fill(fd, &buffer) else { return .closed }
        }
        guard let headEnd else { return .closed }
        if headEnd.lowerBound - buffer.startIndex > limits.maxHeadBytes {
            return .refused(.error(status: 431, code: "head_too_large"), record: nil)
        }
        let head = String(decoding: buffer[buffer.startIndex..<headEnd.lowerBound], as: UTF8.self)
        buffer = Data(buffer[headEnd.upperBound...])

        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.isEmpty ? "" : lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/") else {
            return .refused(.error(status: 400, code: "bad_request_line"), record: nil)
        }
        var headers: [HTTPRequestRecord.Header] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                return .refused(.error(status: 400, code: "bad_header"), record: nil)
            }
            headers.append(
                .init(
                    name: String(line[..<colon]),
                    value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let target = String(parts[1])
        let question = target.firstIndex(of: "?")
        var request = HTTPRequestRecord(
            method: String(parts[0]), target: target,
            path: question.map { String(target[..<$0]) } ?? target,
            query: question.map { String(target[target.index(after: $0)...]) },
            version: String(parts[2]), headers: headers, body: Data(), connection: connection)

        if let encoding = request.header("Transfer-Encoding"), encoding.lowercased() != "identity" {
            return .refused(.error(status: 411, code: "length_required"), record: request)
        }
        var length = 0
        if let value = request.header("Content-Length") {
            guard let parsed = Int(value), parsed >= 0 else {
                return .refused(.error(status: 400, code: "bad_content_length"), record: request)
            }
            length = parsed
        }
        if length > limits.maxBodyBytes {
            return .refused(.error(status: 413, code: "body_too_large"), record: request)
        }
        if length > buffer.count, request.header("Expect")?.lowercased() == "100-continue" {
            guard HTTPSocket.sendAll(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return .closed }
        }
        while buffer.count < length {
            guard fill(fd, &buffer) else { return .closed }
        }
        request.body = Data(buffer.prefix(length))
        buffer = Data(buffer.dropFirst(length))
        return .request(request)
    }

    /// Sends `response` as its delivery says; `true` when the connection
    /// can carry another request.
    func deliver(_ response: HTTPTestResponse, on fd: Int32, method: String) -> Bool {
        var headers = response.headers.map { header -> (name: String, value: String) in
            if header.name.caseInsensitiveCompare("Location") == .orderedSame, header.value.hasPrefix("/") {
                return (header.name, baseURL.absoluteString + header.value)
            }
            return header
        }
        let body = method.uppercased() == "HEAD" ? Data() : response.body
        let hasLength = response.header("Content-Length") != nil
        switch response.delivery {
        case .neverAnswers:
            // Drain whatever the client sends until it closes or the server stops.
            while HTTPSocket.wait(for: fd, stopFD: stopRead, milliseconds: -1) == .readable {
                if HTTPSocket.receive(fd) == nil { return false }
            }
            return false
        case .closesConnection:
            return false
        case .complete:
            if !hasLength { headers.append(("Content-Length", String(response.body.count))) }
            return HTTPSocket.sendAll(fd, Self.head(status: response.status, headers: headers) + body)
        case .chunked(let size):
            headers.append(("Transfer-Encoding", "chunked"))
            guard HTTPSocket.sendAll(fd, Self.head(status: response.status, headers: headers)) else { return false }
            var offset = body.startIndex
            let step = max(size, 1)
            while offset < body.endIndex {
                let end = min(offset + step, body.endIndex)
                var chunk = Data((String(end - offset, radix: 16) + "\r\n").utf8)
                chunk.append(body[offset..<end])
                chunk.append(contentsOf: [13, 10])
                guard HTTPSocket.sendAll(fd, chunk) else { return false }
                offset = end
            }
            return HTTPSocket.sendAll(fd, Data("0\r\n\r\n".utf8))
        case .truncated(let sent):
            if !hasLength { headers.append(("Content-Length", String(response.body.count))) }
            headers.append(("Connection", "close"))
            _ = HTTPSocket.sendAll(fd, Self.head(status: response.status, headers: headers) + body.prefix(sent))
            return false
        case .drip(let interval):
            if !hasLength { headers.append(("Content-Length", String(response.body.count))) }
            guard HTTPSocket.sendAll(fd, Self.head(status: response.status, headers: headers)) else { return false }
            let milliseconds = Int32(clamping: interval.components.seconds * 1_000
                + interval.components.attoseconds / 1_000_000_000_000_000)
            for byte in body {
                guard HTTPSocket.wait(for: nil, stopFD: stopRead, milliseconds: max(milliseconds, 1)) == .timedOut,
                    HTTPSocket.sendAll(fd, Data([byte]))
                else { return false }
            }
            return true
        }
    }
}
