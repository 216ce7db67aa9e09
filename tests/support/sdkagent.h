// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDir>
#include <QString>

namespace kandesk::test {

// The ACP SDK's example agent (npm, installed by packaging/setup-test-deps.sh): it streams text and
// tool calls and asks permission once per turn.
inline QString sdkAgentScript()
{
    return QStringLiteral(KANDESK_ACP_SDK_DIR "/dist/examples/agent.js");
}

// The node_modules folder holding the SDK and what it needs (a container mounts it read-only at the
// same path to run the example there).
inline QString sdkModulesDir()
{
    return QDir::cleanPath(QStringLiteral(KANDESK_ACP_SDK_DIR "/../.."));
}

// A custom agent command that runs the example with its simulated model pauses (a second each) cut
// to ten milliseconds: for tests that click through turns rather than watch one stream.
inline QString quickSdkAgentCommand(const QString &node)
{
    return QStringLiteral("'%1' --require '%2' '%3'")
        .arg(node, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/quick-clock.cjs"), sdkAgentScript());
}

// The SDK 2.4's entry (installed as "acp-sdk-2" beside 1.9) that tests/fixtures/sdk2agent.mjs loads.
inline QString sdk2Entry()
{
    return QDir::cleanPath(QStringLiteral(KANDESK_ACP_SDK_DIR "/../../acp-sdk-2/dist/v1/stable/acp.js"));
}

// A custom agent command that runs the tests' SDK 2.4 agent (tests/fixtures/sdk2agent.mjs), its
// sessions and calls.log in state; variables: more of its own, "NAME=value" each.
inline QString sdk2AgentCommand(const QString &node, const QString &state, const QStringList &variables = {})
{
    QString line = QStringLiteral("env SDK2AGENT_STATE='%1'").arg(state);
    for (const QString &variable : variables)
        line += QLatin1Char(' ') + variable;
    return line + QStringLiteral(" '%1' '%2' '%3'").arg(node, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/sdk2agent.mjs"), sdk2Entry());
}

} // namespace kandesk::test
