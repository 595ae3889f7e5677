@_spi(Reflection) import Swift

/// Where a class model keeps its stored properties: their offsets in the
/// object, so the engine stores the common types there as it does in a
/// struct (``DirectSet``), without a `ReferenceWritableKeyPath` (the
/// slowest kind of set on Linux).
///
/// Swift gives no offset for a class's key path (`MemoryLayout.offset(of:)`
/// is `nil`), so it is found once per type, when its descriptor is built:
/// the standard library's field reflection lists the class's stored
/// fields with their offsets and types, and one instance (`Root()`, the
/// model's own initializer) tells, through each key path, the address the
/// property is written at. A property counts only when that address is a
/// field of its type: a computed property, or a stored one with
/// `willSet`/`didSet` (whose key path calls its setter), gives the address
/// of a temporary instead and keeps its setters. Every class has its
/// superclasses' fields at the same offsets, so a subclass's object is
/// written at the same places.
enum ClassFields {
    /// The object offsets of `Root`'s accessors that are stored fields,
    /// by name; empty for a struct, or when reflection lists no field.
    static func objectOffsets<Root: Mappable>(of accessors: [String: PropertyAccessor<Root>]) -> [String: Int] {
        guard Root.self is AnyObject.Type, accessors.values.contains(where: { $0.fieldAddress != nil }) else { return [:] }
        var fields: [Int: ObjectIdentifier] = [:]
        // `.classType` is a `static var` in the standard library: its raw value, 1 << 0, is used.
        let listed = _forEachField(of: Root.self, options: _EachFieldOptions(rawValue: 1 << 0)) { _, offset, type, _ in
            fields[offset] = ObjectIdentifier(type)
            return true
        }
        guard listed, !fields.isEmpty else { return [:] }
        var probe = Root()
        let object = Unmanaged.passUnretained(probe as AnyObject).toOpaque()
        var offsets: [String: Int] = [:]
        for (name, accessor) in accessors {
            guard let fieldAddress = accessor.fieldAddress else { continue }
            // Only compared with the object's address, never dereferenced.
            let offset = UnsafeRawPointer(fieldAddress(&probe)) - UnsafeRawPointer(object)
            if fields[offset] == ObjectIdentifier(accessor.valueType) { offsets[name] = offset }
        }
        withExtendedLifetime(probe) {}
        return offsets
    }
}
