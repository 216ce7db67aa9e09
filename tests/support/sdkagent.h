// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>

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

// What runs the example with its simulated model pauses (a second each) cut to ten milliseconds,
// after node and its own options: for tests that click through turns rather than watch one stream.
inline QString quickSdkAgentArguments()
{
    return QStringLiteral("--require '%1' '%2'")
        .arg(QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/quick-clock.cjs"), sdkAgentScript());
}

// A custom agent command: node (this machine's) running the example with the quick clock.
inline QString quickSdkAgentCommand(const QString &node)
{
    return QStringLiteral("'%1' ").arg(node) + quickSdkAgentArguments();
}

// The folder of quick-clock.cjs: a container that runs quickSdkAgentCommand mounts it read-only at
// the same path, as it mounts sdkModulesDir().
inline QString quickClockDir()
{
    return QStringLiteral(KANDESK_TEST_FIXTURES_DIR);
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

// The requests the SDK 2.4 agent with this state was sent, "<method> <session id>" a line.
inline QStringList sdk2AgentCalls(const QString &state)
{
    QFile log(QDir(state).filePath(QStringLiteral("calls.log")));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A session as the SDK 2.4 agent keeps it (one JSON file per session in its state folder), with its
// turns (prompt, answer), which session/load replays.
inline bool writeSdk2Session(const QString &state, const QString &id, const QString &cwd, const QString &title,
                             const QString &updatedAt, const QList<std::pair<QString, QString>> &turns = {})
{
    QFile file(QDir(state).filePath(id + QStringLiteral(".json")));
    QJsonArray kept;
    for (const auto &[prompt, answer] : turns)
        kept.append(QJsonObject { { QStringLiteral("prompt"), prompt }, { QStringLiteral("answer"), answer } });
    const QByteArray json = QJsonDocument(QJsonObject { { QStringLiteral("sessionId"), id }, { QStringLiteral("cwd"), cwd },
                                                        { QStringLiteral("title"), title }, { QStringLiteral("turns"), kept },
                                                        { QStringLiteral("updatedAt"), updatedAt } })
                                .toJson();
    return file.open(QIODevice::WriteOnly) && file.write(json) == json.size();
}

} // namespace kandesk::test
