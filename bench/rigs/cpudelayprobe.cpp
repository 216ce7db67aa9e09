// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cpudelayprobe.h"

#include <algorithm>
#include <ctime>

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sched.h>
#endif

namespace kandesk::bench {

namespace {
constexpr qint64 kPeriodNs = 2'000'000;
constexpr qint64 kLateNs = 1'000'000; // later than this is noted
} // namespace

qint64 CpuDelayProbe::monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

CpuDelayProbe::CpuDelayProbe()
{
#ifdef Q_OS_LINUX
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
            if (CPU_ISSET(cpu, &allowed))
                m_threads.emplace_back([this, cpu] { watch(cpu); });
        }
    }
#endif
    if (m_threads.empty())
        m_realTime = false;
}

CpuDelayProbe::~CpuDelayProbe()
{
    stop();
}

qint64 CpuDelayProbe::stop()
{
    m_stop = true;
    for (std::thread &thread : m_threads) {
        if (thread.joinable())
            thread.join();
    }
    return m_cpuNs.load();
}

void CpuDelayProbe::watch(int cpu)
{
#ifdef Q_OS_LINUX
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    pthread_setaffinity_np(pthread_self(), sizeof one, &one);
    sched_param param{};
    param.sched_priority = 1;
    if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &param) != 0)
        m_realTime = false;
    pthread_setname_np(pthread_self(), "bench-cpu-probe");
#else
    Q_UNUSED(cpu);
#endif
    qint64 due = monotonicNs() + kPeriodNs;
    while (!m_stop.load(std::memory_order_relaxed)) {
        const timespec wake{time_t(due / 1'000'000'000), long(due % 1'000'000'000)};
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nullptr);
        const qint64 now = monotonicNs();
        if (now - due > kLateNs) {
            const QMutexLocker lock(&m_mutex);
            m_delays.push_back({due, now});
        }
        due = now + kPeriodNs;
    }
    timespec used{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &used);
    m_cpuNs += qint64(used.tv_sec) * 1'000'000'000 + used.tv_nsec;
}

double CpuDelayProbe::longestDelayWithinMs(qint64 beginNs, qint64 endNs) const
{
    const QMutexLocker lock(&m_mutex);
    qint64 longest = 0;
    for (const Delay &delay : m_delays)
        longest = std::max(longest, std::min(delay.endNs, endNs) - std::max(delay.beginNs, beginNs));
    return double(longest) / 1e6;
}

double CpuDelayProbe::longestDelayMs() const
{
    const QMutexLocker lock(&m_mutex);
    qint64 longest = 0;
    for (const Delay &delay : m_delays)
        longest = std::max(longest, delay.endNs - delay.beginNs);
    return double(longest) / 1e6;
}

} // namespace kandesk::bench
