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

} // namespace kandesk::test
