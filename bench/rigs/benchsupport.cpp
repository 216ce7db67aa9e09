// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "benchsupport.h"

#include "cpudelayprobe.h"
#include "timedapplication.h"

#include <QFile>
#include <QJsonArray>
#include <QThread>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <cmath>
#include <cstdio>
#include <ctime>

#include <fcntl.h>
#include <unistd.h>

namespace kandesk::bench {

namespace {
constexpr int kHeartbeatMs = 5;
constexpr double kFrameMs = 1000.0 / 60.0;

qint64 threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// How long this thread has been runnable but waiting for a core (schedstat's second field), or 0
// where the kernel does not say. The file stays open: the heartbeat asks every few milliseconds on
// the GUI thread, and opening a /proc file each time was a visible part of that thread's work.
qint64 threadRunQueueNs()
{
    static thread_local const int file = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (file < 0)
        return 0;
    char text[128];
    const ssize_t size = ::pread(file, text, sizeof text - 1, 0);
    if (size <= 0)
        return 0;
    text[size] = '\0';
    unsigned long long onCpu = 0;
    unsigned long long waiting = 0;
    return std::sscanf(text, "%llu %llu", &onCpu, &waiting) == 2 ? qint64(waiting) : 0;
}
} // namespace

bool showPainted(QWidget &widget)
{
    widget.show();
    // The expose event paints the window before the event loop returns.
    return spinUntil([&widget] { return widget.windowHandle() && widget.windowHandle()->isExposed(); }, 10'000);
}

QJsonObject machineInfo()
{
    QJsonArray load;
    QFile loadavg(QStringLiteral("/proc/loadavg"));
    if (loadavg.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> fields = loadavg.readAll().split(' ');
        for (int i = 0; i < 3 && i < fields.size(); ++i)
            load.append(fields.at(i).toDouble());
    }
    return {{QStringLiteral("nproc"), QThread::idealThreadCount()},
            {QStringLiteral("loadavg"), load},
#ifdef NDEBUG
            {QStringLiteral("build"), QStringLiteral("release")},
#else
            {QStringLiteral("build"), QStringLiteral("debug")},
#endif
    };
}

qint64 currentRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

GuiHeartbeat::GuiHeartbeat(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kHeartbeatMs);
    connect(m_timer, &QTimer::timeout, this, &GuiHeartbeat::tick);
}

GuiHeartbeat::~GuiHeartbeat() = default;

void GuiHeartbeat::start()
{
    m_probe = std::make_unique<CpuDelayProbe>();
    m_clock.start();
    m_startMonotonicNs = CpuDelayProbe::monotonicNs();
    m_lastNs = 0;
    m_lastCpuNs = threadCpuNs();
    m_lastRunQueueNs = threadRunQueueNs();
    m_ownCpuNs = 0;
    m_longestGapMs = 0;
    m_longestGapCpuMs = 0;
    m_longestGapRunQueueMs = 0;
    m_longestGapAtMs = 0;
    m_longestGapEndNs = 0;
    m_longestGapCpuDelayMs = 0;
    m_longestCpuDelayMs = 0;
    m_ticks = 0;
    m_gapsOverFrame = 0;
    m_longestGapEvents = {};
    if (TimedApplication *app = TimedApplication::instance()) {
        app->resetLongest();
        app->takeSinceMark();
    }
    m_timer->start();
}

void GuiHeartbeat::stop()
{
    tick();
    m_timer->stop();
    if (m_probe) {
        m_longestGapCpuDelayMs = m_probe->longestDelayWithinMs(m_startMonotonicNs + qint64(m_longestGapAtMs * 1e6),
                                                               m_startMonotonicNs + m_longestGapEndNs);
        m_longestCpuDelayMs = m_probe->longestDelayMs();
        m_cpuDelaysRealTime = m_probe->realTime();
        m_ownCpuNs += m_probe->stop();
        m_probe.reset();
    }
}

void GuiHeartbeat::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    const qint64 cpu = threadCpuNs();
    const qint64 runQueue = threadRunQueueNs();
    const double gapMs = double(now - m_lastNs) / 1e6;
    TimedApplication *app = TimedApplication::instance();
    if (gapMs > kFrameMs)
        ++m_gapsOverFrame;
    if (gapMs <= m_longestGapMs) {
        if (app)
            app->dropSinceMark();
    } else {
        const QJsonArray delivered = app ? app->takeSinceMark() : QJsonArray();
        m_longestGapMs = gapMs;
        m_longestGapCpuMs = double(cpu - m_lastCpuNs) / 1e6;
        m_longestGapRunQueueMs = double(runQueue - m_lastRunQueueNs) / 1e6;
        m_longestGapAtMs = double(m_lastNs) / 1e6;
        m_longestGapEndNs = now;
        m_longestGapEvents = delivered;
    }
    m_lastNs = now;
    m_lastCpuNs = cpu;
    m_lastRunQueueNs = runQueue;
    ++m_ticks;
    m_ownCpuNs += threadCpuNs() - cpu;
}

QJsonObject GuiHeartbeat::toJson() const
{
    QJsonObject out{{QStringLiteral("longest_gui_stall_ms"), std::round(m_longestGapMs * 10) / 10},
                    {QStringLiteral("longest_gui_stall_thread_cpu_ms"), std::round(m_longestGapCpuMs * 10) / 10},
                    {QStringLiteral("longest_gui_stall_runqueue_ms"), std::round(m_longestGapRunQueueMs * 10) / 10},
                    {QStringLiteral("longest_gui_stall_cpu_delay_ms"), std::round(m_longestGapCpuDelayMs * 10) / 10},
                    {QStringLiteral("longest_cpu_delay_ms"), std::round(m_longestCpuDelayMs * 10) / 10},
                    {QStringLiteral("cpu_delay_probe_realtime"), m_cpuDelaysRealTime},
                    {QStringLiteral("longest_gui_stall_began_at_ms"), std::round(m_longestGapAtMs)},
                    // The same moment on CLOCK_MONOTONIC, to find the stall in a `perf record -k CLOCK_MONOTONIC` trace.
                    {QStringLiteral("longest_gui_stall_monotonic_ms"), std::round(double(m_startMonotonicNs) / 1e3 + m_longestGapAtMs * 1e3) / 1e3},
                    {QStringLiteral("heartbeat_ms"), kHeartbeatMs},
                    {QStringLiteral("heartbeats"), m_ticks},
                    {QStringLiteral("heartbeat_own_cpu_ms"), std::round(ownCpuMs() * 10) / 10},
                    {QStringLiteral("gui_stalls_over_one_frame"), m_gapsOverFrame}};
    // What ran longest on the GUI thread meanwhile, and what ran in the longest stall: where a
    // stall came from.
    if (const TimedApplication *app = TimedApplication::instance()) {
        out.insert(QStringLiteral("longest_gui_events"), app->longest());
        out.insert(QStringLiteral("longest_gui_stall_events"), m_longestGapEvents);
    }
    return out;
}

} // namespace kandesk::bench
