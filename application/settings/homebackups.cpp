// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "homebackups.h"

#include "models/database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "HomeBackups".
struct HomeBackupsWords {
    Q_DECLARE_TR_FUNCTIONS(HomeBackups)
};

QString stagedRestorePath(const QString &home)
{
    return QDir(home).filePath(QStringLiteral("restore-at-next-start"));
}

} // namespace

HomeBackups::HomeBackups(QString home, Database *database)
    : m_home(std::move(home))
    , m_database(database)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-home-backups"));
    m_pool->setMaxThreadCount(1);
}

HomeBackups::~HomeBackups()
{
    m_pool->waitForDone();
}

QFuture<Expected<HomeBackupInfo>> HomeBackups::create(const QString &file)
{
    return QtConcurrent::run(m_pool.get(), [this, file]() -> Expected<HomeBackupInfo> {
        if (!m_database)
            return Error { HomeBackupsWords::tr("no open database of %1 to back up").arg(m_home) };
        return createHomeBackup(*m_database, m_home, file.isEmpty() ? defaultHomeBackupPath(m_home) : file);
    });
}

QFuture<Expected<HomeBackupInfo>> HomeBackups::inspect(const QString &file)
{
    return QtConcurrent::run(m_pool.get(), [file] { return readHomeBackup(file); });
}

QFuture<QList<HomeBackupInfo>> HomeBackups::list()
{
    return QtConcurrent::run(m_pool.get(), [home = m_home] {
        const QDir folder(QFileInfo(defaultHomeBackupPath(home)).absolutePath());
        QList<HomeBackupInfo> found;
        for (const QFileInfo &file : folder.entryInfoList({QStringLiteral("*.kandesk-backup")}, QDir::Files)) {
            if (auto backup = readHomeBackup(file.absoluteFilePath()))
                found.append(*backup);
        }
        std::sort(found.begin(), found.end(),
                  [](const HomeBackupInfo &a, const HomeBackupInfo &b) { return a.createdAt > b.createdAt; });
        return found;
    });
}

QFuture<Expected<HomeRestore>> HomeBackups::restore(const QString &file)
{
    return QtConcurrent::run(m_pool.get(), [home = m_home, file] { return restoreHomeBackup(home, file); });
}

QFuture<Expected<HomeBackupInfo>> HomeBackups::restoreAtNextStart(const QString &file)
{
    return QtConcurrent::run(m_pool.get(), [home = m_home, file]() -> Expected<HomeBackupInfo> {
        auto info = readHomeBackup(file);
        if (!info)
            return info;
        QSaveFile stage(stagedRestorePath(home));
        if (!stage.open(QIODevice::WriteOnly))
            return Error { HomeBackupsWords::tr("cannot write %1: %2").arg(stage.fileName(), stage.errorString()) };
        stage.write(info->file.toUtf8());
        if (!stage.commit())
            return Error { HomeBackupsWords::tr("cannot write %1: %2").arg(stage.fileName(), stage.errorString()) };
        return info;
    });
}

std::optional<Expected<HomeRestore>> applyStagedRestore(const QString &home)
{
    QFile stage(stagedRestorePath(home));
    if (!stage.exists())
        return std::nullopt;
    const QString file = stage.open(QIODevice::ReadOnly) ? QString::fromUtf8(stage.readAll()).trimmed() : QString();
    stage.close();
    stage.remove();
    if (file.isEmpty())
        return Expected<HomeRestore>(Error { HomeBackupsWords::tr("the staged restore named no backup file") });
    return restoreHomeBackup(home, file);
}

} // namespace kandesk
