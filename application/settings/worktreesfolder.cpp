// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "worktreesfolder.h"

#include "application/stores.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/git/worktreenaming.h"
#include "models/stores/settingsstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kandesk {

namespace {

struct WorktreesWords {
    Q_DECLARE_TR_FUNCTIONS(WorktreesFolder)
};

const QString kChosenKey = QStringLiteral("worktrees/folder");
// The folders chosen before, one per line: their worktrees stay where they are.
const QString kEarlierKey = QStringLiteral("worktrees/earlier_folders");

QStringList earlierFolders(const Stores &stores)
{
    const auto earlier = stores.settings().value(kEarlierKey);
    return earlier ? earlier->split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList();
}

} // namespace

QString worktreesFolder(const Stores &stores)
{
    const auto chosen = stores.settings().value(kChosenKey);
    return chosen && !chosen->isEmpty() ? *chosen : stores.layout().defaultWorktreesFolder();
}

QStringList worktreesFolders(const Stores &stores)
{
    QStringList folders{worktreesFolder(stores)};
    for (const QString &folder : earlierFolders(stores) + QStringList{stores.layout().defaultWorktreesFolder()}) {
        if (!folders.contains(folder))
            folders.append(folder);
    }
    return folders;
}

QString worktreesFolderForTask(const Stores &stores, const QString &taskTitle, const QString &taskId)
{
    const QString taskDirectory = git::taskDirectoryName(taskTitle, taskId);
    const QStringList folders = worktreesFolders(stores);
    for (const QString &folder : folders) {
        if (QFileInfo(QDir(folder).filePath(taskDirectory)).isDir())
            return folder;
    }
    return folders.constFirst();
}

Status setWorktreesFolder(Stores &stores, const QString &folder)
{
    const QString before = worktreesFolder(stores);
    const QString chosen = folder.trimmed().isEmpty() ? QString() : QDir::cleanPath(folder.trimmed());
    if (!chosen.isEmpty()) {
        if (!QDir::isAbsolutePath(chosen))
            return Error{WorktreesWords::tr("The worktrees folder must be an absolute path, not %1.").arg(chosen)};
        if (!QDir().mkpath(chosen))
            return Error{WorktreesWords::tr("The worktrees folder %1 cannot be made.").arg(chosen)};
        if (!QFileInfo(chosen).isDir() || !QFileInfo(chosen).isWritable())
            return Error{WorktreesWords::tr("The worktrees folder %1 is not a folder Kandesk may write to.").arg(chosen)};
    }
    const QString after = chosen.isEmpty() ? stores.layout().defaultWorktreesFolder() : chosen;
    if (after == before)
        return {};
    QStringList earlier = earlierFolders(stores);
    if (!earlier.contains(before) && before != stores.layout().defaultWorktreesFolder())
        earlier.append(before);
    earlier.removeAll(after);
    if (const Status kept = stores.settings().setValue(kEarlierKey, earlier.join(QLatin1Char('\n'))); !kept)
        return kept;
    return chosen.isEmpty() ? stores.settings().remove(kChosenKey) : stores.settings().setValue(kChosenKey, chosen);
}

Expected<git::TaskWorktrees> findTaskWorktreesEverywhere(const Stores &stores, const QString &taskTitle, const QString &taskId)
{
    git::TaskWorktrees all;
    for (const QString &folder : worktreesFolders(stores)) {
        auto found = git::findTaskWorktrees(folder, taskTitle, taskId);
        if (!found)
            return found;
        all.worktrees.append(found->worktrees);
        all.dirtyPaths.append(found->dirtyPaths);
    }
    return all;
}

} // namespace kandesk
