// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace kandesk::test {

// Measures how long the event loop of the current thread goes without running: a heartbeat timer
// ticks every intervalMs and the longest gap between two ticks is the longest stall (minus the
// interval itself, which is the best a loop that is never blocked can do).
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
    qint64 ticks() const { return m_ticks; }
    double elapsedMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        m_maxGapNs = qMax(m_maxGapNs, now - m_last);
        m_last = now;
        ++m_ticks;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_intervalMs = 5;
    qint64 m_last = 0;
    qint64 m_maxGapNs = 0;
    qint64 m_ticks = 0;
};

} // namespace kandesk::test
