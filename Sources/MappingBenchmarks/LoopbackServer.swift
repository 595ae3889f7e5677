import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for the `--http` benchmark: one
/// thread per connection, keep-alive, `TCP_NODELAY`, every request answered
/// `200` with the same JSON body. Requests are read up to the end of their
/// head; bodies are not expected (GET only).
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let response: [UInt8]

    /// Listens on an ephemeral port; `nil` if the socket cannot be set up.
    init?(body: Data) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0, listen(fd, 64) == 0 else {
            close(fd)
            return nil
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        response = Array(head.utf8) + Array(body)
    }

    /// Accepts connections on a background thread until the process ends.
    func start() {
        let thread = Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { continue }
                var yes: Int32 = 1
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                let connection = Thread { [self] in serve(client) }
                connection.start()
            }
        }
        thread.start()
    }

    /// Answers each request head on the connection until the peer closes it.
    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var pending: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(client, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            pending += buffer[0..<count]
            while let range = Self.find(end, in: pending) {
                pending.removeSubrange(0..<range)
                guard writeAll(client) else { return }
            }
        }
    }

    private func writeAll(_ client: Int32) -> Bool {
        var offset = 0
        while offset < response.count {
            let written = response.withUnsafeBytes { write(client, $0.baseAddress.map { $0 + offset }, response.count - offset) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// The index just past the first occurrence of `needle`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
