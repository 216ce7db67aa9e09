// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskchanges.h"

#include "application/stores.h"

#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/git/reviewactions.h"
#include "lifecycle/git/reviewdiff.h"
#include "models/backgroundpool.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskChanges".
struct TaskChangesWords {
    Q_DECLARE_TR_FUNCTIONS(TaskChanges)
};

void readInto(RepositoryDiff &repository, git::DiffScope scope, int largeFileLines)
{
    const git::ReviewDiffOptions options{scope, repository.baseBranch, largeFileLines};
    auto diff = repository.remote ? workspaceapi::readDiff(*repository.remote, options)
                                  : git::reviewDiff(repository.worktreePath, options);
    if (diff)
        repository.diff = std::move(*diff);
    else
        repository.error = diff.error();
    repository.unanswered = !diff && diff.errorKind() == ErrorKind::NotAnswering;
    repository.diff.scope = scope;
}

// The task's newest session with a workspace.
Expected<TaskSession> taskWorkspace(const Stores &stores, const QString &taskId)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    for (auto it = sessions->crbegin(); it != sessions->crend(); ++it) {
        if (!it->workspacePath.isEmpty())
            return *it;
    }
    return Error { TaskChangesWords::tr("the task has no workspace yet: start it first") };
}

} // namespace

int TaskDiff::fileCount() const
{
    int count = 0;
    for (const RepositoryDiff &repository : repositories)
        count += int(repository.diff.files.size());
    return count;
}

int TaskDiff::additions() const
{
    int sum = 0;
    for (const RepositoryDiff &repository : repositories)
        sum += repository.diff.additions();
    return sum;
}

int TaskDiff::deletions() const
{
    int sum = 0;
    for (const RepositoryDiff &repository : repositories)
        sum += repository.diff.deletions();
    return sum;
}

struct TaskChanges::RemoteIndex {
    QMutex mutex;
    QHash<QString, WorkspaceEndpoint> endpoints; // by worktree path (on its host)

    void record(const TaskDiff &diff)
    {
        const QMutexLocker lock(&mutex);
        for (const RepositoryDiff &repository : diff.repositories) {
            if (repository.remote) {
                endpoints.insert(repository.worktreePath, *repository.remote);
                endpoints.insert(repository.diff.worktree, *repository.remote);
            }
        }
    }
};

TaskChanges::TaskChanges(const Stores &stores, QThreadPool *pool)
    : m_stores(stores)
    , m_pool(pool ? pool : &backgroundPool())
    , m_remoteIndex(std::make_shared<RemoteIndex>())
{
}

std::optional<WorkspaceEndpoint> TaskChanges::remoteFor(const QString &worktree) const
{
    const QMutexLocker lock(&m_remoteIndex->mutex);
    const auto found = m_remoteIndex->endpoints.constFind(worktree);
    if (found == m_remoteIndex->endpoints.constEnd())
        return std::nullopt;
    return *found;
}

namespace {
QString remoteActionRefused()
{
    return TaskChangesWords::tr("the task's worktree is on another host: staging and discarding there is not supported yet (ask "
                     "the agent to do it)");
}
}

Expected<TaskDiff> TaskChanges::diff(const QString &taskId, git::DiffScope scope) const
{
    auto read = taskDiff(m_stores, m_remote, taskId, scope, m_largeFileLines);
    if (read)
        m_remoteIndex->record(*read);
    return read;
}

Expected<TaskDiff> TaskChanges::taskDiff(const Stores &stores, const RemoteWorkspaceLookup &remoteLookup, const QString &taskId,
                                         git::DiffScope scope, int largeFileLines)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return Error{task.error()};
    auto session = taskWorkspace(stores, taskId);
    if (!session)
        return Error{session.error()};
    const QString *workspace = &session->workspacePath;
    const std::optional<WorkspaceEndpoint> remote = remoteLookup ? remoteLookup(session->id) : std::nullopt;
    if (remote && task->repositories.size() > 1)
        return Error { TaskChangesWords::tr("the task has %1 repositories and runs on another host: changes there are read "
                                 "for a task of one repository only (an SSH host gets no worktree for a task of "
                                 "several; its agent works in an empty folder)")
                           .arg(task->repositories.size()) };
    // A session that ran on another host and has no live agentctl: its worktree is there, not here.
    const bool elsewhere = !remote && !session->executorProfileId.isEmpty() && !QFileInfo(*workspace).isDir();

    TaskDiff result{taskId, scope, {}};
    const bool several = task->repositories.size() > 1;
    for (const TaskRepository &taskRepository : std::as_const(task->repositories)) {
        RepositoryDiff repository;
        repository.repositoryId = taskRepository.repositoryId;
        auto stored = stores.repositories().get(taskRepository.repositoryId);
        if (!stored) {
            repository.error = stored.error();
            result.repositories.append(repository);
            continue;
        }
        const QString folder = QFileInfo(stored->path).fileName();
        repository.name = stored->name.isEmpty() ? folder : stored->name;
        // A task of several repositories keeps one worktree per repository under its folder.
        repository.worktreePath = several ? QDir(*workspace).filePath(folder) : *workspace;
        repository.baseBranch = !taskRepository.baseBranch.isEmpty() ? taskRepository.baseBranch
            : !stored->defaultBranch.isEmpty()                          ? stored->defaultBranch
                                                                        : git::defaultBranch(stored->path);
        repository.remote = remote;
        if (elsewhere)
            repository.error = TaskChangesWords::tr("the worktree %1 is on the executor's host and its agentctl is not running "
                                         "there: resume the session to read its changes")
                                   .arg(repository.worktreePath);
        else if (!remote && !QFileInfo(repository.worktreePath).isDir())
            repository.error = TaskChangesWords::tr("the worktree %1 is gone").arg(repository.worktreePath);
        else
            readInto(repository, scope, largeFileLines);
        result.repositories.append(repository);
    }
    if (task->repositories.isEmpty()) {
        // A scratch workspace: there is no base branch, only the work since its last commit.
        RepositoryDiff repository;
        repository.name = QFileInfo(*workspace).fileName();
        repository.worktreePath = *workspace;
        repository.remote = remote;
        readInto(repository, git::DiffScope::Uncommitted, largeFileLines);
        result.repositories.append(repository);
    }
    return result;
}

QFuture<Expected<TaskDiff>> TaskChanges::readDiff(const QString &taskId, git::DiffScope scope) const
{
    // Copies, not this: the view that asked may go (and its door with it) before git is done.
    return QtConcurrent::run(m_pool, [&stores = m_stores, remote = m_remote, index = m_remoteIndex, taskId, scope,
                                      lines = m_largeFileLines] {
        auto read = taskDiff(stores, remote, taskId, scope, lines);
        if (read)
            index->record(*read);
        return read;
    });
}

QFuture<Expected<TaskDiff>> TaskChanges::readWorktreeDiff(const QString &worktree, const QString &baseBranch,
                                                         git::DiffScope scope) const
{
    const int lines = m_largeFileLines;
    return QtConcurrent::run(m_pool, [worktree, baseBranch, scope, lines]() -> Expected<TaskDiff> {
        RepositoryDiff repository;
        repository.name = QFileInfo(worktree).fileName();
        repository.worktreePath = worktree;
        repository.baseBranch = baseBranch;
        readInto(repository, scope, lines);
        return TaskDiff{{}, scope, {repository}};
    });
}

QFuture<Expected<git::FileChange>> TaskChanges::loadFile(const git::ReviewDiff &diff, const git::FileChange &file) const
{
    return QtConcurrent::run(m_pool, [diff, file, remote = remoteFor(diff.worktree)]() -> Expected<git::FileChange> {
        const git::ReviewDiffOptions options{diff.scope, diff.baseBranch, 0};
        if (!remote)
            return git::loadFileChange(diff.worktree, options, file);
        auto one = workspaceapi::readDiff(*remote, options, &file);
        if (!one)
            return Error{one.error()};
        return one->files.constFirst();
    });
}

QFuture<Expected<git::DiscardUndo>> TaskChanges::discard(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    if (remoteFor(diff.worktree))
        return QtFuture::makeReadyFuture(Expected<git::DiscardUndo>(Error { remoteActionRefused() }));
    return QtConcurrent::run(m_pool, [diff, file, hunk] {
        return hunk < 0 ? git::discardFile(diff, file) : git::discardHunk(diff, file, hunk);
    });
}

QFuture<Status> TaskChanges::undo(const git::DiscardUndo &undo) const
{
    return QtConcurrent::run(m_pool, [undo] { return git::undoDiscard(undo); });
}

QFuture<Status> TaskChanges::stage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    if (remoteFor(diff.worktree))
        return QtFuture::makeReadyFuture(Status(Error { remoteActionRefused() }));
    return QtConcurrent::run(m_pool, [worktree = diff.worktree, file, hunk] {
        return hunk < 0 ? git::stageFile(worktree, file) : git::stageHunk(worktree, file, hunk);
    });
}

QFuture<Status> TaskChanges::unstage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    if (remoteFor(diff.worktree))
        return QtFuture::makeReadyFuture(Status(Error { remoteActionRefused() }));
    return QtConcurrent::run(m_pool, [worktree = diff.worktree, file, hunk] {
        return hunk < 0 ? git::unstageFile(worktree, file) : git::unstageHunk(worktree, file, hunk);
    });
}

} // namespace kandesk
