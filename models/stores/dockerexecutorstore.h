// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/dockersettings.h"
#include "models/expected.h"
#include "models/queries/executorqueries.h"
#include "models/types.h"

#include <QHash>
#include <QList>

#include <optional>

namespace kandesk {

class Database;

// The executor profiles that run each task in a Docker container. Any thread.
class DockerExecutorStore final : public DockerExecutorQueries
{
public:
    explicit DockerExecutorStore(Database &database)
        : m_database(database)
    { }

    // Adds an executor profile of type docker; refuses a bad name or settings and a name another
    // executor profile has (case does not count). An empty network becomes kDockerNetworkAuto.
    Expected<ExecutorProfile> add(const QString &name, DockerSettings settings);
    // Renames a docker profile and replaces its settings (the same checks as add; the name may stay).
    Status update(const QString &profileId, const QString &name, DockerSettings settings);
    Expected<QHash<QString, DockerSettings>> allSettings() const override;
    Expected<std::optional<DockerSettings>> settings(const QString &profileId) const override;

private:
    Database &m_database;
};

} // namespace kandesk
