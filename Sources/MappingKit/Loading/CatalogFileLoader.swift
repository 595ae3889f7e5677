import Foundation

/// Reads a root `.mappings` file and its imports into ``CatalogSources``.
///
/// Imports resolve relative to the importing file, get `.mappings` when they
/// have no extension, may not be absolute or leave the root file's folder,
/// and load once per catalog. Imported files merge first, so the importing
/// file's own definitions win, and a later import wins over an earlier one.
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

    init(environment: MappingEnvironment) {
        self.environment = environment
    }

    /// Loads a root file from disk.
    mutating func loadRoot(url: URL, displayName: String) {
        let standardized = url.standardizedFileURL
        rootFolder = standardized.deletingLastPathComponent()
        rootDisplayFolder = Self.folder(of: displayName)
        guard let data = FileManager.default.contents(atPath: standardized.path) else {
            sink.add(
                Diagnostic(message: "cannot read '\(displayName)'", suggestion: "check that the file exists and is readable"),
                fileIndex: nil)
            return
        }
        load(SourceFile(displayName: displayName, url: standardized, bytes: [UInt8](data)), depth: 0)
    }

    /// Loads a root file given as text; imports resolve against `baseURL`.
    mutating func loadRoot(text: String, baseURL: URL?, displayName: String) {
        rootFolder = baseURL?.standardizedFileURL
        rootDisplayFolder = Self.folder(of: displayName)
        // The text stands for a file in `baseURL` itself, whatever folder
        // its display name shows.
        let fileName = displayName.split(separator: "/").last.map(String.init) ?? displayName
        let url = baseURL.map { $0.standardizedFileURL.appendingPathComponent(fileName.isEmpty ? "<string>.mappings" : fileName) }
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
        let target = folder.appendingPathComponent(relative).standardizedFileURL
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
        if loaded[target.path] != nil { return }
        guard depth < Self.maximumImportDepth else {
            sink.error(
                "imports nested deeper than \(Self.maximumImportDepth) files", at: origin,
                suggestion: "import the files from fewer levels, for example all from the root file")
            return
        }
        guard let data = FileManager.default.contents(atPath: target.path) else {
            sink.error(
                "cannot find imported file '\(relative)' (looked for \(displayName))", at: origin,
                suggestion: "check the name; paths are relative to the importing file")
            return
        }
        load(SourceFile(displayName: displayName, url: target, bytes: [UInt8](data)), depth: depth + 1, importer: index)
    }

    /// `a/b/` for `a/b/c.mappings`, empty for `c.mappings`.
    private static func folder(of displayName: String) -> String {
        guard let slash = displayName.lastIndex(of: "/") else { return "" }
        return String(displayName[...slash])
    }
}
