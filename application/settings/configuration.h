// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/dockersettings.h"
#include "models/executors/sshhost.h"
#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class Stores;
struct CustomAgent;

// Every change to how Kandesk is set up, but deletes (SettingsRemovals), agent profiles
// (AgentProfiles) and repositories (RepositoryService): preferences, workspaces, custom agents and
// executor profiles. The window's Settings and the command line change them only through here.
// Each call is one short SQLite write: any thread.
class Configuration final
{
public:
    explicit Configuration(Stores &stores) : m_stores(stores) {}

    Status setValue(const QString &key, const QString &value);

    // A workspace with its own copy of the Kanban workflow.
    Expected<Workspace> createWorkspace(const QString &name);
    Status renameWorkspace(const QString &id, const QString &name);

    Status saveCustomAgents(const QList<CustomAgent> &agents);

    // The "Worktree" and "Local" executor profiles, made when missing.
    Status ensureBuiltInExecutorProfiles();
    Expected<ExecutorProfile> saveExecutorProfile(const ExecutorProfile &profile);
    // An executor profile of type ssh or docker with its host or container settings; the checks are
    // the stores' (models/executors/sshhost.h, dockersettings.h). An empty profileId adds one.
    Expected<ExecutorProfile> saveSshExecutor(const QString &profileId, const QString &name, const SshHost &host);
    Expected<ExecutorProfile> saveDockerExecutor(const QString &profileId, const QString &name, const DockerSettings &settings);

private:
    Stores &m_stores;
};

} // namespace kandesk
