// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "models/sessions/preparestep.h"

#include <QDateTime>
#include <QHash>
#include <QMutex>

#include <functional>
#include <memory>

namespace kandesk {

// Reports one step: its state, its index and the total number of steps of the reporting stage.
using PrepareProgressCallback = std::function<void(const PrepareStep &step, int index, int total)>;

// What an environment preparer needs: the task, the repositories and the final environment.
struct EnvPrepareRequest {
    QString taskId;
    QString workspaceId;
    QString sessionId;
    QString taskEnvironmentId;
    QString taskTitle;
    QString runtime; // the runtime backend name (standalone, docker, …)
    QString workspacePath;
    QString repositoryPath;
    QString repositoryId;
    bool useWorktree = false;
    // Resuming a session: the worktree it worked in (workspacePath) is expected back; a missing one
    // is recreated from the task's branch, and a deleted branch is reported instead of starting afresh.
    bool resume = false;
    QString branchTemplate;
    QStringList copyGlobs;
    QString worktreeId;
    QString setupScript;
    QString repoSetupScript;
    QString baseBranch;
    QString repoName;
    QString branchSlug;
    QString branchIdentitySlug;
    EnvMap env;
    // The launch's repositories, each with its setup script (the request-level one when it has none).
    QList<RepoLaunchSpec> repositories;

    // The repositories to prepare: the explicit list, or one made from the top-level fields.
    QList<RepoLaunchSpec> repoSpecs() const;
};

EnvPrepareRequest buildEnvPrepareRequest(const LaunchRequest &request, const QString &workspacePath, const QString &runtime);

struct EnvPrepareResult {
    bool success = false;
    QString errorMessage;
    QList<PrepareStep> steps;
    QString workspacePath;
    QString mainRepoGitDir;
    QString worktreeId;
    QString worktreeBranch;
    qint64 durationMs = 0;
};

// Prepares the environment of one executor type (worktree creation, setup scripts, …). Runs on a
// pool thread; may block.
class EnvPreparer
{
public:
    virtual ~EnvPreparer() = default;
    virtual QString name() const = 0;
    virtual EnvPrepareResult prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &onProgress) = 0;
};

// Preparers by executor type (not runtime: local and worktree share a runtime but prepare differently).
class PreparerRegistry
{
public:
    void registerPreparer(const QString &executorType, std::shared_ptr<EnvPreparer> preparer);
    // The preparer of executorType; the empty legacy type falls back to the local preparer.
    std::shared_ptr<EnvPreparer> preparerFor(const QString &executorType) const;

private:
    mutable QMutex m_mutex;
    QHash<QString, std::shared_ptr<EnvPreparer>> m_preparers;
};

// Collects the steps of a launch: the preparer's first, then the runtime's, at absolute indices,
// forwarding each report to the callback.
class PrepareProgressRecorder
{
public:
    explicit PrepareProgressRecorder(PrepareProgressCallback forward = {});
    // A callback for a stage whose indices start at offset.
    PrepareProgressCallback callback(int offset);
    // Fills steps the callbacks did not report from a stage's final list.
    void merge(const QList<PrepareStep> &steps);
    int size() const;
    QList<PrepareStep> steps() const;

private:
    void record(const PrepareStep &step, int index);

    mutable QMutex m_mutex;
    QList<PrepareStep> m_steps;
    PrepareProgressCallback m_forward;
};

} // namespace kandesk
