#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension HTTPTestServer {
    /// Sends `bytes` as they are to this server on a fresh connection and
    /// returns everything it sends back until it closes the connection, or
    /// `nil` if the connection failed or `timeout` passed without the server
    /// closing. For requests no HTTP client would send: malformed heads,
    /// chunked bodies, pipelining.
    ///
    /// ```swift
    /// let reply = server.rawExchange(Data("GET / HTTP/1.1\r\nConnection: close\r\n\r\n".utf8))
    /// ```
    package func rawExchange(_ bytes: Data, timeout: Duration = .seconds(2)) -> Data? {
        let fd = socket(AF_INET, HTTPSocket.streamType, 0)
        guard fd >= 0 else { return nil }
        defer { HTTPSocket.closeDescriptor(fd) }
        HTTPSocket.noSigPipe(fd)
        var address = HTTPSocket.loopback(port: port, host: host)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0, HTTPSocket.sendAll(fd, bytes) else { return nil }
        let deadline = ContinuousClock.now + timeout
        var reply = Data()
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            let milliseconds = Int32(clamping: left.components.seconds * 1_000 + 1)
            var poller = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            let ready = poller.withUnsafeMutableBufferPointer { poll($0.baseAddress, 1, milliseconds) }
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            guard let more = HTTPSocket.receive(fd) else { return reply }
            reply.append(more)
        }
    }
}
