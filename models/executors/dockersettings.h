// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QList>
#include <QString>

namespace kandesk {

// A host folder bind-mounted into a task's container.
struct DockerMount {
    QString source; // absolute host path
    QString target; // absolute path inside the container
    bool readOnly = false;
    bool operator==(const DockerMount &) const = default;
};

// How an executor profile of type "docker" runs its tasks: the row of executor_docker beside its
// executor_profiles row. Checked for form only here; whether the engine has the image is the
// lifecycle's question at launch.
struct DockerSettings {
    QString image; // empty only with useDevcontainer (the repository's devcontainer.json names it)
    bool useDevcontainer = false;
    QList<DockerMount> mounts; // besides the task's worktree, which is always mounted
    double cpus = 0; // 0: no limit
    qint64 memoryBytes = 0; // 0: no limit
    QString network; // kDockerNetworkAuto, "host" or "bridge"
    bool operator==(const DockerSettings &) const = default;
};

// The executor_type of these profiles.
inline constexpr QLatin1StringView kDockerExecutorType { "docker" };
// Bridge with the port published on 127.0.0.1 when the engine has a bridge, else the host's network.
inline constexpr QLatin1StringView kDockerNetworkAuto { "auto" };
// Docker refuses a container memory limit below this.
inline constexpr qint64 kDockerMinimumMemory = 6 * 1024 * 1024;

// "SRC:DST" or "SRC:DST:ro" (or ":rw") as given to --mount; the reason in words when it is not one.
Expected<DockerMount> parseDockerMount(const QString &text);
// "512m", "2g", "1.5GiB", "268435456" (bytes) and the like; the reason in words when it is not a size.
Expected<qint64> parseDockerMemory(const QString &text);
// A positive number of CPUs such as "2" or "0.5".
Expected<double> parseDockerCpus(const QString &text);
// "512 MiB", "2 GiB": a size as a person reads it.
QString formatDockerMemory(qint64 bytes);
// What is wrong with the settings, in words a user can act on, or empty (form only, no file access).
QString dockerSettingsProblem(const DockerSettings &settings);

} // namespace kandesk
