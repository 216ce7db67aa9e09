// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executionstore.h"

#include <QCoreApplication>

namespace kandesk {

// The words this file says to users, translated in the context "ExecutionStoreWords".
namespace {
struct ExecutionStoreWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutionStoreWords)
};
} // namespace

Status ExecutionStore::add(const ExecutionPtr &execution)
{
    if (!execution || execution->id.isEmpty())
        return Error::failed(ExecutionStoreWords::tr("an execution needs an id"));
    QMutexLocker lock(&m_mutex);
    if (m_byId.contains(execution->id))
        return Error::failed(ExecutionStoreWords::tr("execution %1 is already registered").arg(execution->id));
    if (!execution->sessionId.isEmpty() && m_idBySession.contains(execution->sessionId))
        return Error::of(ErrorKind::AgentAlreadyRunning,
            ExecutionStoreWords::tr("session \"%1\" already has execution %2")
                .arg(execution->sessionId, m_idBySession.value(execution->sessionId)));
    m_byId.insert(execution->id, execution);
    if (!execution->sessionId.isEmpty())
        m_idBySession.insert(execution->sessionId, execution->id);
    return {};
}

ExecutionPtr ExecutionStore::get(const QString &executionId) const
{
    QMutexLocker lock(&m_mutex);
    return m_byId.value(executionId);
}

ExecutionPtr ExecutionStore::bySessionId(const QString &sessionId) const
{
    QMutexLocker lock(&m_mutex);
    auto it = m_idBySession.constFind(sessionId);
    return it == m_idBySession.cend() ? nullptr : m_byId.value(*it);
}

ExecutionPtr ExecutionStore::remove(const QString &executionId)
{
    QMutexLocker lock(&m_mutex);
    ExecutionPtr execution = m_byId.take(executionId);
    if (execution && m_idBySession.value(execution->sessionId) == executionId)
        m_idBySession.remove(execution->sessionId);
    return execution;
}

QList<ExecutionPtr> ExecutionStore::list() const
{
    QMutexLocker lock(&m_mutex);
    return m_byId.values();
}

} // namespace kandesk
