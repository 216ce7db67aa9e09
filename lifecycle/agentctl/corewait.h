// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <chrono>
#include <functional>
#include <future>

namespace kandesk {

// How long the threads of a process and of all its descendants (agentctl and the agent it runs)
// have waited for a core: runnable but not running, as the kernel counts it in
// /proc/<pid>/task/<tid>/schedstat. 0 when the process is gone or not on this machine.
qint64 processTreeCoreWaitNs(qint64 rootPid);

// A start step's deadline that counts only the agent's own time: the timeout is stretched by the
// time the agent spent waiting for a core (a busy machine, a build at a higher priority), up to
// kMaxStretch times the timeout in all. An agent that sleeps, or runs and never answers, still
// times out at the timeout.
class CoreWaitDeadline final
{
public:
    using Clock = std::chrono::steady_clock;
    using WaitedNs = std::function<qint64()>; // the monotonic sum of core waits (empty: no stretch)
    static constexpr int kMaxStretch = 5;

    CoreWaitDeadline(int timeoutMs, WaitedNs waitedNs, Clock::time_point start = Clock::now());

    Clock::time_point current() const { return m_deadline; }
    // Called when current() passed: moves it by the core waits since the start; false when it
    // cannot move (the step has timed out).
    bool stretch();
    // How much of the time so far went to waiting for a core, in ms.
    qint64 coreWaitMs() const { return m_coreWaitNs / 1'000'000; }

    // Waits on future until it is ready (true) or the deadline, stretched as it goes, passed.
    template<typename Future>
    bool wait(const Future &future)
    {
        while (future.wait_until(m_deadline) != std::future_status::ready) {
            if (!stretch())
                return false;
        }
        return true;
    }

private:
    Clock::time_point m_start;
    Clock::duration m_timeout;
    Clock::time_point m_deadline;
    WaitedNs m_waitedNs;
    qint64 m_waitedAtStartNs = 0;
    qint64 m_coreWaitNs = 0;
};

} // namespace kandesk
