// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "datahome.h"

#include "privatefiles.h"

#include <QDir>
#include <QStandardPaths>

namespace kandesk {

Expected<QString> resolveDataHome(const QString &explicitDir)
{
    QString home = explicitDir;
    if (home.isEmpty())
        home = qEnvironmentVariable("KANDESK_HOME");
    if (home.isEmpty())
        home = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (home.isEmpty())
        return Error{QStringLiteral("no folder for Kandesk's data: set KANDESK_HOME")};
    const QDir dir(home);
    if (const Status made = makePrivateFolder(dir.absolutePath()); !made)
        return Error{QStringLiteral("Kandesk's data folder: %1").arg(made.error())};
    return dir.absolutePath();
}

QString databasePath(const QString &home)
{
    return QDir(home).filePath(QStringLiteral("kandesk.db"));
}

QString secretsFilePath(const QString &home)
{
    return QDir(home).filePath(QStringLiteral("secrets.json"));
}

} // namespace kandesk
