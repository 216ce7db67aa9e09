// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcheckpoints.h"

#include "application/stores.h"
#include "application/taskrunner.h"
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

QString tr(const char *text)
{
    return QCoreApplication::translate("TaskCheckpoints", text);
}

QString restoreNoteKey(const QString &sessionId)
{
    return QStringLiteral("checkpoints/restored/") + sessionId;
}

// Whether the session's workspace is a folder on this machine (a container's worktree is one; an SSH
// host's is not). Checkpoints are only kept where the agent works on it.
bool worksHere(Stores &stores, const TaskSession &session)
{
    if (session.workspacePath.isEmpty() || !QFileInfo(session.workspacePath).isDir())
        return false;
    if (session.executorProfileId.isEmpty())
        return true;
    auto executor = stores.profiles().executorProfile(session.executorProfileId);
    return executor && executor->executorType != ExecutorTypes::Ssh;
}

// The checkout of the task's newest session that works on this machine.
Expected<QString> checkoutOf(Stores &stores, const QString &taskId)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    for (auto it = sessions->crbegin(); it != sessions->crend(); ++it) {
        if (worksHere(stores, *it))
            return it->workspacePath;
    }
    return Error{tr("the task has no workspace on this machine, so no checkpoints")};
}

Expected<TaskCheckpoint> checkpointOf(Stores &stores, const QString &taskId, int number)
{
    auto checkout = checkoutOf(stores, taskId);
    if (!checkout)
        return Error{checkout.error()};
    auto known = git::listCheckpoints(*checkout, taskId);
    if (!known)
        return Error{known.error()};
    for (const git::Checkpoint &checkpoint : std::as_const(*known)) {
        if (checkpoint.number == number)
            return TaskCheckpoint{checkpoint, *checkout, {}};
    }
    return Error{known->isEmpty() ? tr("the task has no checkpoints yet (one is kept before each agent turn)")
                                  : tr("the task has no checkpoint %1 (it has 1 to %2)").arg(number).arg(known->constLast().number)};
}

QString undone(const git::Checkpoint &checkpoint, const git::RestorePreview &preview)
{
    QString text = tr("Restored the workspace to before turn %1 (checkpoint %2): %3 file(s) put back")
                       .arg(checkpoint.turn)
                       .arg(checkpoint.number)
                       .arg(preview.files.size());
    if (!preview.leavingCommits.isEmpty())
        text += tr("; the commit(s) %1 left the branch").arg(preview.leavingCommits.join(QStringLiteral(", ")));
    return text + QLatin1Char('.');
}

Expected<git::RestorePreview> restoreNow(Stores &stores, TaskRunner *runner, const QString &taskId, int number)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    for (const TaskSession &session : std::as_const(*sessions)) {
        if (session.state == SessionState::Running || session.state == SessionState::Starting)
            return Error{tr("an agent of the task is at work: cancel its turn or let it end first")};
    }
    auto found = checkpointOf(stores, taskId, number);
    if (!found)
        return Error{found.error()};
    const git::Checkpoint &checkpoint = found->checkpoint;
    auto preview = git::previewRestore(found->workspace, checkpoint);
    if (!preview)
        return Error{preview.error()};
    if (const Status restored = git::restoreCheckpoint(found->workspace, checkpoint); !restored)
        return Error{restored.error()};

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
    const QString note = tr("Note from Kandesk: the user restored the workspace to how it was before turn %1, undoing everything "
                            "done since (%2 file(s) changed back%3). Read the files again before relying on what you remember of them.")
                             .arg(checkpoint.turn)
                             .arg(preview->files.size())
                             .arg(preview->leavingCommits.isEmpty() ? QString()
                                                                    : tr("; these commits left the branch: %1").arg(preview->leavingCommits.join(QStringLiteral(", "))));
    if (const Status kept = stores.settings().setValue(restoreNoteKey(sessionId), note); !kept)
        qCWarning(lcLifecycle).noquote() << "session" << sessionId << "restore note for the agent:" << kept.error();
    return preview;
}

} // namespace

void keepCheckpointBeforeTurn(TaskRunner &runner, const QString &workspace, const QString &taskId, const QString &sessionId, int turn)
{
    if (workspace.isEmpty() || !QFileInfo(workspace).isDir())
        return;
    if (!QFileInfo::exists(workspace + QStringLiteral("/.git")))
        return; // not a git checkout: nothing to keep a checkpoint in
    QElapsedTimer timer;
    timer.start();
    auto kept = git::recordCheckpoint(workspace, taskId, sessionId, turn);
    if (!kept) {
        runner.addNotice(sessionId, tr("No checkpoint was kept before this turn: %1").arg(kept.error()));
        return;
    }
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

TaskCheckpoints::~TaskCheckpoints()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<TaskCheckpoint>>> TaskCheckpoints::list(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, taskId]() -> Expected<QList<TaskCheckpoint>> {
        auto checkout = checkoutOf(stores, taskId);
        if (!checkout)
            return QList<TaskCheckpoint>{}; // no workspace here: none to show
        auto known = git::listCheckpoints(*checkout, taskId);
        if (!known)
            return Error{known.error()};
        QList<TaskCheckpoint> checkpoints;
        for (const git::Checkpoint &checkpoint : std::as_const(*known)) {
            auto prompt = stores.messages().firstOfKindInTurn(checkpoint.sessionId, checkpoint.turn, SessionEvent::Kind::UserPrompt);
            checkpoints.append({checkpoint, *checkout, prompt && prompt->has_value() ? prompt->value().event.text : QString()});
        }
        return checkpoints;
    });
}

QFuture<Expected<git::RestorePreview>> TaskCheckpoints::preview(const QString &taskId, int number)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, taskId, number]() -> Expected<git::RestorePreview> {
        auto found = checkpointOf(stores, taskId, number);
        if (!found)
            return Error{found.error()};
        return git::previewRestore(found->workspace, found->checkpoint);
    });
}

QFuture<Expected<git::RestorePreview>> TaskCheckpoints::restore(const QString &taskId, int number)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, runner = m_runner, taskId, number] {
        return restoreNow(stores, runner, taskId, number);
    });
}

} // namespace kandesk
