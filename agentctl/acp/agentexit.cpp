// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentexit.h"

#include "agentctl/api/wire.h"

#include <QJsonArray>

#include <cstring>

namespace kandesk::agentctl {

QString signalName(int signal)
{
    const char *abbreviation = signal > 0 ? ::sigabbrev_np(signal) : nullptr;
    return abbreviation ? QString(QStringLiteral("SIG") + QString::fromLatin1(abbreviation)) : QString();
}

QString AgentExit::message() const
{
    if (!crashed)
        return QStringLiteral("The agent exited with code %1.").arg(exitCode);
    if (exitCode <= 0)
        return QStringLiteral("The agent crashed.");
    const QString name = signalName(exitCode);
    return name.isEmpty() ? QStringLiteral("The agent was killed by signal %1.").arg(exitCode)
                          : QStringLiteral("The agent was killed by signal %1 (%2).").arg(exitCode).arg(name);
}

QJsonObject AgentExit::toJson() const
{
    QJsonObject out;
    if (!crashed) {
        out.insert(wire::failure::kExitCode, exitCode);
    } else if (exitCode > 0) {
        out.insert(wire::failure::kSignal, exitCode);
        const QString name = signalName(exitCode);
        if (!name.isEmpty())
            out.insert(wire::failure::kSignalName, name);
    }
    out.insert(wire::failure::kStderrTail, QJsonArray::fromStringList(stderrTail));
    out.insert(wire::failure::kMessage, message());
    return out;
}

QJsonObject AgentExit::errorPayload() const
{
    return QJsonObject { { wire::failure::kError, message() }, { wire::failure::kAgentExit, toJson() } };
}

} // namespace kandesk::agentctl
