// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "spareagentctl.h"

#include "lifecycle/launch/lifecyclelog.h"

#include <QMutex>
#include <QSet>
#include <QThreadPool>

namespace kandesk {

struct SpareAgentctl::State {
    Start start;
    Stop stop;
    mutable QMutex mutex;
    std::optional<StartedAgentctl> ready;
    bool warming = false;
    bool wanted = false;
    QSet<qint64> instances;
};

SpareAgentctl::SpareAgentctl(Start start, Stop stop)
    : m_state(std::make_shared<State>())
    , m_pool(std::make_unique<QThreadPool>())
{
    m_state->start = std::move(start);
    m_state->stop = std::move(stop);
    m_pool->setMaxThreadCount(1);
}

SpareAgentctl::~SpareAgentctl()
{
    retire();
}

std::optional<StartedAgentctl> SpareAgentctl::take()
{
    QMutexLocker lock(&m_state->mutex);
    return std::exchange(m_state->ready, std::nullopt);
}

void SpareAgentctl::instanceCreated(qint64 pid)
{
    QMutexLocker lock(&m_state->mutex);
    m_state->instances.insert(pid);
}

void SpareAgentctl::refill()
{
    {
        QMutexLocker lock(&m_state->mutex);
        if (m_state->instances.isEmpty() || m_state->ready || m_state->warming)
            return;
        m_state->wanted = true;
        m_state->warming = true;
    }
    m_pool->start([state = m_state] {
        auto started = state->start();
        if (!started)
            qCWarning(lcLifecycle).noquote() << "could not start a spare agentctl:" << started.error();
        QMutexLocker lock(&state->mutex);
        state->warming = false;
        if (!started)
            return;
        if (!state->wanted) { // retired while it warmed
            lock.unlock();
            state->stop(*started);
            return;
        }
        state->ready = std::move(*started);
    });
}

void SpareAgentctl::instanceStopped(qint64 pid)
{
    {
        QMutexLocker lock(&m_state->mutex);
        if (!m_state->instances.remove(pid) || !m_state->instances.isEmpty())
            return;
    }
    retire();
}

void SpareAgentctl::retire()
{
    {
        QMutexLocker lock(&m_state->mutex);
        m_state->wanted = false;
    }
    m_pool->waitForDone();
    if (auto spare = take())
        m_state->stop(*spare);
}

qint64 SpareAgentctl::readyPid() const
{
    QMutexLocker lock(&m_state->mutex);
    return m_state->ready ? m_state->ready->process.pid : 0;
}

} // namespace kandesk
