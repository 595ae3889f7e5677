/// How a plan step sets the most common property types without a closure:
/// the value is read from the tape with ``TapeReaders`` and stored at the
/// property's offset in the struct. Decided once, when the plan is built,
/// for stored properties of structs (class properties and other types go
/// through the property's setters' closures, ``PropertySetters``).
///
/// It reads exactly what the type's tape reader reads; where that gives
/// `nil` (another shape, out of range, a lenient conversion) the step falls
/// back to the setters, which convert and word the error.
enum DirectSet: Equatable {
    case none
    case string(Int), optionalString(Int)
    case int(Int), optionalInt(Int)
    case int64(Int), optionalInt64(Int)
    case uint64(Int), optionalUInt64(Int)
    case double(Int), optionalDouble(Int)
    case bool(Int), optionalBool(Int)

    /// The direct set of a property of type `valueType` stored at `offset`.
    init(valueType: Any.Type, offset: Int?) {
        guard let offset else {
            self = .none
            return
        }
        switch valueType {
        case is String.Type: self = .string(offset)
        case is String?.Type: self = .optionalString(offset)
        case is Int.Type: self = .int(offset)
        case is Int?.Type: self = .optionalInt(offset)
        case is Int64.Type: self = .int64(offset)
        case is Int64?.Type: self = .optionalInt64(offset)
        case is UInt64.Type: self = .uint64(offset)
        case is UInt64?.Type: self = .optionalUInt64(offset)
        case is Double.Type: self = .double(offset)
        case is Double?.Type: self = .optionalDouble(offset)
        case is Bool.Type: self = .bool(offset)
        case is Bool?.Type: self = .optionalBool(offset)
        default: self = .none
        }
    }

    /// Sets the value of `node` into the model at `model`; `false` when
    /// there is no direct set or the reader gives `nil`.
    @inline(__always)
    func set(_ model: UnsafeMutableRawPointer, _ tape: TapeView, _ node: Int) -> Bool {
        @inline(__always) func store<Value>(_ value: Value?, at offset: Int) -> Bool {
            guard let value else { return false }
            (model + offset).assumingMemoryBound(to: Value.self).pointee = value
            return true
        }
        switch self {
        case .none: return false
        case .string(let offset): return store(TapeReaders.string(tape, node), at: offset)
        case .optionalString(let offset): return store(TapeReaders.string(tape, node).map { Optional($0) }, at: offset)
        case .int(let offset): return store(TapeReaders.int64(tape, node).flatMap { Int(exactly: $0) }, at: offset)
        case .optionalInt(let offset):
            return store(TapeReaders.int64(tape, node).flatMap { Int(exactly: $0) }.map { Optional($0) }, at: offset)
        case .int64(let offset): return store(TapeReaders.int64(tape, node), at: offset)
        case .optionalInt64(let offset): return store(TapeReaders.int64(tape, node).map { Optional($0) }, at: offset)
        case .uint64(let offset): return store(TapeReaders.int64(tape, node).flatMap { UInt64(exactly: $0) }, at: offset)
        case .optionalUInt64(let offset):
            return store(TapeReaders.int64(tape, node).flatMap { UInt64(exactly: $0) }.map { Optional($0) }, at: offset)
        case .double(let offset): return store(TapeReaders.double(tape, node), at: offset)
        case .optionalDouble(let offset): return store(TapeReaders.double(tape, node).map { Optional($0) }, at: offset)
        case .bool(let offset): return store(TapeReaders.bool(tape, node), at: offset)
        case .optionalBool(let offset): return store(TapeReaders.bool(tape, node).map { Optional($0) }, at: offset)
        }
    }
}
