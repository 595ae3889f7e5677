#!/usr/bin/env bash
# Validates the SARIF logs `--format sarif` prints with a SARIF 2.1.0 object
# model from PyPI (sarif-pydantic: the result levels, the required members
# of every object), beside the Swift test that checks the schema's
# requirements (AnnotationFormatTests): `check` on broken fixtures (a
# repeated key with its related place, errors in two files), `apply` on a
# payload with issues, `fetch` with the README's replayed pages, `report
# drift` on the fixture drift summaries (a fingerprint at its .mappings line
# each, a shape fingerprint without one, the cap's note).
#
#   Scripts/sarif-check.sh       (after `swift build`: it builds nothing)
#
# Installs sarif-pydantic with pip when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c "import sarif_pydantic" 2>/dev/null; then
    python3 -m pip install --quiet sarif-pydantic
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mappings() { swift run --skip-build mappings "$@"; }
status() { "$@" || true; }
status mappings check --format sarif Fixtures/mappings/invalid/duplicate-key.mappings > "$work/duplicate-key.sarif"
status mappings check --format sarif Fixtures/mappings/invalid/errors-in-two-files/main.mappings > "$work/two-files.sarif"
status mappings check --format sarif Fixtures/mappings/invalid/unknown-keyword-optinal.mappings \
    Fixtures/mappings/valid/imports/main.mappings > "$work/keyword-and-warnings.sarif"
status mappings apply Mappings/Twitter.mappings -c '$TweetModel' --format sarif \
    Fixtures/payloads/twitter-timeline-broken.json > "$work/apply.sarif"
status mappings fetch Mappings/GitHubIssues.mappings -c '$GitHubIssue' --all-pages --format sarif \
    --replay Fixtures/http/github-issues 'https://api.github.com/repos/octocat/Hello-World/issues?per_page=3' > "$work/fetch.sarif"
status mappings report drift --format sarif Fixtures/drift/baseline.json Fixtures/drift/device-a.json \
    Fixtures/drift/device-b.json Fixtures/drift/capped.json > "$work/report-drift.sarif"
python3 - "$work"/*.sarif <<'PYTHON'
import sys
from sarif_pydantic import Sarif
for path in sys.argv[1:]:
    log = Sarif.model_validate_json(open(path, encoding="utf-8").read())
    results = log.runs[0].results or []
    if not results:
        sys.exit(f"sarif-check.sh: {path} has no result")
    print(f"sarif-check.sh: {path.rsplit('/', 1)[-1]}: valid, {len(results)} results")
PYTHON
