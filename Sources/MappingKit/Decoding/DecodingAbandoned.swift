import Foundation

/// What a decoding could not finish: its issues are recorded; the object
/// being decoded is dropped.
struct DecodingAbandoned: Error {}
