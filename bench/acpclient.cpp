// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "acpclient.h"

#include "bench/rigs/benchsupport.h"
#include "models/agents/agentregistry.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

namespace kandesk::bench {

const QString kAcpSdkVersion = QStringLiteral("1.9.0");

AgentDefinition acpSdkExampleAgent()
{
    AgentDefinition agent;
    agent.id = QStringLiteral("sdk-example-acp");
    agent.displayName = QStringLiteral("ACP SDK example");
    agent.npmPackage = QStringLiteral("@agentclientprotocol/sdk");
    agent.npmEntry = QStringLiteral("dist/examples/agent.js");
    return agent;
}

namespace {

QJsonObject rpc(const QJsonValue &id, const QString &key, const QJsonValue &value)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {key, value}};
}

// The reply to a request of the agent: permissions are allowed with the first option offered.
QJsonObject replyTo(const QJsonObject &request)
{
    const QJsonValue id = request.value(QStringLiteral("id"));
    const QString method = request.value(QStringLiteral("method")).toString();
    if (method != QLatin1String("session/request_permission"))
        return rpc(id, QStringLiteral("error"),
                   QJsonObject{{QStringLiteral("code"), -32601}, {QStringLiteral("message"), QString(QStringLiteral("method not found: ") + method)}});
    const QJsonArray options = request.value(QStringLiteral("params")).toObject().value(QStringLiteral("options")).toArray();
    const QJsonObject outcome{{QStringLiteral("outcome"), QStringLiteral("selected")},
                              {QStringLiteral("optionId"), options.first().toObject().value(QStringLiteral("optionId"))}};
    return rpc(id, QStringLiteral("result"), QJsonObject{{QStringLiteral("outcome"), outcome}});
}

bool isTextChunk(const QJsonObject &message)
{
    if (message.value(QStringLiteral("method")).toString() != QLatin1String("session/update"))
        return false;
    const QJsonObject update = message.value(QStringLiteral("params")).toObject().value(QStringLiteral("update")).toObject();
    return update.value(QStringLiteral("sessionUpdate")).toString() == QLatin1String("agent_message_chunk")
        && !update.value(QStringLiteral("content")).toObject().value(QStringLiteral("text")).toString().isEmpty();
}

// Ends the agent's process group: helpers an npm bin wrapper started outlive the wrapper's end.
void endGroup(QProcess &agent, pid_t group)
{
    agent.closeWriteChannel();
    ::kill(-group, SIGTERM);
    agent.waitForFinished(3'000);
    ::kill(-group, SIGKILL);
    agent.waitForFinished(3'000);
}

} // namespace

Expected<AcpRunTimes> runAcpAgent(const AcpSpawn &spawn)
{
    QElapsedTimer timer;
    timer.start();
    QProcess agent;
    agent.setWorkingDirectory(spawn.workDir);
    agent.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (!spawn.env.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (auto it = spawn.env.cbegin(); it != spawn.env.cend(); ++it)
            environment.insert(it.key(), it.value());
        agent.setProcessEnvironment(environment);
    }
    agent.setChildProcessModifier([nice = spawn.nice] {
        ::setpgid(0, 0);
        if (nice >= 0)
            setpriority(PRIO_PROCESS, 0, nice);
    });
    agent.start(spawn.argv.constFirst(), spawn.argv.mid(1));
    if (!agent.waitForStarted())
        return Error{QStringLiteral("cannot start %1: %2").arg(spawn.argv.constFirst(), agent.errorString())};
    const pid_t group = pid_t(agent.processId()); // its own group (setpgid above)
    AcpRunTimes times;
    double promptedAtMs = 0;
    bool done = false;
    QString failure;
    QByteArray buffer;
    auto msNow = [&timer] { return double(timer.nsecsElapsed()) / 1e6; };
    auto write = [&agent](const QJsonObject &message) { agent.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n'); };
    auto send = [&write](int id, const char *method, const QJsonObject &params) {
        write({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
               {QStringLiteral("method"), QString::fromLatin1(method)}, {QStringLiteral("params"), params}});
    };
    QObject::connect(&agent, &QProcess::readyReadStandardOutput, &agent, [&] {
        buffer += agent.readAllStandardOutput();
        qsizetype newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const QJsonObject message = QJsonDocument::fromJson(buffer.left(newline)).object();
            buffer.remove(0, newline + 1);
            if (message.contains(QStringLiteral("method"))) {
                if (times.firstTextMs < 0 && isTextChunk(message))
                    times.firstTextMs = msNow();
                if (message.contains(QStringLiteral("id")))
                    write(replyTo(message));
                continue;
            }
            const int id = message.value(QStringLiteral("id")).toInt();
            if (message.contains(QStringLiteral("error"))) {
                failure = QStringLiteral("request %1 failed: %2")
                              .arg(id)
                              .arg(QString::fromUtf8(QJsonDocument(message.value(QStringLiteral("error")).toObject()).toJson(QJsonDocument::Compact)));
                continue;
            }
            if (!message.contains(QStringLiteral("result")))
                continue;
            if (id == 1) {
                times.initializeMs = msNow();
                send(2, "session/new", {{QStringLiteral("cwd"), spawn.workDir}, {QStringLiteral("mcpServers"), QJsonArray{}}});
            } else if (id == 2) {
                times.startMs = msNow();
                const QString sessionId = message.value(QStringLiteral("result")).toObject().value(QStringLiteral("sessionId")).toString();
                if (spawn.prompt.isEmpty()) {
                    done = true;
                    continue;
                }
                promptedAtMs = times.startMs;
                const QJsonArray blocks{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), spawn.prompt}}};
                send(3, "session/prompt", {{QStringLiteral("sessionId"), sessionId}, {QStringLiteral("prompt"), blocks}});
            } else if (id == 3) {
                times.turnMs = msNow() - promptedAtMs;
                done = true;
            }
        }
    });
    send(1, "initialize", {{QStringLiteral("protocolVersion"), 1}, {QStringLiteral("clientCapabilities"), spawn.clientCapabilities}});
    spinUntil([&] { return done || !failure.isEmpty() || agent.state() == QProcess::NotRunning; }, spawn.timeoutMs);
    endGroup(agent, group);
    if (!failure.isEmpty())
        return Error{QStringLiteral("%1: %2").arg(spawn.argv.join(QLatin1Char(' ')), failure)};
    if (!done)
        return Error{QStringLiteral("%1 did not %2 within %3 ms")
                         .arg(spawn.argv.join(QLatin1Char(' ')),
                              spawn.prompt.isEmpty() ? QStringLiteral("start") : QStringLiteral("start and end a turn"))
                         .arg(spawn.timeoutMs)};
    return times;
}

Expected<AcpRunTimes> runAcpAgent(const QStringList &argv, const QString &workDir, const QString &prompt, int nice, int timeoutMs)
{
    AcpSpawn spawn;
    spawn.argv = argv;
    spawn.workDir = workDir;
    spawn.prompt = prompt;
    spawn.nice = nice;
    spawn.timeoutMs = timeoutMs;
    return runAcpAgent(spawn);
}

} // namespace kandesk::bench
