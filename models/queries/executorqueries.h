// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/dockersettings.h"
#include "models/executors/sshhost.h"
#include "models/expected.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

// Reading the executor profiles that run over SSH (SshExecutorStore implements it).
class SshExecutorQueries
{
public:
    virtual ~SshExecutorQueries() = default;

    // The host of every ssh profile, by profile id.
    virtual Expected<QHash<QString, SshHost>> hosts() const = 0;
    // The host of one profile; nothing when it has none (not an ssh profile, or no such profile).
    virtual Expected<std::optional<SshHost>> host(const QString &profileId) const = 0;
    // The executor profile (of any type) named name: the exact name first, else the only one whose
    // name matches ignoring case; nothing when none does.
    virtual Expected<std::optional<ExecutorProfile>> profileNamed(const QString &name) const = 0;
};

// Reading the executor profiles that run each task in a Docker container (DockerExecutorStore).
class DockerExecutorQueries
{
public:
    virtual ~DockerExecutorQueries() = default;

    // The settings of every docker profile, by profile id.
    virtual Expected<QHash<QString, DockerSettings>> allSettings() const = 0;
    // The settings of one profile; nothing when it has none (not a docker profile, or no such profile).
    virtual Expected<std::optional<DockerSettings>> settings(const QString &profileId) const = 0;
};

} // namespace kandesk
