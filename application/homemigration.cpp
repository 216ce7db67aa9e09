// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "homemigration.h"

#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/databaseuselock.h"
#include "models/storedpathmove.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace kandesk {

namespace {

Q_LOGGING_CATEGORY(lcHome, "kandesk.home", QtInfoMsg)

struct HomeMoveWords {
    Q_DECLARE_TR_FUNCTIONS(HomeMoveWords)
};

// Written into the older home before it moves; it moves along and goes once everything after the
// rename is done, so a start that finds it finishes an interrupted move.
QString markerIn(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral(".moving-from"));
}

bool renamed(const QString &from, const QString &to, QString *why = nullptr)
{
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    if (why)
        *why = QString::fromLocal8Bit(std::strerror(errno));
    return false;
}

// Moves a folder of the data folder to its own place, leaving a link behind; when it cannot be
// renamed there (another file system) the link goes the other way: both names reach the files.
void moveLeavingLink(const QString &from, const QString &to)
{
    const QFileInfo source(from);
    if (!source.exists() || source.isSymLink())
        return;
    if (QFileInfo(to).exists() || QFileInfo(to).isSymLink()) {
        qCWarning(lcHome).noquote() << "kept" << from << "where it is:" << to << "exists";
        return;
    }
    QDir().mkpath(QFileInfo(to).absolutePath());
    QString why;
    if (renamed(from, to, &why)) {
        if (!QFile::link(to, from))
            qCWarning(lcHome).noquote() << "moved" << from << "to" << to << "but could not leave a link behind";
        return;
    }
    qCWarning(lcHome).noquote() << "kept" << from << "where it is (" << why << "); linked from" << to;
    QFile::link(from, to);
}

// A moved worktree's repository still names its old folder until git hears of the new one.
void repairWorktrees(const QString &tasksRoot)
{
    const QDir root(tasksRoot);
    const QStringList tasks = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &task : tasks) {
        const QDir taskDir(root.filePath(task));
        const QStringList folders = taskDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &folder : folders) {
            const QString worktree = taskDir.filePath(folder);
            if (!QFileInfo(QDir(worktree).filePath(QStringLiteral(".git"))).isFile())
                continue;
            auto repaired = git::runGitChecked(worktree, {QStringLiteral("worktree"), QStringLiteral("repair")});
            if (!repaired)
                qCWarning(lcHome).noquote() << "worktree" << worktree << ":" << repaired.error();
        }
    }
}

Status finishMove(const QString &from, const HomeLayout &layout)
{
    moveLeavingLink(QDir(layout.data).filePath(QStringLiteral("agents")), QDir(layout.cache).filePath(QStringLiteral("agents")));
    moveLeavingLink(QDir(layout.data).filePath(QStringLiteral("logs")), layout.logsFolder());
    {
        Database database(databasePath(layout.data));
        if (const Status opened = database.open(); !opened)
            return opened;
        const auto moved = moveStoredPaths(database, from, layout.data);
        if (!moved)
            return Error{moved.error()};
        qCDebug(lcHome).noquote() << *moved << "stored paths now read under" << layout.data;
    }
    repairWorktrees(layout.defaultWorktreesFolder());
    QFile::remove(markerIn(layout.data));
    return {};
}

QString movedNotice(const QString &from, const HomeLayout &layout)
{
    return HomeMoveWords::tr("Kandesk's home moved from %1 to %2; its npm agents are in %3 and its logs in %4.")
        .arg(from, layout.data, QDir(layout.cache).filePath(QStringLiteral("agents")), layout.logsFolder());
}

SettledHome stayingAt(const QString &legacy, const QString &notice)
{
    return {HomeLayout::oneFolder(legacy), {}, notice}; // the caller says it
}

} // namespace

Expected<SettledHome> moveLegacyHome(const QString &legacy, const HomeLayout &layout)
{
    SettledHome settled{layout, {}, {}};
    // A move an earlier start began and did not finish.
    if (QFile marker(markerIn(layout.data)); marker.open(QIODevice::ReadOnly)) {
        const QString from = QString::fromUtf8(marker.readAll()).trimmed();
        marker.close();
        if (const Status finished = finishMove(from.isEmpty() ? legacy : from, layout); !finished)
            return Error{finished.error()};
        settled.movedFrom = from;
        settled.notice = movedNotice(from, layout);
        return settled;
    }
    const QFileInfo old(legacy);
    if (old.isSymLink() || !QFileInfo::exists(databasePath(legacy)))
        return settled; // moved at an earlier start, or there never was an older home
    if (QFileInfo::exists(databasePath(layout.data))) {
        qCWarning(lcHome).noquote() << "an older home stays at" << legacy << ":" << layout.data << "has a database of its own";
        return settled;
    }
    {
        // No Kandesk may use the older home while it moves; the lock file moves along with it.
        auto lock = DatabaseUseLock::take(databasePath(legacy), DatabaseUseLock::Kind::Exclusive);
        if (!lock)
            return stayingAt(legacy, HomeMoveWords::tr("Kandesk's home stays at %1 for now: another Kandesk uses it. It "
                                                       "moves to %2 at a start when none does.")
                                         .arg(legacy, layout.data));
        if (QDir(layout.data).exists() && !QDir().rmdir(layout.data))
            return stayingAt(legacy, HomeMoveWords::tr("Kandesk's home stays at %1: %2 is not empty.").arg(legacy, layout.data));
        QDir().mkpath(QFileInfo(layout.data).absolutePath());
        QFile marker(markerIn(legacy));
        if (!marker.open(QIODevice::WriteOnly | QIODevice::Truncate) || marker.write(legacy.toUtf8()) < 0 || !marker.flush())
            return stayingAt(legacy, HomeMoveWords::tr("Kandesk's home stays at %1: %2").arg(legacy, marker.errorString()));
        marker.close();
        QString why;
        if (!renamed(legacy, layout.data, &why)) {
            QFile::remove(markerIn(legacy));
            return stayingAt(legacy, HomeMoveWords::tr("Kandesk's home stays at %1: it cannot be moved to %2 (%3).")
                                         .arg(legacy, layout.data, why));
        }
        if (!QFile::link(layout.data, legacy))
            qCWarning(lcHome).noquote() << "moved" << legacy << "but could not leave a link behind";
    }
    if (const Status finished = finishMove(legacy, layout); !finished)
        return Error{finished.error()};
    settled.movedFrom = legacy;
    settled.notice = movedNotice(legacy, layout); // the caller says it
    return settled;
}

Expected<SettledHome> settleHome(const QString &explicitDir)
{
    auto layout = locateHomeLayout(explicitDir);
    if (!layout)
        return Error{layout.error()};
    SettledHome settled{*layout, {}, {}};
    if (!layout->isOneFolder()) {
        auto moved = moveLegacyHome(legacyDataHome(), *layout);
        if (!moved)
            return Error{moved.error()};
        settled = *moved;
    }
    if (const Status made = makeHomeFolders(settled.layout); !made)
        return Error{made.error()};
    return settled;
}

} // namespace kandesk
