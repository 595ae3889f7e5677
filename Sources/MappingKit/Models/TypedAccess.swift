/// The closures of a property built with its value type known: inlined
/// into the module that declares the model, so they are specialised there.
/// A stored property of a struct is set at its offset, without a key path.
@usableFromInline
struct TypedAccess<Root> {
    @usableFromInline
    let fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?
    @usableFromInline
    let convert: (inout Root, PayloadValue) throws(MappingConversionError) -> Void
    /// For a `[Child]` property of models: its array work, specialised.
    @usableFromInline
    var modelArray: ModelArrayAccess?

    @inlinable
    init<Value: MappableValue>(_ keyPath: WritableKeyPath<Root, Value>) {
        let offset = MemoryLayout<Root>.offset(of: keyPath)
        if let read = TapeReaders.reader(for: Value.self) {
            if let offset {
                fastSet = { model, tape, node in
                    guard let value = read(tape, node) else { return false }
                    (model + offset).assumingMemoryBound(to: Value.self).pointee = value
                    return true
                }
            } else {
                fastSet = { model, tape, node in
                    guard let value = read(tape, node) else { return false }
                    model.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath] = value
                    return true
                }
            }
        } else {
            fastSet = nil
        }
        convert = { (root: inout Root, value: PayloadValue) throws(MappingConversionError) in
            root[keyPath: keyPath] = try Value.mapped(from: value)
        }
    }
}
