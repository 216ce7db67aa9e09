// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/inmemoryports.h"

namespace kandesk {

Expected<QString> InMemorySecretStore::reveal(const QString &id)
{
    QMutexLocker lock(&m_mutex);
    auto it = m_secrets.constFind(id);
    if (it == m_secrets.cend())
        return Error{QStringLiteral("secret \"%1\" does not exist").arg(id)};
    return it->second;
}

Status InMemorySecretStore::put(const QString &id, const QString &name, const QString &value)
{
    if (id.isEmpty())
        return Error{QStringLiteral("a secret needs an id")};
    QMutexLocker lock(&m_mutex);
    m_secrets.insert(id, {name, value});
    return {};
}

Status InMemorySecretStore::remove(const QString &id)
{
    QMutexLocker lock(&m_mutex);
    m_secrets.remove(id);
    return {};
}

int InMemorySecretStore::size() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_secrets.size());
}

Expected<std::optional<ExecutorRunning>> InMemoryExecutorsRunningStore::bySessionId(const QString &sessionId)
{
    QMutexLocker lock(&m_mutex);
    auto it = m_rows.constFind(sessionId);
    if (it == m_rows.cend())
        return std::optional<ExecutorRunning>();
    return std::optional<ExecutorRunning>(*it);
}

Status InMemoryExecutorsRunningStore::upsert(const ExecutorRunning &record)
{
    QMutexLocker lock(&m_mutex);
    m_rows.insert(record.sessionId, record);
    return {};
}

Status InMemoryExecutorsRunningStore::removeBySessionId(const QString &sessionId)
{
    QMutexLocker lock(&m_mutex);
    m_rows.remove(sessionId);
    return {};
}

Status InMemoryExecutorsRunningStore::markStopped(const QString &sessionId)
{
    QMutexLocker lock(&m_mutex);
    auto it = m_rows.find(sessionId);
    if (it != m_rows.end())
        it->status = ExecutorRunningStatus::Stopped;
    return {};
}

void InMemorySessions::setSession(const SessionRecord &session)
{
    QMutexLocker lock(&m_mutex);
    m_sessions.insert(session.id, session);
}

void InMemorySessions::setSessionState(const QString &sessionId, SessionState state)
{
    QMutexLocker lock(&m_mutex);
    m_sessions[sessionId].state = state;
}

void InMemorySessions::setTaskCleanupActive(const QString &taskId, bool active)
{
    QMutexLocker lock(&m_mutex);
    if (active)
        m_cleaningTasks.insert(taskId);
    else
        m_cleaningTasks.remove(taskId);
}

void InMemorySessions::setTask(const TaskAdmissionRecord &task)
{
    QMutexLocker lock(&m_mutex);
    if (!m_tasks)
        m_tasks.emplace();
    m_tasks->insert(task.id, task);
}

bool InMemorySessions::readsTasks() const
{
    QMutexLocker lock(&m_mutex);
    return m_tasks.has_value();
}

Expected<std::optional<TaskAdmissionRecord>> InMemorySessions::task(const QString &taskId)
{
    QMutexLocker lock(&m_mutex);
    if (!m_tasks || !m_tasks->contains(taskId))
        return std::optional<TaskAdmissionRecord>();
    return std::optional<TaskAdmissionRecord>(m_tasks->value(taskId));
}

Expected<SessionRecord> InMemorySessions::taskSession(const QString &sessionId)
{
    QMutexLocker lock(&m_mutex);
    auto it = m_sessions.constFind(sessionId);
    if (it == m_sessions.cend())
        return Error{QStringLiteral("session \"%1\" not found").arg(sessionId)};
    return *it;
}

Expected<bool> InMemorySessions::hasActiveTaskCleanup(const QString &taskId)
{
    QMutexLocker lock(&m_mutex);
    return m_cleaningTasks.contains(taskId);
}

} // namespace kandesk
