#!/usr/bin/env bash
# Checks the JSON Schemas `mappings schema FILE --context ID` exports (issue
# 43, item 2) with a real JSON Schema validator, python-jsonschema's
# Draft 2020-12 validator (installed with pip when missing):
#
# - every schema, forward and --reverse, of every context of Mappings/ and
#   of Fixtures/payload-schema/Shop.mappings (every construct the export
#   knows) is a valid 2020-12 schema (its metaschema);
# - for each context and each payload of Fixtures/payloads/ and
#   Fixtures/payload-schema/ that the context maps with no error issue
#   (`mappings apply --format json`), the schema accepts the payload;
# - and the same payload with one required value removed (a required key of
#   the context's first object, one with no fallback key path), which
#   `mappings apply` then reports as an error, is refused by the schema.
#
#   Scripts/payload-schema-check.sh   (after `swift build`: it builds nothing)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import jsonschema, json5' 2>/dev/null; then
    echo "payload-schema-check.sh: installing jsonschema and json5" >&2
    python3 -m pip install --quiet --disable-pip-version-check jsonschema json5
fi
tool="$(swift build --show-bin-path)/mappings"

python3 - "$tool" <<'PYTHON'
import copy, glob, json, subprocess, sys, tempfile, os
import json5
from jsonschema import Draft202012Validator

tool = sys.argv[1]
work = tempfile.mkdtemp()

def run(*arguments):
    return subprocess.run([tool, *arguments], capture_output=True, text=True)

def errors(mappings, context, payload):
    """The error issues of mapping `payload` (a JSON value) with the context."""
    path = os.path.join(work, "payload.json")
    with open(path, "w") as file:
        json.dump(payload, file)
    result = run("apply", mappings, "--context", context, path, "--format", "json")
    if result.returncode not in (0, 1):
        raise SystemExit(f"apply {mappings} {context}: exit {result.returncode}: {result.stderr}")
    return [issue for issue in json.loads(result.stdout)["issues"] if issue["severity"] == "error"]

payloads = {path: json.load(open(path)) for path in sorted(glob.glob("Fixtures/payloads/*.json") + glob.glob("Fixtures/payload-schema/*-payload.json"))}
schemas = accepted = refused = 0
for mappings in sorted(glob.glob("Mappings/*.mappings")) + ["Fixtures/payload-schema/Shop.mappings"]:
    contexts = [key for key in json5.load(open(mappings)) if key.startswith("$")]
    for context in contexts:
        forward = run("schema", mappings, "--context", context)
        if forward.returncode == 2 and "no context" in forward.stderr:
            continue  # a template, not a context
        if forward.returncode != 0:
            raise SystemExit(f"schema {mappings} {context}: exit {forward.returncode}: {forward.stderr}")
        schema = json.loads(forward.stdout)
        reverse = json.loads(run("schema", mappings, "--context", context, "--reverse").stdout)
        for document in (schema, reverse):
            Draft202012Validator.check_schema(document)
            schemas += 1
        validator = Draft202012Validator(schema)
        definition = schema["$defs"][context]
        for path, payload in payloads.items():
            if errors(mappings, context, payload):
                continue
            problems = list(validator.iter_errors(payload))
            if problems:
                raise SystemExit(f"{mappings} {context}: the schema refuses {path}, which maps with no error: {problems[0].message} at {list(problems[0].absolute_path)}")
            accepted += 1
            first = payload[0] if isinstance(payload, list) and payload else payload
            if not isinstance(first, dict):
                continue
            fallbacks = {key for key, value in definition.get("properties", {}).items() if "x-mappings-fallbackKeyPaths" in json.dumps(value)}
            required = [key for key in definition.get("required", []) if key in first and key not in fallbacks]
            if not required:
                continue
            broken = copy.deepcopy(payload)
            target = broken[0] if isinstance(broken, list) else broken
            del target[required[0]]
            if not errors(mappings, context, broken):
                raise SystemExit(f"{mappings} {context}: {path} without '{required[0]}' maps with no error")
            if validator.is_valid(broken):
                raise SystemExit(f"{mappings} {context}: the schema accepts {path} without the required '{required[0]}'")
            refused += 1
print(f"payload-schema-check.sh: {schemas} schemas valid; {accepted} payloads that map with no error accepted; {refused} with a required value removed refused")
if accepted == 0 or refused == 0:
    raise SystemExit("payload-schema-check.sh: nothing was checked")
PYTHON
