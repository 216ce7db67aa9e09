// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlversion.h"

#include "lifecycle/agentctl/agentctllocator.h"
#include "models/backgroundpool.h"

#include <QProcess>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

Expected<QString> agentctlVersion(const QString &agentctlPath, int timeoutMs)
{
    QProcess process;
    process.start(agentctlPath, {QStringLiteral("--version")});
    if (!process.waitForFinished(timeoutMs)) {
        const QString why = process.errorString();
        process.kill();
        process.waitForFinished();
        return Error{QStringLiteral("%1 --version did not finish: %2").arg(agentctlPath, why)};
    }
    const QString version = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || version.isEmpty())
        return Error{QStringLiteral("%1 --version failed: %2")
                         .arg(agentctlPath, QString::fromUtf8(process.readAllStandardError()).trimmed())};
    return version;
}

QFuture<Expected<QString>> probeAgentctl(QThreadPool *pool)
{
    return QtConcurrent::run(pool ? pool : &backgroundPool(), []() -> Expected<QString> {
        const auto path = locateAgentctl();
        if (!path)
            return Error{path.error()};
        const auto version = agentctlVersion(*path);
        if (!version)
            return Error{version.error()};
        return QStringLiteral("%1 (%2)").arg(*version, *path);
    });
}

} // namespace kandesk
