// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QStringList>

namespace kandesk {

// An agent that failed for want of a sign-in says which command signs in (AgentFailure's action):
// it runs in a terminal window of the user's, started on a pool thread. Yields the terminal
// program, or why none could start.
QFuture<Expected<QString>> signInInTerminal(const QStringList &argv);

} // namespace kandesk
