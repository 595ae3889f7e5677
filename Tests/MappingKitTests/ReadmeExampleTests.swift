import Foundation
import MappingKit
import Testing

/// The Swift code of the README's "Using the library" section, verbatim
/// between the `README` markers (only indented), so it must compile and run;
/// ``ReadmeExampleTests`` checks the README still holds exactly this text.
enum ReadmeExample {
    // README: begin models
    final class UserModel: Mappable {
        var name = ""
        var screenName = ""
        var imageUrl: URL?
        var followers = 0
        required init() {}
        static let properties: MappableProperties<UserModel> = [
            "name": \.name, "screenName": \.screenName, "imageUrl": \.imageUrl, "followers": \.followers,
        ]
    }

    struct Coordinate: MappableValue {
        var latitude = 0.0
        var longitude = 0.0
    }

    struct TweetModel: Mappable {
        var identifier = ""
        var name = ""
        var message = ""
        var imageUrl: URL?
        var createdAt: Date?
        var coordinates: Coordinate?
        var user: UserModel?
        var retweetCount = 0
        var favoriteCount = 0
        var language: String?
        static let properties: MappableProperties<TweetModel> = [
            "identifier": \.identifier, "name": \.name, "message": \.message, "imageUrl": \.imageUrl,
            "createdAt": \.createdAt, "coordinates": \.coordinates, "user": \.user,
            "retweetCount": \.retweetCount, "favoriteCount": \.favoriteCount, "language": \.language,
        ]
    }

    struct TimelineModel: Mappable {
        var tweets: [TweetModel] = []
        static let properties: MappableProperties<TimelineModel> = ["tweets": \.tweets]
    }
    // README: end

    struct Outcome {
        var tweets: [TweetModel]
        var issues: [ValidationIssue]
        var summary: [String]
        var contextCount: Int
    }

    static func run() throws -> Outcome {
        // README: begin usage
        var models = ModelRegistry()
        models.register(TweetModel.self)
        models.register(UserModel.self)
        models.register(TimelineModel.self)

        var transformers = TransformerRegistry()  // the built-ins (date, iso8601Date…), then yours
        transformers.register("MyTransformers.coordinate2DFromFloatArray:error:") { input -> Coordinate in
            guard let longitude = input.value[0]?.doubleValue, let latitude = input.value[1]?.doubleValue
            else { throw TransformerError("expected [longitude, latitude], found \(input.value.summary)") }
            return Coordinate(latitude: latitude, longitude: longitude)
        }
        transformers.register("MyTransformers.coordinate2DFromDictionary:userData:error:") { input -> Coordinate in
            guard let longitude = input.value[input.userString("longitude") ?? "longitude"]?.doubleValue,
                  let latitude = input.value[input.userString("latitude") ?? "latitude"]?.doubleValue
            else { throw TransformerError("expected a longitude and a latitude, found \(input.value.summary)") }
            return Coordinate(latitude: latitude, longitude: longitude)
        }

        // Loading resolves imports, selectors and inheritance, and checks every
        // context of the file and its imports against the registries, reporting
        // all problems at once.
        let catalog = try MappingCatalog(
            contentsOf: URL(fileURLWithPath: "Mappings/Twitter.mappings"), models: models, transformers: transformers)
        let context = try catalog.context("$TweetModel")

        let payloadData = try Data(contentsOf: URL(fileURLWithPath: "Fixtures/payloads/twitter-timeline.json"))
        let result = try context.objects(from: payloadData, as: TweetModel.self)  // Data or JSON
        let tweets = result.value           // [TweetModel], one per element of the array payload
        let issues = result.report.issues   // what the payload got wrong, in payload order
        for line in result.report.summary { print(line) }  // "$TweetModel.name (user.name): missing in 1 of 3 objects"
        // All-or-nothing callers: `try result.get()` returns the tweets, or throws
        // when the report has errors (this payload has: its third tweet has no text).
        // README: end
        return Outcome(tweets: tweets, issues: issues, summary: result.report.summary.map(\.description), contextCount: catalog.identifiers.count)
    }
}

@Suite("The README's library example")
struct ReadmeExampleTests {
    static let readmeURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The fenced `swift` blocks of "## Using the library", before its first
    /// `###` subsection.
    static func readmeBlocks() throws -> [String] {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        guard let start = readme.range(of: "\n## Using the library\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n#").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [String] = []
        var current: [Substring]?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The text between `// README: begin NAME` and `// README: end` in this
    /// file, with the common indentation removed.
    static func region(_ name: String) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: begin \(name)" })
        let end = try #require(lines[begin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: end" })
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    @Test("the README's Swift blocks are exactly the code this file compiles")
    func readmeMatches() throws {
        let blocks = try Self.readmeBlocks()
        try #require(blocks.count == 3, "expected a Package.swift excerpt, the models and their use")
        let manifest = blocks[0]
        #expect(manifest.contains(".package(url: \"https://"))
        #expect(manifest.contains(".product(name: \"MappingKit\", package: \"MappingKit\")"))
        #expect(manifest.contains(".copy(\"Mappings\")"))

        var models = blocks[1].split(separator: "\n", omittingEmptySubsequences: false)
        let imports = models.prefix { $0.hasPrefix("import ") }
        #expect(imports == ["import Foundation", "import MappingKit"])
        models.removeFirst(imports.count)
        while models.first == "" { models.removeFirst() }
        #expect(models.joined(separator: "\n") == (try Self.region("models")))
        #expect(blocks[2] == (try Self.region("usage")))
    }

    @Test("the README's example runs as written: three tweets, the third missing its text and user name")
    func readmeRuns() throws {
        let outcome = try ReadmeExample.run()
        #expect(outcome.tweets.map(\.identifier) == ["240859602684612608", "239413543487819778", "238726567316586497"])
        #expect(outcome.tweets[0].user?.name == "Twitter API")
        #expect(outcome.tweets[0].createdAt != nil)
        #expect(outcome.issues.map(\.kind) == [.missingRequired, .missingRequired, .missingRequired])
        #expect(outcome.issues.first?.location?.file == "Mappings/Twitter.mappings")
        #expect(outcome.summary.contains("$TweetModel.name (user.name): missing in 1 of 3 objects"))
        #expect(outcome.contextCount > 1)
    }
}

@Suite("What the README says about checking contexts and resources")
struct ReadmeClaimsTests {
    @Test("with models:, an unregistered @class is a load error; a context without @class is checked on its first typed call")
    func contextsChecked() throws {
        let models = ModelRegistry().registering(UserModel.self)
        let text = #"{ "$U": { "@class": "UserModel", "name": "n" }, "$T": { "@class": "TimelineModl", "tweets": "t" }, "$Plain": { "nmae": "n" } }"#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, models: models) }
        #expect(error.diagnostics.map(\.message) == ["unknown model class 'TimelineModl' in '@class' of '$T'"])

        let catalog = try MappingCatalog(string: #"{ "$Plain": { "nmae": "n" } }"#, models: models)
        #expect(throws: MappingConfigurationError.self) { try catalog.context("$Plain").object(from: [:], as: UserModel.self) }
    }

    @Test("a resource that is not there says how to ship the folder")
    func resourceNotFound() throws {
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(resource: "Nope", in: .module, subdirectory: "Catalogs")
        }
        let suggestion = try #require(error.diagnostics.first?.suggestion)
        #expect(suggestion.contains(#".copy("Mappings")"#))
        #expect(suggestion.contains(".process"))
    }
}
