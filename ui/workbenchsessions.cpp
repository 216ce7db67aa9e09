// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Workbench's sessions: starting a task's agent (or retrying what stopped short), sending and
// resuming prompts, and reading a session's transcript and last preparation into the task view.
#include "workbench.h"

#include "mainwindow.h"
#include "ui/board/importsessiondialog.h"
#include "ui/board/taskboardview.h"
#include "ui/npminstalldialog.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"

#include "application/sessions/sessionhistory.h"
#include "application/sessions/sessionimport.h"
#include "application/stores.h"
#include "application/settings/agentinstalls.h" // installHintIn
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskstarts.h"
#include "models/agents/agentregistry.h"
#include "models/items/sessionmodel.h"
#include "models/items/taskmodel.h"
#include "models/queries/profilequeries.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "models/whenfinished.h"

#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QPointer>

namespace kandesk::ui {

Q_DECLARE_LOGGING_CATEGORY(lcWorkbench)

void Workbench::showSessionState(const TaskSession &session)
{
    m_taskView->applySessionState(session.id, session.state, session.errorMessage,
                                  m_services.runtime.runner().isRunning(session.id));
}

void Workbench::sendPrompt(const QString &sessionId, const QString &text, const PromptAttachments &attachments, bool promptStored)
{
    if (sessionId.isEmpty()) {
        // The task has not run yet: its first session starts with this prompt.
        if (!m_taskView->taskId().isEmpty())
            startNewSession(m_taskView->taskId(), text, attachments);
        return;
    }
    TaskRunner &runner = m_services.runtime.runner();
    if (!runner.isRunning(sessionId)) {
        resumeSession(sessionId, text, attachments, promptStored);
        return;
    }
    runner.prompt(sessionId, text, attachments, promptStored).then(this, [this, sessionId](Status sent) {
        if (sent)
            return;
        m_taskView->applyLaunchFailed(sessionId, sent.error());
        m_window.notify(sent.error());
    });
}

void Workbench::resumeSession(const QString &sessionId, const QString &text, const PromptAttachments &attachments, bool promptStored)
{
    if (m_taskView->sessionId() == sessionId) {
        m_taskView->beginLaunch();
        m_taskView->applySessionState(sessionId, SessionState::Starting, {}, false);
    }
    TaskStartOptions settings;
    settings.attachments = attachments;
    settings.promptStored = promptStored;
    m_services.runtime.runner().resume(sessionId, text, settings).then(this, [this, sessionId](Expected<QString> resumed) {
        if (resumed.ok())
            return;
        if (resumed.errorKind() != ErrorKind::AgentAlreadyRunning)
            m_taskView->applyLaunchFailed(sessionId, resumed.error());
        m_window.notify(tr("The session could not start: %1").arg(resumed.error()));
    });
}

void Workbench::retrySession(const QString &sessionId)
{
    // The prompt the agent never answered goes again; a session that holds none (its launch failed
    // before anything was recorded) starts with the task's first prompt.
    const quint64 generation = ++m_transcriptGeneration;
    whenFinished(m_history->retry(sessionId), this, [this, sessionId, generation](const RetryRead &read) {
        if (m_taskView->sessionId() == sessionId && generation == m_transcriptGeneration) {
            // What is stored; the prompt sent again (when not stored) follows as the runner records it.
            m_taskView->sessionPanel()->model()->clear();
            m_historySession = sessionId;
            m_historyOldestId = read.page.oldestId;
            m_taskView->applyStoredEvents(sessionId, read.page.events, read.page.hasOlder);
        }
        TaskRunner &runner = m_services.runtime.runner();
        if (runner.isRunning(sessionId)) {
            if (!read.prompt.isEmpty())
                sendPrompt(sessionId, read.prompt, {}, read.promptStored);
            return;
        }
        resumeSession(sessionId, read.prompt, {}, read.promptStored);
    });
}

QString Workbench::taskTitle(const QString &taskId) const
{
    const int row = m_model->rowOf(taskId);
    if (row >= 0)
        return m_model->taskAt(row).title;
    // Quick chats are not on the board.
    auto task = m_taskStore->get(taskId);
    return task ? task->title : taskId;
}

void Workbench::startTask(const QString &taskId)
{
    whenFinished(m_starts->plan(taskId), this, [this, taskId](const Expected<TaskStartPlan> &plan) {
        if (!plan) {
            m_window.notify(tr("“%1” could not start: %2").arg(taskTitle(taskId), plan.error()));
            return;
        }
        switch (plan->kind) {
        case TaskStartPlan::Kind::Show:
            openTask(taskId);
            break;
        case TaskStartPlan::Kind::Retry:
            openTask(taskId);
            retrySession(plan->sessionId);
            break;
        case TaskStartPlan::Kind::Start:
            startNewSession(taskId, {});
            break;
        }
    });
}

void Workbench::startNewSession(const QString &taskId, const QString &prompt, const PromptAttachments &attachments)
{
    TaskRunner &runner = m_services.runtime.runner();
    TaskStartOptions options;
    options.prompt = prompt;
    options.attachments = attachments;
    if (options.prompt.isEmpty()) {
        const int row = m_model->rowOf(taskId);
        const auto task = row >= 0 ? Expected<Task>(m_model->taskAt(row)) : m_taskStore->get(taskId);
        if (task)
            options.prompt = firstPrompt(*task);
    }
    auto *watcher = new QFutureWatcher<Expected<QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, taskId] {
        watcher->deleteLater();
        const Expected<QString> started = watcher->result();
        if (!started.ok())
            showStartFailed(taskId, started.error());
        const Status refreshed = m_model->refreshTask(taskId);
        Q_UNUSED(refreshed);
    });
    followLaunch(taskId);
    watcher->setFuture(runner.startTask(taskId, options));
}

void Workbench::showStartFailed(const QString &taskId, const QString &why)
{
    m_window.notify(tr("“%1” could not start: %2").arg(taskTitle(taskId), why));
    if (const auto hint = installHintIn(why))
        offerInstall(taskId, *hint); // a built-in npm agent that is not installed yet
    // The view may not know the session yet (the launch failed before it had one).
    if (m_taskView->taskId() == taskId)
        m_taskView->applyLaunchFailed(m_taskView->sessionId(), why);
}

void Workbench::followLaunch(const QString &taskId)
{
    TaskRunner &runner = m_services.runtime.runner();
    // The task view follows the launch from its first prepare step.
    const Status listed = m_sessions->setTask(taskId);
    Q_UNUSED(listed);
    m_taskView->showSession(taskId, {}, taskTitle(taskId), {});
    m_taskView->beginLaunch();
    m_taskView->sessionPanel()->setSessionState(SessionState::Starting);
    m_window.showTaskView();
    ++m_transcriptGeneration; // a page still loading for the task's previous session is not this one
    // The session id is known as soon as the runner created the row; the view picks it up from
    // the runner's first progress report.
    QPointer<TaskView> view(m_taskView);
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(&runner, &TaskRunner::sessionStateChanged, this,
                          [this, view, taskId, connection](const QString &changedTask, const QString &sessionId,
                                                                                     SessionState state, const QString &note) {
                              if (changedTask != taskId || !view)
                                  return;
                              disconnect(*connection);
                              if (view->taskId() != taskId || !view->sessionId().isEmpty())
                                  return;
                              view->showSession(taskId, sessionId, taskTitle(taskId), {});
                              view->beginLaunch();
                              view->applySessionState(sessionId, state, note, false);
                          });
}

void Workbench::offerInstall(const QString &taskId, const InstallHint &hint)
{
    static const AgentRegistry builtIn;
    const AgentDefinition *agent = builtIn.find(hint.agentId);
    if (!agent || agent->npmPackage.isEmpty())
        return;
    auto *dialog = new NpmInstallDialog(m_services.runtime.agentsHome(), *agent, hint.version, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NpmInstallDialog::installed, this, [this, taskId] { startTask(taskId); });
    dialog->open();
}

void Workbench::openTask(const QString &taskId, const QString &sessionId)
{
    const Status listed = m_sessions->setTask(taskId);
    Q_UNUSED(listed);
    auto session = m_sessionStore->latestForTask(taskId);
    if (!sessionId.isEmpty() && (!session || session->id != sessionId)) {
        if (auto chosen = m_sessionStore->get(sessionId); chosen && chosen->taskId == taskId)
            session = std::move(chosen);
    }
    const QString title = taskTitle(taskId);
    if (!session) {
        m_taskView->showSession(taskId, {}, title, {});
        m_window.showTaskView();
        m_window.notify(tr("“%1” has not run yet: Start Agent (Ctrl+R) or move it to In Progress").arg(title));
        return;
    }
    m_taskView->showSession(taskId, session->id, title, session->workspacePath);
    showSessionState(*session);
    m_taskView->selectSessionRow(m_sessions->rowOf(session->id));
    m_window.showTaskView();
    loadTranscript(session->id);
    loadLastPrepare(session->id);
    if (m_services.runtime.runner().isRunning(session->id))
        watchWorkspace(session->id);
}

void Workbench::importSession()
{
    const auto profiles = m_profileStore->agentProfiles();
    const auto repositories = m_repositoryStore->list(m_workspaceId);
    const auto lastProfile = std::as_const(m_services.stores).settings().value(kLastAgentProfileKey);
    ImportSessionDialog dialog(m_services.runtime.agentCalls(), profiles ? *profiles : QList<AgentProfile>{},
                               repositories ? *repositories : QList<Repository>{}, lastProfile ? *lastProfile : QString(), &m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.session().acpSessionId.isEmpty())
        return;
    const AgentSessionEntry picked = dialog.session();
    const QString name = picked.title.isEmpty() ? picked.acpSessionId : picked.title;
    m_window.notify(tr("Bringing in “%1”: the agent loads its history…").arg(name));
    whenFinished(m_sessionImport->bringIn({dialog.profileId(), picked, m_workspaceId}), this,
                 [this, name](const Expected<ImportedSession> &imported) {
                     if (!imported) {
                         m_window.notify(tr("Cannot bring in “%1”: %2").arg(name, imported.error()));
                         return;
                     }
                     const Status refreshed = m_model->refreshTask(imported->task.id);
                     Q_UNUSED(refreshed);
                     const Status reloaded = m_board->reloadRepositories(); // its folder may have joined the workspace
                     Q_UNUSED(reloaded);
                     if (imported->alreadyThere) {
                         m_window.notify(tr("“%1” was brought in before: here is its task").arg(imported->task.title));
                         openTask(imported->task.id);
                         return;
                     }
                     showImportedSession(*imported);
                 });
}

void Workbench::showImportedSession(const ImportedSession &imported)
{
    // Shown before the agent loads it (its transcript is empty until then): the history streams in
    // as the agent replays it, as a turn's events do.
    const QString taskId = imported.task.id;
    const Status listed = m_sessions->setTask(taskId);
    Q_UNUSED(listed);
    ++m_transcriptGeneration;
    m_taskView->showSession(taskId, imported.sessionId, imported.task.title, {});
    m_taskView->beginLaunch();
    m_taskView->sessionPanel()->setSessionState(SessionState::Starting);
    m_window.showTaskView();
    whenFinished(m_sessionImport->loadHistory(imported), this, [this, title = imported.task.title](const Expected<QString> &loaded) {
        m_window.notify(loaded ? tr("Brought in “%1”: its history is in the transcript, the agent waits for your prompt").arg(title)
                               : tr("“%1” is on the board, but its agent did not take the session up: %2").arg(title, loaded.error()));
    });
}

void Workbench::loadTranscript(const QString &sessionId)
{
    const quint64 generation = ++m_transcriptGeneration;
    whenFinished(m_history->page(sessionId), this, [this, sessionId, generation](const TranscriptPage &page) {
        if (m_taskView->sessionId() != sessionId || generation != m_transcriptGeneration)
            return;
        m_historySession = sessionId;
        m_historyOldestId = page.oldestId;
        m_taskView->applyStoredEvents(sessionId, page.events, page.hasOlder);
    });
}

void Workbench::loadLastPrepare(const QString &sessionId)
{
    whenFinished(m_history->lastPrepare(sessionId), this, [this, sessionId](const Expected<std::optional<PrepareCompletedEvent>> &prepared) {
        if (!prepared)
            qCWarning(lcWorkbench).noquote() << "last preparation of session" << sessionId << "not read:" << prepared.error();
        else if (prepared->has_value())
            m_taskView->applyStoredPrepare(**prepared);
    });
}

void Workbench::loadEarlierTranscript(const QString &sessionId)
{
    if (sessionId != m_historySession || m_historyOldestId <= 0)
        return;
    whenFinished(m_history->page(sessionId, m_historyOldestId), this, [this, sessionId](const TranscriptPage &page) {
        if (m_historySession != sessionId || m_taskView->sessionId() != sessionId)
            return;
        if (page.oldestId > 0)
            m_historyOldestId = page.oldestId;
        m_taskView->prependStoredEvents(sessionId, page.events, page.hasOlder);
    });
}

} // namespace kandesk::ui
