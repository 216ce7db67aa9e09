// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "promptqueuecontroller.h"

#include "application/promptqueue.h"
#include "ui/task/composerwidget.h"
#include "ui/task/queuedpromptspanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/transcriptitemsmodel.h"
#include "models/whenfinished.h"

#include <QFutureWatcher>

namespace kandesk::ui {

PromptQueueController::PromptQueueController(PromptQueue &queue, SessionPanel *panel, QObject *parent)
    : QObject(parent)
    , m_queue(queue)
    , m_panel(panel)
{
    panel->composer()->setQueuesWhileTurnRuns(true);
    QueuedPromptsPanel *list = panel->queuedPrompts();
    connect(list, &QueuedPromptsPanel::editRequested, this, [this](const QString &id, const QString &text) {
        afterChange(m_queue.edit(id, text), tr("The queued prompt could not be changed"));
    });
    connect(list, &QueuedPromptsPanel::moveRequested, this, [this](const QString &id, int index) {
        afterChange(m_queue.move(id, index), tr("The queued prompt could not be moved"));
    });
    connect(list, &QueuedPromptsPanel::removeRequested, this,
        [this](const QString &id) { afterChange(m_queue.remove(id), tr("The queued prompt could not be deleted")); });
    connect(list, &QueuedPromptsPanel::sendNowRequested, this, [this](const QString &id) {
        if (!m_sessionId.isEmpty())
            m_queue.sendNow(m_sessionId, id);
    });
    connect(&m_queue, &PromptQueue::changed, this, [this](const QString &sessionId) {
        if (sessionId.isEmpty() || sessionId == m_sessionId)
            refresh();
    });
    connect(&m_queue, &PromptQueue::failed, this,
        [this](const QString &, const QString &sessionId, const QString &message) {
            if (sessionId == m_sessionId)
                Q_EMIT failed(message);
        });
}

void PromptQueueController::showSession(const QString &sessionId)
{
    if (sessionId != m_sessionId)
        m_panel->queuedPrompts()->setPrompts({});
    m_sessionId = sessionId;
    refresh();
}

void PromptQueueController::queuePrompt(const QString &sessionId, const QString &text)
{
    if (sessionId.isEmpty()) {
        // The first session of a task has no id until its row exists.
        if (m_panel->composer()->text().isEmpty())
            m_panel->composer()->setText(text);
        Q_EMIT failed(tr("The session is still being created: send the prompt once the agent runs."));
        return;
    }
    whenFinished(m_queue.add(sessionId, text), this, [this, text](const Expected<QueuedPrompt> &added) {
        if (!added) {
            Q_EMIT failed(tr("The prompt could not be queued: %1").arg(added.error()));
            if (m_panel->composer()->text().isEmpty())
                m_panel->composer()->setText(text);
        }
        // PromptQueue::changed reads the queue again.
    });
}

void PromptQueueController::refresh()
{
    const quint64 generation = ++m_generation;
    if (m_sessionId.isEmpty())
        return;
    whenFinished(m_queue.prompts(m_sessionId), this, [this, generation](const Expected<QList<QueuedPrompt>> &prompts) {
        if (generation != m_generation)
            return; // another session is shown, or a newer read is on its way
        if (!prompts) {
            Q_EMIT failed(tr("The queued prompts could not be read: %1").arg(prompts.error()));
            return;
        }
        m_panel->queuedPrompts()->setPrompts(*prompts);
    });
}

template<typename Result> void PromptQueueController::afterChange(QFuture<Result> change, const QString &what)
{
    whenFinished(std::move(change), this, [this, what](const Result &result) {
        if (!result)
            Q_EMIT failed(QStringLiteral("%1: %2").arg(what, result.error()));
        refresh();
    });
}

} // namespace kandesk::ui
