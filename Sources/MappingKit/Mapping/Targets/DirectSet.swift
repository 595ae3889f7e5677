/// How a plan step sets the most common property types without a closure:
/// the value is read from the tape with ``TapeReaders`` and stored at the
/// property's offset in the struct, or in the object of a class. Decided
/// once, when the plan is built, for stored properties of structs and of
/// classes whose fields ``ClassFields`` found (other properties and types
/// go through the property's setters' closures, ``PropertySetters``).
///
/// It reads exactly what the type's tape reader reads; where that gives
/// `nil` (another shape, out of range, a lenient conversion) the step falls
/// back to the setters, which convert and word the error.
struct DirectSet: Equatable {
    /// What is stored, and at which offset.
    enum Store: Equatable {
        case none
        case string(Int), optionalString(Int)
        case int(Int), optionalInt(Int)
        case int64(Int), optionalInt64(Int)
        case uint64(Int), optionalUInt64(Int)
        case double(Int), optionalDouble(Int)
        case bool(Int), optionalBool(Int)
    }

    let store: Store
    /// `true` for a stored property of a class: the offset is in the
    /// object the model's address holds a reference to.
    let inObject: Bool

    /// No direct set: the property's setters do it.
    static let none = DirectSet(store: .none, inObject: false)

    private init(store: Store, inObject: Bool) {
        self.store = store
        self.inObject = inObject
    }

    /// The direct set of a property of type `valueType` stored at `offset`
    /// in a struct, or at `objectOffset` in a class's object (see
    /// ``ClassFields``).
    init(valueType: Any.Type, offset structOffset: Int?, objectOffset: Int? = nil) {
        guard let offset = structOffset ?? objectOffset else {
            self = .none
            return
        }
        let store: Store
        switch valueType {
        case is String.Type: store = .string(offset)
        case is String?.Type: store = .optionalString(offset)
        case is Int.Type: store = .int(offset)
        case is Int?.Type: store = .optionalInt(offset)
        case is Int64.Type: store = .int64(offset)
        case is Int64?.Type: store = .optionalInt64(offset)
        case is UInt64.Type: store = .uint64(offset)
        case is UInt64?.Type: store = .optionalUInt64(offset)
        case is Double.Type: store = .double(offset)
        case is Double?.Type: store = .optionalDouble(offset)
        case is Bool.Type: store = .bool(offset)
        case is Bool?.Type: store = .optionalBool(offset)
        default: store = .none
        }
        self.init(store: store, inObject: store != .none && structOffset == nil)
    }

    /// Sets the value of `node` into the model at `model`; `false` when
    /// there is no direct set or the reader gives `nil`.
    @inline(__always)
    func set(_ model: UnsafeMutableRawPointer, _ tape: TapeView, _ node: Int) -> Bool {
        // A class model's address holds its reference; the object is
        // kept alive by the model's owner for the whole mapping.
        let base = inObject ? model.load(as: UnsafeMutableRawPointer.self) : model
        @inline(__always) func store<Value>(_ value: Value?, at offset: Int) -> Bool {
            guard let value else { return false }
            (base + offset).assumingMemoryBound(to: Value.self).pointee = value
            return true
        }
        switch self.store {
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
