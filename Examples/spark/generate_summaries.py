#!/usr/bin/env python3
"""Writes COUNT drift summaries, as devices running an app with a DriftMonitor
would upload them (DriftMonitor.write(to:), the JSON of DriftSummary.json()):
one window each, its own id, a few fingerprints drawn from a pool shared by
every device, several sources (endpoints and labels), seeded. Every 50th
device uploads its previous window again beside its new one (a retry), so a
merge must count a window once per id.

    generate_summaries.py OUT_DIR [COUNT] [SEED]      (default 10000 files, seed 41)

Files are named device-00000.json, device-00001.json…; the pool is printed.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

ENDPOINTS = [
    ("GET", "api.github.com", "/repos/:owner/:repo/issues", "$Issue", "GitHubIssues.mappings"),
    ("GET", "api.github.com", "/users/:login/repos", "$Repository", "GitHub.mappings"),
    ("GET", "api.twitter.com", "/1.1/statuses/home_timeline.json", "$Tweet", "Twitter.mappings"),
    ("GET", "api.spotify.com", "/v1/search", "$SpotifyArtist", "Spotify.mappings"),
]
LABELS = [("timeline-cache", "$Tweet", "Twitter.mappings"), ("offline-issues", "$Issue", "GitHubIssues.mappings")]
FIELDS = {
    "$Issue": [("title", "[*].title"), ("login", "[*].user.login"), ("name", "[*].labels[*].name"), ("state", "[*].state")],
    "$Repository": [("fullName", "[*].full_name"), ("stars", "[*].stargazers_count")],
    "$Tweet": [("text", "[*].text"), ("name", "[*].user.name"), ("createdAt", "[*].created_at")],
    "$SpotifyArtist": [("followers", "artists.items[*].followers.total"), ("genres", "artists.items[*].genres")],
}
CODES = ["missingRequired", "typeMismatch", "transformerFailed"]
START = datetime(2026, 11, 1, tzinfo=timezone.utc)


def sources():
    """Every source: (source object, context, .mappings file)."""
    found = [({"method": m, "host": h, "pathTemplate": p}, c, f) for m, h, p, c, f in ENDPOINTS]
    found += [({"label": label}, c, f) for label, c, f in LABELS]
    return found


def pool():
    """The fingerprints every device draws from: (source index, fingerprint)."""
    fingerprints = []
    for index, (source, context, file) in enumerate(sources()):
        for line, (entry, path) in enumerate(FIELDS[context]):
            for code in CODES[: 1 + line % 2]:
                fingerprints.append((index, {
                    "kind": "drift", "context": context, "source": source, "issueContext": context, "entry": entry,
                    "code": code, "path": path, "file": file, "line": 3 + 2 * line,
                }))
        if "method" in source:
            fingerprints.append((index, {
                "kind": "shape", "context": context, "source": source, "issueContext": context, "entry": "",
                "code": "status", "path": "", "status": 502, "contentType": "text/html",
            }))
    return fingerprints


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def example(path, rng):
    return path.replace("[*]", "[%d]" % rng.randrange(40), 1).replace("[*]", "[%d]" % rng.randrange(5))


def window(device, number, rng, fingerprints):
    """One device's window: 1 to 3 sources seen, 0 to 4 fingerprints of them."""
    start = START + timedelta(seconds=rng.randrange(30 * 86400))
    end = start + timedelta(seconds=rng.randrange(60, 7200))
    all_sources = sources()
    seen = sorted(rng.sample(range(len(all_sources)), rng.randrange(1, 4)))
    streams = {}
    for index in seen:
        source, context, _ = all_sources[index]
        payloads = rng.randrange(1, 30)
        streams[index] = {"context": context, "source": source, "payloads": payloads, "objects": payloads * rng.randrange(1, 40)}
    candidates = [f for f in fingerprints if f[0] in streams]
    lines = []
    for index, fingerprint in rng.sample(candidates, min(len(candidates), rng.randrange(0, 5))):
        stream = streams[index]
        payloads = rng.randrange(1, stream["payloads"] + 1)
        shape = fingerprint["kind"] == "shape"
        objects = payloads if shape else rng.randrange(payloads, max(payloads, stream["objects"]) + 1)
        first = start + timedelta(seconds=rng.randrange(int((end - start).total_seconds()) + 1))
        last = first + timedelta(seconds=rng.randrange(int((end - first).total_seconds()) + 1))
        lines.append({
            "fingerprint": fingerprint, "count": objects + (0 if shape else rng.randrange(0, 5)), "objects": objects,
            "payloads": payloads, "objectsSeen": stream["objects"], "payloadsSeen": stream["payloads"],
            "firstSeen": stamp(first), "lastSeen": stamp(last), "examplePath": "" if shape else example(fingerprint["path"], rng),
        })
    capped = rng.randrange(200) == 0
    return {
        "id": "device-%05d-window-%d" % (device, number), "start": stamp(start), "end": stamp(end), "maximumFingerprints": 1000,
        "lines": lines, "streams": [streams[index] for index in seen],
        "other": {"issues": rng.randrange(1, 50) if capped else 0, "payloads": 1 if capped else 0},
        "issuesNotKept": rng.randrange(0, 3) if rng.randrange(20) == 0 else 0,
    }


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 41)
    os.makedirs(out, exist_ok=True)
    fingerprints = pool()
    previous = None
    for device in range(count):
        current = window(device, 1, rng, fingerprints)
        windows = [current] + ([previous] if previous is not None and device % 50 == 0 else [])
        with open(os.path.join(out, "device-%05d.json" % device), "w") as stream:
            json.dump({"windows": windows}, stream, sort_keys=True)
        previous = current
    print("generate_summaries.py: %d summaries in %s, a pool of %d fingerprints over %d sources"
          % (count, out, len(fingerprints), len(sources())))


if __name__ == "__main__":
    main()
