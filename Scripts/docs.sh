#!/usr/bin/env bash
# Builds the DocC documentation and fails on any warning (CI runs it).
#
#   Scripts/docs.sh              check: symbol graphs + `docc convert --warnings-as-errors`
#   DOCS_OUTPUT=DIR Scripts/docs.sh   also keep the archives in DIR (default .build-docs/archives)
#
# The symbol graphs come from a debug build in its own scratch folder
# (.build-docs, ignored by git), so the check never invalidates `.build`.
# A warm run takes a few seconds; a cold one is a debug build of the library.
# MappingKitHTTP is converted too once it declares public API of its own
# (today it only re-exports MappingKit, and is skipped with a note).
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
# convert MODULE [CATALOG]: the module's own graphs only, so each archive holds one module.
convert() {
    local module="$1" catalog="${2:-}" dir="$graphs/$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
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

[[ $status -eq 0 ]] && echo "docs.sh: no DocC warnings" >&2
exit $status
