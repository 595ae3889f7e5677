#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The few BSD-socket calls the test server makes, with the platform
/// differences (socket type constants, SIGPIPE suppression, poll flags) in
/// one place. Every call works on a raw descriptor and reports `errno` as a
/// plain value; nothing here throws or traps.
enum HTTPSocket {
    /// `SOCK_STREAM` as the platform's `socket(2)` takes it.
    static var streamType: Int32 {
        #if canImport(Darwin)
            SOCK_STREAM
        #else
            Int32(SOCK_STREAM.rawValue)
        #endif
    }

    /// Flags for `send(2)`: no SIGPIPE when the peer has gone (Linux); on
    /// Darwin the socket itself carries `SO_NOSIGPIPE` instead.
    static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// 127.0.0.`host` (127.0.0.1 unless told) and `port` as a `sockaddr_in`.
    static func loopback(port: UInt16, host: UInt8 = 1) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: (UInt32(0x7F00_0000) | UInt32(host)).bigEndian)
        return address
    }

    /// A TCP socket bound to 127.0.0.`host` on an ephemeral port, listening
    /// when `backlog` is given: its descriptor and the port the kernel chose.
    static func bindLoopback(backlog: Int32?, host: UInt8 = 1) -> Result<(fd: Int32, port: UInt16), HTTPTestServerError> {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { return .failure(.socket(errno: errno)) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        noSigPipe(fd)
        var address = loopback(port: 0, host: host)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            return .failure(.bind(errno: code))
        }
        if let backlog, listen(fd, backlog) != 0 {
            let code = errno
            close(fd)
            return .failure(.listen(errno: code))
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            return .failure(.getsockname(errno: code))
        }
        return .success((fd, UInt16(bigEndian: actual.sin_port)))
    }

    /// On Darwin, no SIGPIPE for writes to this socket once the peer has gone.
    static func noSigPipe(_ fd: Int32) {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// TCP_NODELAY: small writes (a header, a dripped byte) leave at once
    /// instead of waiting for the peer's delayed ACK.
    static func noDelay(_ fd: Int32) {
        var yes: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// What waiting on a descriptor and the stop pipe found.
    enum Readiness: Equatable {
        case readable
        case stopping
        case timedOut
    }

    /// Waits until `fd` is readable (or hung up), the server is stopping
    /// (`stopFD` readable), or `milliseconds` pass (-1: no limit).
    static func wait(for fd: Int32?, stopFD: Int32, milliseconds: Int32) -> Readiness {
        var fds = [pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
        if let fd { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let count = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
            if count < 0 {
                if errno == EINTR { continue }
                return .stopping
            }
            if count == 0 { return .timedOut }
            if fds[0].revents != 0 { return .stopping }
            return .readable
        }
    }

    /// Writes all of `bytes`; `false` when the peer has gone or the socket
    /// was shut down.
    static func sendAll(_ fd: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, sendFlags)
                if sent < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if sent == 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads what is there (up to `limit` bytes): `nil` at end of stream or
    /// on an error.
    static func receive(_ fd: Int32, limit: Int = 65_536) -> Data? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Data(buffer[0..<count])
        }
    }

    static func shutdownBoth(_ fd: Int32) {
        #if canImport(Darwin)
            _ = shutdown(fd, SHUT_RDWR)
        #else
            _ = shutdown(fd, Int32(SHUT_RDWR))
        #endif
    }

    static func shutdownWrite(_ fd: Int32) {
        #if canImport(Darwin)
            _ = shutdown(fd, SHUT_WR)
        #else
            _ = shutdown(fd, Int32(SHUT_WR))
        #endif
    }

    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }
}
