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
        var held: Any.Type = T.self
        if let optional = held as? any DecodableOptional.Type { held = optional.elementType }
        guard let collection = held as? any DecodableContainer.Type, !(held is any DecodableOptional.Type) else {
            if records {
                atObjectRead(by: site) { applier in
                    let array = Applier.render(applier.source.effectiveComponents + arrayPath, in: applier.rootValue)
                    applier.record(
                        .fanOutIntoSingleValue, entry: step.entry, context: step.context,
                        problem: .fanOutIntoSingleValue(
                            property: step.entry.property, type: "\(T.self)", array: array, found: "array of \(tree.elements().count)"))
                }
            }
            throw DecodingInvalid(partial: nil)
        }
        if records, !step.isOptional {
            atObjectRead(by: site) { applier in
                for (number, path) in tree.missingPaths().enumerated() {
                    applier.recordMissingElement(path, step: step, repeatsInObject: number > 0)
                }
            }
        }
        let flat = !(collection.elementType is any DecodableArray.Type)
        let elements = flat ? tree.flattened() : tree.elements()
        let value = SourceValue.value(PayloadValue(.array(elements.map(\.value.json))))
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
        let count = site.via?.keys.count ?? 0
        if let via = site.via { applier.source.push(via) }
        body(&applier)
        applier.source.pop(count)
    }
}
