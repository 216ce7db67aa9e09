// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The task view's requests, each to its use case behind the door.
#include "workbench.h"

#include "mainwindow.h"
#include "ui/task/controls/sessioncontrolsbar.h"
#include "ui/task/attemptsdialog.h"
#include "ui/task/checkpointsdialog.h"
#include "ui/task/trywithdialog.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptview.h"

#include "application/sessions/agentsignin.h"
#include "application/settings/agentprofiles.h"
#include "application/stores.h"
#include "application/tasks/taskattempts.h"
#include "application/terminals/taskterminals.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/items/taskmodel.h"
#include "models/whenfinished.h"

#include <QJsonObject>

namespace kandesk::ui {

void Workbench::wireTaskView()
{
    TaskRunner &runner = m_services.runtime.runner();
    connect(m_taskView, &TaskView::promptSubmitted, this,
            [this](const QString &sessionId, const QString &text, const PromptAttachments &attachments) { sendPrompt(sessionId, text, attachments); });
    connect(m_taskView, &TaskView::cancelRequested, this, [&runner](const QString &sessionId) { runner.cancel(sessionId); });
    connect(m_taskView, &TaskView::stopRequested, this, [&runner](const QString &sessionId) { runner.stop(sessionId); });
    connect(m_taskView, &TaskView::permissionAnswered, this,
            [&runner](const QString &sessionId, const QString &pendingId, const QString &optionId) {
                runner.respondToPermission(sessionId, pendingId, optionId);
            });
    connect(m_taskView, &TaskView::elicitationAnswered, this,
            [&runner](const QString &sessionId, const QString &pendingId, const QString &action, const QJsonObject &content) {
                runner.respondToElicitation(sessionId, pendingId, action, content);
            });
    connect(m_taskView, &TaskView::earlierRequested, this, &Workbench::loadEarlierTranscript);
    // A mode or model the agent refuses goes back in the header, with why.
    auto refused = [this](const QString &sessionId) {
        return [this, sessionId](Status status) {
            if (!status && m_taskView->sessionId() == sessionId)
                m_taskView->sessionPanel()->controlsBar()->showRefusal(status.error());
        };
    };
    connect(m_taskView, &TaskView::modeChangeRequested, this, [this, &runner, refused](const QString &sessionId, const QString &modeId) {
        runner.setMode(sessionId, modeId).then(this, refused(sessionId));
    });
    connect(m_taskView, &TaskView::modelChangeRequested, this, [this, &runner, refused](const QString &sessionId, const QString &modelId) {
        runner.setModel(sessionId, modelId).then(this, refused(sessionId));
    });
    connect(m_taskView, &TaskView::toggleChangeRequested, this,
            [this, &runner, refused](const QString &sessionId, const QString &configId, bool on) {
                runner.setConfigOption(sessionId, configId, on).then(this, refused(sessionId));
            });
    connect(m_taskView, &TaskView::failureActionRequested, this, [this](const QString &action, const QStringList &argv) {
        if (action == QLatin1String("settings")) {
            openAgentProfileSettings();
            return;
        }
        if (action == QLatin1String("sign_in") && !m_taskView->taskId().isEmpty()) {
            m_signInRetries.insert(m_taskView->taskId(), m_taskView->sessionId());
            m_taskView->openSignIn(argv);
            return;
        }
        whenFinished(signInInTerminal(argv), this, [this](const Expected<QString> &launched) {
            m_window.notify(launched ? tr("Signing in runs in a terminal window; retry when it is done.")
                                     : launched.error());
        });
    });
    connect(m_taskView, &TaskView::retryRequested, this, [this](const QString &sessionId) {
        if (!sessionId.isEmpty())
            retrySession(sessionId);
        else if (!m_taskView->taskId().isEmpty())
            startTask(m_taskView->taskId());
    });
    // A terminal sign-in that succeeded starts the agent again, as Retry would.
    connect(m_terminals.get(), &TaskTerminals::signInSucceeded, this, [this](const QString &taskId) {
        if (!m_signInRetries.contains(taskId))
            return;
        const QString sessionId = m_signInRetries.take(taskId);
        m_window.notify(tr("Signed in: starting the agent again."));
        if (!sessionId.isEmpty())
            retrySession(sessionId);
        else
            startTask(taskId);
    });
    // A prompt's "Restore to Before This Turn…".
    connect(m_taskView->sessionPanel()->view(), &TranscriptView::restoreRequested, this, [this](const QString &prompt) {
        if (!m_taskView->taskId().isEmpty())
            openCheckpoints(m_taskView->taskId(), prompt);
    });
}

void Workbench::openCheckpoints(const QString &taskId, const QString &prompt)
{
    CheckpointsDialog dialog(*m_checkpoints, taskId, taskTitle(taskId), &m_window);
    if (!prompt.isEmpty())
        dialog.selectByPrompt(prompt);
    connect(&dialog, &CheckpointsDialog::restored, this, [this](const QString &summary) { m_window.notify(summary); });
    dialog.exec();
}

void Workbench::openTryWith(const QString &taskId)
{
    const int row = m_model->rowOf(taskId);
    if (row < 0)
        return;
    const Task task = m_model->taskAt(row);
    // The profiles are read off the GUI thread; the dialog opens with them.
    whenFinished(AgentProfiles(m_services.stores).list(), this, [this, task](const Expected<QList<AgentProfile>> &profiles) {
        if (!profiles) {
            m_window.notify(profiles.error());
            return;
        }
        TryWithDialog dialog(*m_attempts, task, *profiles, &m_window);
        connect(&dialog, &TryWithDialog::started, this, [this](const QStringList &attempts) {
            m_window.notify(tr("%n attempt(s) started, each in its own worktree: Task ▸ Compare Attempts… when they are done.", nullptr,
                               int(attempts.size())));
        });
        dialog.exec();
    });
}

void Workbench::openAttempts(const QString &taskId)
{
    AttemptsDialog dialog(*m_attempts, taskId, taskTitle(taskId), &m_window);
    connect(&dialog, &AttemptsDialog::kept, this, [this](const QString &summary) { m_window.notify(summary); });
    dialog.exec();
}

} // namespace kandesk::ui
