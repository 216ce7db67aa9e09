// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskattempts.h"

#include "application/review/taskchanges.h"
#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/tasks/taskcreation.h"
#include "application/tasks/taskdeletion.h"
#include "lifecycle/git/attemptgit.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/git/worktreenaming.h"
#include "lifecycle/launch/launchtypes.h"
#include "models/stores/attemptstore.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <limits>

namespace kandesk {

namespace {

constexpr int kSummaryLength = 600;

// The words this file says to users, translated in the context "TaskAttempts".
struct TaskAttemptsWords {
    Q_DECLARE_TR_FUNCTIONS(TaskAttempts)
};

QString taskFolder(const Stores &stores, const Task &task)
{
    return QDir(worktreesFolderForTask(stores, task.title, task.id)).filePath(git::taskDirectoryName(task.title, task.id));
}

QString profileName(Stores &stores, const QString &profileId)
{
    auto profile = stores.profiles().agentProfile(profileId);
    return profile ? profile->name : profileId;
}

std::optional<TaskSession> newestSession(Stores &stores, const QString &taskId)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions || sessions->isEmpty())
        return std::nullopt;
    return sessions->constLast();
}

// The agent's words in the session's last turn, shortened.
QString lastWords(Stores &stores, const QString &sessionId)
{
    auto page = stores.messages().pageBefore(sessionId, std::numeric_limits<qint64>::max(), 400);
    if (!page)
        return {};
    QStringList said;
    for (auto it = page->crbegin(); it != page->crend(); ++it) {
        if (it->event.kind == SessionEvent::Kind::UserPrompt)
            break;
        if (it->event.kind == SessionEvent::Kind::MessageChunk && !it->event.fromUser)
            said.prepend(it->event.text);
    }
    QString summary = said.join(QString()).simplified();
    if (summary.size() > kSummaryLength)
        summary = summary.left(kSummaryLength - 1) + QChar(0x2026);
    return summary;
}

// Whether a Kandesk runs the session's agent now (its execution's row says it is up).
bool agentctlIsUp(Stores &stores, const QString &sessionId)
{
    const auto found = stores.executorsRunning().find(sessionId);
    return found && found->has_value() && executionIsUp(**found);
}

// Stops the agents of the task's sessions that this process runs. Without a runner, an agent at
// work in another Kandesk is refused when mustBeIdle, else left to whoever archives the task.
Expected<QStringList> stopAgentsOf(Stores &stores, TaskRunner *runner, const QString &taskId, bool mustBeIdle)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return sessions.failure();
    QStringList stopped;
    for (const TaskSession &session : std::as_const(*sessions)) {
        if (isTerminal(session.state) || session.state == SessionState::Created)
            continue;
        if (!runner) {
            if (mustBeIdle && agentctlIsUp(stores, session.id))
                return Error{TaskAttemptsWords::tr("its agent is at work in another Kandesk: stop it there first")};
            continue;
        }
        if (const Status done = runner->stop(session.id).result(); !done)
            return Error{TaskAttemptsWords::tr("its agent could not be stopped: %1").arg(done.error())};
        stopped.append(session.id);
    }
    return stopped;
}

Status refuseAttemptsOf(Stores &stores, const Task &task)
{
    if (auto isAttempt = AttemptStore(stores.database()).find(task.id); isAttempt && isAttempt->has_value())
        return Error{TaskAttemptsWords::tr("“%1” is an attempt itself: try again from the task it is an attempt of").arg(task.title)};
    if (task.repositories.isEmpty())
        return Error{TaskAttemptsWords::tr("“%1” has no repository: attempts need worktrees of their own").arg(task.title)};
    if (!task.executorProfileId.isEmpty()) {
        auto executor = stores.profiles().executorProfile(task.executorProfileId);
        if (!executor)
            return Error{executor.error()};
        if (executor->executorType == ExecutorTypes::Local)
            return Error{TaskAttemptsWords::tr("“%1” runs in the repository's own checkout (executor %2): attempts need worktrees of their own, "
                            "so pick a worktree executor for the task")
                             .arg(task.title, executor->name)};
    }
    return {};
}

Expected<QStringList> startAttempts(Stores &stores, TaskRunner *runner, const QString &taskId, const QStringList &profileIds,
                                    const QString &wantedPrompt)
{
    if (!runner)
        return Error{TaskAttemptsWords::tr("attempts start where agents run: in the window or with kandesk run --attempts")};
    if (profileIds.isEmpty() || profileIds.size() > kMaxAttempts)
        return Error{TaskAttemptsWords::tr("name 1 to %1 agent profiles for the attempts (%2 named)").arg(kMaxAttempts).arg(profileIds.size())};
    auto task = stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    if (const Status allowed = refuseAttemptsOf(stores, *task); !allowed)
        return allowed.failure();
    QStringList names;
    for (const QString &profileId : profileIds) {
        auto profile = stores.profiles().agentProfile(profileId);
        if (!profile)
            return Error{TaskAttemptsWords::tr("no agent profile %1: %2").arg(profileId, profile.error())};
        names.append(profile->name);
    }
    const QString prompt = !wantedPrompt.trimmed().isEmpty() ? wantedPrompt
                         : !task->description.trimmed().isEmpty() ? task->description
                                                                  : task->title;
    AttemptStore attempts(stores.database());
    auto earlier = attempts.attemptsOf(taskId);
    if (!earlier)
        return earlier.failure();
    int number = earlier->isEmpty() ? 0 : earlier->constLast().number;
    QStringList made;
    for (qsizetype i = 0; i < profileIds.size(); ++i) {
        NewTask attempt;
        attempt.workspaceId = task->workspaceId;
        attempt.title = TaskAttemptsWords::tr("%1 · attempt %2 (%3)").arg(task->title, QString::number(++number), names.at(i));
        attempt.prompt = prompt;
        attempt.agentProfileId = profileIds.at(i);
        attempt.executorProfileId = task->executorProfileId;
        attempt.repositories = task->repositories;
        attempt.workflowStepId = task->workflowStepId;
        attempt.parentTaskId = task->id;
        auto created = createTaskNow(stores, attempt);
        if (!created)
            return Error{TaskAttemptsWords::tr("attempt %1 could not be made: %2").arg(number).arg(created.error())};
        if (auto recorded = attempts.add(task->id, created->id, prompt); !recorded)
            return Error{TaskAttemptsWords::tr("attempt %1 could not be recorded: %2").arg(number).arg(recorded.error())};
        made.append(created->id);
    }
    // All at once: each in its own worktree, the agents side by side.
    QList<QFuture<Expected<QString>>> starts;
    TaskStartOptions options;
    options.prompt = prompt;
    for (const QString &attemptId : std::as_const(made))
        starts.append(runner->startTask(attemptId, options));
    QStringList failures;
    for (qsizetype i = 0; i < starts.size(); ++i) {
        if (const Expected<QString> started = starts[i].result(); !started)
            failures.append(TaskAttemptsWords::tr("attempt with %1: %2").arg(names.at(i), started.error()));
    }
    if (!failures.isEmpty())
        return Error{TaskAttemptsWords::tr("not every attempt started (the others work on): %1").arg(failures.join(QStringLiteral("; ")))};
    return made;
}

Attempt describe(Stores &stores, const RemoteWorkspaceLookup &remote, const Task &owner, const TaskAttemptRow &row)
{
    Attempt attempt;
    attempt.number = row.number;
    attempt.taskId = row.taskId;
    attempt.kept = row.keptAt.isValid();
    std::optional<Task> task;
    if (attempt.kept) {
        task = owner; // its work is the task's own now
    } else if (auto found = stores.tasks().find(row.taskId); found && found->has_value()) {
        task = **found;
    } else {
        attempt.problem = TaskAttemptsWords::tr("deleted");
        return attempt;
    }
    attempt.title = task->title;
    attempt.archived = task->archived && !attempt.kept;
    if (task->pullRequestNumber > 0)
        attempt.pullRequest = QStringLiteral("#%1 %2").arg(task->pullRequestNumber).arg(task->pullRequestState);
    if (const std::optional<TaskSession> session = newestSession(stores, task->id)) {
        attempt.sessionId = session->id;
        attempt.state = session->state;
        attempt.worktree = session->workspacePath;
        attempt.agentProfileName = profileName(stores, session->agentProfileId);
        attempt.summary = lastWords(stores, session->id);
    } else {
        attempt.agentProfileName = profileName(stores, task->agentProfileId);
    }
    if (attempt.archived) {
        attempt.problem = TaskAttemptsWords::tr("archived: its worktree is gone, its branch is kept");
        return attempt;
    }
    if (attempt.sessionId.isEmpty())
        return attempt;
    TaskChanges changes(stores);
    changes.setRemoteWorkspaces(remote);
    auto diff = changes.readDiff(task->id, git::DiffScope::AgainstBase).result();
    if (!diff) {
        attempt.problem = diff.error();
        return attempt;
    }
    attempt.filesChanged = diff->fileCount();
    attempt.additions = diff->additions();
    attempt.deletions = diff->deletions();
    for (const RepositoryDiff &repository : std::as_const(diff->repositories)) {
        if (!repository.error.isEmpty())
            attempt.problem = repository.error;
    }
    return attempt;
}

Expected<QList<Attempt>> compareAttempts(Stores &stores, const RemoteWorkspaceLookup &remote, const QString &taskId)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    auto rows = AttemptStore(stores.database()).attemptsOf(taskId);
    if (!rows)
        return rows.failure();
    QList<Attempt> attempts;
    for (const TaskAttemptRow &row : std::as_const(*rows))
        attempts.append(describe(stores, remote, *task, row));
    return attempts;
}

// The task whose worktrees an attempt works in now: its own, or the task's once kept.
Expected<Task> workingTaskOf(Stores &stores, const QString &taskId, int number)
{
    auto rows = AttemptStore(stores.database()).attemptsOf(taskId);
    if (!rows)
        return rows.failure();
    for (const TaskAttemptRow &row : std::as_const(*rows)) {
        if (row.number != number)
            continue;
        if (row.keptAt.isValid())
            return stores.tasks().get(taskId);
        auto found = stores.tasks().find(row.taskId);
        if (!found)
            return found.failure();
        if (!found->has_value())
            return Error{TaskAttemptsWords::tr("attempt %1 was deleted").arg(number)};
        return **found;
    }
    return Error{TaskAttemptsWords::tr("the task has no attempt %1").arg(number)};
}

Expected<QString> diffAttempts(Stores &stores, const QString &taskId, int from, int to)
{
    auto fromTask = workingTaskOf(stores, taskId, from);
    if (!fromTask)
        return fromTask.failure();
    auto toTask = workingTaskOf(stores, taskId, to);
    if (!toTask)
        return toTask.failure();
    auto fromTrees = findTaskWorktreesEverywhere(stores, fromTask->title, fromTask->id);
    if (!fromTrees)
        return fromTrees.failure();
    auto toTrees = findTaskWorktreesEverywhere(stores, toTask->title, toTask->id);
    if (!toTrees)
        return toTrees.failure();
    QString patch;
    for (const git::Worktree &one : std::as_const(fromTrees->worktrees)) {
        const auto other = std::find_if(toTrees->worktrees.cbegin(), toTrees->worktrees.cend(),
                                        [&one](const git::Worktree &each) { return each.repositoryPath == one.repositoryPath; });
        if (other == toTrees->worktrees.cend())
            continue;
        auto between = git::diffBetweenCheckouts(one.path, other->path);
        if (!between)
            return between.failure();
        patch += *between;
    }
    if (fromTrees->worktrees.isEmpty() || toTrees->worktrees.isEmpty())
        return Error{TaskAttemptsWords::tr("attempt %1 has no worktree on this machine").arg(fromTrees->worktrees.isEmpty() ? from : to)};
    return patch;
}

Expected<KeptAttempt> keepAttempt(Stores &stores, TaskRunner *runner, const QString &taskId, int number, bool discardOthersUncommitted)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    AttemptStore store(stores.database());
    auto rows = store.attemptsOf(taskId);
    if (!rows)
        return rows.failure();
    const auto chosen = std::find_if(rows->cbegin(), rows->cend(), [number](const TaskAttemptRow &row) { return row.number == number; });
    if (chosen == rows->cend())
        return Error{TaskAttemptsWords::tr("the task has no attempt %1").arg(number)};
    if (chosen->keptAt.isValid())
        return Error{TaskAttemptsWords::tr("attempt %1 was kept already").arg(number)};
    auto own = findTaskWorktreesEverywhere(stores, task->title, task->id);
    if (!own)
        return own.failure();
    if (!own->worktrees.isEmpty())
        return Error{TaskAttemptsWords::tr("“%1” has a worktree of its own (%2): finish or delete its work first, then keep an attempt")
                         .arg(task->title, own->worktrees.constFirst().path)};
    auto kept = stores.tasks().get(chosen->taskId);
    if (!kept)
        return Error{TaskAttemptsWords::tr("attempt %1 is gone: %2").arg(number).arg(kept.error())};
    if (kept->archived)
        return Error{TaskAttemptsWords::tr("attempt %1 is archived: unarchive it first").arg(number)};
    auto keptTrees = findTaskWorktreesEverywhere(stores, kept->title, kept->id);
    if (!keptTrees)
        return keptTrees.failure();
    if (keptTrees->worktrees.isEmpty())
        return Error{TaskAttemptsWords::tr("attempt %1 has no worktree on this machine to keep (one on an SSH host is not moved)").arg(number)};

    // The others are archived: their uncommitted files would go, so the user says so first. Their
    // agents here are stopped below, before the archive (which stops another process's itself).
    TaskDeletion deletion(stores, nullptr);
    QList<TaskDeletionPlan> others;
    QStringList losses;
    for (const TaskAttemptRow &row : std::as_const(*rows)) {
        if (row.number == number || row.keptAt.isValid())
            continue;
        auto other = stores.tasks().find(row.taskId);
        if (!other || !other->has_value() || (*other)->archived)
            continue;
        auto plan = deletion.plan(row.taskId).result();
        if (!plan)
            return Error{TaskAttemptsWords::tr("attempt %1: %2").arg(row.number).arg(plan.error())};
        if (!plan->uncommittedFiles.isEmpty())
            losses.append(TaskAttemptsWords::tr("attempt %1 has %n uncommitted file(s)", nullptr, int(plan->uncommittedFiles.size())).arg(row.number));
        others.append(*plan);
    }
    if (!losses.isEmpty() && !discardOthersUncommitted) {
        Error refused { TaskAttemptsWords::tr("%1; archiving loses them: commit them, or keep attempt %2 anyway")
                            .arg(losses.join(QStringLiteral("; ")))
                            .arg(number) };
        refused.details.insert(kKeepLosesUncommittedFiles, true);
        return refused;
    }

    KeptAttempt result;
    result.number = number;
    // This process's agents of every attempt stop first (the others' archive then finds nothing
    // running here); another Kandesk's agent in the kept attempt is left to the user.
    QList<Task> attemptTasks{*kept};
    for (const TaskDeletionPlan &plan : std::as_const(others))
        attemptTasks.append(plan.task);
    for (const Task &attemptTask : std::as_const(attemptTasks)) {
        auto stopped = stopAgentsOf(stores, runner, attemptTask.id, attemptTask.id == kept->id);
        if (!stopped)
            return Error{QStringLiteral("“%1”: %2").arg(attemptTask.title, stopped.error())};
        result.stopped.append(*stopped);
    }
    if (runner)
        runner->flush();

    const QString fromFolder = taskFolder(stores, *kept);
    const QString toFolder = taskFolder(stores, *task);
    for (const git::Worktree &worktree : std::as_const(keptTrees->worktrees)) {
        const QString target = QDir(toFolder).filePath(QFileInfo(worktree.path).fileName());
        if (const Status moved = git::moveWorktree(worktree.path, target); !moved)
            return Error{TaskAttemptsWords::tr("attempt %1's worktree could not be moved to %2: %3").arg(number).arg(target, moved.error())};
        if (const Status handed = git::handOverCheckpoints(worktree.repositoryPath, kept->id, task->id); !handed)
            return Error{TaskAttemptsWords::tr("attempt %1's checkpoints could not be handed over: %2").arg(number).arg(handed.error())};
        result.worktree = target;
    }
    if (keptTrees->worktrees.size() == 1)
        (void)stores.tasks().setBranch(task->id, keptTrees->worktrees.constFirst().branch);
    else
        result.worktree = toFolder;
    if (const Status handed = store.handOver(*chosen, fromFolder, toFolder); !handed)
        return Error{TaskAttemptsWords::tr("attempt %1's worktree is the task's now, but its sessions were not handed over: %2").arg(number).arg(handed.error())};
    QDir().rmdir(fromFolder);

    for (const TaskDeletionPlan &plan : std::as_const(others)) {
        TaskDeletionOptions archive;
        archive.archive = true;
        archive.loseWork = discardOthersUncommitted;
        auto archived = deletion.remove(plan, archive).result();
        if (!archived)
            return Error{TaskAttemptsWords::tr("attempt %1 is kept, but “%2” was not archived: %3").arg(number).arg(plan.task.title, archived.error())};
        result.archived.append(plan.task.id);
        result.stopped.append(archived->stoppedSessions);
    }
    return result;
}

} // namespace

TaskAttempts::TaskAttempts(Stores &stores, TaskRunner *runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-attempts"));
    m_pool->setMaxThreadCount(1);
}

TaskAttempts::~TaskAttempts()
{
    m_pool->waitForDone();
}

QFuture<Expected<QStringList>> TaskAttempts::start(const QString &taskId, const QStringList &agentProfileIds, const QString &prompt)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, runner = m_runner, taskId, agentProfileIds, prompt] {
        return startAttempts(stores, runner, taskId, agentProfileIds, prompt);
    });
}

QFuture<Expected<QList<Attempt>>> TaskAttempts::compare(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, remote = m_remote, taskId] { return compareAttempts(stores, remote, taskId); });
}

QFuture<Expected<QString>> TaskAttempts::diffBetween(const QString &taskId, int from, int to)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, taskId, from, to] { return diffAttempts(stores, taskId, from, to); });
}

QFuture<Expected<KeptAttempt>> TaskAttempts::keep(const QString &taskId, int number, bool discardOthersUncommitted)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, runner = m_runner, taskId, number, discardOthersUncommitted] {
        return keepAttempt(stores, runner, taskId, number, discardOthersUncommitted);
    });
}

} // namespace kandesk
