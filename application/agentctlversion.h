// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>

class QThreadPool;

namespace kandesk {

// Runs `<agentctlPath> --version` and returns what it prints; an Error when it cannot start, does
// not finish within timeoutMs, fails or prints nothing. Blocking: pool threads only.
Expected<QString> agentctlVersion(const QString &agentctlPath, int timeoutMs = 10'000);

// Locates agentctl (locateAgentctl) and reads its version on pool (the global pool when null):
// "<version> (<path>)". The self-test's agentctl check.
QFuture<Expected<QString>> probeAgentctl(QThreadPool *pool = nullptr);

} // namespace kandesk
