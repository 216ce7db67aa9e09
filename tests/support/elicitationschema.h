// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::test {

// The form the tests' SDK 2.4 agent asks for (tests/fixtures/sdk2agent.mjs, prompt "elicit"), plus
// a number field with only a maximum and a type no client knows.
inline QJsonObject deploymentSchema()
{
    return QJsonDocument::fromJson(R"({
        "type": "object", "title": "Deployment",
        "properties": {
            "name": {"type": "string", "title": "Service name", "description": "As in the service registry", "minLength": 2},
            "count": {"type": "integer", "title": "Replicas", "minimum": 1, "maximum": 10, "default": 2},
            "fast": {"type": "boolean", "title": "Skip the canary", "default": false},
            "colour": {"type": "string", "title": "Colour", "oneOf": [
                {"const": "blue", "title": "Blue"}, {"const": "green", "title": "Green"}, {"const": "red", "title": "Red"}]},
            "tags": {"type": "array", "title": "Tags", "items": {"type": "string", "enum": ["web", "api", "batch"]}},
            "ratio": {"type": "number", "maximum": 1.5},
            "future": {"type": "_kandesk_unknown"}
        },
        "required": ["name", "colour"]
    })")
        .object();
}

} // namespace kandesk::test
