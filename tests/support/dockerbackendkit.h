// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the tests of the Docker backend (tst_dockerexecutor, tst_dockerbridge) share: a task's
// worktree made with real git, the prepare steps a launch reported, and a full turn of the ACP
// SDK's example agent driven over agentctl's stream.

#include "support/agentctlharness.h"
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/executorbackend.h"
#include "models/executors/dockersettings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>

namespace kandesk::test {

inline QString acpSdkDir()
{
    const QString fromEnvironment = qEnvironmentVariable("KANDESK_ACP_SDK_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral(KANDESK_ACP_SDK_DIR) : fromEnvironment;
}

// The SDK's example agent, or empty when it is not installed.
inline QString acpSdkExampleAgent()
{
    const QString agent = acpSdkDir() + QStringLiteral("/dist/examples/agent.js");
    return QFileInfo::exists(agent) ? agent : QString();
}

// The SDK's package folder and what it needs beside it (mounted read-only at the same path).
inline QString acpSdkModules()
{
    return QDir::cleanPath(acpSdkDir() + QStringLiteral("/../.."));
}

// What a container mounts read-only at the same paths to run the example: the SDK's packages, and
// the tests' fixtures for the quick clock.
inline QList<DockerMount> exampleAgentMounts()
{
    const QString fixtures = QStringLiteral(KANDESK_TEST_FIXTURES_DIR);
    return { { acpSdkModules(), acpSdkModules(), true }, { fixtures, fixtures, true } };
}

// node's arguments in the container for the example agent (agent: its agent.js): Debian 12's Node 18
// has the Web Crypto the SDK uses only behind a flag, and tests/fixtures/quick-clock.cjs cuts its
// simulated model pauses (a second each) to ten milliseconds: these tests count containers and
// steps, not the agent's pace.
inline QStringList exampleAgentNodeArguments(const QString &agent)
{
    return { QStringLiteral("--experimental-global-webcrypto"), QStringLiteral("--require"),
        QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/quick-clock.cjs"), agent };
}

// The same as one command line in the container, for an agent profile's custom command or
// `kandesk run --agent-command`.
inline QString containerAgentCommand(const QString &agent)
{
    QStringList words { QStringLiteral("node") };
    for (const QString &argument : exampleAgentNodeArguments(agent))
        words.append(QLatin1Char('\'') + argument + QLatin1Char('\''));
    return words.join(QLatin1Char(' '));
}

inline bool gitSucceeds(const QString &dir, const QStringList &args)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("git"),
        QStringList { QStringLiteral("-c"), QStringLiteral("user.name=t"), QStringLiteral("-c"),
            QStringLiteral("user.email=t@example.org") }
            + args);
    return process.waitForFinished(30000) && process.exitCode() == 0;
}

// A repository under parent with one commit (README) and a worktree of it on branch name, as a
// task's; the worktree's path, or empty.
inline QString makeTaskWorktree(const QString &parent, const QString &name)
{
    const QString repo = QDir(parent).filePath(name + QStringLiteral("-repo"));
    const QString worktree = QDir(parent).filePath(name + QStringLiteral("-wt"));
    if (!QDir().mkpath(repo)
        || !gitSucceeds(
            repo, { QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main") }))
        return {};
    QFile readme(repo + QStringLiteral("/README"));
    if (!readme.open(QIODevice::WriteOnly) || readme.write("hello\n") < 0)
        return {};
    readme.close();
    if (!gitSucceeds(repo, { QStringLiteral("add"), QStringLiteral("README") })
        || !gitSucceeds(repo, { QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("one") })
        || !gitSucceeds(repo,
            { QStringLiteral("worktree"), QStringLiteral("add"), QStringLiteral("-q"), QStringLiteral("-b"), name,
                worktree }))
        return {};
    return worktree;
}

// The prepare steps a launch reported: the last report of each, by index.
struct RecordedSteps {
    QList<PrepareStep> last;
    void record(const PrepareStep &step, int index, int total)
    {
        Q_UNUSED(total);
        while (last.size() <= index)
            last.append(PrepareStep {});
        last[index] = step;
    }
    QStringList names() const
    {
        QStringList out;
        for (const PrepareStep &step : last)
            out.append(step.name);
        return out;
    }
};

// One turn of the SDK's example agent (agent: its agent.js; the container mounts
// exampleAgentMounts()) on instance: configured, started, a prompt, its permission allowed, its
// answer; empty when the turn ended as it should, else what went wrong.
inline QString runExampleAgentTurn(const ExecutorInstance &instance, const QString &agent)
{
    AgentConfiguration configuration;
    configuration.command = QStringLiteral("node");
    configuration.args = QStringList { QStringLiteral("node") } + exampleAgentNodeArguments(agent);
    if (const Status configured = instance.client->configureAgent(configuration); !configured.ok())
        return QStringLiteral("configure: ") + configured.error();
    const Expected<QString> agentStarted = instance.client->start();
    if (!agentStarted)
        return QStringLiteral("start: ") + agentStarted.error();
    StreamClient stream;
    if (!stream.open(static_cast<quint16>(instance.agentctlPort), QString(wire::route::kAgentStream),
            instance.authToken.toUtf8(), instance.instanceId))
        return QStringLiteral("the agent stream on 127.0.0.1:%1 does not open").arg(instance.agentctlPort);
    if (stream.call(wire::action::kInitialize, {}, 30'000).value(str("type")).toString()
        != QLatin1String(wire::envelope::kResponse))
        return QStringLiteral("initialize was not answered");
    const QJsonObject session = stream.call(wire::action::kSessionNew, {}, 30'000);
    if (session.value(str("type")).toString() != QLatin1String(wire::envelope::kResponse))
        return QStringLiteral("session/new: ") + QString::fromUtf8(QJsonDocument(session).toJson());
    const qsizetype from = stream.prompt(str("Please improve the configuration."));
    const QJsonObject permission = stream.waitForEvent(wire::event::kPermissionRequest, 30'000, from);
    if (permission.isEmpty())
        return QStringLiteral("the example agent asked for no permission");
    const QJsonObject answered = stream.call(wire::action::kPermissionsRespond,
        QJsonObject { { str("pending_id"), permission.value(str("pending_id")) }, { str("option_id"), str("allow") } });
    if (answered.value(str("type")).toString() != QLatin1String(wire::envelope::kResponse))
        return QStringLiteral("the permission answer was refused");
    const QJsonObject end = stream.waitForTurnEnd(from, 30'000);
    if (end.value(str("type")).toString() != QLatin1String(wire::event::kComplete)
        || end.value(str("stop_reason")).toString() != QLatin1String("end_turn"))
        return QStringLiteral("the turn did not end: ") + QString::fromUtf8(QJsonDocument(end).toJson());
    if (!stream.text(from).contains(str("I've successfully updated the configuration.")))
        return QStringLiteral("the agent said: ") + stream.text(from);
    stream.socket().close();
    return {};
}

} // namespace kandesk::test
