/// What mapping returns: the value built (models or JSON) and the report of
/// everything the payload got wrong.
///
/// ```swift
/// let result = try context.objects(from: payload, as: TweetModel.self)
/// result.value.count    // one model per element
/// result.report.issues  // what was missing or mistyped
/// ```
public struct MappingResult<Value> {
    /// The models or JSON built.
    public var value: Value
    /// The issues found.
    public var report: ValidationReport

    /// Creates a result.
    public init(value: Value, report: ValidationReport) {
        self.value = value
        self.report = report
    }

    /// The value, or ``ValidationError`` when the report has errors.
    public func get() throws(ValidationError) -> Value {
        try report.throwIfErrors()
        return value
    }
}

extension MappingResult: Sendable where Value: Sendable {}
