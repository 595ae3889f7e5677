import Foundation
import MappingKit

/// `mappings check FILE|DIR…`: lint `.mappings` files.
///
/// A DIR stands for the `.mappings` files under it (``MappingsFolder``:
/// subfolders included, hidden ones and links to folders left out, sorted
/// by path). Each file is loaded as the root of a catalog, but a file that
/// another file of the run imports is checked through that file (its
/// problems are reported there, once), as the app loads it: `mappings
/// check Mappings` and the build plugin, which hand over every file of a
/// folder, report no false error for a file that only makes sense
/// imported. A problem met through several roots is printed once, and a
/// path named twice (by a folder and by name) is checked once.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let synopsis = "mappings check [options] FILE|DIR..."
    static let abstract = SubcommandAbstract(
        "check FILE|DIR...",
        "Load each file (each .mappings file under a DIR) as\na catalog root and print every problem\ncompiler-style (exit 0 clean, 2 on errors).")

    static let reader = ArgumentReader(options: [
        .environment,
        .checkFormat,
        .flag("quiet", short: "q", help: "No line for a file without error (problems are still printed)."),
        .value("stamp", "FILE", help: """
            When no FILE has an error, write FILE (a Swift comment
            naming what was checked): the output of the build
            plugin's command, so an unchanged build does not check
            again. Never one of the files checked.
            """),
    ])

    static let usage = """
        USAGE: \(synopsis)

        Loads each FILE as the root of a catalog (with its imports, selectors and
        inheritance; '.mappings' is added to a name without extension) and prints
        every problem to stderr:

          path:line:col: error: message
          <source line>
          <caret>
          note: suggestion

        A DIR stands for every .mappings file under it, in its subfolders too,
        sorted by path: hidden files and folders (.build, .git) are left out, and
        symbolic links to folders are not followed (a note names each). A DIR
        that holds no .mappings file is an error. In CI: mappings check Mappings

        A file that another file of the run imports is checked through it, as the
        app loads it; a problem met through several files is printed once, and a
        path named twice is checked once.

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0 when every file is clean (warnings allowed), 2 on any error
        (a DIR without .mappings files, or one that cannot be read, included),
        64 on a bad command line, 74 when standard output cannot be written.
        """

    /// The files to check and the selector environment.
    struct Options {
        var files: [String]
        var environment: MappingEnvironment
        var format = OutputFormat.text
        /// `--stamp FILE`.
        var stamp: String?
        /// `--quiet`.
        var quiet = false
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard !read.positionals.isEmpty else { throw .missingMappingsFile(subcommand: "check") }
        var options = Options(files: read.positionals.map(MappingsTool.mappingsFile), environment: try read.environment())
        options.format = try read.format(allowed: [.text, .github, .sarif]) ?? options.format
        options.quiet = read.has("quiet")
        if let stamp = read["stamp"] {
            guard !stamp.isEmpty else { throw .emptyPath(option: "--stamp", valueName: "FILE") }
            options.stamp = stamp
        }
        return options
    }

    /// One FILE loaded as a root.
    private struct Checked {
        var file: String
        var catalog: Result<MappingCatalog, MappingConfigurationError>
        /// The real paths of the files read: the root and its imports.
        var filesRead: [String]
        /// The root's own real path (`nil` when it could not be resolved).
        var realPath: String?
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        let (files, foldersFailed) = expandingFolders(options.files)
        for file in files {
            guard let stamp = options.stamp, InputFile.isSameFile(stamp, file) else { continue }
            return fail(.stampIsInput(path: stamp, file: file))
        }
        var seen: Set<String> = []
        let checked = files.compactMap { file -> Checked? in
            let url = URL(fileURLWithPath: file)
            guard seen.insert(url.standardizedFileURL.path).inserted else { return nil }
            let realPath = try? FileReader.realPath(url.path)
            let loaded = MappingCatalog.loadingRoot(url, environment: options.environment, displayName: file)
            return Checked(file: file, catalog: loaded.catalog, filesRead: loaded.filesRead, realPath: realPath)
        }
        if let stamp = options.stamp {
            for file in checked.flatMap(\.filesRead) where InputFile.isSameFile(stamp, file) {
                return fail(.stampIsInput(path: stamp, file: file))
            }
        }
        let importers = importers(of: checked)
        guard let style = options.format.annotationStyle else {
            return try printText(checked, importers: importers, options: options, foldersFailed: foldersFailed)
        }
        return MappingsTool.annotating(style) { log throws(ExitStatus) in
            var status = foldersFailed ? MappingsTool.invalidInput : MappingsTool.success
            for (index, file) in checked.enumerated() where importers[index] == nil {
                switch file.catalog {
                case .success(let catalog): MappingsTool.report(catalog.warnings, to: &log)
                case .failure(let error):
                    MappingsTool.report(error.diagnostics, to: &log)
                    status = MappingsTool.invalidInput
                }
            }
            if status == MappingsTool.success, let stamp = options.stamp { try writeStamp(stamp, checked: checked) }
            return status
        }
    }

    /// The files the arguments stand for: a FILE as it is, a DIR's
    /// `.mappings` files (``MappingsFolder``), with a message on standard
    /// error for a link to a folder not followed, a folder that cannot be
    /// read and a DIR that holds none; `failed` when there was such an error.
    private static func expandingFolders(_ arguments: [String]) -> (files: [String], failed: Bool) {
        var files: [String] = []
        var failed = false
        for argument in arguments {
            guard MappingsFolder.isFolder(argument) else {
                files.append(argument)
                continue
            }
            let found = MappingsFolder(walking: argument)
            for link in found.linkedFolders { MappingsTool.print(.folderLinkNotFollowed(path: link)) }
            for (path, error) in found.unreadable { MappingsTool.print(.folderUnreadable(path: path, error)) }
            if found.files.isEmpty, found.unreadable.isEmpty {
                MappingsTool.print(.noMappingsInFolder(folder: argument, skippedHidden: found.skippedHidden))
            }
            failed = failed || found.files.isEmpty || !found.unreadable.isEmpty
            files += found.files
        }
        return (files, failed)
    }

    /// For each FILE, the FILE it is checked through (`nil` for a root): a
    /// FILE read by another FILE's catalog is checked through the first
    /// such root; FILEs that only import each other (a cycle) are checked
    /// from the first of them. A FILE that is another's root file itself
    /// (a link and what it leads to) is not imported by it: both are roots.
    private static func importers(of checked: [Checked]) -> [Int?] {
        /// Whether `root`'s catalog imports the file at `path`.
        func imports(_ root: Int, _ path: String) -> Bool {
            checked[root].realPath != path && checked[root].filesRead.contains(path)
        }
        var importers = [Int?](repeating: nil, count: checked.count)
        var imported = [Bool](repeating: false, count: checked.count)
        for (index, file) in checked.enumerated() {
            guard let path = file.realPath else { continue }
            imported[index] = checked.indices.contains { other in other != index && imports(other, path) }
        }
        var roots: [Int] = []
        for index in checked.indices where !imported[index] { roots.append(index) }
        for index in checked.indices where imported[index] {
            guard let path = checked[index].realPath, let root = roots.first(where: { imports($0, path) }) else {
                roots.append(index)
                continue
            }
            importers[index] = root
        }
        return importers
    }

    /// Text: each root's problems compiler-style on standard error (a
    /// problem once, however many roots met it), a line per FILE on
    /// standard output.
    private static func printText(_ checked: [Checked], importers: [Int?], options: Options, foldersFailed: Bool) throws(ExitStatus)
        -> Int32
    {
        var status = foldersFailed ? MappingsTool.invalidInput : MappingsTool.success
        var output = options.quiet ? StandardStream.discarding() : .output()
        var printed: Set<Diagnostic> = []
        for (index, file) in checked.enumerated() {
            if let importer = importers[index] {
                output.write(ToolMessage.checkedThrough(file: file.file, importer: checked[importer].file).text + "\n")
                continue
            }
            switch file.catalog {
            case .success(let catalog):
                for warning in catalog.warnings where printed.insert(warning).inserted { MappingsTool.print(.diagnostic(warning)) }
                output.write(ToolMessage.checked(file: file.file, contexts: catalog.identifiers.count).text + "\n")
            case .failure(let error):
                for diagnostic in error.diagnostics where printed.insert(diagnostic).inserted {
                    MappingsTool.print(.diagnostic(diagnostic))
                }
                status = MappingsTool.invalidInput
            }
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.print(.outputFailed(reason: error.reason, partial: false))
            return MappingsTool.outputFailed
        }
        if status == MappingsTool.success, let stamp = options.stamp { try writeStamp(stamp, checked: checked) }
        return status
    }

    /// `--stamp FILE`: written whole (a temporary file beside it, renamed),
    /// only when nothing failed; exit 74 when it cannot be.
    private static func writeStamp(_ path: String, checked: [Checked]) throws(ExitStatus) {
        let text = "// Checked by `mappings check`: \(checked.count) .mappings \(checked.count == 1 ? "file" : "files"), no error.\n"
        do throws(FileWriteError) {
            var file = try PendingFile(path: path)
            do {
                try file.write(Array(text.utf8))
                try file.commit()
            } catch {
                file.discard()
                throw error
            }
        } catch {
            MappingsTool.print(.stampNotWritten(path: path, error))
            throw ExitStatus(MappingsTool.outputFailed)
        }
    }
}
