// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMutex>
#include <QtGlobal>

#include <atomic>
#include <thread>
#include <vector>

namespace kandesk::bench {

// One thread per core, pinned to it, at real-time priority where the system allows (SCHED_FIFO
// preempts every ordinary thread at once), waking every 2 ms and noting when it woke late. Nothing
// in the guest keeps such a thread from its core for long, so a late wake-up is time the core did
// not run at all: on a virtual machine, the host gave it to someone else. That tells the machine's
// delays apart from a GUI stall's own causes (its work, its wait for a core, its waits on locks).
class CpuDelayProbe final
{
public:
    CpuDelayProbe();
    ~CpuDelayProbe(); // stop()
    // Stops and joins the threads; the CPU time they used, in ns (the bench's, not Kandesk's).
    qint64 stop();
    CpuDelayProbe(const CpuDelayProbe &) = delete;
    CpuDelayProbe &operator=(const CpuDelayProbe &) = delete;

    // Whether every thread got real-time priority (without it, a delay may also be a wait for a core).
    bool realTime() const { return m_realTime.load(); }
    // The longest delay of one core overlapping [beginNs, endNs] of CLOCK_MONOTONIC, clipped to it, in ms.
    double longestDelayWithinMs(qint64 beginNs, qint64 endNs) const;
    // The longest delay of any core since the probe started, in ms.
    double longestDelayMs() const;

    static qint64 monotonicNs();

private:
    struct Delay {
        qint64 beginNs;
        qint64 endNs;
    };
    void watch(int cpu);

    std::vector<std::thread> m_threads;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_realTime{true};
    std::atomic<qint64> m_cpuNs{0};
    mutable QMutex m_mutex;
    std::vector<Delay> m_delays;
};

} // namespace kandesk::bench
