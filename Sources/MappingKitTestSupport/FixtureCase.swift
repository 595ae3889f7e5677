/// One catalog fixture: `NAME.mappings`, or a folder `NAME/` whose root
/// file is `main.mappings` and which holds the files it imports.
///
/// Its description is its name, so a test parameterized over cases lists
/// them by name.
///
/// ```swift
/// @Test(arguments: Fixtures.catalogCases(in: "mappings/invalid"))
/// func diagnostics(_ fixture: FixtureCase) throws { … fixture.path … }
/// ```
package struct FixtureCase: Sendable, Hashable, CustomStringConvertible {
    /// `NAME`.
    package let name: String
    /// The root file relative to the fixture folder, as `mappings check`
    /// is given it: `NAME.mappings` or `NAME/main.mappings`.
    package let path: String

    package init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    package var description: String { name }
}
