// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "acpclient.h"

#include "bench/rigs/benchsupport.h"
#include "models/agents/agentregistry.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <sys/resource.h>

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

Expected<AcpRunTimes> runAcpAgent(const QStringList &argv, const QString &workDir, const QString &prompt, int nice, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    QProcess agent;
    agent.setWorkingDirectory(workDir);
    agent.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (nice >= 0)
        agent.setChildProcessModifier([nice] { setpriority(PRIO_PROCESS, 0, nice); });
    agent.start(argv.constFirst(), argv.mid(1));
    if (!agent.waitForStarted())
        return Error{QStringLiteral("cannot start %1: %2").arg(argv.constFirst(), agent.errorString())};
    AcpRunTimes times;
    double promptedAtMs = 0;
    bool done = false;
    QString sessionId;
    QByteArray buffer;
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
            if (message.value(QStringLiteral("method")).toString() == QStringLiteral("session/request_permission")) {
                const QJsonArray options = message.value(QStringLiteral("params")).toObject().value(QStringLiteral("options")).toArray();
                const QJsonObject outcome{{QStringLiteral("outcome"), QStringLiteral("selected")},
                                          {QStringLiteral("optionId"), options.first().toObject().value(QStringLiteral("optionId"))}};
                write({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), message.value(QStringLiteral("id"))},
                       {QStringLiteral("result"), QJsonObject{{QStringLiteral("outcome"), outcome}}}});
                continue;
            }
            if (!message.contains(QStringLiteral("result")))
                continue;
            const int id = message.value(QStringLiteral("id")).toInt();
            if (id == 1) {
                send(2, "session/new", {{QStringLiteral("cwd"), workDir}, {QStringLiteral("mcpServers"), QJsonArray{}}});
            } else if (id == 2) {
                times.startMs = double(timer.nsecsElapsed()) / 1e6;
                sessionId = message.value(QStringLiteral("result")).toObject().value(QStringLiteral("sessionId")).toString();
                if (prompt.isEmpty()) {
                    done = true;
                    continue;
                }
                promptedAtMs = times.startMs;
                const QJsonArray blocks{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), prompt}}};
                send(3, "session/prompt", {{QStringLiteral("sessionId"), sessionId}, {QStringLiteral("prompt"), blocks}});
            } else if (id == 3) {
                times.turnMs = double(timer.nsecsElapsed()) / 1e6 - promptedAtMs;
                done = true;
            }
        }
    });
    send(1, "initialize", {{QStringLiteral("protocolVersion"), 1}, {QStringLiteral("clientCapabilities"), QJsonObject{}}});
    spinUntil([&done, &agent] { return done || agent.state() == QProcess::NotRunning; }, timeoutMs);
    agent.closeWriteChannel();
    agent.terminate();
    if (!agent.waitForFinished(3'000)) {
        agent.kill();
        agent.waitForFinished(3'000);
    }
    if (!done)
        return Error{QStringLiteral("%1 did not %2 within %3 ms")
                         .arg(argv.join(QLatin1Char(' ')), prompt.isEmpty() ? QStringLiteral("start") : QStringLiteral("start and end a turn"))
                         .arg(timeoutMs)};
    return times;
}

} // namespace kandesk::bench
