/// Which header fields can be sent: the check every request passes before
/// it goes out (``EndpointConvertible/urlRequest(baseURL:defaultHeaders:catalog:)``,
/// and again after the client's `prepare` hook).
extension HTTPHeaders {
    /// The characters of an HTTP token (RFC 9110 §5.6.2): what a field
    /// name is made of.
    static let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)

    /// Throws ``EndpointError/invalidHeaderField(name:inName:)`` for a name
    /// that is not a token, or a value with a line break or another control
    /// character but a tab: sent as it is, it would end the field there and
    /// pass the rest as other fields (header injection).
    ///
    /// ```swift
    /// try HTTPHeaders.check(name: "X-Note", value: "a\r\nX-Admin: 1")  // throws; the message names X-Note only
    /// ```
    static func check(name: String, value: String) throws(EndpointError) {
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ tokenCharacters.contains($0) }) else {
            throw .invalidHeaderField(name: name, inName: true)
        }
        guard value.unicodeScalars.allSatisfy({ $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }) else {
            throw .invalidHeaderField(name: name, inName: false)
        }
    }

    /// ``check(name:value:)`` for each field, in name order.
    static func check(_ fields: [String: String]) throws(EndpointError) {
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { try check(name: name, value: value) }
    }
}
