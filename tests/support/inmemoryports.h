// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/executorsrunningstore.h"
#include "lifecycle/ports/secretstore.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/taskcleanupstate.h"

#include <QHash>
#include <QMutex>
#include <QSet>

namespace kandesk {

// In-memory, thread-safe implementations of the persistence ports, for tests and for running the
// lifecycle before the SQLite adapters are wired.

class InMemorySecretStore final : public SecretStore
{
public:
    Expected<QString> reveal(const QString &id) override;
    Status put(const QString &id, const QString &name, const QString &value) override;
    Status remove(const QString &id) override;
    int size() const;

private:
    mutable QMutex m_mutex;
    QHash<QString, std::pair<QString, QString>> m_secrets; // id -> (name, value)
};

class InMemoryExecutorsRunningStore final : public ExecutorsRunningStore
{
public:
    Expected<std::optional<ExecutorRunning>> bySessionId(const QString &sessionId) override;
    Status upsert(const ExecutorRunning &record) override;
    Status removeBySessionId(const QString &sessionId) override;
    Status markStopped(const QString &sessionId) override;

private:
    QMutex m_mutex;
    QHash<QString, ExecutorRunning> m_rows;
};

class InMemorySessions final : public SessionReader, public TaskCleanupState
{
public:
    void setSession(const SessionRecord &session);
    void setSessionState(const QString &sessionId, SessionState state);
    void setTaskCleanupActive(const QString &taskId, bool active);
    // Once a task is set, task() answers (unknown tasks: not found).
    void setTask(const TaskAdmissionRecord &task);

    Expected<SessionRecord> taskSession(const QString &sessionId) override;
    bool readsTasks() const override;
    Expected<std::optional<TaskAdmissionRecord>> task(const QString &taskId) override;
    Expected<bool> hasActiveTaskCleanup(const QString &taskId) override;

private:
    mutable QMutex m_mutex;
    QHash<QString, SessionRecord> m_sessions;
    QSet<QString> m_cleaningTasks;
    std::optional<QHash<QString, TaskAdmissionRecord>> m_tasks;
};

} // namespace kandesk
