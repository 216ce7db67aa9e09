// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "worktreepreparer.h"

#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/git/worktreenaming.h"
#include "lifecycle/preparers/dependencyfolders.h"
#include "lifecycle/preparers/dependencystep.h"
#include "lifecycle/preparers/setupstep.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorktreePreparerWords".
struct WorktreePreparerWords {
    Q_DECLARE_TR_FUNCTIONS(WorktreePreparerWords)
};

struct PlannedRepository {
    RepoLaunchSpec spec;
    RepositorySettings settings;
    QString topLevel;
    QString setupScript;
};

} // namespace

WorktreePreparer::WorktreePreparer(const QString &homeDir, RepositorySettingsLookup settings)
    : WorktreePreparer([root = QDir(homeDir).filePath(QStringLiteral("tasks"))](const EnvPrepareRequest &) { return root; },
                       std::move(settings))
{
}

WorktreePreparer::WorktreePreparer(TasksRootLookup tasksRoot, RepositorySettingsLookup settings)
    : m_tasksRoot(std::move(tasksRoot))
    , m_settings(std::move(settings))
{
}

EnvPrepareResult WorktreePreparer::prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &onProgress)
{
    QElapsedTimer timer;
    timer.start();
    QList<PlannedRepository> repositories;
    int total = 0;
    for (const RepoLaunchSpec &spec : request.repoSpecs()) {
        PlannedRepository planned{spec, m_settings ? m_settings(spec.repositoryPath) : RepositorySettings{}, {}, {}};
        // The executor profile's choices apply to every repository of the launch.
        if (!request.branchTemplate.isEmpty())
            planned.settings.branchTemplate = request.branchTemplate;
        for (const QString &glob : request.copyGlobs) {
            if (!planned.settings.copyGlobs.contains(glob))
                planned.settings.copyGlobs.append(glob);
        }
        planned.setupScript = spec.repoSetupScript.isEmpty() ? request.setupScript : spec.repoSetupScript;
        if (!planned.settings.dependencyFolders)
            planned.settings.dependencyFolders = defaultDependencyFolders(spec.repositoryPath);
        const bool dependencies = !planned.settings.dependencyFolders->isEmpty();
        total += 2 + (planned.settings.syncBaseBranch ? 1 : 0) + (planned.settings.copyGlobs.isEmpty() ? 0 : 1)
            + (dependencies ? 1 : 0)
            + (planned.setupScript.trimmed().isEmpty() ? 0 : 1);
        repositories.append(planned);
    }
    const QString tasksRoot = m_tasksRoot(request);
    StepReporter steps(onProgress, total);
    EnvPrepareResult result;
    QList<git::Worktree> made;
    auto finish = [&](bool success, const QString &error = {}) {
        if (!success) {
            // All or none: a failure removes the worktrees this launch made.
            for (const git::Worktree &worktree : std::as_const(made)) {
                if (!worktree.reused) {
                    const Status removed = git::removeWorktree(worktree, git::DirtyWorktree::Discard, worktree.createdBranch);
                    Q_UNUSED(removed);
                }
            }
        }
        result.success = success;
        result.errorMessage = error;
        result.steps = steps.steps();
        result.durationMs = timer.elapsed();
        return result;
    };
    auto lines = [&steps](const QString &line) { steps.appendOutput(line); };
    const bool several = repositories.size() > 1;

    for (PlannedRepository &repository : repositories) {
        const QString suffix = several ? QStringLiteral(" (%1)").arg(QFileInfo(repository.spec.repositoryPath).fileName()) : QString();
        steps.begin(WorktreePreparerWords::tr("Validate repository") + suffix, repository.spec.repositoryPath);
        auto topLevel = git::validateRepository(repository.spec.repositoryPath);
        if (!topLevel) {
            steps.fail(topLevel.error());
            return finish(false, topLevel.error());
        }
        repository.topLevel = *topLevel;
        steps.succeed();

        const QString base = repository.spec.baseBranch.isEmpty() ? git::defaultBranch(*topLevel) : repository.spec.baseBranch;
        if (repository.settings.syncBaseBranch) {
            steps.begin(WorktreePreparerWords::tr("Sync base branch") + suffix,
                QStringLiteral("git fetch origin %1").arg(base));
            if (const Status synced = git::syncBaseBranch(*topLevel, base, lines); !synced)
                steps.warn(WorktreePreparerWords::tr("Could not fetch %1; the worktree starts from the local branch")
                               .arg(base),
                    synced.error());
            else
                steps.succeed();
        }

        git::WorktreeSpec spec;
        spec.repositoryPath = *topLevel;
        spec.baseBranch = base;
        spec.taskId = request.taskId;
        spec.taskTitle = request.taskTitle;
        spec.branchTemplate = repository.settings.branchTemplate;
        spec.tasksRoot = tasksRoot;
        const QString path = git::worktreePathFor(spec, *topLevel);
        const QString branch = git::branchNameFromTemplate(spec.branchTemplate, spec.taskTitle, spec.taskId);
        // Only a session that worked in this worktree expects it back.
        const bool expectedBack = request.resume && !request.workspacePath.isEmpty()
            && QDir::cleanPath(request.workspacePath) == QDir::cleanPath(several ? QFileInfo(path).absolutePath() : path);
        if (expectedBack && !QFileInfo::exists(path)) {
            // A resumed session's worktree is gone: bring it back from the task's branch, or say
            // that its work went with the branch (a new session starts afresh from the base).
            steps.begin(WorktreePreparerWords::tr("Recreate worktree") + suffix,
                QStringLiteral("git worktree add %1 %2").arg(path, branch));
            if (!git::runGitChecked(*topLevel, {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
                                                 QStringLiteral("refs/heads/") + branch})) {
                const QString error = WorktreePreparerWords::tr(
                    "The worktree of this task (%1) is gone and its branch %2 was deleted, so "
                    "the session's work cannot be restored. Start a new session: it makes a "
                    "fresh worktree from %3.")
                                          .arg(path, branch, base);
                steps.fail(error);
                return finish(false, error);
            }
        } else {
            steps.begin(WorktreePreparerWords::tr("Create worktree") + suffix,
                QStringLiteral("git worktree add -b %1 %2 %3").arg(branch, path, base));
        }
        auto worktree = git::createWorktree(spec, lines);
        if (!worktree) {
            steps.fail(worktree.error());
            return finish(false, worktree.error());
        }
        made.append(*worktree);
        steps.succeed();

        if (!repository.settings.copyGlobs.isEmpty()) {
            steps.begin(WorktreePreparerWords::tr("Copy ignored files") + suffix,
                repository.settings.copyGlobs.join(QLatin1Char(' ')));
            auto copied = git::copyIgnoredFiles(*topLevel, worktree->path, repository.settings.copyGlobs);
            if (!copied) {
                steps.fail(copied.error());
                return finish(false, copied.error());
            }
            for (const QString &file : std::as_const(*copied))
                steps.appendOutput(file);
            steps.succeed();
        }

        copyDependencies(steps, repository.settings, *topLevel, worktree->path, suffix);

        if (!repository.setupScript.trimmed().isEmpty())
            runSetupStep(steps, repository.setupScript, worktree->path, request.env);
    }

    if (made.size() == 1) {
        result.workspacePath = made.constFirst().path;
        result.worktreeBranch = made.constFirst().branch;
        result.mainRepoGitDir = QDir(made.constFirst().repositoryPath).filePath(QStringLiteral(".git"));
    } else if (!made.isEmpty()) {
        result.workspacePath = QFileInfo(made.constFirst().path).absolutePath(); // the task folder holds them all
    }
    result.worktreeId = made.isEmpty() ? QString() : git::taskDirectoryName(request.taskTitle, request.taskId);
    return finish(true);
}

} // namespace kandesk
