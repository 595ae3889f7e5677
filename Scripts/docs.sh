#!/usr/bin/env bash
# Builds the DocC documentation and fails on any warning, then type-checks
# the Swift examples of the articles in MappingKit.docc and MappingKitHTTP.docc
# (CI runs it).
#
#   Scripts/docs.sh                   symbol graphs, `docc convert --warnings-as-errors`, examples
#   DOCS_OUTPUT=DIR Scripts/docs.sh   put the .doccarchive folders in DIR (default .build-docs/archives)
#
# Preview: DOCS_OUTPUT=/tmp/docs Scripts/docs.sh, then serve
# /tmp/docs/MappingKit.doccarchive (or use `docc preview`).
#
# The symbol graphs come from a debug build in its own scratch folder
# (.build-docs, ignored by git), so the check never invalidates `.build`.
# A warm run takes a few seconds; a cold one is a debug build of the library.
# MappingKitHTTP is converted too, with its catalog
# (Sources/MappingKitHTTP/MappingKitHTTP.docc); it would be skipped with a
# note if it declared no public API of its own. It re-exports MappingKit,
# so its symbol graph lists MappingKit's symbols as well: its archive keeps
# its own symbols only, and its comments and articles cannot link to
# MappingKit's symbols (write `MappingContext` in code voice, not
# ``MappingContext``: docc 6.3's --dependency did not resolve such links).
# The Swift examples of both catalogs' articles are type-checked (below).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs"
output="${DOCS_OUTPUT:-$scratch/archives}"

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    # The Swift toolchain ships docc beside swift.
    swift_path="$(command -v swift)"
    docc="$(dirname "$(readlink -f "$swift_path")")/docc"
fi
if [[ ! -x "$docc" ]]; then
    echo "docs.sh: docc not found (it ships with the Swift toolchain)" >&2
    exit 1
fi

# Not cleaned: an up-to-date module is not compiled again and keeps its graphs.
mkdir -p "$graphs" "$output"
# One build emits the graphs of MappingKitHTTP and of MappingKit, which it depends on.
build() {
    swift build --target MappingKitHTTP --scratch-path "$scratch" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
}
build
if [[ ! -f "$graphs/MappingKit.symbols.json" || ! -f "$graphs/MappingKitHTTP.symbols.json" ]]; then
    # Graphs deleted under an up-to-date build: build from scratch.
    rm -rf "$scratch"
    mkdir -p "$graphs" "$output"
    build
fi

status=0

# keep_own_symbols DIR SOURCES: drop from DIR's graphs the symbols (and their
# relationships) not declared under SOURCES.
keep_own_symbols() {
    python3 - "$1" "$2" <<'PYTHON'
import json, os, sys
folder, sources = sys.argv[1], sys.argv[2]
for name in os.listdir(folder):
    path = os.path.join(folder, name)
    graph = json.load(open(path, encoding="utf-8"))
    own = [s for s in graph.get("symbols", []) if sources in s.get("location", {}).get("uri", "")]
    kept = {s["identifier"]["precise"] for s in own}
    graph["symbols"] = own
    graph["relationships"] = [r for r in graph.get("relationships", []) if r.get("source") in kept]
    if own or name.count("@") == 0:
        json.dump(graph, open(path, "w", encoding="utf-8"))
    else:
        os.remove(path)
PYTHON
}
# convert MODULE [CATALOG]: the module's own graphs only, so each archive holds one module.
convert() {
    local module="$1" catalog="${2:-}" dir="$graphs/$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
    if [[ "$module" != MappingKit ]]; then
        # A module that re-exports MappingKit lists its symbols too: keep
        # only those declared in the module's own sources.
        keep_own_symbols "$dir" "Sources/$module/"
    fi
    local arguments=(convert)
    [[ -n "$catalog" ]] && arguments+=("$catalog")
    arguments+=(--additional-symbol-graph-dir "$dir" --output-path "$output/$module.doccarchive"
        --fallback-display-name "$module" --fallback-bundle-identifier "$module"
        --warnings-as-errors)
    echo "docs.sh: docc convert $module" >&2
    # Diagnostics go to standard output, with the source lines they point at.
    if ! "$docc" "${arguments[@]}"; then
        echo "docs.sh: $module: DocC reported the problems above (warnings count as errors)" >&2
        status=1
    fi
}

convert MappingKit Sources/MappingKit/MappingKit.docc

# Public symbols declared in MappingKitHTTP's own sources (its graph also lists
# the re-exported MappingKit symbols).
http_symbols=$(grep -o '"uri":"file://[^"]*/Sources/MappingKitHTTP/[^"]*"' "$graphs/MappingKitHTTP.symbols.json" | wc -l || true)
if [[ "$http_symbols" -gt 0 ]]; then
    http_catalog=""
    [[ -d Sources/MappingKitHTTP/MappingKitHTTP.docc ]] && http_catalog=Sources/MappingKitHTTP/MappingKitHTTP.docc
    convert MappingKitHTTP "$http_catalog"
else
    echo "docs.sh: MappingKitHTTP declares no public API of its own yet; skipped" >&2
fi

# The articles' Swift examples must compile against the current API, those
# of MappingKit.docc and of MappingKitHTTP.docc. Each article becomes one
# file: its type and function declarations (lines from `struct`, `class`,
# `final class`, `enum`, `actor`, `protocol`, `extension` or `func` at
# column 0, attributes such as `@Test` before them, to the next `}` at
# column 0) at the top level, its other lines in order in one throwing
# function (async for MappingKitHTTP's), after stand-ins for the names
# examples take as given (`catalog`, `context`, `client`, `search`, the
# getting-started models…) which an example may redeclare: in one scope for
# a MappingKit article, in a scope per block for a MappingKitHTTP one (its
# blocks redeclare `client`). A block holding `Package.swift` is a manifest
# and is skipped; `Bundle.module` is read as `Bundle.main`; `import` lines
# give way to the article's imports (MappingKitHTTP's: MappingKitHTTP,
# Testing, and FoundationNetworking where there is one). Type-checked only, never run (the Codable path of
# MappingKitHTTP's getting started also runs: Tests/MappingKitHTTPArticleTests).
examples="$scratch/doc-examples"
rm -rf "$examples"
mkdir -p "$examples"
if command -v python3 >/dev/null; then
    python3 - "$examples" <<'PYTHON'
import os, re, sys
out = sys.argv[1]
mapping_kit_types = {
    "UserModel": """final class UserModel: Mappable {
    var name = ""
    var imageUrl: URL?
    required init() {}
    static let properties: MappableProperties<UserModel> = ["name": \\.name, "imageUrl": \\.imageUrl]
}""",
    "TweetModel": """final class TweetModel: Mappable {
    var identifier = ""
    var message = ""
    var imageUrl: URL?
    var user: UserModel?
    required init() {}
    static let properties: MappableProperties<TweetModel> = [
        "identifier": \\.identifier, "message": \\.message, "imageUrl": \\.imageUrl, "user": \\.user,
    ]
}""",
    "TimelineModel": """final class TimelineModel: Mappable {
    var tweets: [TweetModel] = []
    init() {}
    static let properties: MappableProperties<TimelineModel> = ["tweets": \\.tweets]
}""",
    "Coordinate": """struct Coordinate: Equatable, Sendable {
    var latitude: Double
    var longitude: Double
}
extension Coordinate: MappableValue {}""",
}
mapping_kit_values = """
    let url = URL(fileURLWithPath: "Example.mappings")
    let catalog = try MappingCatalog(string: "{}")
    let context = try catalog.context("$Example")
    let data = Data(), payloadData = Data(), timelineData = Data()
    let payload = JSON.null, payloads = JSON.null, timeline = JSON.null
    var models = ModelRegistry()
    var transformers = TransformerRegistry.standard
    var environment = MappingEnvironment.current
    _ = (url, catalog, context, data, payloadData, timelineData, payload, payloads, timeline)
    _ = (models, transformers, environment)
    models = ModelRegistry(); transformers = .standard; environment = .current
"""
http_types = {
    "SpotifyArtist": """struct SpotifyArtist: Mappable, Sendable {
    var name = ""
    static let properties: MappableProperties<SpotifyArtist> = ["name": \\.name]
}""",
    "GitHubIssue": """struct GitHubIssue: Decodable, Sendable {
    var number: Int
}""",
    "PostModel": """struct PostModel: Mappable, Sendable {
    var identifier = 0
    static let properties: MappableProperties<PostModel> = ["identifier": \\.identifier]
}""",
    "Tokens": """actor Tokens {
    func current() -> String { "" }
}""",
}
http_values = """
    let catalog = try MappingCatalog(string: "{}")
    let client = EndpointClient(baseURL: URL(fileURLWithPath: "/"), catalog: catalog)
    let search = Endpoint(.get, "search", context: "$SpotifyArtist")
    let issuesEndpoint = Endpoint(.get, "issues", context: "$GitHubIssue")
    let base = URL(fileURLWithPath: "/"), github = URL(fileURLWithPath: "/")
    let token = "", tokens = Tokens()
    let post = PostModel()
    var models = ModelRegistry()
    _ = (catalog, client, search, issuesEndpoint, base, github, token, tokens, post, models)
    models = ModelRegistry()
"""
catalogs = [
    ("Sources/MappingKit/MappingKit.docc", ["Foundation", "MappingKit"], mapping_kit_types, mapping_kit_values, "throws", False),
    ("Sources/MappingKitHTTP/MappingKitHTTP.docc", ["Foundation", "MappingKit", "MappingKitHTTP", "Testing",
     "FoundationNetworking (on Linux: URLRequest)"], http_types,
     http_values, "async throws", True),
]
declaration = re.compile(r"^(@\w+(\([^)]*\))? )*(final class|class|struct|enum|actor|extension|protocol|func)\b")
for catalog, imports, stand_in_types, stand_in_values, effects, scope_per_block in catalogs:
    module = os.path.basename(catalog)[:-len(".docc")]
    for name in sorted(os.listdir(catalog)):
        if not name.endswith(".md"):
            continue
        text = open(os.path.join(catalog, name), encoding="utf-8").read()
        blocks = [b for b in re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M) if "Package.swift" not in b]
        if not blocks:
            continue
        declarations, statements = [], []
        for block in blocks:
            current = None
            if scope_per_block:
                statements.append("do {")
            for line in block.split("\n"):
                line = line.replace("in: .module", "in: .main")
                if current is None and declaration.match(line):
                    current = [line]
                    if line.count("{") > 0 and line.count("{") == line.count("}"):
                        declarations.append("\n".join(current)); current = None
                elif current is not None:
                    current.append(line)
                    if line.startswith("}"):
                        declarations.append("\n".join(current)); current = None
                elif not re.match(r"^(@testable )?import ", line):
                    statements.append(line)
            if current is not None:
                declarations.append("\n".join(current))
            if scope_per_block:
                statements.append("}")
        declared = "\n".join(declarations)
        types = [code for type_name, code in stand_in_types.items()
                 if not re.search(r"\b(class|struct|enum|actor) " + type_name + r"\b", declared)]
        if re.search(r"extension Coordinate: MappableValue", declared):
            types = [t.replace("extension Coordinate: MappableValue {}", "") for t in types]
        preamble = ["#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif" if i.startswith("FoundationNetworking")
                    else "import " + i for i in imports]
        source = "\n".join([*preamble, *types, declared,
                             "func example() " + effects + " {", stand_in_values, "do {", *statements, "}", "}", ""])
        path = os.path.join(out, module + "-" + re.sub(r"\W", "", name[:-3]) + ".swift")
        open(path, "w", encoding="utf-8").write(source)
PYTHON
    # Two at a time (a type-check takes about a second).
    check_example() {
        swiftc -typecheck -swift-version 6 -I "$scratch/debug/Modules" "$1" 2>"$1.log" || touch "$1.failed"
    }
    running=0
    for file in "$examples"/*.swift; do
        [[ -e "$file" ]] || continue
        check_example "$file" &
        running=$((running + 1))
        if [[ $running -ge 2 ]]; then wait -n || true; running=$((running - 1)); fi
    done
    wait
    for file in "$examples"/*.swift; do
        [[ -e "$file.failed" ]] || continue
        echo "docs.sh: a Swift example of $(basename "$file" .swift | sed 's/-/.docc\//').md does not compile ($file):" >&2
        grep -A4 'error:' "$file.log" >&2 || cat "$file.log" >&2
        status=1
    done
else
    echo "docs.sh: python3 not found; the articles' Swift examples were not type-checked" >&2
fi

[[ $status -eq 0 ]] && echo "docs.sh: no DocC warnings; the articles' Swift examples compile (both catalogs)" >&2
exit $status
