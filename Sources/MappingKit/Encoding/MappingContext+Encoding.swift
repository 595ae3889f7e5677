/// What the `Encodable` verbs (`API/MappingContext+Encodable.swift`) run:
/// one ``EncodingSession`` writing the value through the context.
extension MappingContext {
    /// `value` written to JSON through this context
    /// (``json(from:options:)``), each failure as a ``MappingError``.
    func runEncodable<E: Encodable>(_ value: E, options: EncodingOptions) throws(MappingError) -> JSON {
        let session = EncodingSession(storage: storage, options: options)
        let root = ObjectMapping(className: compiled.className, contextIdentifier: identifier, contextIndex: index)
        do {
            return try session.written(value, through: root, at: [], depth: 0) ?? .null
        } catch let error as MappingConfigurationError {
            throw .configuration(error)
        } catch let failure as EncodingFailure {
            throw failure.mappingError
        } catch {
            throw EncodingFailure.thrown(error, at: []).mappingError
        }
    }
}
