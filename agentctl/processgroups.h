// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <sys/types.h>

namespace kandesk::agentctl::processgroups {

// The process groups of every running agent, kept where a signal handler can reach them, so
// that agentctl can take its agents down with it however it ends.
void add(pid_t pgid);
void remove(pid_t pgid);
// Async-signal-safe: sends sig to every registered group.
void signalAll(int sig);
// True while a registered group still has a live member.
bool anyAlive();

} // namespace kandesk::agentctl::processgroups
