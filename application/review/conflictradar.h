// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/mergeprobe.h"

#include <QHash>
#include <QJsonArray>
#include <QObject>

#include <atomic>
#include <memory>
#include <mutex>

class QThreadPool;

namespace kandesk {

class Stores;

// Another branch a task's branch would conflict with when both land.
struct TaskConflict {
    QString otherTaskId; // empty: the task's own base branch
    QString otherTitle; // the other task's title, or the base branch's name
    QString otherBranch;
    QList<git::ConflictedFile> files; // ours: this task's side
    bool operator==(const TaskConflict &) const = default;
};

// How far a task's branch is behind its base: the base's commits it lacks.
struct BaseLag {
    QString base;
    int behind = 0;
    bool operator==(const BaseLag &) const = default;
};

struct ConflictScan {
    QHash<QString, QList<TaskConflict>> byTask; // only tasks that conflict
    QHash<QString, BaseLag> behindBase; // only tasks whose base moved on
    QStringList scannedTasks; // every open task whose branch was looked at
    int mergeTreeRuns = 0; // pairs probed now; the others were known
    QStringList problems; // a repository that could not be read, in plain words
};

// "⚠ Conflicts with “Add login” in src/login.ts; also with main", for a card; empty without conflicts.
QString conflictSummary(const QList<TaskConflict> &conflicts);
// "↓ 2 behind main", for a card; empty when the branch has all of its base.
QString baseLagSummary(const BaseLag &lag);
// [{task, title, branch, files: [{path, reason?, hunks: [{line, ours, theirs}]}]}] (task empty: the base)
QJsonArray taskConflictsJson(const QList<TaskConflict> &conflicts);

// The conflict radar: for the open tasks of a workspace (not archived, not Done, not a quick chat, on
// a branch that exists), whether each pair of task branches of one repository, and each branch and
// its base, would conflict — `git merge-tree`, no worktree touched. A commit pair is probed once
// (MergeProbeStore, shared with other processes), so a scan after one branch moved probes only the
// pairs with that branch. A branch with no commits beyond its base is not probed: it conflicts with nothing.
// It also counts, per branch, the commits its base has that it lacks (kept per commit pair in memory).
class ConflictRadar final : public QObject
{
    Q_OBJECT
public:
    explicit ConflictRadar(Stores &stores, QObject *parent = nullptr);
    ~ConflictRadar() override;

    // Blocking (git and the database): pool threads and the command line only. About 5 ms of git
    // per pair not probed before.
    Expected<ConflictScan> scan(const QString &workspaceId);

    // For the window: a scan on the radar's own thread at the lowest CPU priority, its git too;
    // calls while one runs coalesce into one more. Its result arrives as conflictsChanged.
    void refresh(const QString &workspaceId);
    // The last scan's conflicts of a task (GUI thread).
    QList<TaskConflict> conflictsOf(const QString &taskId) const { return m_conflicts.value(taskId); }
    BaseLag lagOf(const QString &taskId) const { return m_lags.value(taskId); }

Q_SIGNALS:
    // Tasks whose conflicts differ from the last scan's (appeared, changed or went).
    void conflictsChanged(const QStringList &taskIds);
    // Tasks whose lag behind their base differs from the last scan's.
    void lagsChanged(const QStringList &taskIds);
    // A refresh of the workspace landed (after any of the signals above it caused).
    void refreshed(const QString &workspaceId);
    void scanFailed(const QString &message);

private:
    int behindCount(const QString &repository, const QString &commit, const QString &baseCommit);
    void land(const QString &workspaceId, Expected<ConflictScan> scan);

    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
    std::atomic_bool m_stopping = false; // the destructor's: a scan under way ends at its next pair
    QHash<QString, QList<TaskConflict>> m_conflicts;
    QHash<QString, QString> m_taskWorkspaces; // the scanned tasks' workspace
    QHash<QString, BaseLag> m_lags;
    QHash<QString, QString> m_lagWorkspaces; // the lagging tasks' workspace
    std::mutex m_behindMutex;
    QHash<QString, int> m_behind; // "commit..base" → commits of base not in commit
    QStringList m_running; // workspaces whose scan runs
    QStringList m_again; // and who asked again meanwhile
};

} // namespace kandesk
