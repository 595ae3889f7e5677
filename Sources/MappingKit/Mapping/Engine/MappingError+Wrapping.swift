import Foundation

/// How the `Data` forms of the verbs wrap each step's own error in a
/// ``MappingError``: the parse's ``JSONParseError`` as `invalidJSON`, the
/// context's ``MappingConfigurationError`` as `configuration` (the verbs
/// call them through `MappingContext.mapping(_:expecting:_:)`, which also
/// reports a body that is not JSON to an observer).
extension MappingError {
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
