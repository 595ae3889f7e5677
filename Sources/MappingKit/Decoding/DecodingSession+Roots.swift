/// The values a call decodes: the payload, or each element of it.
extension DecodingSession {
    /// The payload as one `T`; `nil` after its issues when it cannot be
    /// made. A payload that is not an object, for a type read from an
    /// object, is one `invalidElement` issue (as for a model).
    func decodeRoot<T: Decodable>(_ type: T.Type, _ value: SourceValue, plan: MappingPlan<JSONObjectTarget>) -> T? {
        if let attempt = attempt() {
            let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
            defer { cell.deallocate() }
            if attempt.attempt(T.self, value, plan: plan, into: cell) {
                commit(attempt)
                return cell.move()
            }
            if options.attempts == .only { return nil }
        }
        var site = DecodingSite(step: nil, name: "", payloadKey: nil, owner: plan, child: plan, placement: .here)
        site.isElement = true
        return try? decode(T.self, value, at: site, lenient: false)
    }

    /// Each element of an array payload as a `T`, skipping those that
    /// cannot be made; a payload that is not an array as one.
    func decodeRoots<T: Decodable>(_ type: T.Type, _ value: SourceValue, plan: MappingPlan<JSONObjectTarget>) -> [T] {
        guard kind(value) == .array else { return decodeRoot(T.self, value, plan: plan).map { [$0] } ?? [] }
        var values: [T] = []
        values.reserveCapacity(count(value))
        var site = DecodingSite(step: nil, name: "", payloadKey: nil, owner: plan, child: plan, placement: .here)
        site.isElement = true
        let attempt = attempt()
        // One cell for every element's attempt: no `T?` per element.
        let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { cell.deallocate() }
        value.forEachElement(in: tape) { position, element in
            if let attempt, attempt.entering(codingPath: .index(values.count), { attempt.attempt(T.self, element, plan: plan, into: cell) }) {
                commit(attempt)
                values.append(cell.move())
                return true
            }
            if options.attempts == .only { return true }
            let mark = applier.report.issues.count
            entering(element: position, target: values.count) {
                // Appended where it is made: no `T?` in between.
                do {
                    values.append(try decode(T.self, element, at: site, lenient: false))
                } catch {
                    renameDropped(at: position, since: mark)
                }
            }
            return true
        }
        return values
    }

    /// The strict first attempt at each root value (UnreportedSession+Attempt.swift),
    /// when keys are read as they are: a key strategy converts them otherwise
    /// for a context than for `JSONDecoder`.
    private func attempt() -> UnreportedSession? {
        guard !convertsKeys, options.attempts != .never else { return nil }
        return UnreportedSession(applier: applier, options: options)
    }

    /// A root value the attempt made: the objects it decoded with a
    /// context are counted in the summary, as the reporting decoding counts them.
    private func commit(_ attempt: UnreportedSession) {
        for context in attempt.counted { applier.countObject(context) }
    }
}
