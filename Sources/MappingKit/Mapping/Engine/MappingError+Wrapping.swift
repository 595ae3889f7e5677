import Foundation

/// How the `Data` forms of the verbs wrap each step's own error in a
/// ``MappingError``: the parse's ``JSONParseError`` as `invalidJSON`, the
/// context's ``MappingConfigurationError`` as `configuration`.
extension MappingError {
    /// `data` parsed, then mapped by `body` (the verb's `Payload` form):
    /// what a `Data` form does.
    static func mapping<T>(_ data: Data, _ body: (Payload) throws(MappingConfigurationError) -> T) throws(MappingError) -> T {
        let payload = try parse(data)
        return try configuring { () throws(MappingConfigurationError) in try body(payload) }
    }

    /// `data` parsed, its error wrapped.
    static func parse(_ data: Data) throws(MappingError) -> Payload {
        do {
            return try Payload(parsing: data)
        } catch {
            throw .invalidJSON(error)
        }
    }

    /// `body`'s value, its error wrapped.
    static func configuring<T>(_ body: () throws(MappingConfigurationError) -> T) throws(MappingError) -> T {
        do {
            return try body()
        } catch {
            throw .configuration(error)
        }
    }
}
