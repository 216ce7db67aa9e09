// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "configuration.h"

#include "application/stores.h"
#include "customagents.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/profilestore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/workspacestore.h"

namespace kandesk {

Status Configuration::setValue(const QString &key, const QString &value)
{
    return m_stores.settings().setValue(key, value);
}

Expected<Workspace> Configuration::createWorkspace(const QString &name)
{
    return m_stores.workspaces().create(name);
}

Status Configuration::renameWorkspace(const QString &id, const QString &name)
{
    return m_stores.workspaces().rename(id, name);
}

Status Configuration::saveCustomAgents(const QList<CustomAgent> &agents)
{
    return kandesk::saveCustomAgents(m_stores.settings(), agents);
}

Status Configuration::ensureBuiltInExecutorProfiles()
{
    return m_stores.profiles().ensureBuiltInExecutorProfiles();
}

Expected<ExecutorProfile> Configuration::saveExecutorProfile(const ExecutorProfile &profile)
{
    return m_stores.profiles().saveExecutorProfile(profile);
}

Expected<ExecutorProfile> Configuration::saveSshExecutor(const QString &profileId, const QString &name, const SshHost &host)
{
    SshExecutorStore &store = m_stores.sshExecutors();
    if (profileId.isEmpty())
        return store.add(name, host);
    if (const Status updated = store.update(profileId, name, host); !updated)
        return Error{updated.error()};
    return m_stores.profiles().executorProfile(profileId);
}

Expected<ExecutorProfile> Configuration::saveDockerExecutor(const QString &profileId, const QString &name,
                                                            const DockerSettings &settings)
{
    DockerExecutorStore &store = m_stores.dockerExecutors();
    if (profileId.isEmpty())
        return store.add(name, settings);
    if (const Status updated = store.update(profileId, name, settings); !updated)
        return Error{updated.error()};
    return m_stores.profiles().executorProfile(profileId);
}

} // namespace kandesk
