import Foundation

/// Runs a command-line tool of this package — `mappings` unless told —
/// as its tests need it: found next to the test bundle whatever the scratch
/// path, run in a folder, its standard input given, its exit status,
/// standard output and standard error captured whole.
///
/// Running is `async` and waits for the tool without holding a thread of
/// the cooperative pool: ``Spawn`` starts it with `posix_spawn` (not
/// Foundation's `Process`, whose `run()` crashes now and then on Linux) and
/// waits for it on a thread of its own, so the pool's threads (two on a
/// two-core machine) stay free for the other async tests.
///
/// ```swift
/// let tool = try ToolRunner()
/// let run = try await tool.run(["apply", "Mappings/Twitter.mappings", "-c", "$UserModel"], stdin: "{}")
/// #expect(run.status == 1)
/// let shell = try await tool.shell("$MAPPINGS check Mappings/Twitter.mappings > /dev/full")
/// ```
package struct ToolRunner: Sendable {
    /// The tool could not be found: where it was looked for.
    package struct NotFound: Error, CustomStringConvertible, Sendable {
        package var name: String
        package var folders: [String]
        package var description: String {
            "the \(name) executable was not found next to the test bundle; looked in: "
                + folders.joined(separator: ", ")
        }
    }

    /// What a run did.
    package struct Output: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// The package root: the first folder above this file holding
    /// Package.swift (tests run the tool on the package's files).
    package static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// The executable run.
    package let executable: URL

    /// The tool built with this test bundle: `swift test` builds the
    /// executables the test target depends on into the same products folder
    /// as the bundle, whatever the configuration, triple or `--scratch-path`.
    /// That folder is found from the bundle: on macOS the `.xctest` bundle
    /// among `Bundle.allBundles`; on Linux the test runner is an executable
    /// in that folder (`Bundle.main`, `CommandLine.arguments[0]`). As a last
    /// resort, `.build/debug/NAME` under the package root.
    package init(_ name: String = "mappings") throws(NotFound) {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        folders.append(Self.packageRoot.appendingPathComponent(".build/debug"))
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                executable = candidate
                return
            }
        }
        throw NotFound(name: name, folders: folders.map(\.path))
    }

    /// Runs the tool with `arguments` in `folder` (the package root unless
    /// told), `stdin` as its standard input (empty unless given), and
    /// `environment` over this process's.
    /// Standard output and error go to files, so neither can fill a pipe
    /// and block the tool.
    package func run(
        _ arguments: [String], in folder: URL? = nil, stdin: String = "", environment: [String: String] = [:]
    ) async throws -> Output {
        try await launch(executable, arguments, in: folder, stdin: stdin, environment: environment)
    }

    /// Runs `script` with bash in `folder` (the package root unless told);
    /// `$MAPPINGS` (or `$` + the tool's name upper-cased) is the tool. The
    /// script's own redirections replace the captured ones; standard input
    /// is `/dev/null`.
    package func shell(_ script: String, in folder: URL? = nil) async throws -> Output {
        let variable = executable.lastPathComponent.uppercased().replacingOccurrences(of: "-", with: "_")
        return try await launch(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder, stdin: nil,
            environment: [variable: executable.path])
    }

    private func launch(
        _ program: URL, _ arguments: [String], in folder: URL?, stdin: String?, environment: [String: String]
    ) async throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout")
        let errors = scratch.appendingPathComponent("stderr")
        try Data().write(to: output)
        try Data().write(to: errors)
        var input: URL?
        if let stdin {
            let file = scratch.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: file)
            input = file
        }
        let status = try await Spawn.run(
            program.path, arguments, in: folder ?? Self.packageRoot, environment: environment, stdin: input,
            stdout: output, stderr: errors)
        return Output(
            status: status,
            stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }
}
