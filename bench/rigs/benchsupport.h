// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <memory>

class QWidget;

namespace kandesk::bench {

class CpuDelayProbe;

// Runs the event loop until done() or timeoutMs; false on timeout. Sleeps in the event loop between
// events (a busy loop would take a core from the processes being measured); a timer, every pollMs,
// looks at done() again for what finishes without an event (futures of pool threads). Where only
// events change done(), a long pollMs keeps the bench's own wake-ups out of the measured GUI thread.
template<typename Done>
bool spinUntil(Done done, int timeoutMs = 60'000, int pollMs = 1)
{
    QElapsedTimer timer;
    timer.start();
    QTimer wake;
    wake.setTimerType(Qt::PreciseTimer);
    wake.setInterval(pollMs);
    wake.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

// Shows a top-level widget and returns once its window is exposed and painted the first time (a
// first paint loads fonts and makes the backing store: not a stall of what is measured next).
bool showPainted(QWidget &widget);

// The machine the numbers were taken on: cores and load average (other work skews them).
QJsonObject machineInfo();

// Resident set size of this process now (VmRSS), in KiB.
qint64 currentRssKiB();

// A 5 ms timer on the GUI thread: the longest gap between two of its ticks is the longest time
// the event loop could not run anything (a stall the user would feel). A CpuDelayProbe runs
// meanwhile, to tell how much of that gap the machine itself was not running.
class GuiHeartbeat final : public QObject
{
public:
    explicit GuiHeartbeat(QObject *parent = nullptr);
    ~GuiHeartbeat() override;
    void start();
    void stop();
    // The longest gap between ticks (or since start), in ms; ticks are 5 ms apart when idle.
    double longestGapMs() const { return m_longestGapMs; }
    // The CPU time the heartbeat itself used between start() and stop() (its ticks on the GUI
    // thread, the delay probe's threads), in ms: the bench's, to take out of Kandesk's.
    double ownCpuMs() const { return double(m_ownCpuNs) / 1e6; }
    QJsonObject toJson() const;

private:
    void tick();

    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_lastCpuNs = 0;
    qint64 m_lastRunQueueNs = 0;
    double m_longestGapMs = 0;
    QJsonArray m_longestGapEvents; // summed by receiver and event type
    double m_longestGapCpuMs = 0;      // the GUI thread's own CPU time in that gap
    double m_longestGapRunQueueMs = 0; // the time it was runnable in that gap but had no core
    double m_longestGapAtMs = 0;  // when that gap began, since start()
    qint64 m_longestGapEndNs = 0;
    double m_longestGapCpuDelayMs = 0; // the longest time a core did not run at all in that gap
    double m_longestCpuDelayMs = 0;    // the same over the whole measurement
    bool m_cpuDelaysRealTime = false;
    std::unique_ptr<CpuDelayProbe> m_probe;
    qint64 m_startMonotonicNs = 0;
    qint64 m_ownCpuNs = 0;
    int m_ticks = 0;
    int m_gapsOverFrame = 0; // gaps longer than one 60 Hz frame: how often a frame was missed
};

} // namespace kandesk::bench
