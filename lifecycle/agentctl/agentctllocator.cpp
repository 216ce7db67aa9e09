// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctllocator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentctlLocatorWords".
struct AgentctlLocatorWords {
    Q_DECLARE_TR_FUNCTIONS(AgentctlLocatorWords)
};

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

} // namespace

Expected<QString> locateAgentctl()
{
    const QString name = QStringLiteral("agentctl");
    const QString overridden = qEnvironmentVariable("KANDESK_AGENTCTL");
    if (!overridden.isEmpty()) {
        if (isExecutableFile(overridden))
            return QFileInfo(overridden).absoluteFilePath();
        return Error {
            AgentctlLocatorWords::tr("KANDESK_AGENTCTL names %1, which is not an executable file").arg(overridden)
        };
    }
    QStringList candidates{QDir(QCoreApplication::applicationDirPath()).filePath(name),
                           QDir(QCoreApplication::applicationDirPath() + QStringLiteral("/../libexec/kandesk")).filePath(name),
                           QDir(QStringLiteral(KANDESK_INSTALL_LIBEXECDIR)).filePath(name)};
    for (const QString &candidate : std::as_const(candidates)) {
        if (isExecutableFile(candidate))
            return QFileInfo(candidate).canonicalFilePath();
    }
    const QString onPath = QStandardPaths::findExecutable(name);
    if (!onPath.isEmpty())
        return onPath;
    candidates.append(QStringLiteral("PATH"));
    return Error {
        AgentctlLocatorWords::tr("agentctl not found (looked in %1)").arg(candidates.join(QStringLiteral(", ")))
    };
}

} // namespace kandesk
