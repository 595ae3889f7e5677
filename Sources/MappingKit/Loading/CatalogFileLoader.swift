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
                sink.report(.rootLinksOutside(file: displayName), at: nil)
                return
            }
            bytes = try FileReader.read(path: realPath, maximumSize: Self.maximumFileSize, followingSymlinks: false)
        } catch {
            sink.report(.fileUnreadable(file: displayName, error), at: nil)
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
            document = try JSONDocument(parsing: file.bytes, options: Self.parsingOptions)
        } catch {
            let located = error.inFile(file.displayName)
            var problem = ConfigurationProblem.invalidJSON(located)
            if case .unexpectedEnd(expected: .value) = error.reason, !file.bytes.contains(UInt8(ascii: "{")) {
                problem = .noJSONObject(file: file.displayName)
            }
            report(located, as: problem, fileIndex: index)
            return
        }
        // A repeated key is an error, reported as a compiler does: the later
        // value is kept and the rest of the file is loaded and checked.
        var repeatedKeys: [MappingNode.RepeatedKey] = []
        var root = MappingNode(document: document, file: index, repeatedKeys: &repeatedKeys)
        for repeated in repeatedKeys {
            let error = file.bytes.withUnsafeBufferPointer { bytes in
                JSONParseError.duplicateKey(repeated.key, at: repeated.offset, first: repeated.firstOffset, in: bytes)
            }.inFile(file.displayName)
            report(error, as: .invalidJSON(error), fileIndex: index)
        }
        guard case .object = root.value else {
            sink.report(.rootNotObject, at: root.origin)
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
                sink.report(
                    .replacedDefinition(
                        identifier: member.key, previous: sink.location(of: replaced.keyOrigin),
                        byImporter: imports(index, replaced.file)),
                    at: member.keyOrigin)
            }
        }
    }

    /// The `.mappings` dialect, except that a repeated key does not stop
    /// the parse: ``MappingNode/init(document:file:repeatedKeys:)`` finds
    /// it, and the loader reports it and goes on.
    static let parsingOptions: JSONParsingOptions = {
        var options = JSONParsingOptions.mappings
        options.rejectsDuplicateKeys = false
        return options
    }()

    /// Reports a JSON error of the file `fileIndex`: the parse error's own
    /// diagnostic keeps its excerpt and notes; `problem` gives the code and
    /// the `.mappings` wording.
    private mutating func report(_ error: JSONParseError, as problem: ConfigurationProblem, fileIndex: Int) {
        var diagnostic = error.diagnostic
        diagnostic.code = problem.code
        diagnostic.message = problem.message
        diagnostic.suggestion = problem.suggestion
        for index in diagnostic.related.indices { diagnostic.related[index].code = problem.code }
        sink.add(diagnostic, fileIndex: fileIndex, problem: problem)
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
            sink.report(.invalidKeywordValue(.import, expected: .importPaths), at: value.origin)
            return
        }
        for path in paths {
            guard let text = path.stringValue else {
                sink.report(.importPathNotString, at: path.origin)
                continue
            }
            importFile(text, at: path.origin, from: file, index: index, depth: depth)
        }
    }

    private mutating func importFile(
        _ path: String, at origin: MappingNode.Origin, from file: SourceFile, index: Int, depth: Int
    ) {
        guard !path.isEmpty else {
            sink.report(.emptyImportPath, at: origin)
            return
        }
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("://"), !path.hasPrefix("\\") else {
            sink.report(.absoluteImport(path: path), at: origin)
            return
        }
        guard let folder = file.url?.deletingLastPathComponent(), let rootFolder else {
            sink.report(.importWithoutBaseFolder(path: path), at: origin)
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
            sink.report(.importOutsideFolder(path: path, rootFolder: rootDisplayFolder), at: origin)
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
            sink.report(.importsTooDeep(limit: Self.maximumImportDepth), at: origin)
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
        sink.report(.importLinksOutside(path: path, rootFolder: rootDisplayFolder), at: origin)
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
            sink.report(.importNotFound(relative: relative, displayName: displayName), at: origin)
        } else {
            sink.report(.importUnreadable(relative: relative, displayName: displayName, error), at: origin)
        }
    }

    /// `a/b/` for `a/b/c.mappings`, empty for `c.mappings`.
    private static func folder(of displayName: String) -> String {
        guard let slash = displayName.lastIndex(of: "/") else { return "" }
        return String(displayName[...slash])
    }
}
