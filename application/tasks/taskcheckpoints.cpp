// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcheckpoints.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "lifecycle/agentctl/checkpointapi.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/types.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskCheckpoints".
struct TaskCheckpointsWords {
    Q_DECLARE_TR_FUNCTIONS(TaskCheckpoints)
};

QString restoreNoteKey(const QString &sessionId)
{
    return QStringLiteral("checkpoints/restored/") + sessionId;
}

// Whether the session's workspace is a folder on this machine (a container's worktree is one; an SSH
// host's is not).
bool worksHere(Stores &stores, const TaskSession &session)
{
    if (session.workspacePath.isEmpty() || !QFileInfo(session.workspacePath).isDir())
        return false;
    if (session.executorProfileId.isEmpty())
        return true;
    auto executor = stores.profiles().executorProfile(session.executorProfileId);
    return executor && executor->executorType != ExecutorTypes::Ssh;
}

// Whether the session's workspace is on another host (asked after worksHere): its executor is not
// one of this machine's checkouts (an SSH host, a container on an engine that is not this machine's).
bool worksElsewhere(Stores &stores, const TaskSession &session)
{
    if (session.executorProfileId.isEmpty() || session.workspacePath.isEmpty())
        return false;
    auto executor = stores.profiles().executorProfile(session.executorProfileId);
    return executor && executor->executorType != ExecutorTypes::Local && executor->executorType != ExecutorTypes::Worktree;
}

struct TaskSite {
    CheckpointSite site;
    QString workspace; // as the task's session knows it
};

// The workspace of the task's newest session that has one Kandesk reaches: on another host while
// its agent runs there, or on this machine. Empty when it has none (yet, or any more).
Expected<std::optional<TaskSite>> siteOf(Stores &stores, const RemoteWorkspaceLookup &remote, const QString &taskId)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    bool elsewhere = false;
    for (auto it = sessions->crbegin(); it != sessions->crend(); ++it) {
        if (remote) {
            if (std::optional<WorkspaceEndpoint> endpoint = remote(it->id))
                return std::optional<TaskSite>(TaskSite{{QString(), std::move(endpoint)}, it->workspacePath});
        }
        if (worksHere(stores, *it))
            return std::optional<TaskSite>(TaskSite{{it->workspacePath, std::nullopt}, it->workspacePath});
        elsewhere = elsewhere || worksElsewhere(stores, *it);
    }
    if (elsewhere)
        return Error{TaskCheckpointsWords::tr("the task's workspace is on another host, where its checkpoints are kept: start or resume the task to reach them")};
    return std::optional<TaskSite>();
}

Expected<QList<git::Checkpoint>> listAt(const CheckpointSite &site, const QString &taskId)
{
    return site.remote ? checkpointapi::list(*site.remote, taskId) : git::listCheckpoints(site.checkout, taskId);
}

struct FoundCheckpoint {
    git::Checkpoint checkpoint;
    TaskSite where;
};

Expected<FoundCheckpoint> checkpointOf(Stores &stores, const RemoteWorkspaceLookup &remote, const QString &taskId, int number)
{
    auto where = siteOf(stores, remote, taskId);
    if (!where)
        return where.failure();
    if (!where->has_value())
        return Error{TaskCheckpointsWords::tr("the task has no workspace on this machine, so no checkpoints")};
    auto known = listAt((*where)->site, taskId);
    if (!known)
        return Error{known.error()};
    for (const git::Checkpoint &checkpoint : std::as_const(*known)) {
        if (checkpoint.number == number)
            return FoundCheckpoint{checkpoint, **where};
    }
    return Error{known->isEmpty() ? TaskCheckpointsWords::tr("the task has no checkpoints yet (one is kept before each agent turn)")
                                  : TaskCheckpointsWords::tr("the task has no checkpoint %1 (it has 1 to %2)").arg(number).arg(known->constLast().number)};
}

Expected<git::RestorePreview> previewAt(const FoundCheckpoint &found, const QString &taskId)
{
    if (found.where.site.remote)
        return checkpointapi::preview(*found.where.site.remote, taskId, found.checkpoint.number);
    return git::previewRestore(found.where.site.checkout, found.checkpoint);
}

// Restores it; yields what changed.
Expected<git::RestorePreview> restoreAt(const FoundCheckpoint &found, const QString &taskId)
{
    if (found.where.site.remote)
        return checkpointapi::restore(*found.where.site.remote, taskId, found.checkpoint.number);
    auto preview = git::previewRestore(found.where.site.checkout, found.checkpoint);
    if (!preview)
        return preview;
    if (const Status restored = git::restoreCheckpoint(found.where.site.checkout, found.checkpoint); !restored)
        return restored.failure();
    return preview;
}

QString undone(const git::Checkpoint &checkpoint, const git::RestorePreview &preview)
{
    QString text = TaskCheckpointsWords::tr("Restored the workspace to before turn %1 (checkpoint %2): %n file(s) put back", nullptr,
        int(preview.files.size()))
                       .arg(checkpoint.turn)
                       .arg(checkpoint.number);
    if (!preview.leavingCommits.isEmpty())
        text += TaskCheckpointsWords::tr("; the commit(s) %1 left the branch").arg(preview.leavingCommits.join(QStringLiteral(", ")));
    return text + QLatin1Char('.');
}

Expected<git::RestorePreview> restoreNow(Stores &stores, TaskRunner *runner, const RemoteWorkspaceLookup &remote, const QString &taskId,
                                         int number)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    for (const TaskSession &session : std::as_const(*sessions)) {
        if (session.state == SessionState::Running || session.state == SessionState::Starting)
            return Error{TaskCheckpointsWords::tr("an agent of the task is at work: cancel its turn or let it end first")};
    }
    auto found = checkpointOf(stores, remote, taskId, number);
    if (!found)
        return Error{found.error()};
    const git::Checkpoint &checkpoint = found->checkpoint;
    auto preview = restoreAt(*found, taskId);
    if (!preview)
        return preview;

    const QString said = undone(checkpoint, *preview);
    QString sessionId = checkpoint.sessionId;
    if (!stores.sessions().get(sessionId))
        sessionId = sessions->isEmpty() ? QString() : sessions->constLast().id;
    if (sessionId.isEmpty())
        return preview;
    if (runner) {
        runner->addNotice(sessionId, said);
    } else {
        Message message;
        message.sessionId = sessionId;
        const auto lastTurn = stores.messages().lastTurn(sessionId);
        message.turn = lastTurn ? *lastTurn : 0;
        message.event = SessionEvent::make(SessionEvent::Kind::LaunchNotice, said);
        if (auto kept = stores.messages().append(message); !kept)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "restore notice:" << kept.error();
    }
    // Written to the agent, not the user: in English, as every prompt Kandesk composes.
    const QString note = QStringLiteral("Note from Kandesk: the user restored the workspace to how it was before turn %1, undoing everything "
                            "done since (%2 file(s) changed back%3). Read the files again before relying on what you remember of them.")
                             .arg(checkpoint.turn)
                             .arg(preview->files.size())
                             .arg(preview->leavingCommits.isEmpty() ? QString()
                                                                    : QStringLiteral("; these commits left the branch: %1").arg(preview->leavingCommits.join(QStringLiteral(", "))));
    if (const Status kept = stores.settings().setValue(restoreNoteKey(sessionId), note); !kept)
        qCWarning(lcLifecycle).noquote() << "session" << sessionId << "restore note for the agent:" << kept.error();
    return preview;
}

} // namespace

void keepCheckpointBeforeTurn(TaskRunner &runner, const CheckpointSite &site, const QString &taskId, const QString &sessionId, int turn)
{
    if (!site.remote) {
        if (site.checkout.isEmpty() || !QFileInfo(site.checkout).isDir())
            return;
        if (!QFileInfo::exists(site.checkout + QStringLiteral("/.git")))
            return; // not a git checkout: nothing to keep a checkpoint in
    }
    QElapsedTimer timer;
    timer.start();
    auto kept = site.remote ? checkpointapi::record(*site.remote, taskId, sessionId, turn)
                            : git::recordCheckpoint(site.checkout, taskId, sessionId, turn);
    if (!kept) {
        runner.addNotice(sessionId, TaskCheckpointsWords::tr("No checkpoint was kept before this turn: %1").arg(kept.error()));
        return;
    }
    if (kept->number == 0)
        return; // the remote workspace is no git checkout
    qCDebug(lcLifecycle).noquote() << "checkpoint" << kept->number << "of task" << taskId << "kept in" << timer.elapsed() << "ms";
}

QString takeRestoreNote(Database &database, const QString &sessionId)
{
    SettingsStore settings(database);
    auto note = settings.value(restoreNoteKey(sessionId));
    if (!note || note->isEmpty())
        return {};
    if (const Status taken = settings.remove(restoreNoteKey(sessionId)); !taken)
        qCWarning(lcLifecycle).noquote() << "session" << sessionId << "restore note:" << taken.error();
    return *note;
}

TaskCheckpoints::TaskCheckpoints(Stores &stores, TaskRunner *runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-checkpoints"));
    m_pool->setMaxThreadCount(1);
}

void TaskCheckpoints::setRemoteWorkspaces(RemoteWorkspaceLookup remote)
{
    m_remote = std::move(remote);
}

TaskCheckpoints::~TaskCheckpoints()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<TaskCheckpoint>>> TaskCheckpoints::list(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, remote = m_remote, taskId]() -> Expected<QList<TaskCheckpoint>> {
        auto where = siteOf(stores, remote, taskId);
        if (!where)
            return where.failure();
        if (!where->has_value())
            return QList<TaskCheckpoint>{}; // no workspace: none to show
        auto known = listAt((*where)->site, taskId);
        if (!known)
            return Error{known.error()};
        QList<TaskCheckpoint> checkpoints;
        for (const git::Checkpoint &checkpoint : std::as_const(*known)) {
            auto prompt = stores.messages().firstOfKindInTurn(checkpoint.sessionId, checkpoint.turn, SessionEvent::Kind::UserPrompt);
            checkpoints.append({checkpoint, (*where)->workspace, prompt && prompt->has_value() ? prompt->value().event.text : QString()});
        }
        return checkpoints;
    });
}

QFuture<Expected<git::RestorePreview>> TaskCheckpoints::preview(const QString &taskId, int number)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, remote = m_remote, taskId, number]() -> Expected<git::RestorePreview> {
        auto found = checkpointOf(stores, remote, taskId, number);
        if (!found)
            return Error{found.error()};
        return previewAt(*found, taskId);
    });
}

QFuture<Expected<git::RestorePreview>> TaskCheckpoints::restore(const QString &taskId, int number)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, runner = m_runner, remote = m_remote, taskId, number] {
        return restoreNow(stores, runner, remote, taskId, number);
    });
}

} // namespace kandesk
