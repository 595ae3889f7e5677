/// How a plan step sets one property of a model, with the model's type
/// erased to an address: resolved once per plan from the property's
/// accessor. Three ways, fastest first: ``storeAtOffset`` (a common type
/// of a struct, no closure), ``readFromTape`` (the value read straight from
/// the tape), ``convert`` (any payload value, with the error worded).
final class PropertySetters {
    // Immutable; shared by the plans of the model type.
    let typeName: String
    /// Stores the common types at the property's offset, without a closure
    /// (copied into plan steps; `.none` when the property has no offset).
    let storeAtOffset: DirectSet
    /// Reads the value straight from the tape and sets it; `false` when the
    /// value needs ``convert`` (another shape, or an error to word).
    let readFromTape: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?
    let convert: (UnsafeMutableRawPointer, PayloadValue) throws(MappingConversionError) -> Void
    /// For a collection of converted values, ``convert`` without the
    /// elements that do not convert (`@invalidElements: "skip"`).
    let convertSkipping: ((UnsafeMutableRawPointer, PayloadValue, SkippedElement) throws -> Void)?
    /// Sets a transformer's output; `false` when its type does not fit.
    let setAny: (UnsafeMutableRawPointer, Any) -> Bool
    /// The property's type, for a value from a key path through an array
    /// (Applier+FanOut.swift).
    let valueType: Any.Type

    init<Root>(_ accessor: PropertyAccessor<Root>) {
        typeName = accessor.typeName
        valueType = accessor.valueType
        storeAtOffset = DirectSet(valueType: accessor.valueType, offset: accessor.offset, objectOffset: accessor.objectOffset)
        readFromTape = accessor.fastSet
        let convert = accessor.convert
        self.convert = { (model: UnsafeMutableRawPointer, value: PayloadValue) throws(MappingConversionError) in
            try convert(&model.assumingMemoryBound(to: Root.self).pointee, value)
        }
        let setAny = accessor.setAny
        self.setAny = { model, output in setAny(&model.assumingMemoryBound(to: Root.self).pointee, output) }
        convertSkipping = accessor.convertSkipping.map { lossy in
            { (model: UnsafeMutableRawPointer, value: PayloadValue, skipped: SkippedElement) throws in
                try lossy(&model.assumingMemoryBound(to: Root.self).pointee, value, skipped)
            }
        }
    }

    /// The setters of `@self` with a transformer: the output replaces the model.
    init<Root>(replacing _: Root.Type) {
        typeName = "\(Root.self)"
        valueType = Root.self
        storeAtOffset = .none
        readFromTape = nil
        convert = { _, _ throws(MappingConversionError) in }
        convertSkipping = nil
        setAny = { model, output in
            guard let replacement = output as? Root else { return false }
            model.assumingMemoryBound(to: Root.self).pointee = replacement
            return true
        }
    }
}
