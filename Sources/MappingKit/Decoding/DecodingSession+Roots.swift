/// The values a call decodes: the payload, or each element of it.
extension DecodingSession {
    /// The payload as one `T`; `nil` after its issues when it cannot be
    /// made. A payload that is not an object, for a type read from an
    /// object, is one `invalidElement` issue (as for a model).
    func decodeRoot<T: Decodable>(_ type: T.Type, _ value: SourceValue, plan: MappingPlan<JSONObjectTarget>) -> T? {
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
        value.forEachElement(in: tape) { position, element in
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
}
