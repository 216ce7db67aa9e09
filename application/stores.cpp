// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stores.h"

#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/queuedpromptstore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/reviewcommentstore.h"
#include "models/secretvault.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"
#include "models/stores/workspacestore.h"

namespace kandesk {

Stores::Stores(Database &database, const QString &home, const QString &keychainService)
    : Stores(database, HomeLayout::oneFolder(home), keychainService)
{ }

Stores::Stores(Database &database, HomeLayout layout, const QString &keychainService)
    : m_database(database)
    , m_layout(std::move(layout))
    , m_tasks(std::make_unique<TaskStore>(database))
    , m_sessions(std::make_unique<SessionStore>(database))
    , m_workspaces(std::make_unique<WorkspaceStore>(database))
    , m_workflows(std::make_unique<WorkflowStore>(database))
    , m_repositories(std::make_unique<RepositoryStore>(database))
    , m_profiles(std::make_unique<ProfileStore>(database))
    , m_settings(std::make_unique<SettingsStore>(database))
    , m_executorsRunning(std::make_unique<ExecutorsRunningTable>(database))
    , m_messages(std::make_unique<MessageStore>(database))
    , m_comments(std::make_unique<ReviewCommentStore>(database))
    , m_queuedPrompts(std::make_unique<QueuedPromptStore>(database))
    , m_sshExecutors(std::make_unique<SshExecutorStore>(database))
    , m_dockerExecutors(std::make_unique<DockerExecutorStore>(database))
    , m_vault(std::make_unique<SecretVault>(database, m_layout.data, keychainService))
{ }

Stores::~Stores() = default;

const TaskQueries &Stores::tasks() const
{
    return *m_tasks;
}

const SessionQueries &Stores::sessions() const
{
    return *m_sessions;
}

const WorkflowQueries &Stores::workflows() const
{
    return *m_workflows;
}

const WorkspaceQueries &Stores::workspaces() const
{
    return *m_workspaces;
}

const RepositoryQueries &Stores::repositories() const
{
    return *m_repositories;
}

const ProfileQueries &Stores::profiles() const
{
    return *m_profiles;
}

const SettingsQueries &Stores::settings() const
{
    return *m_settings;
}

const ExecutorsRunningQueries &Stores::executorsRunning() const
{
    return *m_executorsRunning;
}

const ReviewCommentQueries &Stores::comments() const
{
    return *m_comments;
}

const QueuedPromptQueries &Stores::queuedPrompts() const
{
    return *m_queuedPrompts;
}

const SshExecutorQueries &Stores::sshExecutors() const
{
    return *m_sshExecutors;
}

const DockerExecutorQueries &Stores::dockerExecutors() const
{
    return *m_dockerExecutors;
}

const TranscriptQueries &Stores::messages() const
{
    return *m_messages;
}

} // namespace kandesk
