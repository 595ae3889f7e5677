import Foundation

/// What selectors in `.mappings` files are evaluated against: a set of tags
/// and named versions.
///
/// `"@linux": {…}` applies when the environment has the tag `linux`;
/// `"@ios >= 9.0": {…}` applies when it has a version named `ios` that is at
/// least 9.0. A name with a version also counts as a tag. Names compare
/// case-insensitively: `@iPad` and `@iPhone` (AppCoreKit's spellings) match
/// the tags `ipad` and `iphone`, `@iOS >= 9` the version `ios`.
///
/// The default environment, ``current``, also holds `debug` or `release`,
/// from the build configuration of MappingKit (`#if DEBUG`), which SwiftPM
/// and Xcode build with the app's.
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

    /// `true` when `name` is a tag or has a version, compared
    /// case-insensitively.
    ///
    /// ```swift
    /// MappingEnvironment(tags: ["ipad"]).has("iPad")  // true
    /// ```
    public func has(_ name: String) -> Bool {
        if tags.contains(name) || versions[name] != nil { return true }
        let folded = name.lowercased()
        return tags.contains { $0.lowercased() == folded } || version(named: name) != nil
    }

    /// The version named `name`, compared case-insensitively (an exact
    /// match first).
    ///
    /// ```swift
    /// MappingEnvironment(versions: ["ios": "17.4"]).version(named: "iOS")  // 17.4
    /// ```
    func version(named name: String) -> MappingVersion? {
        if let exact = versions[name] { return exact }
        let folded = name.lowercased()
        return versions.filter { $0.key.lowercased() == folded }.min { $0.key < $1.key }?.value
    }

    /// The environment of the running process: the platform's tag (`linux`,
    /// `macos`, `ios`, `tvos`, `watchos`, `visionos`, `windows`, `android`),
    /// the build configuration's tag (`debug` when MappingKit is built with
    /// `DEBUG` defined, as debug builds are, else `release`) and, where
    /// Foundation knows it, the OS version under the platform's name.
    ///
    /// ```swift
    /// MappingEnvironment.current.tags  // ["linux", "debug"] in a debug build on Linux
    /// ```
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
        #if DEBUG
            let configuration = "debug"
        #else
            let configuration = "release"
        #endif
        var environment = MappingEnvironment(tags: [platform, configuration])
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
