// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionhistory.h"

#include "application/stores.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

QString firstPrompt(const Task &task)
{
    return task.description.isEmpty() ? task.title : task.description;
}

SessionHistory::SessionHistory(Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-session-history"));
    m_pool->setMaxThreadCount(2); // a quick switch between tasks need not wait for the page before
}

SessionHistory::~SessionHistory()
{
    m_pool->waitForDone();
}

QFuture<TranscriptPage> SessionHistory::page(const QString &sessionId, qint64 beforeId)
{
    return QtConcurrent::run(m_pool.get(), [this, sessionId, beforeId] {
        return readTranscriptPage(m_stores.messages(), sessionId, beforeId, kTranscriptPageEvents);
    });
}

QFuture<Expected<std::optional<PrepareCompletedEvent>>> SessionHistory::lastPrepare(const QString &sessionId)
{
    return QtConcurrent::run(m_pool.get(), [this, sessionId] {
        return m_stores.sessions().lastPrepare(sessionId);
    });
}

QFuture<RetryRead> SessionHistory::retry(const QString &sessionId)
{
    return QtConcurrent::run(m_pool.get(), [this, sessionId] {
        RetryRead read;
        read.page = readTranscriptPage(m_stores.messages(), sessionId, std::numeric_limits<qint64>::max(), kTranscriptPageEvents);
        const std::optional<QString> unanswered = unansweredPrompt(read.page.events);
        if (unanswered) {
            read.prompt = *unanswered;
            read.promptStored = !unanswered->isEmpty();
        } else if (!read.page.hasOlder) {
            const auto session = m_stores.sessions().get(sessionId);
            const auto task = session ? m_stores.tasks().get(session->taskId) : Expected<Task>(Error{session.error()});
            if (task)
                read.prompt = firstPrompt(*task);
        }
        return read;
    });
}

} // namespace kandesk
