// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/executorsrunningstore.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/secretstore.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/taskcleanupstate.h"

#include <memory>

namespace kandesk {

class ExecutorsRunningTable;
class ProfileStore;
class SecretVault;
class SessionStore;
class TaskStore;

// The lifecycle's ports over the SQLite store and the secret vault. Each call runs on the calling
// (pool) thread with that thread's database connection.

// With a task store it also answers task() (workspace-only restores check the task exists and is
// not archived).
class StoreSessionReader final : public SessionReader
{
public:
    explicit StoreSessionReader(SessionStore &sessions, const TaskStore *tasks = nullptr) : m_sessions(sessions), m_tasks(tasks) {}
    Expected<SessionRecord> taskSession(const QString &sessionId) override;
    bool readsTasks() const override { return m_tasks != nullptr; }
    Expected<std::optional<TaskAdmissionRecord>> task(const QString &taskId) override;

private:
    SessionStore &m_sessions;
    const TaskStore *m_tasks = nullptr;
};

// A task whose deletion has started (TaskStore::setCleanupStarted) has its clean-up active.
class StoreTaskCleanupState final : public TaskCleanupState
{
public:
    explicit StoreTaskCleanupState(const TaskStore &tasks) : m_tasks(tasks) {}
    Expected<bool> hasActiveTaskCleanup(const QString &taskId) override;

private:
    const TaskStore &m_tasks;
};

// A registration that ends (removed, or stopped and kept for a resume) takes its execution's
// runtime secrets (agentctl's token and nonce) out of secrets, when given: nothing can use them
// any more.
class StoreExecutorsRunning final : public ExecutorsRunningStore
{
public:
    explicit StoreExecutorsRunning(ExecutorsRunningTable &table, std::shared_ptr<SecretStore> secrets = {})
        : m_table(table)
        , m_secrets(std::move(secrets))
    { }
    Expected<std::optional<ExecutorRunning>> bySessionId(const QString &sessionId) override;
    Status upsert(const ExecutorRunning &record) override;
    Status removeBySessionId(const QString &sessionId) override;
    Status markStopped(const QString &sessionId) override;

private:
    void forgetRuntimeSecrets(const QString &sessionId);

    ExecutorsRunningTable &m_table;
    std::shared_ptr<SecretStore> m_secrets;
};

// Removes the runtime secrets of executions that no longer run (no registration, or one that
// stopped): what a killed process left behind. Secrets younger than a minute are left alone, as
// another process may be registering their execution right now.
void sweepRuntimeSecrets(SecretVault &vault, ExecutorsRunningTable &table);

class VaultSecretStore final : public SecretStore
{
public:
    explicit VaultSecretStore(SecretVault &vault) : m_vault(vault) {}
    Expected<QString> reveal(const QString &id) override;
    Status put(const QString &id, const QString &name, const QString &value) override;
    Status remove(const QString &id) override;

private:
    SecretVault &m_vault;
};

class StoreProfileResolver final : public ProfileResolver
{
public:
    explicit StoreProfileResolver(ProfileStore &profiles) : m_profiles(profiles) {}
    Expected<AgentProfile> resolveProfile(const QString &profileId) override;

private:
    ProfileStore &m_profiles;
};

} // namespace kandesk
