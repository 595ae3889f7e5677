#!/usr/bin/env python3
"""Writes a GH-Archive-shaped dataset: FILES JSON Lines files of LINES GitHub
events each (PushEvent, IssuesEvent, WatchEvent, CreateEvent, ForkEvent), seeded,
with a few events missing a field the mappings require, so the reports have
issues to merge.

    generate_events.py OUT_DIR [FILES] [LINES] [SEED]
"""
import json
import os
import random
import sys


def event(rng, number):
    kind = rng.choice(["PushEvent", "PushEvent", "IssuesEvent", "WatchEvent", "CreateEvent", "ForkEvent"])
    login = "user%d" % rng.randrange(5000)
    repo = "org%d/repo%d" % (rng.randrange(300), rng.randrange(50))
    base = {
        "id": str(26000000000 + number),
        "type": kind,
        "actor": {"id": rng.randrange(10**7), "login": login, "display_login": login, "gravatar_id": "",
                  "url": "https://api.github.com/users/" + login, "avatar_url": "https://avatars.githubusercontent.com/u/1?"},
        "repo": {"id": rng.randrange(10**8), "name": repo, "url": "https://api.github.com/repos/" + repo},
        "public": True,
        "created_at": "2023-01-%02dT%02d:%02d:%02dZ" % (rng.randrange(1, 29), rng.randrange(24), rng.randrange(60), rng.randrange(60)),
    }
    if kind == "PushEvent":
        commits = [{"sha": "%040x" % rng.getrandbits(160), "author": {"email": login + "@example.com", "name": login},
                    "message": "Fix #%d" % rng.randrange(1000), "distinct": True, "url": "https://api.github.com/x"}
                   for _ in range(rng.randrange(1, 4))]
        base["payload"] = {"push_id": rng.randrange(10**10), "size": len(commits), "distinct_size": len(commits),
                           "ref": "refs/heads/main", "head": commits[-1]["sha"], "before": "%040x" % rng.getrandbits(160),
                           "commits": commits}
        if rng.randrange(50) == 0:
            del base["payload"]["size"]
    elif kind == "IssuesEvent":
        base["payload"] = {"action": rng.choice(["opened", "closed"]),
                           "issue": {"id": rng.randrange(10**9), "number": rng.randrange(1, 5000),
                                     "title": "Crash when %d" % rng.randrange(100), "state": "open",
                                     "body": None if rng.randrange(3) == 0 else "Steps to reproduce"}}
        if rng.randrange(40) == 0:
            del base["payload"]["issue"]["title"]
    elif kind == "WatchEvent":
        base["payload"] = {"action": "started"}
    elif kind == "CreateEvent":
        base["payload"] = {"ref": "v1.%d" % rng.randrange(10), "ref_type": "tag", "master_branch": "main",
                           "description": None, "pusher_type": "user"}
    else:
        base["payload"] = {"forkee": {"id": rng.randrange(10**8), "full_name": login + "/repo"}}
    if rng.randrange(3) == 0:
        base["org"] = {"id": rng.randrange(10**6), "login": repo.split("/")[0]}
    return base


def main():
    out = sys.argv[1]
    files = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    lines = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2023)
    os.makedirs(out, exist_ok=True)
    number = 0
    for index in range(files):
        with open(os.path.join(out, "events-%02d.jsonl" % index), "w") as stream:
            for _ in range(lines):
                stream.write(json.dumps(event(rng, number), separators=(",", ":")) + "\n")
                number += 1


if __name__ == "__main__":
    main()
