extension JSONConversionError {
    /// One line saying what could not be converted and where; the only
    /// place these are worded.
    ///
    /// ```swift
    /// print(error) // cannot convert a value of type 'Date' at [0].user to JSON
    /// ```
    public var description: String {
        let place = pathComponents.isEmpty ? "at the top level" : "at \(path)"
        return switch reason {
        case .unsupportedType:
            "cannot convert a value of type '\(typeName)' \(place) to JSON"
        case .nonStringKey:
            "cannot convert a dictionary with a key of type '\(typeName)' \(place) to JSON; object keys must be strings"
        case .nonFiniteNumber:
            "cannot convert a NaN or infinite '\(typeName)' \(place) to JSON; JSON numbers must be finite"
        case .tooDeep(let limit):
            "cannot convert a '\(typeName)' \(place) to JSON; collections are nested deeper than \(limit) levels"
        }
    }
}
