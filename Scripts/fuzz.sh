#!/usr/bin/env bash
# Fuzz MappingKit with libFuzzer (it ships with the Swift toolchain: swiftc -sanitize=fuzzer).
#
#   Scripts/fuzz.sh [SECONDS] [HARNESS...]
#
# Builds one binary (.build-fuzz/fuzz-mappingkit: the library sources + Scripts/fuzz/*.swift, with
# AddressSanitizer) and runs each harness for SECONDS (default 60) in turn:
#   parse  the JSON parser, the writer and the .mappings loader (Scripts/fuzz/FuzzEntry.swift);
#   apply  a fuzzed catalog applied to a fuzzed payload: typed models, dynamic JSON, populate,
#          reverse, with the report's counts checked (Scripts/fuzz/FuzzApply.swift). An input is
#          catalog text, a NUL byte, then the payload; without a NUL it is a payload for
#          Mappings/Twitter.mappings.
#   infer  `mappings infer`'s engine (Sources/mappings/Infer, without the command) on a fuzzed
#          sample: its file must load, map the sample cleanly and match its models; `--update` of a
#          file inferred from half its keys (or of the text before a NUL, with the sample after it)
#          must keep every byte and the line endings, and a second run must change nothing
#          (Scripts/fuzz/FuzzInfer.swift).
#   report reports read back from fuzzed JSON (one, or two split by a NUL byte) and merged every
#          way the library merges them: no trap, counts never below the issues kept, sources kept,
#          no control character in the text rendering; and each input as a drift summary (merged
#          with itself unchanged, its JSON read back equal) and as a path collapsed for a
#          fingerprint (Scripts/fuzz/FuzzReport.swift).
#   recording  MappingKitHTTP's recording files and replay matching (Sources/MappingKitHTTP): a
#          fuzzed recording, a NUL, then a request (`METHOD URL`, body); a recording must read back
#          the same, answer its own request, and redaction must leave no secret
#          (Scripts/fuzz/FuzzRecording.swift).
#   pattern  the `@pattern` engine against NSRegularExpression: a raw pattern, a NUL and a string, or
#          choices for a grammar of patterns and strings (Scripts/fuzz/PatternSamples.swift); the ASCII
#          table must agree with the stepped threads, and ICU with the engine on every pattern both
#          accept (Scripts/fuzz/FuzzPattern.swift).
#   yaml   `mappings import openapi`'s YAML reader (Sources/mappings/Import/YAML) on fuzzed text: no
#          trap, hang or unbounded recursion, a refusal renders at a valid place; a document that
#          reads, written as JSON (compact and pretty), must read again as YAML to an equal value that
#          the JSON parser agrees with (Scripts/fuzz/FuzzYAML.swift). Seeds: Fixtures/yaml and the JSON
#          fixtures; a dictionary of YAML's indicators (.build-fuzz/yaml.dict, written here).
#   openapi  `mappings import openapi`'s engine (Sources/mappings/Import/OpenAPI) on a fuzzed
#          description, JSON or YAML: no trap or hang whatever its $refs; an imported document's
#          .mappings file must load for each kind of models, and its Swift be written
#          (Scripts/fuzz/FuzzOpenAPI.swift). Seeds: Fixtures/openapi (GitHub's trimmed description too).
# Default: parse and apply. Exits non-zero as soon as a harness finds a crash, a leak, a timeout or an
# out-of-memory.
#
# Environment:
#   FUZZ_OPT=-O|-Onone   optimisation (default -O; CI uses -Onone, which compiles much faster)
#   FUZZ_JOBS=N          parallel fuzzing processes per harness (default 1)
#   FUZZ_SKIP_BUILD=1    reuse the binary already built
#
# Running for hours: `Scripts/fuzz.sh 14400 apply` (or FUZZ_JOBS=2 to use both cores). The corpus
# grows in .build-fuzz/corpus-HARNESS/ and is reused by the next run (delete it to start over).
#
# Crashes land in .build-fuzz/crashes/ as HARNESS-crash-<sha1> (also -timeout-, -oom-, -leak-);
# the harness's log on stderr shows the stack trace. Reproduce one (runs that input only):
#   cd .build-fuzz && MAPPINGKIT_FUZZ=apply ./fuzz-mappingkit crashes/apply-crash-<sha1>
# and turn it into a test: the input is catalog text + NUL + payload (`tr '\0' '\n' < FILE`).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(parse apply)
opt="${FUZZ_OPT:--O}"
jobs="${FUZZ_JOBS:-1}"

mkdir -p .build-fuzz/crashes .build-fuzz/imports .build-fuzz/corpus-parse .build-fuzz/corpus-apply .build-fuzz/corpus-infer \
    .build-fuzz/corpus-report .build-fuzz/corpus-recording .build-fuzz/corpus-pattern .build-fuzz/corpus-yaml .build-fuzz/corpus-openapi
cp Mappings/*.mappings .build-fuzz/imports/
# Seeds: parse gets JSON and .mappings files; apply gets every example catalog paired with every
# payload (catalog, NUL, payload), and the payloads alone.
cp Fixtures/json/valid/*.json Fixtures/mappings/invalid/*.mappings Mappings/*.mappings .build-fuzz/corpus-parse/ 2>/dev/null || true
for mappings in Mappings/*.mappings Fixtures/mappings/valid/tolerance.mappings; do
    for payload in Fixtures/payloads/*.json; do
        seed=".build-fuzz/corpus-apply/seed-$(basename "$mappings" .mappings)-$(basename "$payload" .json)"
        { cat "$mappings"; printf '\0'; cat "$payload"; } > "$seed"
    done
done
cp Fixtures/payloads/*.json .build-fuzz/corpus-apply/
cp Fixtures/payloads/*.json Fixtures/infer/*/*.json Fixtures/infer/expected/*.mappings .build-fuzz/corpus-infer/
cp Fixtures/reports/*.json .build-fuzz/corpus-report/
# Drift summaries (the tool's fixtures): the harness reads every input as one too.
for summary in Fixtures/drift/*.json; do cp "$summary" ".build-fuzz/corpus-report/drift-$(basename "$summary")"; done
{ cat Fixtures/reports/twitter-broken.report.json; printf '\0'; cat Fixtures/reports/twitter-broken-capped.report.json; } \
    > .build-fuzz/corpus-report/seed-two-parts
for mappings in Fixtures/infer/expected/*.mappings; do  # --update: an inferred file, NUL, a sample with keys it lacks
    { cat "$mappings"; printf '\0'; cat Fixtures/infer/keywords/records.json; } > ".build-fuzz/corpus-infer/seed-update-$(basename "$mappings" .mappings)"
done
# recording: every recorded exchange of Fixtures/http, and one with redacted values and a request.
for file in Fixtures/http/*/0*.json Fixtures/http/broken-recordings/*/*.json; do
    cp "$file" ".build-fuzz/corpus-recording/seed-$(basename "$(dirname "$file")")-$(basename "$file")"
done
printf '{"recording":1,"request":{"method":"GET","url":"https://me:<redacted>@h.example/p?api_key=<redacted>&page=2"},"response":{"status":200,"headers":{"Set-Cookie":"<redacted>"},"body":"[]"}}\0GET https://h.example/p?page=2&api_key=abc\n' > .build-fuzz/corpus-recording/seed-redacted

# pattern: everyday and pathological patterns with strings (pattern, NUL, string; printf's escapes).
index=0
for seed in '^[a-z0-9]+(?:-[a-z0-9]+)*$\0tolerance-you-can-trust' '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$\0dev@example.com' \
    '(x+x+)+y\0xxxxxxxxxxxx' '^(a|a)*$\0aaaa\n' '\\bcaf\\w\\b\0a caf\303\251' '^\\p{Lu}\\p{Ll}+$\0Zo\303\253' \
    '[^\\d\\s-]{2,3}?$\0a1 b\r\n'; do
    printf "$seed" > ".build-fuzz/corpus-pattern/seed-$index"
    index=$((index + 1))
done

# yaml: the reader's fixtures (documents it reads and ones it refuses), and JSON, which is YAML.
cp Fixtures/yaml/valid/* Fixtures/yaml/refused/*.yaml Fixtures/json/valid/*.json .build-fuzz/corpus-yaml/ 2>/dev/null || true
# openapi: the hand-written descriptions, the refused ones and GitHub's trimmed one.
cp Fixtures/openapi/*.json Fixtures/openapi/*.yaml Fixtures/openapi/refused/*.json Fixtures/openapi/github/*.yaml .build-fuzz/corpus-openapi/ 2>/dev/null || true
# YAML's indicators and the words the core schema reads, for libFuzzer's -dict.
printf '%s\n' '"---"' '"..."' '"- "' '": "' '"? "' '"&a "' '"*a"' '"!!str "' '"%YAML 1.2"' '"|-"' '">+"' '"|2"' \
    '"<<: "' '"\\x41"' '"\\u00e9"' '"\\U0001F600"' '"\\\x0a"' '"\x0a  "' '"\x0a- "' '"\x09"' '"\x0d\x0a"' '" #"' \
    '"\x27\x27"' '"{a: "' '"[a, "' '"0x1F"' '"0o17"' '".inf"' '"-.5"' '"1e3"' '"~"' '"null"' '"True"' > .build-fuzz/yaml.dict

# `mappings infer`'s engine, without the command (its files that name the tool).
infer=$(ls Sources/mappings/Infer/*.swift | grep -v -e 'UpdateReport')
# The YAML reader of `mappings import openapi`.
yaml=$(ls Sources/mappings/Import/YAML/*.swift)
# Its OpenAPI importer, without the report (which names the command).
openapi=$(ls Sources/mappings/Import/OpenAPI/*.swift | grep -v -e 'ImportReport')
if [ "${FUZZ_SKIP_BUILD:-}" != 1 ] || [ ! -x .build-fuzz/fuzz-mappingkit ]; then
    start=$(date +%s)
    swiftc "$opt" -sanitize=fuzzer,address -parse-as-library -module-name MappingKit -package-name MappingKit \
        $(find Sources/MappingKit Sources/MappingKitHTTP -name '*.swift' ! -name MappingKitHTTP.swift) Scripts/fuzz/*.swift $infer $yaml $openapi -o .build-fuzz/fuzz-mappingkit 2>&1 \
        | { grep -v -e 'Cannot export local symbol' -e 'ignoring import' -e '^import MappingKit' -e '^ *[0-9]* *[|^]' || true; }  # ld.gold's noise about ASan's symbols; the infer and YAML files' own import
    echo "fuzz.sh: compiled with $opt in $(( $(date +%s) - start )) s"
fi

cd .build-fuzz
for harness in "${harnesses[@]}"; do
    echo "fuzz.sh: fuzzing '$harness' for $seconds s"
    # -timeout: one input taking longer is a hang; -rss_limit_mb: an input needing more is an OOM.
    # With FUZZ_JOBS > 1 each process logs to .build-fuzz/fuzz-N.log.
    parallel=()
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    # The .mappings keywords and their words, for the harnesses that read catalogs.
    dict=()
    case "$harness" in parse|apply) dict=(-dict=../Scripts/fuzz/mappings.dict) ;; yaml|openapi) dict=(-dict=yaml.dict) ;; esac
    # NSRegularExpression, which `pattern` compares with, leaks in CoreFoundation on some patterns.
    leaks=()
    [ "$harness" = pattern ] && leaks=(-detect_leaks=0)
    MAPPINGKIT_FUZZ="$harness" SWIFT_BACKTRACE=enable=no ./fuzz-mappingkit \
        -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="crashes/$harness-" "${parallel[@]}" "${dict[@]}" "${leaks[@]}" "corpus-$harness" </dev/null
done
