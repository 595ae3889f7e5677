import Foundation

/// What selectors in `.mappings` files are evaluated against: a set of tags
/// and named versions.
///
/// `"@linux": {…}` applies when the environment has the tag `linux`;
/// `"@ios >= 9.0": {…}` applies when it has a version named `ios` that is at
/// least 9.0. A name with a version also counts as a tag.
///
/// ```swift
/// var environment = MappingEnvironment.current      // e.g. tags ["linux"], versions ["linux": 6.8]
/// environment.tags.insert("beta")
/// environment.versions["api"] = "2"               // a MappingVersion literal
/// let catalog = try MappingCatalog(contentsOf: url, environment: environment)
/// ```
public struct MappingEnvironment: Sendable, Hashable {
    /// Tags such as `linux`, `macos`, `ios`, `ipad`, `debug`.
    public var tags: Set<String>
    /// Named versions such as `ios` → `17.4` or `api` → `2`.
    public var versions: [String: MappingVersion]

    /// Creates an environment.
    public init(tags: Set<String> = [], versions: [String: MappingVersion] = [:]) {
        self.tags = tags
        self.versions = versions
    }

    /// `true` when `name` is a tag or has a version.
    public func has(_ name: String) -> Bool {
        tags.contains(name) || versions[name] != nil
    }

    /// The environment of the running process: the platform's tag (`linux`,
    /// `macos`, `ios`, `tvos`, `watchos`, `visionos`, `windows`, `android`)
    /// and, where Foundation knows it, the OS version under the same name.
    public static var current: MappingEnvironment {
        #if os(Linux)
            let platform = "linux"
        #elseif os(macOS)
            let platform = "macos"
        #elseif os(iOS)
            let platform = "ios"
        #elseif os(tvOS)
            let platform = "tvos"
        #elseif os(watchOS)
            let platform = "watchos"
        #elseif os(visionOS)
            let platform = "visionos"
        #elseif os(Windows)
            let platform = "windows"
        #elseif os(Android)
            let platform = "android"
        #else
            let platform = "unknown"
        #endif
        let os = ProcessInfo.processInfo.operatingSystemVersion
        let version = MappingVersion([os.majorVersion, os.minorVersion, os.patchVersion])
        var environment = MappingEnvironment(tags: [platform])
        if os.majorVersion > 0 { environment.versions[platform] = version }
        return environment
    }

    /// Adds `TAG` and `NAME=VERSION` items from a comma-separated list, as
    /// `mappings --env` takes them; `nil` if an item is malformed.
    public func adding(_ list: String) -> MappingEnvironment? {
        var result = self
        for item in list.split(separator: ",") {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { continue }
            if let equals = item.firstIndex(of: "=") {
                let name = String(item[..<equals]).trimmingCharacters(in: .whitespaces)
                let text = item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, let version = MappingVersion(text) else {
                    return nil
                }
                result.versions[name] = version
            } else {
                result.tags.insert(item)
            }
        }
        return result
    }
}
