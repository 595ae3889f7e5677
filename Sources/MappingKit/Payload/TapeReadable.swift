/// A type read straight from a parsed document's tape when the value is
/// there as such (a string for `String`, an integer number in range for
/// `Int`, …): the fast path of decoding a `Decodable` value, which falls
/// back to the full conversion (and its error) when ``read(from:at:)``
/// gives `nil`. Reads exactly what ``TapeReaders`` reads for the same type.
protocol TapeReadable {
    static func read(from tape: TapeView, at node: Int) -> Self?
    /// ``read(from:at:)`` into uninitialised memory for one value:
    /// `false`, and the memory left uninitialised, when it does not read.
    /// A requirement, so each type's witness is compiled for it: a caller
    /// generic over `T` reads through it with no `Optional<T>` made at run
    /// time.
    static func read(from tape: TapeView, at node: Int, into destination: UnsafeMutableRawPointer) -> Bool
}

extension TapeReadable {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int, into destination: UnsafeMutableRawPointer) -> Bool {
        store(read(from: tape, at: node), into: destination)
    }
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

/// `T` read from the tape by `readable` (`T`'s own reader), or else made by
/// `otherwise`: what a caller generic over `T` runs instead of
/// `read(from:at:as:) ?? …`, which makes an `Optional<T>` whose metadata
/// unspecialised code looks up at run time on every call.
@inline(__always)
func readOr<T>(
    _ readable: any TapeReadable.Type, _ tape: TapeView, at node: Int, as _: T.Type, otherwise: () throws -> T
) rethrows -> T {
    // A heap cell, not `withUnsafeTemporaryAllocation`: with a throwing
    // body, that looks up `Result<T, any Error>`'s metadata at every call
    // of this unspecialized function (~400 instructions; malloc and free
    // are a quarter of it).
    let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { cell.deallocate() }
    guard readable.read(from: tape, at: node, into: UnsafeMutableRawPointer(cell)) else { return try otherwise() }
    return cell.move()
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

/// Every integer width reads as ``TapeReaders/int64(_:_:)`` gives it, in range.
extension TapeReadable where Self: FixedWidthInteger {
    @inline(__always)
    static func read(from tape: TapeView, at node: Int) -> Self? { TapeReaders.int64(tape, node).flatMap { Self(exactly: $0) } }
}

extension Int: TapeReadable {}
extension Int64: TapeReadable {}
extension Int32: TapeReadable {}
extension Int16: TapeReadable {}
extension Int8: TapeReadable {}
extension UInt: TapeReadable {}
extension UInt64: TapeReadable {}
extension UInt32: TapeReadable {}
extension UInt16: TapeReadable {}
extension UInt8: TapeReadable {}

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
        TapeReaders.elements(tape, node) { tape, child in Element.read(from: tape, at: child) }
    }

    /// ``read(from:at:)`` into `destination`, the common element types by
    /// code of their own: read through an existential, the generic form
    /// makes an `Optional<[Element]>`, whose metadata is looked up at run
    /// time for every array (~400 instructions; a tweet has an `indices`
    /// array per hashtag and link).
    static func read(from tape: TapeView, at node: Int, into destination: UnsafeMutableRawPointer) -> Bool {
        if Element.self == Int.self { return store([Int].read(from: tape, at: node), into: destination) }
        if Element.self == Int64.self { return store([Int64].read(from: tape, at: node), into: destination) }
        if Element.self == UInt64.self { return store([UInt64].read(from: tape, at: node), into: destination) }
        if Element.self == Double.self { return store([Double].read(from: tape, at: node), into: destination) }
        if Element.self == String.self { return store([String].read(from: tape, at: node), into: destination) }
        if Element.self == Bool.self { return store([Bool].read(from: tape, at: node), into: destination) }
        if Element.self == [Double].self { return store([[Double]].read(from: tape, at: node), into: destination) }
        if Element.self == [[Double]].self { return store([[[Double]]].read(from: tape, at: node), into: destination) }
        return store(read(from: tape, at: node), into: destination)
    }
}

extension Dictionary: TapeReadable where Key == String, Value: TapeReadable {
    /// An object whose every value reads as `Value`; a repeated key keeps
    /// its first value, as in `JSONDecoder`.
    @_specialize(where Key == String, Value == String)
    @_specialize(where Key == String, Value == Int)
    @_specialize(where Key == String, Value == Double)
    static func read(from tape: TapeView, at node: Int) -> [String: Value]? {
        TapeReaders.members(tape, node, keeping: .first) { tape, member in Value.read(from: tape, at: member) }
    }

    /// ``read(from:at:)`` into `destination`, the common value types by
    /// code of their own (as `Array`'s: no `Optional<[String: Value]>`
    /// made at run time).
    static func read(from tape: TapeView, at node: Int, into destination: UnsafeMutableRawPointer) -> Bool {
        if Value.self == String.self { return store([String: String].read(from: tape, at: node), into: destination) }
        if Value.self == Int.self { return store([String: Int].read(from: tape, at: node), into: destination) }
        if Value.self == Double.self { return store([String: Double].read(from: tape, at: node), into: destination) }
        return store(read(from: tape, at: node), into: destination)
    }
}

/// `value`, read by a caller that knows its concrete type, into
/// `destination` (memory for one `R`); `false`, the memory left
/// uninitialised, for `nil`.
@inline(__always)
private func store<R>(_ value: R?, into destination: UnsafeMutableRawPointer) -> Bool {
    guard let value else { return false }
    destination.initializeMemory(as: R.self, to: value)
    return true
}
