/// Why a value could not be encoded, and where: what ``EncodingSession``
/// throws, and what becomes ``MappingError/encodingFailed(path:reason:)``.
struct EncodingFailure: Error {
    enum Problem {
        /// A `Double` or `Float` that is NaN or infinite: JSON has no such
        /// number (`JSONEncoder` throws too).
        case nonFiniteNumber(String)
        /// An `encode(to:)` asked for a container of another kind than the one
        /// it already wrote into at the same place (`JSONEncoder` traps).
        case mixedContainers(asked: String, holding: String)
        /// Values nest deeper than the limit (a cycle of class references).
        case tooDeep(limit: Int)
        /// An `encode(to:)` (or a date strategy's closure) threw.
        case thrown(String)
    }

    /// The coding path of the value, from the value written.
    let codingPath: [any CodingKey]
    let problem: Problem

    /// The coding path as MappingKit writes paths: `tweets[2].coordinates`.
    var path: String {
        PathStack(codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }).rendered()
    }

    /// The error the public verbs throw.
    var mappingError: MappingError { .encodingFailed(path: path, reason: reason) }

    /// An error an `encode(to:)` threw, at `codingPath` unless it says where
    /// itself (an `EncodingError` has its own coding path).
    static func thrown(_ error: any Error, at codingPath: [any CodingKey]) -> EncodingFailure {
        if let failure = error as? EncodingFailure { return failure }
        guard let encoding = error as? EncodingError else {
            return EncodingFailure(codingPath: codingPath, problem: .thrown(String(describing: error)))
        }
        switch encoding {
        case .invalidValue(_, let context):
            return EncodingFailure(
                codingPath: context.codingPath.isEmpty ? codingPath : context.codingPath, problem: .thrown(context.debugDescription))
        @unknown default:
            return EncodingFailure(codingPath: codingPath, problem: .thrown(String(describing: error)))
        }
    }
}
