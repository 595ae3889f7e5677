#!/usr/bin/env bash
# Renders `mappings report drift --format html` in a real headless browser
# (Chromium from Debian's packages) and checks the page: it rendered (the
# table has one row per fingerprint), its script ran without error (it sets
# data-ready="1" on the body, or data-error), and the numbers of each
# rendered row (count, objects, payloads, their totals and shares, the
# sparkline's points) equal the JSON of `--format json` for the same files.
# The fixture summaries of Fixtures/drift/ are used, the hostile one
# included: its <script> and <img> texts must not become elements.
#
#   Scripts/html-check.sh                          builds the tool, checks the page
#   Scripts/html-check.sh --screenshot FILE.png    also writes the screenshot of the
#                                                  devices' page (the DocC article's:
#                                                  Sources/MappingKit/MappingKit.docc/Resources/drift-report.png)
#
# Installs Chromium with apt-get when it is missing (as root, or through sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
screenshot=""
if [[ "${1:-}" == "--screenshot" ]]; then
    screenshot="${2:?--screenshot takes a file}"
fi

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
    as_root=()
    [[ "$(id -u)" -ne 0 ]] && as_root=(sudo)
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
    browser="$(command -v chromium)"
fi

swift build --product mappings >/dev/null
mappings="$(swift build --show-bin-path)/mappings"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
devices=(Fixtures/drift/baseline.json Fixtures/drift/device-a.json Fixtures/drift/device-b.json)
everything=("${devices[@]}" Fixtures/drift/capped.json Fixtures/drift/hostile.json)
# Exit 1: fingerprints are listed.
status() { "$@" || [[ $? -eq 1 ]]; }
status "$mappings" report drift "${devices[@]}" --format html > "$work/devices.html"
status "$mappings" report drift "${devices[@]}" --format json > "$work/devices.json"
status "$mappings" report drift "${everything[@]}" --format html > "$work/all.html"
status "$mappings" report drift "${everything[@]}" --format json > "$work/all.json"

# --virtual-time-budget lets the page's script run before the DOM is dumped.
chrome() { timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=5000 "$@" 2>>"$work/chromium.log"; }
for page in devices all; do
    chrome --dump-dom "file://$work/$page.html" > "$work/$page.dom.html"
done
if [[ -n "$screenshot" ]]; then
    chrome --window-size=1600,820 --screenshot="$work/shot.png" "file://$work/devices.html" >/dev/null
    cp "$work/shot.png" "$screenshot"
    echo "html-check.sh: screenshot written to $screenshot"
fi

python3 - "$work" <<'PYTHON'
import json, sys
from html.parser import HTMLParser

work = sys.argv[1]

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.body = None
        self.rows = []          # the attributes of each tr[data-count], with its sparkline's circles
        self.elements = {}
        self.in_row = False
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.elements[tag] = self.elements.get(tag, 0) + 1
        if tag == "body":
            self.body = attrs
        elif tag == "tr" and "data-count" in attrs:
            self.rows.append(dict(attrs, circles=0))
            self.in_row = True
        elif tag == "circle" and self.in_row:
            self.rows[-1]["circles"] += 1
    def handle_endtag(self, tag):
        if tag == "tr":
            self.in_row = False

failures = []
for name in ["devices", "all"]:
    page = Page()
    page.feed(open(f"{work}/{name}.dom.html", encoding="utf-8").read())
    data = json.load(open(f"{work}/{name}.json", encoding="utf-8"))
    fingerprints, windows = data["fingerprints"], len(data["windows"])
    if page.body is None:
        failures.append(f"{name}: the page did not render (no body)")
        continue
    if "data-error" in page.body:
        failures.append(f"{name}: the page's script failed: {page.body['data-error']}")
    if page.body.get("data-ready") != "1":
        failures.append(f"{name}: the page's script did not finish (no data-ready)")
    if len(page.rows) != len(fingerprints) or not fingerprints:
        failures.append(f"{name}: {len(page.rows)} rows rendered, {len(fingerprints)} fingerprints in the JSON")
    for number, (row, item) in enumerate(zip(page.rows, fingerprints), 1):
        for attribute, key in [("data-count", "count"), ("data-objects", "objects"), ("data-objects-seen", "objectsSeen"),
                               ("data-payloads", "payloads"), ("data-payloads-seen", "payloadsSeen")]:
            if int(row[attribute]) != item[key]:
                failures.append(f"{name}: row {number}: {attribute} {row[attribute]}, the JSON's {key} {item[key]}")
        for attribute, key in [("data-payload-share", "payloadShare"), ("data-object-share", "objectShare")]:
            if float(row[attribute]) != float(item[key]):
                failures.append(f"{name}: row {number}: {attribute} {row[attribute]}, the JSON's {key} {item[key]}")
        if [int(n) for n in row["data-windows"].split()] != item["windows"]:
            failures.append(f"{name}: row {number}: data-windows {row['data-windows']}, the JSON's {item['windows']}")
        if row["circles"] != windows:
            failures.append(f"{name}: row {number}: {row['circles']} sparkline points for {windows} windows")
    # The hostile summary's texts stay text: the page's two scripts, no image.
    if page.elements.get("script") != 2 or page.elements.get("img"):
        failures.append(f"{name}: elements {page.elements}: a summary's text became markup")
    print(f"html-check.sh: {name}: rendered, script ran, {len(page.rows)} rows equal the JSON's fingerprints ({windows} windows)")
if failures:
    sys.exit("html-check.sh: " + "\nhtml-check.sh: ".join(failures))
PYTHON
