#!/usr/bin/env bash
# Checks the JSON Schema `mappings schema` prints (issue 30, item 6) with a
# real JSON Schema validator, check-jsonschema, reading .mappings files as
# JSON5 so their comments and trailing commas parse:
#
# - the schema is a valid draft-07 schema (its metaschema);
# - every .mappings file the loader accepts validates: Mappings/, Examples/,
#   Fixtures/mappings/valid/ and Fixtures/schema/ (their files one by one,
#   imported ones too), and every other .mappings file of the repository that
#   `mappings check` loads without error (Fixtures/mappings/invalid/,
#   Fixtures/schema/misspelt/ and Fixtures/schema/refused/ aside);
# - every file of Fixtures/schema/misspelt/ (a misspelt keyword or a wrong
#   word, its first line says which) fails, and so does every wrong-keyword
#   fixture of the loader (Fixtures/mappings/invalid/unknown-keyword-*…);
# - every file of Fixtures/schema/refused/ fails: one problem the loader
#   refuses and a schema can express each (issue 39, item 6; its first line
#   says which, its .expected beside it what `mappings check` says, and
#   SchemaCoverageTests holds every other problem to the list of what only
#   `mappings check` knows in InTheBuildAndCI.md).
#
#   Scripts/schema-check.sh       (after `swift build`: it builds nothing)
#
# Installs check-jsonschema and json5 with pip when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import check_jsonschema, json5' 2>/dev/null; then
    echo "schema-check.sh: installing check-jsonschema and json5" >&2
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema json5
fi
validate=(python3 -m check_jsonschema --default-filetype json5)
tool="$(swift build --show-bin-path)/mappings"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
schema="$work/mappings.schema.json"
swift run --skip-build mappings schema > "$schema"
printf 'schema-check.sh: the schema against the draft-07 metaschema: '
"${validate[@]}" --check-metaschema "$schema"

valid=()
while IFS= read -r file; do valid+=("$file"); done < <(
    { find Mappings Examples Fixtures/mappings/valid -name '*.mappings' -not -path '*/.*'
      find Fixtures/schema -maxdepth 1 -name '*.mappings'; } | sort)
while IFS= read -r file; do
    [[ " ${valid[*]} " == *" $file "* ]] && continue
    if "$tool" check "$file" > /dev/null 2>&1; then valid+=("$file"); fi
done < <(find . -name '*.mappings' -not -path '*/.*' -not -path './Fixtures/mappings/invalid/*' \
    -not -path './Fixtures/schema/misspelt/*' -not -path './Fixtures/schema/refused/*' | sed 's|^\./||' | sort)
printf 'schema-check.sh: %d files the loader accepts: ' "${#valid[@]}"
"${validate[@]}" --schemafile "$schema" "${valid[@]}"

# The misspelt and refused fixtures of the schema, and the loader's
# wrong-keyword fixtures.
misspelt=(Fixtures/schema/misspelt/*.mappings Fixtures/schema/refused/*.mappings Fixtures/mappings/invalid/unknown-keyword-*.mappings
    Fixtures/mappings/invalid/not-a-keyword.mappings Fixtures/mappings/invalid/template-entry-bad-keyword.mappings
    Fixtures/mappings/invalid/context-level-entry-keywords.mappings)
for file in "${misspelt[@]}"; do
    if "${validate[@]}" --schemafile "$schema" "$file" > "$work/output" 2>&1; then
        echo "schema-check.sh: $file validates, but it holds a misspelt keyword, a wrong word or a value the loader refuses" >&2
        exit 1
    fi
    # Refused by the schema, not unread.
    if ! grep -q '^Schema validation errors were encountered' "$work/output"; then
        cat "$work/output" >&2
        echo "schema-check.sh: $file was not validated" >&2
        exit 1
    fi
    echo "schema-check.sh: refused as it must be:$(grep -m1 '::' "$work/output" | sed 's/^ */ /')"
done
echo "schema-check.sh: ${#valid[@]} files valid, ${#misspelt[@]} misspelt or refused files refused"
