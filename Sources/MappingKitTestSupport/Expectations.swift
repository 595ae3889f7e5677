import Testing

/// `#expect(actual == expected)` in one function, for tests that check many
/// values: each call site is a plain function call, which the compiler
/// type-checks in a fraction of the time a macro expansion takes (see the
/// README's section on the test build). A failure is recorded at the
/// caller's line, with both values and the comment.
///
/// ```swift
/// expectEqual(json["id"]?.intValue, 42)
/// try expectEqual(JSON(parsing: text), value, "round trip of \(text)")
/// ```
package func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}
