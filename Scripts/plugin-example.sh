#!/usr/bin/env bash
# The build plugin and the command plugin, on the example app package
# (Examples/CatalogApp, which depends on this repository by path):
#  1. it builds through the MappingsCheck plugin;
#  2. an unchanged rebuild does not run the check again; the app's one test passes;
#  3. `swift package check-mappings` passes, and takes mappings check's options;
#     `swift run mappings check DIR`, from the app's package, checks the folder;
#  4. a warning (a former keyword) is printed and does not fail the build;
#  5. a misspelt keyword in an imported file of a subfolder fails the build
#     with that file's path:line:col: error: line, and fails check-mappings,
#     whose closing "mappings check failed" comes after the problems when
#     its output is captured (one file for both streams, or one each), and
#     whose --format sarif log stays a SARIF log;
#  6. a folder named legacy.mappings/ is looked inside, not checked as a
#     file, and a path beginning with '-' is a file (the build, and
#     check-mappings run where the path it gives begins with '-').
# The example's files are put back as they were whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
example=Examples/CatalogApp
mappings=$example/Sources/Timeline/Mappings
users=$mappings/users/Users.mappings
log=$(mktemp)
errors=$(mktemp)
backup=$(mktemp)
cp "$users" "$backup"
trap 'cp "$backup" "$users"; rm -rf "$mappings/legacy.mappings" "$mappings/-Legacy.mappings"; rm -f "$backup" "$log" "$errors"' EXIT
fail() { echo "plugin-example: $*" >&2; cat "$log" >&2; exit 1; }

echo "== 1. build through the plugin"
swift build --package-path "$example" 2>&1 | tee "$log"
grep -q "Checking 2 .mappings files of Timeline" "$log" || fail "the plugin's command did not run"

echo "== 2. an unchanged rebuild"
# After a clean build, SwiftPM 6.3 links the plugin's tool once more on the
# next build (it builds a plugin's tools in a pass of their own as well as
# in the build), and a changed tool runs the check again: one settling
# build, then an unchanged one.
swift build --package-path "$example" > "$log" 2>&1 || fail "the settling rebuild failed"
start=$(date +%s%N)
swift build --package-path "$example" > "$log" 2>&1 || fail "the unchanged rebuild failed"
echo "unchanged rebuild: $(( ($(date +%s%N) - start) / 1000000 )) ms"
if grep -q "Checking" "$log"; then fail "an unchanged rebuild ran the check again"; fi

echo "== the app's test (a test build relinks the tool, so the check runs once more after it)"
swift test --package-path "$example"

echo "== 3. swift package check-mappings"
swift package --package-path "$example" check-mappings > "$log" 2>&1 || fail "check-mappings failed on clean files"
grep -q "Timeline.mappings: ok, 2 contexts" "$log" || fail "check-mappings did not check Timeline.mappings"
swift package --package-path "$example" check-mappings --target Timeline --format github > "$log" 2>&1 \
    || fail "check-mappings --target Timeline --format github failed"
cat "$log"
# The tool of the package's dependency, on the resource folder: what a CI step runs.
swift run --package-path "$example" mappings check "$mappings" > "$log" 2>&1 || fail "mappings check DIR failed on clean files"
grep -q "^$mappings/Timeline.mappings: ok, 2 contexts" "$log" || fail "mappings check DIR did not check Timeline.mappings"
grep -q "^$mappings/users/Users.mappings: checked through $mappings/Timeline.mappings" "$log" \
    || fail "mappings check DIR did not check users/Users.mappings through its importer"

echo "== 4. a warning does not fail the build"
sed -i 's/"@optional": true/"@required": false/' "$users"
swift build --package-path "$example" > "$log" 2>&1 || fail "a warning failed the build"
grep -Eq "Mappings/users/Users.mappings:[0-9]+:[0-9]+: warning: " "$log" || fail "the warning was not printed"
grep -E ": warning: " "$log"

echo "== 5. an error in an imported file fails the build at its line"
cp "$backup" "$users"
sed -i 's/"@optional": true/"@optinal": true/' "$users"
if swift build --package-path "$example" > "$log" 2>&1; then fail "the build passed with a misspelt keyword"; fi
grep -E "Mappings/users/Users.mappings:[0-9]+:[0-9]+: error: unknown keyword '@optinal'" "$log" \
    || fail "the build did not print the file's error line"
if swift package --package-path "$example" check-mappings > "$log" 2>&1; then
    fail "check-mappings passed with a misspelt keyword"
fi
grep -Eq "Users.mappings:[0-9]+:[0-9]+: error: unknown keyword '@optinal'" "$log" || fail "check-mappings did not print the error"
# Captured, the closing line is the last one, after the problem (SwiftPM
# writes the plugin's output on its standard output, buffered until it
# exits, and its own messages on standard error at once).
closing="error: mappings check failed (exit 2): see the problems above"
[[ "$(tail -n 1 "$log")" == "$closing" ]] || fail "check-mappings's closing line is not its last line when captured"
problem_line=$(grep -n -m1 "error: unknown keyword '@optinal'" "$log" | cut -d: -f1)
closing_line=$(grep -n -F -x "$closing" "$log" | cut -d: -f1)
[[ "$(grep -c -F -x "$closing" "$log")" == 1 && "$problem_line" -lt "$closing_line" ]] \
    || fail "check-mappings did not close once, after the problems"
if swift package --package-path "$example" check-mappings --format github > "$log" 2> "$errors"; then
    fail "check-mappings --format github passed with a misspelt keyword"
fi
[[ "$(tail -n 1 "$log")" == "$closing" ]] && grep -q "^::error file=.*Users.mappings,line=" "$log" \
    || { cat "$errors" >&2; fail "check-mappings --format github: no annotation, or not closed after it"; }
if swift package --package-path "$example" check-mappings --format sarif > "$log" 2> "$errors"; then
    fail "check-mappings --format sarif passed with a misspelt keyword"
fi
python3 -c 'import json, sys; log = json.load(open(sys.argv[1])); assert log["runs"][0]["results"]' "$log" \
    || fail "check-mappings --format sarif did not print a SARIF log alone"
grep -q "error: mappings check failed (exit 2): the problems are in the SARIF log" "$errors" \
    || { cat "$errors" >&2; fail "check-mappings --format sarif did not say it failed on standard error"; }

echo "== 6. a folder named legacy.mappings/, and a path beginning with -"
cp "$backup" "$users"
mkdir -p "$mappings/legacy.mappings"
echo '{ "$Old": { "name": "name" } }' > "$mappings/legacy.mappings/Old.mappings"
echo '{ "$Legacy": { "id": "id" } }' > "$mappings/-Legacy.mappings"
swift build --package-path "$example" > "$log" 2>&1 || fail "the build failed with a legacy.mappings/ folder and -Legacy.mappings"
grep -q "Checking 4 .mappings files of Timeline" "$log" || fail "the plugin did not check the 4 files"
# Run in the resource folder, check-mappings names -Legacy.mappings as it is.
(cd "$mappings" && swift package --package-path ../../.. check-mappings) > "$log" 2>&1 \
    || fail "check-mappings failed on a path beginning with -"
grep -q "^-Legacy.mappings: ok" "$log" || fail "check-mappings did not check -Legacy.mappings"
grep -q "^legacy.mappings/Old.mappings: ok" "$log" || fail "check-mappings did not check legacy.mappings/Old.mappings"
echo "plugin-example: all checks passed"
