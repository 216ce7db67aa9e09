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

    Outcome<std::unique_ptr<TaskRunnerRuntime>> startRuntime()
    {
        if (const Status status = open(); !status)
            return LaunchError::failed(status.error());
        TaskRunnerRuntimeConfig config;
        config.homeDir = dir.path();
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(vault);
        return TaskRunnerRuntime::create(stores, config);
    }
};

} // namespace kandesk::test
