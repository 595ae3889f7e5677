/// The work on a `[Child]` property that needs `Child`'s type, compiled
/// where the model declares `.property(_:_:)` for it (so it is specialised
/// there): making the new array, making each element, and storing the
/// array. The engine, generic over nothing, fills the elements in place.
///
/// Without it the nested step runs generic code that looks up `[Child]`'s
/// type metadata and goes through key paths on every array it maps.
@usableFromInline
struct ModelArrayAccess {
    /// The distance between elements.
    @usableFromInline let stride: Int
    /// Makes `Child()` at an address.
    @usableFromInline let initialize: (UnsafeMutableRawPointer) -> Void
    /// The number of elements the property holds now (the model by address).
    @usableFromInline let count: (UnsafeMutableRawPointer) -> Int
    /// Makes a new array with room for `capacity` elements, lets `fill`
    /// make them (given the address of the first; it returns how many it
    /// made), and stores it into the property: in place of what is there
    /// when `replace` (or when that is empty), else after it, or before it
    /// when `atStart`.
    @usableFromInline let store: (
        _ model: UnsafeMutableRawPointer, _ capacity: Int, _ replace: Bool, _ atStart: Bool,
        _ fill: (UnsafeMutableRawPointer) -> Int
    ) -> Void

    @inlinable
    init<Root, Child: Mappable>(_ keyPath: WritableKeyPath<Root, [Child]>) {
        stride = MemoryLayout<Child>.stride
        initialize = { address in _ = address.initializeMemory(as: Child.self, repeating: Child(), count: 1) }
        // A stored property of a struct is reached at its offset.
        let offset = MemoryLayout<Root>.offset(of: keyPath)
        count = { model in
            if let offset { return (model + offset).assumingMemoryBound(to: [Child].self).pointee.count }
            return model.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath].count
        }
        store = { model, capacity, replace, atStart, fill in
            let inserted = [Child](unsafeUninitializedCapacity: capacity) { buffer, made in
                guard let base = buffer.baseAddress, capacity > 0 else { return }
                made = min(fill(UnsafeMutableRawPointer(base)), capacity)
            }
            @inline(__always) func combine(_ existing: inout [Child]) {
                if replace || existing.isEmpty {
                    existing = inserted
                } else if atStart {
                    existing = inserted + existing
                } else {
                    existing += inserted
                }
            }
            if let offset {
                combine(&(model + offset).assumingMemoryBound(to: [Child].self).pointee)
            } else {
                combine(&model.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath])
            }
        }
    }
}
