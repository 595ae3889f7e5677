/// What each type decodes as (``DecodedType``), worked out once per call:
/// the recent types in a small table found without hashing (an object's
/// initializer asks for a handful of types again and again), the others in
/// a dictionary, the first sight from the process-wide cache. One per
/// decoding, mapping or strict.
///
/// The table is two-way: a type is looked for in the two slots of a pair,
/// chosen by a Fibonacci hash of its metadata's address (all of the
/// address's bits, so two types a multiple of 512 bytes apart need not
/// meet), the type found or made last first. With one slot chosen by a few
/// low bits, two types an initializer asks for in turn could share it,
/// depending on where the linker put their metadata, and every lookup then
/// went to the dictionary: up to 5 % of a decoding's instructions, moving
/// from build to build.
struct DecodedTypeCache {
    private var types: [ObjectIdentifier: DecodedType] = [:]
    private var recent = [(key: ObjectIdentifier?, type: DecodedType?)](repeating: (nil, nil), count: Self.recentSlots)
    /// 32 pairs.
    private static let recentSlots = 64

    /// What `T` decodes as.
    @inline(__always)
    mutating func of<T>(_: T.Type) -> DecodedType {
        let key = ObjectIdentifier(T.self)
        let slot = Self.slot(of: key)
        if recent[slot].key == key, let type = recent[slot].type { return type }
        return other(key, T.self, slot: slot)
    }

    /// The first slot of `key`'s pair (an even index).
    @inline(__always)
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 59) << 1
    }

    /// ``of(_:)`` past the pair's first slot: its second, the dictionary, or
    /// the process-wide cache; the type then first in its pair.
    @inline(never)
    private mutating func other<T>(_ key: ObjectIdentifier, _: T.Type, slot: Int) -> DecodedType {
        let type: DecodedType
        if recent[slot + 1].key == key, let second = recent[slot + 1].type {
            type = second
        } else if let known = types[key] {
            type = known
        } else {
            type = DecodedType.of(T.self)
            types[key] = type
        }
        recent[slot + 1] = recent[slot]
        recent[slot] = (key, type)
        return type
    }
}
