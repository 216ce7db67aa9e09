// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

#include <QProcessEnvironment>

namespace kandesk {

struct ScriptResult {
    int exitCode = 0;
    bool timedOut = false;
    QString output; // stdout and stderr interleaved as printed, capped at the last 64 KiB
};

// Runs a repository's setup script with /bin/sh in the workspace, streaming each output line as it
// is printed. Blocking: pool threads only. Only a script that cannot start at all is an Error;
// a failing script is a result with its exit code (the launch goes on with a warning).
Expected<ScriptResult> runSetupScript(const QString &script, const QString &workingDirectory,
                                      const QProcessEnvironment &environment, const git::LineSink &lines = {},
                                      int timeoutMs = 15 * 60 * 1000);

} // namespace kandesk
