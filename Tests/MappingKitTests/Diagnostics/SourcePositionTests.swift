import MappingKit
import Testing

/// Compiles only while MappingKit declares no `SourceLocation`: in a test
/// target that imports both modules, the name is Swift Testing's.
@Suite("SourcePosition does not collide with Swift Testing's SourceLocation")
struct SourcePositionTests {
    @Test("both names resolve in a file importing MappingKit and Testing")
    func noCollision() {
        let testing = SourceLocation(fileID: "App/AppTests.swift", filePath: "/App/AppTests.swift", line: 3, column: 5)
        let position = SourcePosition(file: "Twitter.mappings", line: 7, column: 5, offset: 120)
        #expect(testing.line == 3)
        #expect(position.description == "Twitter.mappings:7:5")
        #expect(SourcePosition(file: nil, line: 2, column: 1, offset: 9).description == "2:1")
    }
}
