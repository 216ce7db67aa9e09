// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A Kandesk home in a temporary folder for the window tests: its database, the application's stores
// (with a file vault) and the real runtime (agentctl), which a test may drop and create again as a
// restart of Kandesk would.

#include "lifecycle/storeadapters.h"
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QTemporaryDir>

#include <memory>

namespace kandesk::test {

struct TestHome {
    QTemporaryDir dir;
    Database database { dir.filePath(QStringLiteral("kandesk.db")) };
    Stores stores { database, dir.path() };
    SecretVault &vault = stores.vault();
    bool opened = false;

    QString path() const { return dir.path(); }
    QString filePath(const QString &name) const { return dir.filePath(name); }

    // The database (once) with a file vault.
    Status open()
    {
        if (opened)
            return {};
        if (Status status = database.open(); !status)
            return status;
        vault.setBackend(SecretBackendKind::File);
        opened = true;
        return {};
    }

    // A task in the default workspace on the repository at repositoryPath (named "app", base branch
    // main), run by a new agent profile (saved here); executorProfileId empty: a local worktree.
    Expected<Task> addTask(const QString &title, const QString &description, AgentProfile profile,
                           const QString &repositoryPath, const QString &executorProfileId = {})
    {
        if (const Status status = open(); !status)
            return Error { status.error() };
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = QStringLiteral("app");
        repository.path = repositoryPath;
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(database).add(repository);
        if (!added)
            return Error { added.error() };
        auto saved = ProfileStore(database).saveAgentProfile(profile);
        if (!saved)
            return Error { saved.error() };
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        task.description = description;
        task.agentProfileId = saved->id;
        task.executorProfileId = executorProfileId;
        task.repositories = { { added->id, QStringLiteral("main"), 0 } };
        return TaskStore(database).create(task);
    }

    // pressure: starts pass the admission with this pressure source (none: they go at once).
    Expected<std::unique_ptr<TaskRunnerRuntime>> startRuntime(std::shared_ptr<const PressureSource> pressure = nullptr)
    {
        if (const Status status = open(); !status)
            return Error::failed(status.error());
        TaskRunnerRuntimeConfig config;
        config.admissionPressure = std::move(pressure);
        config.homeDir = dir.path();
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(vault);
        return TaskRunnerRuntime::create(stores, config);
    }
};

} // namespace kandesk::test
