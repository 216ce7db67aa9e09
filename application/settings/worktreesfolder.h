// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk {

class Stores;
namespace git {
struct TaskWorktrees;
}

// Where new task worktrees go: the folder chosen in Settings ▸ Home, else <data>/tasks. A task
// that has worktrees keeps them where they were made; earlier choices stay searched.
QString worktreesFolder(const Stores &stores);

// Every folder task worktrees may be in: the chosen one, the earlier choices and the default.
QStringList worktreesFolders(const Stores &stores);

// The folder a task's worktrees are made in: the one that already holds the task's folder, else
// worktreesFolder().
QString worktreesFolderForTask(const Stores &stores, const QString &taskTitle, const QString &taskId);

// Chooses where new worktrees go (empty: back to the default). The folder must be an absolute path;
// it is made if missing and must be writable.
Status setWorktreesFolder(Stores &stores, const QString &folder);

// A task's worktrees in every folder they may be in (lifecycle/git/taskworktrees.h). Blocking (git).
Expected<git::TaskWorktrees> findTaskWorktreesEverywhere(const Stores &stores, const QString &taskTitle, const QString &taskId);

} // namespace kandesk
