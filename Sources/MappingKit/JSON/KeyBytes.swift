import Foundation

/// Comparing a key's bytes with another's: the hot step of finding a member
/// by name (the engine's `KeyDispatch`, a decoder's member lookup).
enum KeyBytes {
    /// Whether `length` bytes at `left` and `right` are equal. Keys of up to
    /// 16 bytes (most keys) are compared with two loads of each side that
    /// overlap in the middle, longer ones with `memcmp`; no load reaches
    /// past `length`.
    @inline(__always)
    static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        @inline(__always) func load<T: FixedWidthInteger>(_ pointer: UnsafePointer<UInt8>, _ offset: Int, _: T.Type) -> T {
            UnsafeRawPointer(pointer + offset).loadUnaligned(as: T.self)
        }
        switch length {
        case 8...16:
            return load(left, 0, UInt64.self) == load(right, 0, UInt64.self)
                && load(left, length - 8, UInt64.self) == load(right, length - 8, UInt64.self)
        case 4..<8:
            return load(left, 0, UInt32.self) == load(right, 0, UInt32.self)
                && load(left, length - 4, UInt32.self) == load(right, length - 4, UInt32.self)
        case 2..<4:
            return load(left, 0, UInt16.self) == load(right, 0, UInt16.self) && left[length - 1] == right[length - 1]
        case 0..<2:
            return length == 0 || left[0] == right[0]
        default:
            return memcmp(left, right, length) == 0
        }
    }
}
