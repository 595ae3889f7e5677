/// How the context decoding's one collection loop
/// (`DecodingSession+Collections.swift`: arrays and dictionaries) meets each
/// element: a generic parameter of the loop, so each policy is specialised
/// at compile time and the loop itself is written once.
///
/// - ``AnyElements``: no `@invalidElements` on the entry: an element that
///   cannot be made is left out with its issues.
/// - ``DeclaredElements``: the entry's `@invalidElements` (`"skip"`:
///   tried on a trial applier, left out after one `invalidElementSkipped`
///   warning; `"fail"`: the collection fails), and the elements a value
///   constraint left out before it, recorded in payload order.
///
/// ```swift
/// try session.decodeArray(of: Tag.self, value, at: site, AnyElements())
/// ```
protocol ElementPolicy {
    /// The element kept at `place` (its `index` among those kept) is about
    /// to be decoded: its position in the payload, after recording the
    /// elements left out before it.
    func enter(_ place: PathStack.Component, index: Int, session: DecodingSession) -> Int
    /// Decodes one element and hands it to `store`; `false` when it was
    /// left out.
    func decode<T: Decodable>(
        _ type: T.Type, _ item: SourceValue, at site: DecodingSite, session: DecodingSession, store: (T) -> Void
    ) throws -> Bool
    /// An element that cannot be made is left out (else the collection fails with it).
    var skipsInvalid: Bool { get }
}
