// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk::bench {

struct ChildRun {
    double wallMs = 0;
    qint64 peakRssKiB = 0;
    int exitCode = 0;
};

// Runs a program to its end and measures its wall time and peak resident set (from wait4's rusage,
// which QProcess does not expose).
Expected<ChildRun> runChild(const QString &program, const QStringList &arguments, const QStringList &extraEnv = {});

} // namespace kandesk::bench
