#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif
import MappingKit

/// `mappings check DIR`: the `.mappings` files under a folder, found by a
/// walk of its subfolders, sorted by path, so a run checks the same files
/// in the same order on every machine (and the shell's `**`, which bash
/// without `globstar` reads as `*`, is never needed).
///
/// What the walk takes, and why:
///
/// - Every entry whose name ends in `.mappings` that is not a folder: a
///   regular file, a symbolic link to a file, and anything else so named
///   (a FIFO, a broken link), which the loader then refuses with its
///   reason, without opening it, as it does for a `FILE` given by name.
/// - Every subfolder, a folder named `legacy.mappings/` included (looked
///   inside, as the build plugin does), except hidden ones: a name that
///   starts with `.` (`.build`, `.git`, `.swiftpm`) is left out, folder or
///   file, so a package's build folder (with the `.mappings` files of its
///   checked-out dependencies) is never checked. A hidden folder named on
///   the command line is walked.
/// - No symbolic link to a folder: it could lead out of the tree, or back
///   up into it (a cycle); each one is named in a note, to be named on the
///   command line if its files are meant.
///
/// ```swift
/// let found = MappingsFolder(walking: "Mappings")
/// found.files  // ["Mappings/Timeline.mappings", "Mappings/users/Users.mappings"]
/// ```
struct MappingsFolder {
    /// The paths of the files found: the folder as named, then the path
    /// inside it (`Mappings/users/Users.mappings`; `users/Users.mappings`
    /// for `.`), sorted.
    private(set) var files: [String] = []
    /// Symbolic links to folders met, not followed.
    private(set) var linkedFolders: [String] = []
    /// Folders that could not be listed, with why.
    private(set) var unreadable: [(path: String, error: FileReadError)] = []
    /// Whether a hidden entry was left out (for the note of a walk that
    /// found nothing).
    private(set) var skippedHidden = false

    /// Whether `path` is a folder (a symbolic link named on the command
    /// line is followed).
    static func isFolder(_ path: String) -> Bool {
        (try? FileReader.kind(atPath: path)) == .directory
    }

    /// Walks `folder` and its subfolders.
    init(walking folder: String) {
        var pending = [(path: folder, display: Self.displayPrefix(of: folder))]
        var found: [String] = []
        while let next = pending.popLast() {
            let names: [String]
            switch Self.names(in: next.path) {
            case .success(let listed): names = listed
            case .failure(let error):
                unreadable.append((next.display.isEmpty ? folder : String(next.display.dropLast()), error))
                continue
            }
            for name in names {
                guard !name.hasPrefix(".") else {
                    skippedHidden = true
                    continue
                }
                let path = next.path.hasSuffix("/") ? next.path + name : next.path + "/" + name
                let display = next.display + name
                switch try? FileReader.kind(atPath: path, followingSymlinks: false) {
                case .directory:
                    pending.append((path, display + "/"))
                case .symbolicLink where Self.isFolder(path):
                    linkedFolders.append(display)
                default:
                    if name.hasSuffix(".mappings") { found.append(display) }
                }
            }
        }
        files = found.sorted()
        linkedFolders.sort()
    }

    /// What goes before a name found in `folder`: the folder as named and
    /// a `/`, nothing for `.`.
    private static func displayPrefix(of folder: String) -> String {
        if folder == "." || folder == "./" { return "" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The names in `folder` (not `.` and `..`), as text: a name that is
    /// not UTF-8 holds U+FFFD, and the loader says so when it reads it.
    private static func names(in folder: String) -> Result<[String], FileReadError> {
        do {
            // Examined first: a path holding U+FFFD is named as the shell spells it.
            _ = try FileReader.kind(atPath: folder)
        } catch {
            return .failure(error)
        }
        guard let directory = opendir(folder) else { return .failure(FileReadError(errorNumber: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let raw = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let name = String(decoding: raw, as: UTF8.self)
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names)
    }
}
