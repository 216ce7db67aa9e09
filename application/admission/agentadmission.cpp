// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentadmission.h"

#include "application/stores.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "models/queries/executorsrunningqueries.h"

#include <QPromise>
#include <QThreadPool>


namespace kandesk {

namespace {

// While starts wait: looked at again after 0.5 s, then less often, up to every 5 s (an agent
// ending here, recheck(), looks at once).
constexpr int kFirstDelayMs = 500;
constexpr int kLongestDelayMs = 5'000;

} // namespace

struct AgentAdmission::Entry {
    QString sessionId;
    QString taskId;
    quint64 order = 0;
    std::shared_ptr<QPromise<bool>> promise;
    QString reason;
    bool forced = false;
};

struct AgentAdmission::Reading {
    AdmissionLimits limits;
    QSet<QString> running; // sessions whose agent runs on this machine
    SystemPressure pressure;
};

AgentAdmission::AgentAdmission(const Stores &stores, std::shared_ptr<const PressureSource> pressure, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_pressure(std::move(pressure))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(1);
    m_again.setSingleShot(true);
    connect(&m_again, &QTimer::timeout, this, &AgentAdmission::check);
}

AgentAdmission::~AgentAdmission()
{
    close();
    m_pool->waitForDone();
}

void AgentAdmission::close()
{
    const QMutexLocker lock(&m_mutex);
    m_closed = true;
    for (Entry &entry : m_queue) {
        entry.promise->addResult(false);
        entry.promise->finish();
    }
    m_queue.clear();
}

QFuture<bool> AgentAdmission::admit(const QString &sessionId, const QString &taskId, quint64 order)
{
    auto promise = std::make_shared<QPromise<bool>>();
    promise->start();
    QFuture<bool> future = promise->future();
    {
        const QMutexLocker lock(&m_mutex);
        if (m_closed) {
            promise->addResult(false);
            promise->finish();
            return future;
        }
        const auto later = std::find_if(m_queue.begin(), m_queue.end(), [order](const Entry &entry) { return entry.order > order; });
        m_queue.insert(later, Entry { sessionId, taskId, order, promise, {}, false });
    }
    checkSoon();
    return future;
}

void AgentAdmission::force(const QString &taskId)
{
    {
        const QMutexLocker lock(&m_mutex);
        for (Entry &entry : m_queue)
            entry.forced = entry.forced || entry.taskId == taskId;
    }
    checkSoon();
}

void AgentAdmission::withdraw(const QString &sessionId)
{
    bool found = false;
    {
        const QMutexLocker lock(&m_mutex);
        for (qsizetype i = 0; i < m_queue.size() && !found; ++i) {
            if (m_queue.at(i).sessionId != sessionId)
                continue;
            const Entry entry = m_queue.takeAt(i);
            entry.promise->addResult(false);
            entry.promise->finish();
            found = true;
        }
    }
    if (found)
        QMetaObject::invokeMethod(this, [this] { publish(); });
}

void AgentAdmission::released(const QString &sessionId)
{
    bool freed = false;
    {
        const QMutexLocker lock(&m_mutex);
        freed = m_inFlight.remove(sessionId);
    }
    if (freed)
        recheck();
}

void AgentAdmission::recheck()
{
    {
        const QMutexLocker lock(&m_mutex);
        if (m_queue.isEmpty())
            return; // every state change of the runner asks: nothing to post while none waits
    }
    checkSoon();
}

void AgentAdmission::setMaxRunningAgents(std::optional<int> most)
{
    {
        const QMutexLocker lock(&m_mutex);
        m_maxOverride = most;
    }
    checkSoon();
}

QList<AgentAdmission::Waiting> AgentAdmission::waiting() const
{
    const QMutexLocker lock(&m_mutex);
    return m_waitingView;
}

void AgentAdmission::checkSoon()
{
    QMetaObject::invokeMethod(this, [this] {
        m_delayMs = 0;
        check();
    });
}

void AgentAdmission::check()
{
    std::optional<int> override;
    {
        const QMutexLocker lock(&m_mutex);
        if (m_queue.isEmpty())
            return;
        override = m_maxOverride;
    }
    if (m_checking) {
        m_checkAgain = true;
        return;
    }
    m_checking = true;
    m_again.stop();
    m_pool->start([this, override] {
        Reading reading;
        reading.limits = admissionLimitsFrom(m_stores.settings());
        if (override)
            reading.limits.maxRunningAgents = *override;
        if (auto rows = m_stores.executorsRunning().list()) {
            for (const ExecutorRunning &row : std::as_const(*rows)) {
                if (row.executorType == QLatin1String("ssh"))
                    continue; // its agent works on another machine
                if (row.pid <= 0 || processRuns(row.pid))
                    reading.running.insert(row.sessionId);
            }
        }
        if (auto pressure = m_pressure->read())
            reading.pressure = *pressure;
        QMetaObject::invokeMethod(this, [this, reading] { land(reading); });
    });
}

void AgentAdmission::land(const Reading &reading)
{
    m_checking = false;
    bool waits = false;
    {
        const QMutexLocker lock(&m_mutex);
        admitWhatFits(reading);
        waits = !m_queue.isEmpty();
    }
    publish();
    if (m_checkAgain) {
        m_checkAgain = false;
        check();
        return;
    }
    if (waits) {
        m_delayMs = m_delayMs == 0 ? kFirstDelayMs : std::min(m_delayMs * 2, kLongestDelayMs);
        m_again.start(m_delayMs);
    }
}

void AgentAdmission::admitWhatFits(const Reading &reading)
{
    QSet<QString> running = reading.running;
    running.unite(m_inFlight);
    for (qsizetype i = 0; i < m_queue.size();) {
        Entry &entry = m_queue[i];
        const QString reason = admissionWait(reading.limits, int(running.size()), reading.pressure);
        if (!entry.forced && !reason.isEmpty()) {
            entry.reason = reason; // those behind it wait too: the queue keeps its order
            for (qsizetype j = i + 1; j < m_queue.size(); ++j)
                m_queue[j].reason = m_queue[j].forced ? QString() : reason;
            break;
        }
        const Entry admitted = m_queue.takeAt(i);
        m_inFlight.insert(admitted.sessionId);
        running.insert(admitted.sessionId);
        admitted.promise->addResult(true);
        admitted.promise->finish();
    }
    // A forced start behind a waiting one goes too.
    for (qsizetype i = 0; i < m_queue.size();) {
        if (!m_queue.at(i).forced) {
            ++i;
            continue;
        }
        const Entry admitted = m_queue.takeAt(i);
        m_inFlight.insert(admitted.sessionId);
        admitted.promise->addResult(true);
        admitted.promise->finish();
    }
}

void AgentAdmission::publish()
{
    bool changed = false;
    {
        const QMutexLocker lock(&m_mutex);
        QList<Waiting> view;
        for (const Entry &entry : std::as_const(m_queue))
            view.append(Waiting { entry.sessionId, entry.taskId, entry.reason });
        changed = view.size() != m_waitingView.size()
            || !std::equal(view.cbegin(), view.cend(), m_waitingView.cbegin(), [](const Waiting &a, const Waiting &b) {
                   return a.sessionId == b.sessionId && a.reason == b.reason;
               });
        m_waitingView = view;
    }
    if (changed)
        Q_EMIT waitingChanged();
}

} // namespace kandesk
