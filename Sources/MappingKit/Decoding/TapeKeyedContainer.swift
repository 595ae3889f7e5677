/// The keyed decoding container of both families (the context's
/// ``ContextKeyedContainer`` and ``PayloadDecoder``'s
/// ``StrictKeyedContainer``): the 14 `decode` and 14 `decodeIfPresent`
/// overloads of the common types are written here once, as
/// `Encoding/PrimitiveForwarding.swift` writes the encoders'. A value that
/// is on the tape as such is read straight from it (``TapeReaders``);
/// anything else, and every error, goes through the container's generic
/// `decode(_:forKey:)`.
///
/// ```swift
/// final class StrictKeyedContainer<Key: CodingKey>: TapeKeyedContainer {
///     func scalarNode(_ key: Key) -> Int? { … }                              // the member's node, if any
///     func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? { … }   // one lookup
/// }
/// ```
protocol TapeKeyedContainer: KeyedDecodingContainerProtocol {
    /// The payload's tape.
    var tape: TapeView { get }
    /// The node of the member `key` reads when it can be read as it is
    /// (no transformer, no fallback, no constraint); `nil` sends the key
    /// through `decode(_:forKey:)`.
    func scalarNode(_ key: Key) -> Int?
    /// `decodeIfPresent` of `T` with one lookup (the protocol's default
    /// asks `contains`, `decodeNil` and `decode`: three lookups, and a
    /// repeated key could then be read at two of its occurrences).
    func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T?
}

extension TapeKeyedContainer {
    /// The common types, read straight from the tape when the value is
    /// there as such; anything else through `decode(_:forKey:)`.
    @inline(__always)
    func scalar<T: Decodable>(_ key: Key, _ read: (TapeView, Int) -> T?) throws -> T {
        if let node = scalarNode(key), let value = read(tape, node) { return value }
        return try decode(T.self, forKey: key)
    }

    @inline(__always) func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key, TapeReaders.bool) }
    @inline(__always) func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key, TapeReaders.string) }
    @inline(__always) func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key, TapeReaders.double) }
    @inline(__always) func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key, TapeReaders.float) }
    @inline(__always) func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key, TapeReaders.integer(Int.self)) }
    @inline(__always) func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key, TapeReaders.integer(Int8.self)) }
    @inline(__always) func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key, TapeReaders.integer(Int16.self)) }
    @inline(__always) func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key, TapeReaders.integer(Int32.self)) }
    @inline(__always) func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key, TapeReaders.int64) }
    @inline(__always) func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key, TapeReaders.integer(UInt.self)) }
    @inline(__always) func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key, TapeReaders.integer(UInt8.self)) }
    @inline(__always) func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key, TapeReaders.integer(UInt16.self)) }
    @inline(__always) func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key, TapeReaders.integer(UInt32.self)) }
    @inline(__always) func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key, TapeReaders.integer(UInt64.self)) }

    @inline(__always) func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(Bool.self, key) }
    @inline(__always) func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try ifPresent(String.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(Double.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(Float.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try ifPresent(Int.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try ifPresent(Int8.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try ifPresent(Int16.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try ifPresent(Int32.self, key) }
    @inline(__always) func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try ifPresent(Int64.self, key) }
    @inline(__always) func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try ifPresent(UInt.self, key) }
    @inline(__always) func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try ifPresent(UInt8.self, key) }
    @inline(__always) func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try ifPresent(UInt16.self, key) }
    @inline(__always) func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try ifPresent(UInt32.self, key) }
    @inline(__always) func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try ifPresent(UInt64.self, key) }
}
