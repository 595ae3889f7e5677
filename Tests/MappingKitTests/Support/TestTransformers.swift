import MappingKit

/// Transformers the tests share.
enum TestTransformers {
    /// `userFromHandle`: a `UserModel` from a handle such as `"@twitterapi"`
    /// (its screen name); anything else throws.
    static func registerUserFromHandle(in registry: inout TransformerRegistry) {
        registry.register("userFromHandle") { input -> UserModel in
            guard let handle = input.value.stringValue, handle.hasPrefix("@") else {
                throw TransformerError("expected a handle such as \"@twitterapi\", found \(input.value.summary)")
            }
            let user = UserModel()
            user.screenName = String(handle.dropFirst())
            return user
        }
    }
}
