/// What each type decodes as (``DecodedType``), worked out once per call:
/// the recent types by the bits of their metadata's address, found
/// without hashing (an object's initializer asks for a handful of types
/// again and again), the others in a dictionary, the first sight from the
/// process-wide cache. One per decoding, mapping or strict.
struct DecodedTypeCache {
    private var types: [ObjectIdentifier: DecodedType] = [:]
    private var recent = [(key: ObjectIdentifier?, type: DecodedType?)](repeating: (nil, nil), count: Self.recentSlots)
    private static let recentSlots = 32

    /// What `T` decodes as.
    @inline(__always)
    mutating func of<T>(_: T.Type) -> DecodedType {
        let key = ObjectIdentifier(T.self)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (Self.recentSlots - 1)
        if recent[slot].key == key, let type = recent[slot].type { return type }
        let type: DecodedType
        if let known = types[key] {
            type = known
        } else {
            type = DecodedType.of(T.self)
            types[key] = type
        }
        recent[slot] = (key, type)
        return type
    }
}
