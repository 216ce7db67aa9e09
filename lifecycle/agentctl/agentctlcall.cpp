// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlcall.h"

#include "agentctl/api/wire.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QProcess>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentctlCallWords".
struct AgentctlCallWords {
    Q_DECLARE_TR_FUNCTIONS(AgentctlCallWords)
};

// agentctl stops the agent within its own time out; this is for an agentctl that hangs itself.
constexpr int kAgentctlMarginMs = 5'000;

QString actionName(AgentCall::Action action)
{
    switch (action) {
    case AgentCall::Action::Initialize:
        return wire::action::kInitialize;
    case AgentCall::Action::ListSessions:
        return wire::action::kSessionList;
    case AgentCall::Action::DeleteSession:
        return wire::action::kSessionDelete;
    case AgentCall::Action::Logout:
        return wire::action::kLogout;
    }
    return {};
}

} // namespace

Expected<AgentCallAnswer> callAgentOnce(const QString &agentctlPath, const AgentCall &call)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = call.environment.cbegin(); it != call.environment.cend(); ++it)
        environment.insert(it.key(), it.value());
    process.setProcessEnvironment(environment);
    const QByteArray payload = QJsonDocument(call.payload).toJson(QJsonDocument::Compact);
    QStringList arguments { QStringLiteral("call"), actionName(call.action), QStringLiteral("--payload"), QString::fromUtf8(payload),
                            QStringLiteral("--timeout-ms"), QString::number(call.timeoutMs) };
    if (!call.workingDirectory.isEmpty())
        arguments << QStringLiteral("--cwd") << call.workingDirectory;
    arguments << QStringLiteral("--") << call.agentArgv;
    process.start(agentctlPath, arguments);
    if (!process.waitForStarted())
        return Error::failed(
            AgentctlCallWords::tr("cannot run agentctl (%1): %2").arg(agentctlPath, process.errorString()));
    if (!process.waitForFinished(call.timeoutMs + kAgentctlMarginMs)) {
        process.kill();
        process.waitForFinished();
        Error error
            = Error::failed(AgentctlCallWords::tr("The agent did not answer within %1 s.").arg(call.timeoutMs / 1000));
        error.details.insert(ErrorDetails::kTimedOut, true);
        return error;
    }
    const QByteArray out = process.readAllStandardOutput().trimmed();
    const QJsonObject answer = QJsonDocument::fromJson(out.sliced(out.lastIndexOf('\n') + 1)).object();
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0 && answer.contains(QStringLiteral("result")))
        return AgentCallAnswer { answer.value(QStringLiteral("initialize")).toObject(), answer.value(QStringLiteral("result")).toObject() };
    QString message = answer.value(QStringLiteral("error")).toString();
    if (message.isEmpty()) {
        const QString said = QString::fromUtf8(process.readAllStandardError()).trimmed();
        message = said.isEmpty()
            ? AgentctlCallWords::tr("agentctl ended without an answer (exit code %1)").arg(process.exitCode())
            : said;
    }
    Error error = Error::failed(message);
    error.details = answer;
    return error;
}

bool agentWantsSignIn(const Error &failure)
{
    return failure.details.value(wire::failure::kRpcError).toObject().value(wire::failure::kCode).toInt()
        == wire::failure::kAuthRequiredCode;
}

} // namespace kandesk
