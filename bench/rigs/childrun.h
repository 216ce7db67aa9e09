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

// Runs a program to its end and measures its wall time and peak resident set (its VmHWM, polled
// every 0.5 ms while it runs; QProcess exposes neither).
Expected<ChildRun> runChild(const QString &program, const QStringList &arguments, const QStringList &extraEnv = {});

} // namespace kandesk::bench
