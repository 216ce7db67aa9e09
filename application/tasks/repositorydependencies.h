// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/preparers/repositorysettings.h"

#include <QFuture>

namespace kandesk {

class SettingsQueries;
class Stores;

// A repository's dependency folders as the user set them (Settings ▸ Repositories): which folders
// a new worktree gets (nullopt: those the checkout has) and how where the filesystem cannot clone.
struct DependencySettings {
    std::optional<QStringList> folders;
    DependencyCopyMode fallback = DependencyCopyMode::Off;
};
DependencySettings dependencySettings(const SettingsQueries &settings, const QString &repositoryId);
Status saveDependencySettings(Stores &stores, const QString &repositoryId, const DependencySettings &wanted);
// The same into what the worktree preparer reads.
void readDependencySettings(const SettingsQueries &settings, const QString &repositoryId, RepositorySettings &into);

// What each way of bringing a folder along costs, for the user to choose.
struct DependencyFolderCost {
    QString folder;
    qint64 bytes = 0; // what a plain copy takes again; a clone or hard links take next to nothing
    int files = 0;
    bool present = false; // the checkout has it
};
struct DependencyCosts {
    QStringList found; // the folders the checkout has (defaultDependencyFolders)
    QList<DependencyFolderCost> folders;
    bool clones = false; // the filesystem where worktrees go shares blocks (reflink)
};
// Walks the folders of the checkout (nullopt: those it has) on a pool thread, and tries one
// clone into worktreesRoot (made if missing).
QFuture<Expected<DependencyCosts>> measureDependencyFolders(const QString &checkout, const std::optional<QStringList> &folders,
                                                            const QString &worktreesRoot);

} // namespace kandesk
