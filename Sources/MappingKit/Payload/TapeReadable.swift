/// A type read straight from a parsed document's tape when the value is
/// there as such (a string for `String`, an integer number in range for
/// `Int`, …): the fast path of decoding a `Decodable` value, which falls
/// back to the full conversion (and its error) when ``read(from:at:)``
/// gives `nil`. Reads exactly what ``TapeReaders`` reads for the same type.
protocol TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> Self?
}

extension TapeReadable {
    /// ``read(from:at:)`` for a caller generic over `T` that knows `T` is
    /// this type (`DecodedType.readable` is `T.self` itself): the value is
    /// handed over as `T` with no boxing in `Any` and no dynamic cast.
    @inline(__always)
    static func read<T>(from tape: TapeView, at node: Int, as _: T.Type) -> T? {
        guard let value = read(from: tape, at: node) else { return nil }
        // The same type: reinterpreting is the identity.
        guard Self.self == T.self else { return value as? T }
        return unsafeBitCast(value, to: T.self)
    }
}

extension String: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> String? { TapeReaders.string(tape, node) }
}

extension Bool: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Bool? { TapeReaders.bool(tape, node) }
}

extension Double: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Double? { TapeReaders.double(tape, node) }
}

extension Float: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Float? { TapeReaders.float(tape, node) }
}

extension Int: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Int? { TapeReaders.int64(tape, node).flatMap { Int(exactly: $0) } }
}

extension Int64: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Int64? { TapeReaders.int64(tape, node) }
}

extension Int32: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> Int32? { TapeReaders.int64(tape, node).flatMap { Int32(exactly: $0) } }
}

extension Int16: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> Int16? { TapeReaders.int64(tape, node).flatMap { Int16(exactly: $0) } }
}

extension Int8: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> Int8? { TapeReaders.int64(tape, node).flatMap { Int8(exactly: $0) } }
}

extension UInt: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> UInt? { TapeReaders.int64(tape, node).flatMap { UInt(exactly: $0) } }
}

extension UInt64: TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> UInt64? { TapeReaders.int64(tape, node).flatMap { UInt64(exactly: $0) } }
}

extension UInt32: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> UInt32? { TapeReaders.int64(tape, node).flatMap { UInt32(exactly: $0) } }
}

extension UInt16: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> UInt16? { TapeReaders.int64(tape, node).flatMap { UInt16(exactly: $0) } }
}

extension UInt8: TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> UInt8? { TapeReaders.int64(tape, node).flatMap { UInt8(exactly: $0) } }
}

extension Optional: TapeReadable where Wrapped: TapeReadable {
    /// `null` is `nil`; anything else reads as `Wrapped`.
    @_specialize(where Wrapped == String)
    @_specialize(where Wrapped == Int)
    @_specialize(where Wrapped == Int64)
    @_specialize(where Wrapped == UInt64)
    @_specialize(where Wrapped == Double)
    @_specialize(where Wrapped == Bool)
    static func read(from tape: TapeView, at node: Int) -> Wrapped?? {
        if tape.kind(node) == .null { return .some(nil) }
        return Wrapped.read(from: tape, at: node).map { .some($0) }
    }
}

extension Array: TapeReadable where Element: TapeReadable {
    /// An array whose every element reads as `Element`. Called through an
    /// existential, it runs unspecialised: the common element types get
    /// code of their own.
    @_specialize(where Element == Int)
    @_specialize(where Element == Int64)
    @_specialize(where Element == UInt64)
    @_specialize(where Element == Double)
    @_specialize(where Element == String)
    @_specialize(where Element == Bool)
    @_specialize(where Element == [Double])
    @_specialize(where Element == [[Double]])
    static func read(from tape: TapeView, at node: Int) -> [Element]? {
        guard tape.kind(node) == .array else { return nil }
        let count = Int(tape.nodes[node].length)
        var result: [Element] = []
        result.reserveCapacity(count)
        var child = node + 1
        for _ in 0..<count {
            guard let value = Element.read(from: tape, at: child) else { return nil }
            result.append(value)
            child = tape.skip(child)
        }
        return result
    }
}

extension Dictionary: TapeReadable where Key == String, Value: TapeReadable {
    /// An object whose every value reads as `Value` (a repeated key keeps
    /// its first value, as in `JSONDecoder`).
    @_specialize(where Key == String, Value == String)
    @_specialize(where Key == String, Value == Int)
    @_specialize(where Key == String, Value == Double)
    static func read(from tape: TapeView, at node: Int) -> [String: Value]? {
        guard tape.kind(node) == .object else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(tape.nodes[node].length))
        var complete = true
        tape.forEachMember(ofObject: node) { key, member in
            guard let read = Value.read(from: tape, at: member) else {
                complete = false
                return false
            }
            let name = tape.string(key)
            if result[name] == nil { result[name] = read }
            return true
        }
        return complete ? result : nil
    }
}
