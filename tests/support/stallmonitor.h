// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <ctime>

namespace kandesk::test {

// Measures how long the event loop of the current thread goes without running: a heartbeat timer
// ticks every intervalMs and the longest gap between two ticks is the longest stall (minus the
// interval itself, which is the best a loop that is never blocked can do). On a loaded machine the
// wall-clock gap also counts time the thread waited for a CPU; the CPU time the thread used
// between two ticks is the part of a stall that the code itself caused.
class StallMonitor final : public QObject
{
public:
    explicit StallMonitor(int intervalMs = 5, QObject *parent = nullptr)
        : QObject(parent)
        , m_intervalMs(intervalMs)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    }

    void start()
    {
        m_maxGapNs = 0;
        m_ticks = 0;
        m_clock.start();
        m_last = 0;
        m_maxCpuGapNs = 0;
        m_gapsNs.clear();
        m_lastCpu = threadCpuNs();
        m_timer.start();
    }

    void stop()
    {
        tick();
        m_timer.stop();
    }

    // The longest time between two heartbeats, in milliseconds.
    double longestGapMs() const { return double(m_maxGapNs) / 1e6; }
    // The part of that gap that the loop was busy with something else.
    double longestStallMs() const { return qMax(0.0, longestGapMs() - m_intervalMs); }
    // The most CPU time the thread spent between two heartbeats, in milliseconds.
    double longestBusyMs() const { return double(m_maxCpuGapNs) / 1e6; }
    qint64 ticks() const { return m_ticks; }
    // The gap that this share of heartbeats stayed under (0.99: the 99th percentile), in ms.
    double gapPercentileMs(double share) const
    {
        if (m_gapsNs.isEmpty())
            return 0;
        QList<qint64> sorted = m_gapsNs;
        std::sort(sorted.begin(), sorted.end());
        const auto at = qMin(sorted.size() - 1, qsizetype(share * double(sorted.size())));
        return double(sorted.at(at)) / 1e6;
    }
    double elapsedMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        m_maxGapNs = qMax(m_maxGapNs, now - m_last);
        m_gapsNs.append(now - m_last);
        m_last = now;
        const qint64 cpu = threadCpuNs();
        m_maxCpuGapNs = qMax(m_maxCpuGapNs, cpu - m_lastCpu);
        m_lastCpu = cpu;
        ++m_ticks;
    }

    static qint64 threadCpuNs()
    {
        timespec now {};
        if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0)
            return 0;
        return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_intervalMs = 5;
    qint64 m_last = 0;
    qint64 m_maxGapNs = 0;
    qint64 m_lastCpu = 0;
    qint64 m_maxCpuGapNs = 0;
    qint64 m_ticks = 0;
    QList<qint64> m_gapsNs;
};

} // namespace kandesk::test
