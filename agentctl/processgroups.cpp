// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "processgroups.h"

#include <atomic>
#include <csignal>

namespace kandesk::agentctl::processgroups {

namespace {
constexpr int kSlots = 256;
std::atomic<pid_t> g_groups[kSlots] = {};
} // namespace

void add(pid_t pgid)
{
    for (auto &slot : g_groups) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, pgid))
            return;
    }
}

void remove(pid_t pgid)
{
    for (auto &slot : g_groups) {
        pid_t expected = pgid;
        if (slot.compare_exchange_strong(expected, 0))
            return;
    }
}

void signalAll(int sig)
{
    for (auto &slot : g_groups) {
        const pid_t pgid = slot.load();
        if (pgid > 0)
            ::kill(-pgid, sig);
    }
}

bool anyAlive()
{
    for (auto &slot : g_groups) {
        const pid_t pgid = slot.load();
        if (pgid > 0 && ::kill(-pgid, 0) == 0)
            return true;
    }
    return false;
}

} // namespace kandesk::agentctl::processgroups
