#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
"""Checks every ACP message agentctl sent or received in a test run against ACP's v1 JSON schema.

agentctl writes each agent connection's messages to a file of its own when KANDESK_ACP_TRACE_DIR
is set ("> " and what it sent, "< " and what it received: agentctl/acp/messagetrace.h). Each
message is checked against the schema's definition for its method and direction (the schema marks
them with x-method and x-side); a response against the definition for the request it answers, an
error response against Error. A method only the unstable schema has is checked against that one.

    acp-conformance.py TRACE_DIR SCHEMA_DIR   (SCHEMA_DIR holds schema.json and schema.unstable.json)

Prints the counts, and every message that is not valid ACP with the reason; exits 1 when there is
one, 2 when the schema cannot be read, 77 (skipped, for ctest) without Python's jsonschema.
"""
import collections
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("acp-conformance: Python's jsonschema is not installed (Debian's python3-jsonschema; "
          "packaging/setup-test-deps.sh installs it)", file=sys.stderr)
    sys.exit(77)

# Methods outside both schemas that agentctl may still send, each with why.
KNOWN_OUTSIDE = {
    "session/set_model": "older agents' model selector (unstable before ACP moved models to "
                         "session/set_config_option); sent only to an agent that offered models that way",
}

# What a test agent puts in a message's params._meta that is not valid ACP on purpose (what
# agentctl makes of such a message is what its test checks).
ON_PURPOSE = ("kandesk.test", "not valid ACP on purpose")

# The side that handles a method (the schema's x-side) for a message that went this way.
REQUEST_SIDE = {">": "agent", "<": "client"}


class Schemas:
    def __init__(self, folder):
        self.sets = []
        for label, name in (("stable", "schema.json"), ("unstable", "schema.unstable.json")):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                self.sets.append((label, json.load(f)["$defs"]))
        self.validators = {}

    def definition(self, method, side, kind):
        """(label, defs, name) of the definition of method's kind (Request, Response, Notification)."""
        for label, defs in self.sets:
            for name, definition in defs.items():
                if definition.get("x-method") == method and name.endswith(kind) \
                        and definition.get("x-side") in (side, "protocol"):
                    return label, defs, name
        return None

    def errors(self, label, defs, name, instance):
        key = (label, name)
        if key not in self.validators:
            # The definition as the root's reference, so that its "#/$defs/…" references resolve.
            schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": defs,
                      "$ref": "#/$defs/" + name}
            self.validators[key] = jsonschema.Draft202012Validator(schema)
        return [e for e in self.validators[key].iter_errors(instance)]


def describe(error):
    path = "/".join(str(p) for p in error.absolute_path) or "(top)"
    return "%s: %s" % (path, error.message[:300])


def check_file(path, schemas, counts, problems):
    pending = {">": {}, "<": {}}  # requests each way, by id: their method
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            direction, text = line[:1], line[2:].strip()
            if direction not in REQUEST_SIDE or not text:
                continue
            where = "%s:%d" % (os.path.basename(path), number)
            try:
                message = json.loads(text)
            except ValueError:
                problems.append((where, "(not JSON)", "", text[:200]))
                continue
            if message.get("jsonrpc") != "2.0":
                problems.append((where, message.get("method", "(response)"), "no \"jsonrpc\": \"2.0\"", text[:200]))
                continue
            method = message.get("method")
            has_id = "id" in message and message["id"] is not None
            if method is not None:
                kind = "Request" if has_id else "Notification"
                if has_id:
                    pending[direction][json.dumps(message["id"])] = method
                instance = message.get("params", {})
            else:
                other = "<" if direction == ">" else ">"
                method = pending[other].pop(json.dumps(message.get("id")), None)
                if method is None:
                    counts[(direction, "(response to an unknown id)", "-")] += 1
                    continue
                if "error" in message:
                    errors = schemas.errors("stable", schemas.sets[0][1], "Error", message["error"])
                    counts[(direction, method + " (error)", "stable")] += 1
                    for error in errors:
                        problems.append((where, method + " (error)", describe(error), text[:200]))
                    continue
                kind = "Response"
                instance = message.get("result")
            side = REQUEST_SIDE[direction] if kind != "Response" else REQUEST_SIDE["<" if direction == ">" else ">"]
            if method.startswith("_"):
                counts[(direction, method, "extension")] += 1
                continue
            found = schemas.definition(method, side, kind)
            if found is None:
                if method in KNOWN_OUTSIDE:
                    counts[(direction, method + " " + kind.lower(), "outside, known")] += 1
                else:
                    problems.append((where, method, "a %s ACP's schema does not have" % kind.lower(), text[:200]))
                continue
            label, defs, name = found
            errors = schemas.errors(label, defs, name, instance)
            meta = instance.get("_meta") if isinstance(instance, dict) else None
            if errors and direction == "<" and isinstance(meta, dict) and meta.get(ON_PURPOSE[0]) == ON_PURPOSE[1]:
                counts[(direction, method + " " + kind.lower(), "invalid on purpose")] += 1
                continue
            counts[(direction, method + " " + kind.lower(), label)] += 1
            for error in errors:
                problems.append((where, method + " " + kind.lower(), describe(error), text[:200]))


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-4], file=sys.stderr)
        return 2
    trace_dir, schema_dir = sys.argv[1], sys.argv[2]
    try:
        schemas = Schemas(schema_dir)
    except (OSError, ValueError, KeyError) as error:
        print("acp-conformance: cannot read the schema in %s: %s" % (schema_dir, error), file=sys.stderr)
        return 2
    counts = collections.Counter()
    problems = []
    files = sorted(f for f in os.listdir(trace_dir) if f.endswith(".trace")) if os.path.isdir(trace_dir) else []
    for name in files:
        check_file(os.path.join(trace_dir, name), schemas, counts, problems)
    total = sum(counts.values()) + len(problems)
    print("acp-conformance: %d messages in %d agent connections, %d not valid ACP" % (total, len(files), len(problems)))
    for (direction, what, label), count in sorted(counts.items()):
        print("  %s %-48s %-16s %d" % ("sent    " if direction == ">" else "received", what, label, count))
    for where, what, reason, text in problems[:200]:
        print("INVALID %s %s: %s\n    %s" % (where, what, reason, text))
    if len(problems) > 200:
        print("… and %d more" % (len(problems) - 200))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
