/// A value that could not be decoded, after its issues were recorded:
/// what was made of it, if anything (an object whose initializer completed
/// with stand-ins), not to be kept.
struct DecodingInvalid: Error, @unchecked Sendable {
    // Thrown and caught within one decoding call, on its thread.
    let partial: Any?
}
