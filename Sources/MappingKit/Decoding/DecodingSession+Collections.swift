/// The one loop of each collection in the context's decoding, for every
/// policy (``ElementPolicy``: ``AnyElements``, or ``DeclaredElements`` for
/// an entry's `@invalidElements`), specialised for each at compile time.
extension DecodingSession {
    /// Each element of an array, skipping those that cannot be decoded
    /// (as the entry's `@invalidElements` says).
    func decodeArray<Element: Decodable>(of _: Element.Type, _ value: SourceValue, at site: DecodingSite) throws -> [Element] {
        if let policy = site.step?.invalidElements, let step = site.step {
            return try declaredArray(of: Element.self, value, at: site, DeclaredElements(policy: policy, step: step))
        }
        return try decodeArray(of: Element.self, value, at: site, AnyElements())
    }

    /// Each member of an object, skipping those that cannot be decoded (as
    /// the entry's `@invalidElements` says); an entry's `@object` with
    /// `@key` gives each element its key.
    func decodeDictionary<Value: Decodable>(of _: Value.Type, _ value: SourceValue, at site: DecodingSite) throws -> [String: Value] {
        if let policy = site.step?.invalidElements, let step = site.step {
            return try declaredDictionary(of: Value.self, value, at: site, DeclaredElements(policy: policy, step: step))
        }
        return try decodeDictionary(of: Value.self, value, at: site, AnyElements())
    }

    /// The rare policy out of line, so the common loop stays small.
    @inline(never)
    private func declaredArray<Element: Decodable>(
        of _: Element.Type, _ value: SourceValue, at site: DecodingSite, _ policy: DeclaredElements
    ) throws -> [Element] {
        try decodeArray(of: Element.self, value, at: site, policy)
    }

    @inline(never)
    private func declaredDictionary<Value: Decodable>(
        of _: Value.Type, _ value: SourceValue, at site: DecodingSite, _ policy: DeclaredElements
    ) throws -> [String: Value] {
        try decodeDictionary(of: Value.self, value, at: site, policy)
    }

    /// The array loop: each element at its place, its issues renamed to its
    /// index in the payload when it is left out.
    @inline(__always)
    private func decodeArray<Element: Decodable, Policy: ElementPolicy>(
        of _: Element.Type, _ value: SourceValue, at site: DecodingSite, _ policy: Policy
    ) throws -> [Element] {
        guard kind(value) == .array else {
            record(
                .expectedArray, .error, at: site,
                problem: .expectedArray(model: "\(Element.self)", found: applier.summary(value)))
            throw DecodingInvalid(partial: nil)
        }
        var elements: [Element] = []
        let total = count(value)
        elements.reserveCapacity(total)
        var element = site.element()
        var node = if case .node(let index) = value { index + 1 } else { -1 }
        let payloadElements = node < 0 ? (applier.payloadValue(value).elements ?? []) : []
        for index in 0..<total {
            let item: SourceValue = node < 0 ? .value(payloadElements[index]) : .node(node)
            if node >= 0 { node = tape.skip(node) }
            let position = policy.enter(.index(index), index: index, session: self)
            element.droppedIndex = position
            try entering(element: position, target: elements.count) {
                let dropsBefore = droppedElements
                let mark = applier.report.issues.count
                do {
                    let kept = try policy.decode(Element.self, item, at: element, session: self) { elements.append($0) }
                    if !kept { renameDropped(at: position, since: mark) }
                } catch is DecodingInvalid where policy.skipsInvalid {
                    // Skipped, with its issues; the summary counts the object once.
                    if droppedElements != dropsBefore { element.repeatsDrop = true }
                    renameDropped(at: position, since: mark)
                }
            }
        }
        return elements
    }

    /// The dictionary loop: a repeated key keeps its first value, as in
    /// `JSONDecoder`.
    @inline(__always)
    private func decodeDictionary<Value: Decodable, Policy: ElementPolicy>(
        of _: Value.Type, _ value: SourceValue, at site: DecodingSite, _ policy: Policy
    ) throws -> [String: Value] {
        guard kind(value) == .object else {
            record(
                .expectedObject, .error, at: site,
                problem: .expectedObject(model: "[String: \(Value.self)]", found: applier.summary(value)))
            throw DecodingInvalid(partial: nil)
        }
        let keyName = site.step?.entry.object?.keyProperty
        var members: [String: Value] = [:]
        var repeatsDrop = false
        try value.forEachMember(in: tape) { key, item in
            guard members[key] == nil else { return }
            _ = policy.enter(.key(key), index: 0, session: self)
            var element = site.element(injecting: keyName.map { ($0, key) })
            element.repeatsDrop = repeatsDrop
            try entering(member: key) {
                let dropsBefore = droppedElements
                do {
                    _ = try policy.decode(Value.self, item, at: element, session: self) { members[key] = $0 }
                } catch is DecodingInvalid where policy.skipsInvalid {
                    // Skipped, with its issues; the summary counts the object once.
                    if droppedElements != dropsBefore { repeatsDrop = true }
                }
            }
        }
        return members
    }
}
