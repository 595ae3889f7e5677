#!/usr/bin/env python3
"""Trim GitHub's published REST description to the operations of the
recordings in Fixtures/http and everything they refer to.

    python3 Fixtures/openapi/github/trim.py api.github.com.yaml > Fixtures/openapi/github/api.github.com.trimmed.yaml

Reads the description (YAML with PyYAML, or JSON), keeps `openapi`, `info`,
the operations listed in OPERATIONS (method, path template), and every
component a kept part refers to through `$ref`, transitively; drops
`examples` (not read by `mappings import`) and `servers`/`tags` but for the
tags of the kept operations. Writes YAML in block style, keys in the
document's order. SOURCE.md says which description the checked-in file
was trimmed from.
"""
import json
import sys

import yaml

# The operations the recordings of Fixtures/http answer.
OPERATIONS = [
    ("get", "/repos/{owner}/{repo}/issues"),
]


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return json.loads(text) if text.lstrip().startswith("{") else yaml.safe_load(text)


def references(value):
    """Every local `$ref` in value, depth first."""
    if isinstance(value, dict):
        for key, member in value.items():
            if key == "$ref" and isinstance(member, str) and member.startswith("#/"):
                yield member
            else:
                yield from references(member)
    elif isinstance(value, list):
        for element in value:
            yield from references(element)


def without_examples(value):
    if isinstance(value, dict):
        return {key: without_examples(member) for key, member in value.items() if key not in ("examples", "example")}
    if isinstance(value, list):
        return [without_examples(element) for element in value]
    return value


def main():
    document = load(sys.argv[1])
    paths = {}
    for method, template in OPERATIONS:
        operation = document["paths"][template][method]
        paths.setdefault(template, {})[method] = without_examples(operation)
    kept = {}
    pending = list(references(paths))
    while pending:
        reference = pending.pop()
        section, name = reference.split("/")[2:4]
        if name in kept.get(section, {}):
            continue
        value = without_examples(document["components"][section][name])
        kept.setdefault(section, {})[name] = value
        pending.extend(references(value))
    components = {}
    for section, members in document["components"].items():
        if section in kept:
            components[section] = {name: kept[section][name] for name in members if name in kept[section]}
    tags = {tag for operations in paths.values() for operation in operations.values() for tag in operation.get("tags", [])}
    trimmed = {
        "openapi": document["openapi"],
        "info": document["info"],
        "tags": [tag for tag in document.get("tags", []) if tag.get("name") in tags],
        "paths": paths,
        "components": components,
    }
    sys.stdout.write("# Trimmed by Fixtures/openapi/github/trim.py from GitHub's REST description (see SOURCE.md).\n")
    yaml.safe_dump(trimmed, sys.stdout, sort_keys=False, allow_unicode=True, width=120)


if __name__ == "__main__":
    main()
