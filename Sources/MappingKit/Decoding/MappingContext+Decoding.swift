import Foundation

/// What the `Decodable` verbs (`API/MappingContext+Decodable.swift`) run:
/// a type that is also ``Mappable`` through its property table, any other
/// through its `init(from:)`, in one ``DecodingSession`` over the payload.
extension MappingContext {
    /// A payload object as `D`
    /// (``object(from:as:metadata:options:)-(Payload,D.Type,_,_)``).
    func runDecodableObject<D: Decodable>(
        _ payload: Payload, as _: D.Type, metadata: JSON, options: DecodingOptions
    ) throws(MappingConfigurationError) -> MappingResult<D?> {
        if let mappable = DecodedType.of(D.self).mappable {
            func viaTable<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<D?> {
                let result = try runObject(payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value as? D, report: result.report)
            }
            return try viaTable(mappable)
        }
        return try decodedObject(from: payload, as: D.self, metadata: metadata, options: options)
    }

    /// Each element of an array payload (else the payload) as `D`
    /// (``objects(from:as:metadata:options:)-(Payload,D.Type,_,_)``).
    func runDecodableObjects<D: Decodable>(
        _ payload: Payload, as _: D.Type, metadata: JSON, options: DecodingOptions
    ) throws(MappingConfigurationError) -> MappingResult<[D]> {
        if let mappable = DecodedType.of(D.self).mappable {
            func viaTable<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<[D]> {
                let result = try runObjects(payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value.compactMap { $0 as? D }, report: result.report)
            }
            return try viaTable(mappable)
        }
        return try decodedObjects(from: payload, as: D.self, metadata: metadata, options: options)
    }

    // MARK: - Through init(from:) whatever the type

    /// ``object(from:as:metadata:options:)-(Payload,D.Type,_,_)`` through
    /// `init(from:)` even for a ``Mappable`` type (the benchmark decodes the
    /// same structs both ways).
    package func decodedObject<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<D?> {
        let plan = try storage.plans.decodablePlan(index, for: D.self, in: storage)
        return decoding(payload, metadata: metadata, options: options) { session, root in session.decodeRoot(D.self, root, plan: plan) }
    }

    /// ``objects(from:as:metadata:options:)-(Payload,D.Type,_,_)`` through
    /// `init(from:)` even for a ``Mappable`` type.
    package func decodedObjects<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<[D]> {
        let plan = try storage.plans.decodablePlan(index, for: D.self, in: storage)
        return decoding(payload, metadata: metadata, options: options) { session, root in session.decodeRoots(D.self, root, plan: plan) }
    }

    /// One decoding call: a session over the payload, `body`'s value, and the report.
    private func decoding<Value>(
        _ payload: Payload, metadata: JSON, options: DecodingOptions, _ body: (DecodingSession, SourceValue) -> Value
    ) -> MappingResult<Value> {
        Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            let session = DecodingSession(applier: applier, options: options)
            let value = body(session, root)
            applier = session.applier
            return MappingResult(value: value, report: applier.finish())
        }
    }
}
