/// A `@defaultValue` that can never be set is refused when the catalog
/// loads, wherever that can be known without the model's type (which
/// ``ModelValidator`` checks when it is given): an `@object` entry's
/// default must be an object or an array of objects (the objects' context
/// maps it), and a built-in transformer must read it (a default goes
/// through the entry's transformer, as a payload's value does). A
/// transformer of the app's own is not run at load; a default it refuses
/// is an error when it is used, never a warning that says it was set.
extension ContextCompiler {
    mutating func checkDefault(_ fields: inout LongEntryFields, property: String, isTemplate: Bool) {
        guard !isTemplate, let value = fields.defaultValue, let origin = fields.defaultOrigin else { return }
        if fields.object != nil {
            let objects: Bool
            switch value {
            case .object, .null: objects = true
            case .array(let elements): objects = elements.allSatisfy { if case .object = $0 { true } else { false } }
            default: objects = false
            }
            guard !objects else { return }
            sink.report(.unusableDefault(property: property, reason: .notObjects(found: PayloadValue(value).summary)), at: origin)
            fields.valid = false
        } else if let (name, _) = fields.transformer, let transformer = transformers.transformer(named: name), transformer.isBuiltIn,
            value != .null
        {
            do {
                _ = try transformer.transform(TransformerInput(value: value, userData: fields.userData?.0))
            } catch {
                let message = (error as? TransformerError)?.message ?? String(describing: error)
                sink.report(
                    .unusableDefault(property: property, reason: .transformerRefuses(transformer: name, message: message)), at: origin)
                fields.valid = false
            }
        }
    }
}
