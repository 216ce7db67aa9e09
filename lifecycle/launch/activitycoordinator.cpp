// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "activitycoordinator.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ActivityCoordinatorWords".
struct ActivityCoordinatorWords {
    Q_DECLARE_TR_FUNCTIONS(ActivityCoordinatorWords)
};

// How often a waiter looks at its caller while it waits (a wake-up, not a sleep: a change wakes it first).
constexpr std::chrono::milliseconds WaitSlice{100};

} // namespace

Expected<ActivityCoordinator::LeasePtr> ActivityCoordinator::acquireActivity(ActivityKind kind, std::chrono::milliseconds wait,
                                                                          const std::function<bool()> &gone)
{
    QDeadlineTimer deadline(wait.count());
    QMutexLocker lock(&m_mutex);
    while (m_maintenance) {
        if (deadline.hasExpired() || (gone && gone()))
            return Error::failed(
                ActivityCoordinatorWords::tr("maintenance is running; try again when it has finished"));
        m_yieldRequested = true; // the maintenance sees a launch waiting
        m_changed.wait(&m_mutex, QDeadlineTimer(std::min<qint64>(deadline.remainingTime(), WaitSlice.count())));
    }
    ++m_activities;
    return LeasePtr(new Lease(this, false, kind));
}

Expected<ActivityCoordinator::LeasePtr> ActivityCoordinator::acquireMaintenance(std::chrono::milliseconds wait)
{
    QDeadlineTimer deadline(wait.count());
    QMutexLocker lock(&m_mutex);
    while ((m_maintenance || m_activities > 0) && !deadline.hasExpired())
        m_changed.wait(&m_mutex, deadline);
    if (m_maintenance)
        return Error::failed(ActivityCoordinatorWords::tr("maintenance is already running"));
    if (m_activities > 0)
        return Error::failed(
            ActivityCoordinatorWords::tr("busy: %n execution activities are in progress", nullptr, m_activities));
    m_maintenance = true;
    m_yieldRequested = false;
    return LeasePtr(new Lease(this, true, ActivityKind::ExecutionActive));
}

bool ActivityCoordinator::maintenanceRunning() const
{
    QMutexLocker lock(&m_mutex);
    return m_maintenance;
}

Expected<ActivityCoordinator::LeasePtr> ActivityCoordinator::tryAcquireMaintenance()
{
    QMutexLocker lock(&m_mutex);
    if (m_maintenance)
        return Error::failed(ActivityCoordinatorWords::tr("maintenance is already running"));
    if (m_activities > 0)
        return Error::failed(
            ActivityCoordinatorWords::tr("busy: %n execution activities are in progress", nullptr, m_activities));
    m_maintenance = true;
    m_yieldRequested = false;
    return LeasePtr(new Lease(this, true, ActivityKind::ExecutionActive));
}

int ActivityCoordinator::activeCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_activities;
}

void ActivityCoordinator::release(bool maintenance)
{
    QMutexLocker lock(&m_mutex);
    if (maintenance) {
        m_maintenance = false;
        m_yieldRequested = false;
    } else {
        --m_activities;
    }
    m_changed.wakeAll();
}

ActivityCoordinator::Lease::Lease(ActivityCoordinator *owner, bool maintenance, ActivityKind kind)
    : m_owner(owner), m_maintenance(maintenance), m_kind(kind)
{
}

ActivityCoordinator::Lease::~Lease()
{
    m_owner->release(m_maintenance);
}

ActivityKind ActivityCoordinator::Lease::kind() const
{
    return m_kind;
}

void ActivityCoordinator::Lease::setKind(ActivityKind kind)
{
    m_kind = kind;
}

bool ActivityCoordinator::Lease::yieldRequested() const
{
    QMutexLocker lock(&m_owner->m_mutex);
    return m_maintenance && m_owner->m_yieldRequested;
}

} // namespace kandesk
