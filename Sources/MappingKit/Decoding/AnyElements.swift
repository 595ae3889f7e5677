/// The ``ElementPolicy`` of an entry without `@invalidElements`: each
/// element at its own index, decoded as it is; one that cannot be made is
/// left out with its issues.
struct AnyElements: ElementPolicy {
    @inline(__always)
    func enter(_ place: PathStack.Component, index: Int, session: DecodingSession) -> Int { index }

    @inline(__always)
    func decode<T: Decodable>(
        _ type: T.Type, _ item: SourceValue, at site: DecodingSite, session: DecodingSession, store: (T) -> Void
    ) throws -> Bool {
        store(try session.decode(T.self, item, at: site, lenient: false))
        return true
    }

    var skipsInvalid: Bool { true }
}
