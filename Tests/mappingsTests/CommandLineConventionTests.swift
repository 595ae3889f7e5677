import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The built `mappings` reads its command line as swift-argument-parser
/// tools do (issue 9, item 6): both spellings of a value, short names,
/// `--version`, did-you-mean, a short usage line on a usage error, hints
/// for what the shell did to a `$` identifier, and the report on stderr.
@Suite("mappings command line")
struct CommandLineConventionTests {
    static func mappings(_ arguments: [String], stdin: String = "", in folder: URL? = nil) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: folder, stdin: stdin)
    }

    static let user = #"{"name": "Ada", "screen_name": "ada"}"#

    @Test(
        "'--option value', '--option=value' and the short names give the same output",
        arguments: [
            ["--context", "$UserModel", "--format", "json", "--key-path", "user"],
            ["--context=$UserModel", "--format=json", "--key-path=user"],
            ["-c", "$UserModel", "-f", "json", "-k", "user"],
            ["-k", "user", "-f=json", "-c=$UserModel"],
        ])
    func spellings(_ options: [String]) async throws {
        let run = try await Self.mappings(["apply", "Mappings/Twitter.mappings"] + options + ["-"], stdin: #"{"user": \#(Self.user)}"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.json?["result"] == ["name": "Ada", "screenName": "ada", "followers": 0])
    }

    @Test("'--' ends the options: a payload named '-x.json' is read")
    func doubleDash() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.user.utf8).write(to: folder.appendingPathComponent("-x.json"))
        let mappings = ToolRunner.packageRoot.appendingPathComponent("Mappings/Twitter.mappings").path
        let run = try await Self.mappings(["apply", mappings, "-c", "$UserModel", "-f", "json", "--", "-x.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["result"]?["name"] == "Ada")
    }

    @Test("--version prints the version, for the tool and for each subcommand", arguments: [["--version"], ["apply", "--version"], ["check", "--version"]])
    func version(_ arguments: [String]) async throws {
        let run = try await Self.mappings(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("mappings "))
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stderr == "")
    }

    @Test("a usage error: the error, a did-you-mean note, the usage line and where the help is, exit 64")
    func usageErrors() async throws {
        let cases: [([String], String)] = [
            (["chek", "Mappings/Twitter.mappings"], """
                error: unknown subcommand 'chek'
                note: did you mean 'check'?
                usage: mappings <subcommand> [options]
                  See 'mappings --help' for more information.

                """),
            (["--verison"], """
                error: unknown option '--verison'
                note: did you mean '--version'?
                usage: mappings <subcommand> [options]
                  See 'mappings --help' for more information.

                """),
            (["apply", "Mappings/Twitter.mappings", "--contxt", "$UserModel"], """
                error: unknown option '--contxt'
                note: did you mean '--context'?
                usage: mappings apply FILE --context ID [options] [PAYLOAD|-]
                  See 'mappings apply --help' for more information.

                """),
            (["apply", "Mappings/Twitter.mappings", "-context", "$UserModel"], """
                error: unknown option '-context'
                note: did you mean '--context'?
                usage: mappings apply FILE --context ID [options] [PAYLOAD|-]
                  See 'mappings apply --help' for more information.

                """),
            (["check", "--emv", "ipad", "Mappings/Twitter.mappings"], """
                error: unknown option '--emv'
                note: did you mean '--env'?
                usage: mappings check [options] FILE|DIR...
                  See 'mappings check --help' for more information.

                """),
            (["apply", "Mappings/Twitter.mappings", "-c", "$UserModel", "--object=yes"], """
                error: --object takes no value
                usage: mappings apply FILE --context ID [options] [PAYLOAD|-]
                  See 'mappings apply --help' for more information.

                """),
            (["apply", "Mappings/Twitter.mappings", "$UserModel"], """
                error: apply needs --context ID
                note: did you mean --context '$UserModel'?
                usage: mappings apply FILE --context ID [options] [PAYLOAD|-]
                  See 'mappings apply --help' for more information.

                """),
        ]
        for (arguments, expected) in cases {
            let run = try await Self.mappings(arguments, stdin: "{}")
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "", "\(arguments)")
            #expect(run.stderr == expected, "\(arguments)")
        }
    }

    @Test("the shell ate an unquoted $TweetModel: the context is empty, missing, or took the payload's path")
    func shellAteTheContext() async throws {
        // `--context "$TweetModel"`: an empty value.
        let empty = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "--context", "", "Fixtures/payloads/twitter-timeline.json"])
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("""
            error: --context is empty
            note: the shell replaced an unquoted or double-quoted $Name with nothing: write the identifier in single quotes, --context '$TweetModel'

            """))
        // `… payload.json --context $TweetModel`: no value at all.
        let last = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "Fixtures/payloads/twitter-timeline.json", "--context"])
        #expect(last.status == 64)
        #expect(last.stderr.hasPrefix("error: --context needs a value\nnote: a context identifier starts with '$', which the shell expands: write it in single quotes, --context '$TweetModel'\n"))
        // `--context $TweetModel payload.json`: the payload's path is the context (and stdin is never read).
        let path = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "--context", "Fixtures/payloads/twitter-timeline.json"])
        #expect(path.status == 2)
        #expect(path.stdout == "")
        #expect(path.stderr.hasPrefix("error: no context named 'Fixtures/payloads/twitter-timeline.json'\n"))
        #expect(path.stderr.hasSuffix("""
            note: 'Fixtures/payloads/twitter-timeline.json' is a file: did the shell replace an unquoted $Name before it with nothing? \
            Write the identifier in single quotes: --context '$TweetModel'

            """))
        let folder = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "--context", "Fixtures/payloads"])
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("\nnote: 'Fixtures/payloads' is a folder: did the shell replace"))
        let name = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "--context", "gone.json"])
        #expect(name.stderr.contains("\nnote: 'gone.json' looks like a file name: did the shell replace"))
        // A plain misspelling gets no shell hint.
        let typo = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "--context", "$UserModle", "-"], stdin: "{}")
        #expect(typo.stderr == "error: no context named '$UserModle'\nnote: did you mean '$UserModel'?\n")
    }

    @Test("a payload that cannot be read: the reason, and a note naming a close file when there is one")
    func unreadablePayload() async throws {
        let typo = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "-c", "$TweetModel", "Fixtures/payloads/twitter-timelin.json"])
        #expect(typo.status == 2)
        #expect(typo.stderr == """
            error: cannot read 'Fixtures/payloads/twitter-timelin.json': there is no such file
            note: did you mean 'Fixtures/payloads/twitter-timeline.json'?

            """)
        let folder = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "-c", "$TweetModel", "Fixtures/payloads"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "error: cannot read 'Fixtures/payloads': it is a directory, not a file\nnote: name a file inside the directory\n")
    }

    @Test("a file name that is not valid UTF-8 is said to be so: given as bytes, and written as text; never a did-you-mean of itself")
    func namesNotUTF8() async throws {
        let folder = try TemporaryFolder()
        try folder.write(rawPath: Array("caf".utf8) + [0xE9] + Array(".json".utf8), Self.user)
        try folder.write(rawPath: Array("m".utf8) + [0xE9] + Array(".mappings".utf8), #"{ "$A": { "name": "name" } }"#)
        let twitter = ToolRunner.packageRoot.appendingPathComponent("Mappings/Twitter.mappings").path
        // Given as its bytes (the shell's $'…'), anywhere on the line: refused before anything is read or written.
        let refused = "error: the argument $'caf\\xE9.json' is not valid UTF-8: mappings reads its arguments as UTF-8 text, "
            + "in which each byte that is not would become '\u{FFFD}' and name another file\n"
            + "note: rename the file to a UTF-8 name (mv $'caf\\xE9.json' NEW-NAME), or give the value in UTF-8\n"
        for script in [
            "$MAPPINGS apply '\(twitter)' -c '$UserModel' $'caf\\xe9.json'",
            "$MAPPINGS apply '\(twitter)' -c '$UserModel' --lines --report $'caf\\xe9.json' -",
        ] {
            let given = try await ToolRunner().shell(script, in: folder.url)
            expectEqual(given.status, 64, "\(script)")
            expectEqual(given.stderr, refused, "\(script)")
        }
        let check = try await ToolRunner().shell("$MAPPINGS check $'m\\xe9.mappings'", in: folder.url)
        expectEqual(check.status, 64)
        #expect(check.stderr.hasPrefix("error: the argument $'m\\xE9.mappings' is not valid UTF-8"), "\(check.stderr)")

        // Written as text, with U+FFFD for the byte (a folder listing's name, as the build plugin passes it).
        let apply = try await Self.mappings(["apply", twitter, "-c", "$UserModel", "caf\u{FFFD}.json"], in: folder.url)
        expectEqual(apply.status, 2)
        expectEqual(apply.stderr, "error: cannot read 'caf\u{FFFD}.json': the name $'caf\\xE9.json' on its path is not valid UTF-8 "
            + "(each '\u{FFFD}' stands for a byte that is not), and a path written as text cannot name it\n"
            + "note: rename it to a UTF-8 name in its folder: mv $'caf\\xE9.json' NEW-NAME\n")
        let checked = try await Self.mappings(["check", "m\u{FFFD}.mappings"], in: folder.url)
        expectEqual(checked.status, 2)
        #expect(checked.stderr.contains("the name $'m\\xE9.mappings' on its path is not valid UTF-8"), "\(checked.stderr)")
        #expect(!checked.stderr.contains("did you mean") && !apply.stderr.contains("did you mean"))
    }

    @Test("'.mappings' is added to a root file named without extension")
    func rootWithoutExtension() async throws {
        let check = try await Self.mappings(["check", "Mappings/Twitter"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "Mappings/Twitter.mappings: ok, 8 contexts\n")
        let apply = try await Self.mappings(["apply", "Mappings/Twitter", "-c", "$UserModel", "-f", "json"], stdin: Self.user)
        #expect(apply.status == 0, "\(apply.stderr)")
        let missing = try await Self.mappings(["check", "Mappings/Twiter"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: cannot read 'Mappings/Twiter.mappings': there is no such file\n"))
    }

    @Test("text: the result alone on stdout, the report on stderr; json: one object on stdout, nothing on stderr")
    func streams() async throws {
        let payload = #"[\#(Self.user), {"screen_name": "b"}]"#
        let text = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "-c", "$UserModel"], stdin: payload)
        #expect(text.status == 1)
        #expect(text.json?.arrayValue?.count == 2)
        #expect(text.stderr.hasPrefix("1 issue (1 error, 0 warnings):\n"))
        let json = try await Self.mappings(["apply", "Mappings/Twitter.mappings", "-c", "$UserModel", "-f", "json"], stdin: payload)
        #expect(json.status == 1)
        #expect(json.stderr == "")
        #expect(json.json?.objectValue?.keys == ["result", "issues", "summary", "issuesOmitted", "errors", "warnings", "objects"])
    }

    @Test("the help names the short options and both value spellings", arguments: [["apply", "--help"], ["help", "apply"], ["apply", "-h"]])
    func help(_ arguments: [String]) async throws {
        let run = try await Self.mappings(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("USAGE: mappings apply FILE --context ID [options] [PAYLOAD|-]\n"))
        for option in ["-c, --context ID", "-k, --key-path PATH", "-f, --format text|json", "--version", "'--option=value'"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}
