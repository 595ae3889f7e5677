import Foundation

/// What load-time validation needs to know about a model type, with its
/// type erased.
struct ModelInfo: @unchecked Sendable {
    // Closures over immutable descriptors.
    struct Property {
        var typeName: String
        var modelType: (any Mappable.Type)?
        var isCollection: Bool
        /// `[String: M]` or `[String: M]?` (``isCollection`` too).
        var isDictionary = false
        /// For a polymorphic property: whether a model type fits it.
        var acceptsModel: ((any Mappable.Type) -> Bool)? = nil
        var accepts: (Any.Type) -> Bool
        var checkDefault: (JSON) -> MappingConversionError?
    }

    let name: String
    let type: any Mappable.Type
    let properties: [String: Property]
    let propertyNames: [String]
    let problems: [PropertyProblem]

    init<M: Mappable>(_ type: M.Type, name: String) {
        let descriptor = ModelDescriptor.of(M.self)
        self.name = name
        self.type = type
        var properties: [String: Property] = [:]
        for (key, accessor) in descriptor.accessors {
            let nested = accessor.nested
            properties[key] = Property(
                typeName: accessor.typeName, modelType: nested?.modelType, isCollection: nested?.isCollection ?? false,
                isDictionary: nested?.isDictionary ?? false, acceptsModel: nested?.acceptsModel, accepts: accessor.accepts,
                checkDefault: accessor.checkDefault)
        }
        self.properties = properties
        self.propertyNames = M.properties.names
        self.problems = descriptor.problems
    }
}
