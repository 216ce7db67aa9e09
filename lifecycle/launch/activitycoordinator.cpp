// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "activitycoordinator.h"

namespace kandesk {

Outcome<ActivityCoordinator::LeasePtr> ActivityCoordinator::acquireActivity(ActivityKind kind)
{
    QMutexLocker lock(&m_mutex);
    if (m_maintenance)
        return LaunchError::failed(QStringLiteral("maintenance is running; try again when it has finished"));
    ++m_activities;
    return LeasePtr(new Lease(this, false, kind));
}

Outcome<ActivityCoordinator::LeasePtr> ActivityCoordinator::tryAcquireMaintenance()
{
    QMutexLocker lock(&m_mutex);
    if (m_maintenance)
        return LaunchError::failed(QStringLiteral("maintenance is already running"));
    if (m_activities > 0)
        return LaunchError::failed(QStringLiteral("busy: %1 execution activities are in progress").arg(m_activities));
    m_maintenance = true;
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
    if (maintenance)
        m_maintenance = false;
    else
        --m_activities;
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

} // namespace kandesk
