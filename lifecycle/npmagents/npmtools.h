// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/npmagents/semver.h"
#include "models/expected.h"

#include <QStringList>

#include <functional>

namespace kandesk {

// One line of a running npm's output (stdout and stderr alike), as it comes.
using NpmOutput = std::function<void(const QString &line)>;

// The node that starts managed agents: KANDESK_NODE when set, else `node` on PATH. Its version is
// asked once per binary (path and modification time) and remembered for the process.
struct NodeRuntime {
    QString path;
    SemVer version;
};
Expected<NodeRuntime> findNode();

// Runs npm with args in workingDirectory (blocking: call it on a pool thread), streaming its
// output lines to onOutput; yields its standard output. A non-zero exit is an error carrying the
// last lines npm wrote. npm is KANDESK_NPM when set, else `npm` on PATH.
Expected<QByteArray> runNpm(const QStringList &args, const QString &workingDirectory, const NpmOutput &onOutput = {},
    int timeoutMs = 10 * 60 * 1000);

} // namespace kandesk
