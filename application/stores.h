// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/datahome.h"

#include <QString>

#include <memory>

namespace kandesk {

class Database;
class ExecutorsRunningTable;
class MessageStore;
class ProfileStore;
class QueuedPromptStore;
class RepositoryStore;
class ReviewCommentStore;
class SecretVault;
class SessionStore;
class SettingsStore;
class SshExecutorStore;
class DockerExecutorStore;
class TaskStore;
class WorkflowStore;
class WorkspaceStore;
class DockerExecutorQueries;
class ExecutorsRunningQueries;
class ProfileQueries;
class QueuedPromptQueries;
class RepositoryQueries;
class ReviewCommentQueries;
class SessionQueries;
class SettingsQueries;
class SshExecutorQueries;
class TaskQueries;
class TranscriptQueries;
class WorkflowQueries;
class WorkspaceQueries;

// The stores of one Kandesk home, one of each over its open database: what the window, the quick
// chat, Settings and the command line read and write. The front ends construct none of them; they
// are handed these (a const Stores where they only read). Cheap to make (no thread, no process, no
// query): `kandesk task list`, `profile` and `secret` use them without a runtime, and a
// TaskRunnerRuntime is made over them for everything that runs agents. Every store may be called
// from any thread (each thread has its own connection). The Stores go before the Database.
class Stores final
{
public:
    // layout: where the home keeps its data (the database, the file vault <data>/secrets.json),
    // caches and logs (models/datahome.h); keychainService: the vault's entries in the keychain
    // (tests use their own).
    Stores(Database &database, HomeLayout layout, const QString &keychainService = QStringLiteral("Kandesk"));
    // A home kept in one folder.
    Stores(Database &database, const QString &home, const QString &keychainService = QStringLiteral("Kandesk"));
    ~Stores();
    Stores(const Stores &) = delete;
    Stores &operator=(const Stores &) = delete;

    Database &database() const { return m_database; }
    // The data folder.
    const QString &home() const { return m_layout.data; }
    const HomeLayout &layout() const { return m_layout; }

    TaskStore &tasks() { return *m_tasks; }
    const TaskQueries &tasks() const;
    SessionStore &sessions() { return *m_sessions; }
    const SessionQueries &sessions() const;
    WorkspaceStore &workspaces() { return *m_workspaces; }
    const WorkspaceQueries &workspaces() const;
    // A workspace's workflows with their steps (the board's columns and their triggers).
    WorkflowStore &workflows() { return *m_workflows; }
    const WorkflowQueries &workflows() const;
    RepositoryStore &repositories() { return *m_repositories; }
    const RepositoryQueries &repositories() const;
    ProfileStore &profiles() { return *m_profiles; }
    const ProfileQueries &profiles() const;
    SettingsStore &settings() { return *m_settings; }
    const SettingsQueries &settings() const;
    ExecutorsRunningTable &executorsRunning() { return *m_executorsRunning; }
    const ExecutorsRunningQueries &executorsRunning() const;
    MessageStore &messages() { return *m_messages; }
    const TranscriptQueries &messages() const;
    ReviewCommentStore &comments() { return *m_comments; }
    const ReviewCommentQueries &comments() const;
    // Prompts queued for sessions (application/promptqueue.h sends them).
    QueuedPromptStore &queuedPrompts() { return *m_queuedPrompts; }
    const QueuedPromptQueries &queuedPrompts() const;
    // Executor profiles of type ssh: where each connects (models/stores/sshexecutorstore.h).
    SshExecutorStore &sshExecutors() { return *m_sshExecutors; }
    const SshExecutorQueries &sshExecutors() const;
    // Executor profiles of type docker: how each runs its container (models/stores/dockerexecutorstore.h).
    DockerExecutorStore &dockerExecutors() { return *m_dockerExecutors; }
    const DockerExecutorQueries &dockerExecutors() const;
    // Secret values (keychain or file); the database keeps only their names.
    SecretVault &vault() { return *m_vault; }

private:
    Database &m_database;
    HomeLayout m_layout;
    std::unique_ptr<TaskStore> m_tasks;
    std::unique_ptr<SessionStore> m_sessions;
    std::unique_ptr<WorkspaceStore> m_workspaces;
    std::unique_ptr<WorkflowStore> m_workflows;
    std::unique_ptr<RepositoryStore> m_repositories;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<SettingsStore> m_settings;
    std::unique_ptr<ExecutorsRunningTable> m_executorsRunning;
    std::unique_ptr<MessageStore> m_messages;
    std::unique_ptr<ReviewCommentStore> m_comments;
    std::unique_ptr<QueuedPromptStore> m_queuedPrompts;
    std::unique_ptr<SshExecutorStore> m_sshExecutors;
    std::unique_ptr<DockerExecutorStore> m_dockerExecutors;
    std::unique_ptr<SecretVault> m_vault;
};

} // namespace kandesk
