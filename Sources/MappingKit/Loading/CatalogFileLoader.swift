import Foundation

/// Reads a root `.mappings` file and its imports into ``CatalogSources``.
///
/// Imports resolve relative to the importing file, get `.mappings` when they
/// have no extension, may not be absolute or leave the root file's real
/// folder (by `..` or through a symbolic link: real paths are compared), and
/// load once per catalog. Only regular files are opened (``FileReader``), so
/// a FIFO, a device or a directory is refused with its kind, never read.
/// Imported files merge first, so the importing file's own definitions win,
/// and a later import wins over an earlier one.
struct CatalogFileLoader {
    let environment: MappingEnvironment
    var sources = CatalogSources()
    var sink = DiagnosticSink()
    private var loaded: [String: Int] = [:]
    /// The file that first imported each file.
    private var importers: [Int: Int] = [:]
    private var rootFolder: URL?
    private var rootDisplayFolder = ""

    /// Deepest chain of imports accepted.
    static let maximumImportDepth = 64

    /// Largest `.mappings` file read, root or import: 16 MiB.
    static let maximumFileSize = 16 << 20

    init(environment: MappingEnvironment) {
        self.environment = environment
    }

    /// Loads a root file from disk.
    ///
    /// The folder the root is named in, with its symbolic links resolved,
    /// is the catalog's folder: nothing outside it is read. The root itself
    /// may be a symbolic link to a file inside that folder; a link leading
    /// out of it is refused, so checking every file of a folder with a
    /// hostile link in it (`mappings check *.mappings`) reads nothing else.
    mutating func loadRoot(url: URL, displayName: String) {
        rootDisplayFolder = Self.folder(of: displayName)
        let realPath: String
        let bytes: [UInt8]
        do throws(FileReadError) {
            let folder = try FileReader.realPath(url.deletingLastPathComponent().path)
            rootFolder = URL(fileURLWithPath: folder, isDirectory: true)
            realPath = try FileReader.realPath(url.path)
            guard realPath.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
                sink.add(
                    Diagnostic(
                        message: "cannot read '\(displayName)': it is a symbolic link to a file outside its folder",
                        suggestion: "check the file it leads to by its own path"),
                    fileIndex: nil)
                return
            }
            bytes = try FileReader.read(path: realPath, maximumSize: Self.maximumFileSize, followingSymlinks: false)
        } catch {
            sink.add(
                Diagnostic(message: "cannot read '\(displayName)': \(error.message)", suggestion: Self.suggestion(for: error)),
                fileIndex: nil)
            return
        }
        load(SourceFile(displayName: displayName, url: URL(fileURLWithPath: realPath), bytes: bytes), depth: 0)
    }

    /// Loads a root file given as text; imports resolve against `baseURL`
    /// (its real path, when it exists).
    mutating func loadRoot(text: String, baseURL: URL?, displayName: String) {
        let base = baseURL.map { url in
            (try? FileReader.realPath(url.path)).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? url.standardizedFileURL
        }
        rootFolder = base
        rootDisplayFolder = Self.folder(of: displayName)
        // The text stands for a file in `baseURL` itself, whatever folder
        // its display name shows.
        let fileName = displayName.split(separator: "/").last.map(String.init) ?? displayName
        let url = base.map { $0.appendingPathComponent(fileName.isEmpty ? "<string>.mappings" : fileName) }
        load(SourceFile(displayName: displayName, url: url, bytes: Array(text.utf8)), depth: 0)
    }

    private mutating func load(_ file: SourceFile, depth: Int, importer: Int? = nil) {
        let index = sink.files.count
        importers[index] = importer
        sink.files.append(file)
        sources.files.append(file)
        if let url = file.url { loaded[url.path] = index }
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: file.bytes, options: .mappings)
        } catch {
            var diagnostic = error.inFile(file.displayName).diagnostic
            if case .unexpectedEnd(expected: .value) = error.reason, !file.bytes.contains(UInt8(ascii: "{")) {
                diagnostic.message = "'\(file.displayName)' holds no JSON object"
                diagnostic.suggestion = "a .mappings file holds one object: { \"$Context\": { \"property\": \"source.key.path\" } }"
            } else if case .trailingContent = error.reason {
                diagnostic.suggestion = "a .mappings file holds one object: move these definitions into it, or into another file that '@import' brings in"
            }
            sink.add(diagnostic, fileIndex: index)
            return
        }
        var root = MappingNode(document: document, file: index)
        guard case .object = root.value else {
            sink.error(
                "a .mappings file must hold one JSON object", at: root.origin,
                suggestion: "wrap the contexts in { … }, keyed by their identifiers")
            return
        }
        SelectorResolver(environment: environment).resolve(&root, sink: &sink)
        sources.fileRoots[index] = root
        for member in root.members ?? [] where member.key == MappingKeyword.import.rawValue {
            loadImports(member.value, from: file, index: index, depth: depth)
        }
        for member in root.members ?? [] where member.key != MappingKeyword.import.rawValue {
            let definition = CatalogSources.Definition(
                identifier: member.key, keyOrigin: member.keyOrigin, node: member.value, file: index)
            if let replaced = sources.define(definition), replaced.file != index {
                let where_ = sink.location(of: replaced.keyOrigin).map { " at \($0)" } ?? ""
                let rule = imports(index, replaced.file)
                    ? "the importing file's definition wins" : "a later import's definition wins over an earlier one's"
                sink.warning(
                    "'\(member.key)' replaces its definition\(where_)", at: member.keyOrigin,
                    suggestion: "rename one of them if both are needed; \(rule)")
            }
        }
    }

    /// `true` when `file` imported `other`, directly or through other files.
    private func imports(_ file: Int, _ other: Int?) -> Bool {
        var current = other
        var steps = 0
        while let index = current, steps <= Self.maximumImportDepth {
            if index == file { return true }
            current = importers[index]
            steps += 1
        }
        return false
    }

    private mutating func loadImports(_ value: MappingNode, from file: SourceFile, index: Int, depth: Int) {
        let paths: [MappingNode]
        switch value.value {
        case .string: paths = [value]
        case .array(let elements): paths = elements
        default:
            sink.error(
                "'@import' must be a string or an array of strings", at: value.origin,
                suggestion: "write \"@import\": \"Other\" or \"@import\": [\"Users\", \"shared/Media.mappings\"]")
            return
        }
        for path in paths {
            guard let text = path.stringValue else {
                sink.error(
                    "'@import' paths must be strings", at: path.origin,
                    suggestion: "write each path as a string relative to the importing file, such as \"shared/Users\"")
                continue
            }
            importFile(text, at: path.origin, from: file, index: index, depth: depth)
        }
    }

    private mutating func importFile(
        _ path: String, at origin: MappingNode.Origin, from file: SourceFile, index: Int, depth: Int
    ) {
        guard !path.isEmpty else {
            sink.error("empty path in '@import'", at: origin, suggestion: "name a file relative to the importing file, or remove the empty path")
            return
        }
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("://"), !path.hasPrefix("\\") else {
            sink.error(
                "'@import' path '\(path)' is absolute", at: origin,
                suggestion: "write the path relative to the importing file")
            return
        }
        guard let folder = file.url?.deletingLastPathComponent(), let rootFolder else {
            sink.error(
                "cannot import '\(path)': the catalog was loaded from a string without a base folder", at: origin,
                suggestion: "pass baseURL: when loading from a string")
            return
        }
        var relative = path
        if (path as NSString).pathExtension.isEmpty { relative += ".mappings" }
        // Not standardized: the file system resolves `..` after the symbolic
        // link before it, and so does realPath below.
        let joined = folder.appendingPathComponent(relative)
        let target = joined.standardizedFileURL
        let rootPath = rootFolder.path.hasSuffix("/") ? rootFolder.path : rootFolder.path + "/"
        guard target.path.hasPrefix(rootPath) else {
            sink.error(
                "'@import' path '\(path)' leaves the catalog's folder", at: origin,
                suggestion: rootDisplayFolder.isEmpty
                    ? "keep imported files inside the root file's folder"
                    : "keep imported files inside the root file's folder, '\(rootDisplayFolder)'")
            return
        }
        let displayName = rootDisplayFolder + String(target.path.dropFirst(rootPath.count))
        let realPath: String
        do throws(FileReadError) {
            realPath = try FileReader.realPath(joined.path)
        } catch {
            // A missing file behind a link out of the folder is refused for
            // the link, so nothing is told about what lies outside.
            if Self.leavesThroughLink(joined, rootPath: rootPath) {
                reportLinkOutside(path, at: origin)
            } else {
                reportUnreadable(error, relative: relative, displayName: displayName, at: origin)
            }
            return
        }
        guard realPath.hasPrefix(rootPath) else {
            reportLinkOutside(path, at: origin)
            return
        }
        if loaded[realPath] != nil { return }
        guard depth < Self.maximumImportDepth else {
            sink.error(
                "imports nested deeper than \(Self.maximumImportDepth) files", at: origin,
                suggestion: "import the files from fewer levels, for example all from the root file")
            return
        }
        let bytes: [UInt8]
        do throws(FileReadError) {
            bytes = try FileReader.read(path: realPath, maximumSize: Self.maximumFileSize, followingSymlinks: false)
        } catch {
            reportUnreadable(error, relative: relative, displayName: displayName, at: origin)
            return
        }
        load(
            SourceFile(displayName: displayName, url: URL(fileURLWithPath: realPath), bytes: bytes), depth: depth + 1,
            importer: index)
    }

    private mutating func reportLinkOutside(_ path: String, at origin: MappingNode.Origin) {
        sink.error(
            "'@import' path '\(path)' leads outside the catalog's folder through a symbolic link", at: origin,
            suggestion: "a symbolic link may only lead to a file inside the root file's folder"
                + (rootDisplayFolder.isEmpty ? "" : ", '\(rootDisplayFolder)'") + "; copy the file into it instead")
    }

    /// `true` when the nearest folder of `url` that exists lies outside
    /// `rootPath` once its links are resolved.
    private static func leavesThroughLink(_ url: URL, rootPath: String) -> Bool {
        var folder = url.deletingLastPathComponent()
        for _ in 0..<maximumPathComponents {
            if let real = try? FileReader.realPath(folder.path) {
                return !(real + "/").hasPrefix(rootPath)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return false }
            folder = parent
        }
        return false
    }

    /// Most folders walked up from a missing import.
    private static let maximumPathComponents = 256

    private mutating func reportUnreadable(
        _ error: FileReadError, relative: String, displayName: String, at origin: MappingNode.Origin
    ) {
        if error == .notFound {
            sink.error(
                "cannot find imported file '\(relative)' (looked for \(displayName))", at: origin,
                suggestion: "check the name; paths are relative to the importing file")
        } else {
            sink.error(
                "cannot read imported file '\(relative)' (\(displayName)): \(error.message)", at: origin,
                suggestion: Self.suggestion(for: error))
        }
    }

    /// The fix for a file that could not be read, worded for `.mappings` files.
    private static func suggestion(for error: FileReadError) -> String {
        switch error {
        case .tooLarge: "split it into smaller files that '@import' brings in"
        case .isDirectory: "name a .mappings file inside the directory"
        case .notRegularFile: "a .mappings file must be a regular file; save its content to one"
        default: error.suggestion
        }
    }

    /// `a/b/` for `a/b/c.mappings`, empty for `c.mappings`.
    private static func folder(of displayName: String) -> String {
        guard let slash = displayName.lastIndex(of: "/") else { return "" }
        return String(displayName[...slash])
    }
}
