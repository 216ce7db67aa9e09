// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/outcome.h"

#include <QMutex>

#include <memory>

namespace kandesk {

enum class ActivityKind { ExecutionStarting, ExecutionPreparing, ExecutionActive };

// Keeps maintenance (e.g. updating managed runtimes, cleaning caches) and executions apart:
// maintenance is refused while any launch starts or execution is active, and activities are
// refused while maintenance runs. A lease ends its activity when the last copy is destroyed.
class ActivityCoordinator
{
public:
    class Lease;
    using LeasePtr = std::shared_ptr<Lease>;

    // Fails while maintenance runs.
    Outcome<LeasePtr> acquireActivity(ActivityKind kind);
    // Fails (busy) while any activity holds a lease or maintenance already runs.
    Outcome<LeasePtr> tryAcquireMaintenance();
    int activeCount() const;

    class Lease
    {
    public:
        ~Lease();
        Lease(const Lease &) = delete;
        Lease &operator=(const Lease &) = delete;
        ActivityKind kind() const;
        void setKind(ActivityKind kind);

    private:
        friend class ActivityCoordinator;
        Lease(ActivityCoordinator *owner, bool maintenance, ActivityKind kind);
        ActivityCoordinator *m_owner = nullptr;
        bool m_maintenance = false;
        ActivityKind m_kind = ActivityKind::ExecutionStarting;
    };

private:
    void release(bool maintenance);

    mutable QMutex m_mutex;
    int m_activities = 0;
    bool m_maintenance = false;
};

} // namespace kandesk
