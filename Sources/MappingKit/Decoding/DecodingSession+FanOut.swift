/// An entry's key path through an array, for a `Decodable` property: the
/// values it reaches in each element, as a collection (Applier+FanOut.swift
/// has the semantics: nested arrays stay nested, and are flattened one
/// level when the elements asked for are not arrays).
extension DecodingSession {
    /// `T` from the values a key path reached through an array. A type
    /// that holds no collection is a `fanOutIntoSingleValue` issue; a
    /// required entry's elements that lack the value are each a
    /// `missingRequired` issue at their own path.
    func decodeFannedOut<T: Decodable>(_ type: T.Type, _ tree: FanOutNode, at site: DecodingSite, lenient: Bool) throws -> T {
        guard case .array(_, let arrayPath) = tree, let step = site.step else { throw DecodingInvalid(partial: nil) }
        // The engine decides, as for a model's property of this type.
        let shape = FanOutShape(T.self, typeName: "\(T.self)")
        var reached: [(value: PayloadValue, path: [PathStack.Component])]?
        atObjectRead(by: site) { applier in
            reached = applier.fannedOutElements(tree, arrayPath: arrayPath, step: step, shape: shape, recording: records)
        }
        guard let elements = reached else { throw DecodingInvalid(partial: nil) }
        // The collection a key path through arrays gives, as the engine
        // checks it (whole: its elements' paths are the payload's).
        let value = SourceValue.value(PayloadValue(.array(elements.map(\.value.json))))
        try checkConstraints(value, at: site)
        // Each element's issues are reported at its own path in the payload.
        applier.source.fanOuts.append(FanOutPaths(
            base: applier.source.components.count + (site.via?.keys.count ?? 0), keyCount: step.keys.count,
            paths: elements.map(\.path)))
        defer { applier.source.fanOuts.removeLast() }
        return try decode(T.self, value, at: site, lenient: lenient)
    }

    /// Runs `body` with the source path at the object the site's entry
    /// reads (past the `@self` entries it is read through).
    private func atObjectRead(by site: DecodingSite, _ body: (inout Applier) -> Void) {
        guard let via = site.via else { return body(&applier) }
        applier.atSource(via, body)
    }
}
