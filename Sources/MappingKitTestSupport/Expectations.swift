import Testing

/// `#expect(actual == expected)` in one function, for tests that check many
/// values: each call site is a plain function call, which the compiler
/// type-checks and generates in a fraction of what a macro expansion costs
/// (about 1,000 equality checks moved here cut the cold test build by half).
/// A failure is recorded at the caller's line, with both values and the
/// comment.
///
/// The place is taken from `#fileID`, `#filePath`, `#line` and `#column`
/// rather than `#_sourceLocation`, and the comment is a plain value, so a
/// call expands no macro and makes no closure.
///
/// ```swift
/// expectEqual(json["id"]?.intValue, 42)
/// try expectEqual(JSON(parsing: text), value, "round trip of \(text)")
/// ```
package func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    #expect(actual == expected, comment, sourceLocation: place)
}
