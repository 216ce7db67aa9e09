// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// TaskRunner's side of an agent's events: recorded, announced to the views that follow the session,
// the session's state and its task's step moved with its turns, the changed files counted.
#include "taskrunner.h"
#include "taskrunnerparts.h"

#include "application/sshresume.h"
#include "application/taskcontainers.h"
#include "application/workflows/workflowengine.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "application/settings/customagents.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/repositorysettings.h"
#include "lifecycle/reattach.h"
#include "models/agents/agentregistry.h"
#include "models/agents/profilevalidation.h"
#include "models/database.h"
#include "models/executors/worktreeoptions.h"
#include "models/executors/dockersettings.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/transcriptrecorder.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "models/threadpriority.h"

#include <QJsonDocument>
#include <QPointer>
#include <QPromise>
#include <QScopeGuard>
#include <QtConcurrent>

namespace kandesk {

void TaskRunner::onAgentEvent(const QString &executionId, const QString &sessionId, const SessionEvent &event)
{
    const QString taskId = taskOf(sessionId);
    if (taskId.isEmpty())
        return; // an execution this runner did not start
    if (event.kind == SessionEvent::Kind::Error && heldOrEnded(sessionId, executionId, event))
        return;
    if (event.kind == SessionEvent::Kind::Error && event.agentGone) {
        // The backend may know why (the system stopped the agent at its task's memory limit).
        if (const QString why = m_controller.whyItEnded(m_controller.executions().get(executionId)); !why.isEmpty()) {
            SessionEvent told = event;
            told.text = event.text + QLatin1Char(' ') + why;
            return handleAgentEvent(taskId, sessionId, executionId, told);
        }
    }
    handleAgentEvent(taskId, sessionId, executionId, event);
}

void TaskRunner::handleAgentEvent(const QString &taskId, const QString &sessionId, const QString &executionId, const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    recordAndAnnounce(taskId, sessionId, event);

    if (event.kind == Kind::Complete) {
        countChangedFiles(taskId, sessionId);
        // e.g. the card goes on to Review. The folder goes along: the session's row gets it on
        // the writer, which may not have come to it yet when a short first turn ends.
        const ExecutionPtr execution = m_controller.executions().get(executionId);
        m_workflow->turnCompleted(taskId, sessionId, execution ? execution->workspacePath : QString());
        setState(taskId, sessionId, SessionState::WaitingForInput);
        Q_EMIT turnFinished(taskId, sessionId, event.stopReason);
    } else if (event.kind == Kind::Error) {
        setState(taskId, sessionId, SessionState::WaitingForInput, event.text);
        Q_EMIT turnFailed(taskId, sessionId, event.text);
        if (event.agentGone) {
            // The agent or agentctl is gone (it exited, or another process stopped it): let the
            // execution go, unless whoever heard of the failure stops it already, so the next
            // prompt resumes the session.
            QMetaObject::invokeMethod(
                this,
                [this, executionId] {
                    if (!m_stopping.contains(executionId) && m_controller.executions().get(executionId))
                        m_agents.stop(executionId);
                },
                Qt::QueuedConnection);
        }
    } else if (event.kind == Kind::PermissionRequest) {
        setAwaitingPermission(taskId, sessionId, true);
        Q_EMIT permissionRequested(taskId, sessionId, event);
        approveIfTheProfileNowApprovesAll(taskId, sessionId, event.permission());
    } else if (event.kind == Kind::PermissionCancelled) {
        setAwaitingPermission(taskId, sessionId, false);
    } else if (event.kind == Kind::ElicitationRequest) {
        setAwaitingPermission(taskId, sessionId, true);
        Q_EMIT inputRequested(taskId, sessionId, event);
    } else if (event.kind == Kind::ElicitationClosed) {
        setAwaitingPermission(taskId, sessionId, false);
    }
}

SessionEventSource *TaskRunner::sessionEvents(const QString &sessionId)
{
    SessionEventSource *&source = m_sessionEvents[sessionId];
    if (!source)
        source = new SessionEventSource(this);
    return source;
}

void TaskRunner::announce(const QString &taskId, const QString &sessionId, const SessionEvent &event)
{
    Q_EMIT agentEvent(taskId, sessionId, event);
    if (SessionEventSource *source = m_sessionEvents.value(sessionId))
        Q_EMIT source->eventArrived(event);
}

bool TaskRunner::heldOrEnded(const QString &sessionId, const QString &executionId, const SessionEvent &error)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (const auto control = m_starts.value(sessionId)) {
            if (!control->errorWhileStarting)
                control->errorWhileStarting = std::pair(executionId, error);
            return true;
        }
    }
    return !m_controller.executions().get(executionId);
}

void TaskRunner::countChangedFiles(const QString &taskId, const QString &sessionId)
{
    const ExecutionPtr execution = m_controller.executions().get(executionId(sessionId));
    if (!execution || execution->workspacePath.isEmpty())
        return;
    // On the writer: it outlives every job it runs, and the count lands after the turn's events.
    write([this, taskId, path = execution->workspacePath] {
        auto counted = git::countChangedFiles(path);
        if (!counted)
            return;
        if (auto status = m_tasks->setChangedFileCount(taskId, *counted); !status) {
            qCWarning(lcLifecycle).noquote() << "task" << taskId << "changed files:" << status.error();
            return;
        }
        Q_EMIT taskChanged(taskId);
    });
}

} // namespace kandesk
