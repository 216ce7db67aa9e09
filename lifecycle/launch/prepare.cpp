// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "prepare.h"

namespace kandesk {

QList<RepoLaunchSpec> EnvPrepareRequest::repoSpecs() const
{
    return repoSpecsOrSingle(repositories, {.repositoryId = repositoryId,
                                            .repositoryPath = repositoryPath,
                                            .repoName = repoName,
                                            .baseBranch = baseBranch,
                                            .repoSetupScript = repoSetupScript,
                                            .branchSlug = branchSlug,
                                            .branchIdentitySlug = branchIdentitySlug,
                                            .worktreeId = worktreeId,
                                            .contributionDestination = {}});
}

EnvPrepareRequest buildEnvPrepareRequest(const LaunchRequest &request, const QString &workspacePath, const QString &runtime)
{
    EnvPrepareRequest prep;
    prep.taskId = request.taskId;
    prep.workspaceId = request.workspaceId;
    prep.sessionId = request.sessionId;
    prep.taskEnvironmentId = request.taskEnvironmentId;
    prep.taskTitle = request.taskTitle;
    prep.runtime = runtime;
    prep.workspacePath = workspacePath;
    prep.repositoryPath = request.repositoryPath;
    prep.repositoryId = request.repositoryId;
    prep.useWorktree = request.useWorktree;
    prep.resume = !request.acpSessionId.isEmpty();
    prep.branchTemplate = request.branchTemplate;
    prep.copyGlobs = request.copyGlobs;
    prep.worktreeId = request.worktreeId;
    prep.setupScript = request.setupScript;
    prep.repoSetupScript = request.metadata.value(QStringLiteral("repo_setup_script")).toString();
    prep.baseBranch = request.baseBranch;
    prep.repoName = request.repoName;
    prep.branchSlug = request.branchSlug;
    prep.branchIdentitySlug = request.branchIdentitySlug;
    prep.env = request.env;
    prep.repositories = request.repositories;
    // A repository without a setup script of its own inherits the request-level one.
    for (RepoLaunchSpec &repo : prep.repositories) {
        if (repo.repoSetupScript.isEmpty())
            repo.repoSetupScript = prep.repoSetupScript;
    }
    return prep;
}

void PreparerRegistry::registerPreparer(const QString &executorType, std::shared_ptr<EnvPreparer> preparer)
{
    QMutexLocker lock(&m_mutex);
    m_preparers.insert(executorType, std::move(preparer));
}

std::shared_ptr<EnvPreparer> PreparerRegistry::preparerFor(const QString &executorType) const
{
    QMutexLocker lock(&m_mutex);
    if (auto found = m_preparers.value(executorType))
        return found;
    // Legacy rows without an executor type rely on local preparation; a typed but unregistered
    // executor (e.g. remote docker) gets none rather than local git operations.
    return executorType.isEmpty() ? m_preparers.value(ExecutorTypes::Local) : nullptr;
}

PrepareProgressRecorder::PrepareProgressRecorder(PrepareProgressCallback forward) : m_forward(std::move(forward)) {}

PrepareProgressCallback PrepareProgressRecorder::callback(int offset)
{
    return [this, offset](const PrepareStep &step, int index, int total) {
        record(step, index + offset);
        if (m_forward)
            m_forward(step, index + offset, total + offset);
    };
}

void PrepareProgressRecorder::merge(const QList<PrepareStep> &steps)
{
    QMutexLocker lock(&m_mutex);
    for (int i = 0; i < steps.size(); ++i) {
        if (i >= m_steps.size())
            m_steps.append(steps.at(i));
        else if (m_steps.at(i).name.isEmpty())
            m_steps[i] = steps.at(i);
    }
}

int PrepareProgressRecorder::size() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_steps.size());
}

QList<PrepareStep> PrepareProgressRecorder::steps() const
{
    QMutexLocker lock(&m_mutex);
    return m_steps;
}

void PrepareProgressRecorder::record(const PrepareStep &step, int index)
{
    QMutexLocker lock(&m_mutex);
    while (m_steps.size() <= index)
        m_steps.append(PrepareStep{});
    m_steps[index] = step;
}

} // namespace kandesk
