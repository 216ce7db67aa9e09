// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/dockersettings.h"

#include <QJsonObject>
#include <QStringList>

namespace kandesk::cli {

// True when the arguments of `kandesk executor add` ask for --type docker (--type docker or --type=docker).
bool wantsDockerType(const QStringList &arguments);

// `kandesk executor add --type docker --name NAME (--image IMAGE | --devcontainer) [--mount SRC:DST[:ro]]…
// [--cpus N] [--memory SIZE] [--network auto|host|bridge] [--json] [--data-dir DIR]`.
int addDockerExecutor(const QStringList &arguments);

// The docker fields of a profile in `kandesk executor list`'s JSON and its one-line summary.
void insertDockerJson(QJsonObject &object, const DockerSettings &settings);
QString dockerSummary(const DockerSettings &settings);

} // namespace kandesk::cli
