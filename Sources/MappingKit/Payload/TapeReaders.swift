import Foundation

/// Reads the built-in value types straight from a parsed document's tape,
/// for the engine's fast path: `String`, the integers, `Double`, `Float`,
/// `Bool`, `URL`, `Date`, their optionals, arrays and `[String: …]`
/// dictionaries (and arrays of arrays of `Double`, for coordinates).
///
/// A reader gives the same value as the type's `mapped(from:)` where it
/// gives one; where it gives `nil` (a value of another shape, out of range,
/// or a lenient conversion such as `"42"` to `Int`) the engine converts
/// through `mapped(from:)`, which also words the error. The reader of a
/// property is chosen once, when its accessor is built.
@usableFromInline
enum TapeReaders {
    /// The reader for `Value`, or `nil` when it has none (the value is then
    /// always converted through `mapped(from:)`).
    @usableFromInline
    static func reader<Value>(for type: Value.Type) -> ((TapeView, Int) -> Value?)? {
        for candidate in candidates() {
            if let reader = candidate as? (TapeView, Int) -> Value? { return reader }
        }
        return nil
    }

    /// Every reader, built with its types known so each is specialised.
    private static func candidates() -> [Any] {
        var all: [Any] = []
        func add<Base>(_ base: @escaping (TapeView, Int) -> Base?) {
            let array = array(base)
            let dictionary = dictionary(base)
            all += [base, optional(base), array, optional(array), dictionary, optional(dictionary)] as [Any]
        }
        add(string)
        add(integer(Int.self))
        add(double)
        add(bool)
        add(integer(UInt64.self))
        add(integer(Int64.self))
        add(url)
        add(date)
        add(float)
        add(integer(Int32.self))
        add(integer(UInt32.self))
        add(integer(Int16.self))
        add(integer(UInt16.self))
        add(integer(Int8.self))
        add(integer(UInt8.self))
        add(integer(UInt.self))
        let doubles = array(double)
        let doubles2 = array(doubles)
        all += [doubles2, array(doubles2), optional(doubles2)] as [Any]
        return all
    }

    static func string(_ tape: TapeView, _ index: Int) -> String? {
        tape.kind(index) == .string ? tape.string(index) : nil
    }

    /// An integer number within `Int64`, as `FixedWidthInteger.mapped(from:)`
    /// takes it first; other integers go through the text.
    @inline(__always)
    static func int64(_ tape: TapeView, _ index: Int) -> Int64? {
        let node = tape.nodes[index]
        guard node.kind == .number, node.flags & JSONNode.isInteger != 0 else { return nil }
        return JSONDocument.decodeInt64(node, in: tape.bytes)
    }

    static func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> (TapeView, Int) -> Integer? {
        { tape, index in int64(tape, index).flatMap { Integer(exactly: $0) } }
    }

    static func double(_ tape: TapeView, _ index: Int) -> Double? {
        let node = tape.nodes[index]
        guard node.kind == .number else { return nil }
        let value = JSONDocument.decodeDouble(node, in: tape.bytes)
        return value.isFinite ? value : nil
    }

    static func float(_ tape: TapeView, _ index: Int) -> Float? {
        guard let value = double(tape, index) else { return nil }
        let float = Float(value)
        return float.isFinite ? float : nil
    }

    static func bool(_ tape: TapeView, _ index: Int) -> Bool? {
        switch tape.kind(index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    static func url(_ tape: TapeView, _ index: Int) -> URL? {
        guard let text = string(tape, index), !text.isEmpty else { return nil }
        return URL.strictURL(text)
    }

    static func date(_ tape: TapeView, _ index: Int) -> Date? {
        if let seconds = double(tape, index) { return Date(timeIntervalSince1970: seconds) }
        guard let text = string(tape, index) else { return nil }
        return ISO8601.date(from: text)
    }

    /// `null` is `nil`; anything else reads as `Wrapped`.
    static func optional<Wrapped>(_ wrapped: @escaping (TapeView, Int) -> Wrapped?) -> (TapeView, Int) -> Wrapped?? {
        { tape, index in
            if tape.kind(index) == .null { return .some(nil) }
            return wrapped(tape, index).map { .some($0) }
        }
    }

    /// An array whose every element reads as `Element`.
    static func array<Element>(_ element: @escaping (TapeView, Int) -> Element?) -> (TapeView, Int) -> [Element]? {
        { tape, index in elements(tape, index, element) }
    }

    /// An object whose every value reads as `Value`, a repeated key keeping
    /// its last value, as `Dictionary.mapped(from:)` (and the engine's
    /// member walk) does.
    static func dictionary<Value>(_ value: @escaping (TapeView, Int) -> Value?) -> (TapeView, Int) -> [String: Value]? {
        { tape, index in members(tape, index, keeping: .last, value) }
    }

    /// The elements of the array node `index`, each read by `element`;
    /// `nil` when it is no array or an element does not read. The one walk
    /// of an array of readable values, for the engine's readers and for
    /// `Decodable` (``TapeReadable``).
    @inline(__always)
    static func elements<Element>(_ tape: TapeView, _ index: Int, _ element: (TapeView, Int) -> Element?) -> [Element]? {
        let node = tape.nodes[index]
        guard node.kind == .array else { return nil }
        var result: [Element] = []
        result.reserveCapacity(Int(node.length))
        var child = index + 1
        for _ in 0..<Int(node.length) {
            guard let value = element(tape, child) else { return nil }
            result.append(value)
            child = tape.skip(child)
        }
        return result
    }

    /// Which value of a key an object repeats a dictionary keeps: the
    /// engine's rule (the last, as a member walk that sets each in turn
    /// leaves it) or `JSONDecoder`'s (the first), chosen by the reader.
    enum RepeatedKey {
        case first, last
    }

    /// The members of the object node `index`, each value read by `value`,
    /// a repeated key keeping the value `keeping` says; `nil` when it is no
    /// object or a value does not read.
    @inline(__always)
    static func members<Value>(
        _ tape: TapeView, _ index: Int, keeping repeated: RepeatedKey, _ value: (TapeView, Int) -> Value?
    ) -> [String: Value]? {
        let node = tape.nodes[index]
        guard node.kind == .object else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(node.length))
        var complete = true
        tape.forEachMember(ofObject: index) { key, member in
            guard let read = value(tape, member) else {
                complete = false
                return false
            }
            let name = tape.string(key)
            if repeated == .last {
                result[name] = read
            } else {
                // One lookup: the default is stored only when the key is new.
                keep(&result[name, default: read])
            }
            return true
        }
        return complete ? result : nil
    }

    /// Touches a value in place (with `subscript(_:default:)`, stores the default of a new key).
    @inline(__always)
    private static func keep<Value>(_: inout Value) {}
}
