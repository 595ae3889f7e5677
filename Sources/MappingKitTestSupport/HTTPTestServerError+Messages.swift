import Foundation

extension HTTPTestServerError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .socket(let code): "the test server could not open a socket: \(Self.reason(code))"
        case .bind(let code): "the test server could not bind 127.0.0.1: \(Self.reason(code))"
        case .listen(let code): "the test server could not listen: \(Self.reason(code))"
        case .getsockname(let code): "the test server could not read back its port: \(Self.reason(code))"
        case .pipe(let code): "the test server could not open its stop pipe: \(Self.reason(code))"
        }
    }

    private static func reason(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
