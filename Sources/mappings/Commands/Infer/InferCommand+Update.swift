import Foundation
import MappingKit

extension InferCommand {
    /// `--update FILE`: maps the samples with the file's context, and adds
    /// an optional entry for each key no entry read (in the context that
    /// mapped its object), with nested contexts for objects; the Swift file
    /// beside it (`FILE.swift`) gets the properties (``MappingsUpdate``).
    /// Nothing that is there changes; both files are written together or
    /// not at all, never through a symbolic link, never over a sample.
    /// `--dry-run` prints the diff instead.
    static func update(_ file: String, options: Options) throws(ExitStatus) -> Int32 {
        let path = MappingsTool.mappingsFile(file)
        let swiftPath = (path.hasSuffix(".mappings") ? String(path.dropLast(9)) : path) + ".swift"
        let sampleFiles = sampleIdentities(options.samples)
        for target in [path, swiftPath] {
            if isLink(target) { return fail(.updateIsLink(path: target, target: try? FileReader.realPath(target))) }
            if let identity = FileIdentity(target, following: false), sampleFiles.contains(identity) {
                return fail(.outputIsSample(path: target))
            }
        }
        let bytes = try InputFile.read(path)
        let original = String(decoding: bytes, as: UTF8.self)
        // The text parsed as the loader parses it, after a byte order mark.
        let text = original.hasPrefix("\u{FEFF}") ? String(original.dropFirst()) : original
        guard let contexts = try? MappingsTextEditor(text: original).contexts(),
            case .object(let parsed)? = try? JSON(parsing: text, options: .mappings)
        else {
            MappingsTool.print(.updateUnreadable(path: path))
            return MappingsTool.invalidInput
        }
        let identifier = options.context ?? contexts.first { $0.hasPrefix("$") } ?? ""
        let context = try MappingsTool.loadContext(
            file: path, environment: options.environment, identifier: identifier, maximumIssues: 0
        ).context
        let baseURL = URL(fileURLWithPath: path).deletingLastPathComponent()
        let selected = try select(try read(options), keyPath: options.keyPath)
        let objects = selected.flatMap { sample -> [JSON] in
            if case .array(let elements) = sample.json { return elements }
            return [sample.json]
        }
        let swiftOriginal: String? = status(swiftPath, following: false) == nil
            ? nil : (try? InputFile.read(swiftPath)).map { String(decoding: $0, as: UTF8.self) }
        let kind: ModelKind = options.modelsGiven
            ? options.models : swiftOriginal.map { $0.contains(": Mappable") ? .mappable : .codable } ?? .none
        // New models take the file's access: that of its first type (`public struct Status`).
        let access = options.access ?? swiftOriginal.flatMap { swift in
            TextLines.split(swift).first { line in
                ["struct ", "class ", "final class "].contains { ModelAccess.stripped(line[...]).hasPrefix($0) }
            }.map { ModelAccess.of($0[...]) }
        } ?? .internal
        // Fallbacks are found first; the keys are then counted again with the file they make, loaded as the file is.
        let update = MappingsUpdate.planned(
            text: original, file: parsed, contexts: contexts, context: context, objects: objects, kind: kind, prefix: options.prefix,
            access: access
        ) { text in
            try? MappingCatalog(string: text, baseURL: baseURL, environment: options.environment, displayName: path).context(identifier)
        }
        guard !update.additions.isEmpty || !update.fallbacks.isEmpty else {
            return MappingsTool.printOutput(UpdateReport(file: path, update: update, swiftFile: nil, unplaced: []).rendered(options.format))
        }
        let edited: String
        do throws(MappingsTextEditor.EditError) {
            edited = try update.edited(original, contexts: contexts)
        } catch {
            MappingsTool.print(.updateUnreadable(path: path))
            return MappingsTool.invalidInput
        }
        // It must still load.
        do {
            _ = try MappingCatalog(
                string: edited.hasPrefix("\u{FEFF}") ? String(edited.dropFirst()) : edited, baseURL: baseURL,
                environment: options.environment, displayName: path)
        } catch {
            MappingsTool.print(.inferenceFailed([.doesNotLoad(error.diagnostics)]))
            return MappingsTool.payloadIssues
        }
        let swift = kind == .none ? nil : swiftOriginal.map { update.editedSwift($0, kind: kind) }
        if options.dryRun {
            var diff = LineDiff.unified(original, edited, oldName: path, newName: path)
            if let swiftOriginal, let swift {
                diff += LineDiff.unified(swiftOriginal, swift.text, oldName: swiftPath, newName: swiftPath)
            }
            return MappingsTool.printOutput(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
        }
        do throws(WriteFailure) {
            var files = [(path: path, bytes: Array(edited.utf8))]
            if let swift { files.append((swiftPath, Array(swift.text.utf8))) }
            try writeTogether(files)
        } catch {
            MappingsTool.print(.inferenceNotWritten(
                path: error.path, reason: error.reason, suggestion: error.suggestion, unchanged: error.unchanged, written: error.written))
            return MappingsTool.outputFailed
        }
        let report = UpdateReport(file: path, update: update, swiftFile: swift == nil ? nil : swiftPath, unplaced: swift?.unplaced ?? [])
        return MappingsTool.printOutput(report.rendered(options.format))
    }
}
