/// Keywords of AppCoreKit and of neighbouring libraries that the
/// `.mappings` language does not have, each met with a note that names
/// its replacement instead of a bare "unknown keyword".
///
/// - `@required` (other libraries' spelling): entries are required by
///   default, and `"@required": false` is read as `"@optional": true`
///   (a warning; the file loads).
/// - `@transformCallback` (AppCoreKit's code-only block): ignored with a
///   warning; a file names a registered transformer with `@transformer`.
/// - `@contentType` (AppCoreKit's element type, declared in code): an
///   error; a file names the element's model in `@object`'s `@class`.
enum FormerKeyword: String, CaseIterable, Sendable {
    case required = "@required"
    case transformCallback = "@transformCallback"
    case contentType = "@contentType"
}
