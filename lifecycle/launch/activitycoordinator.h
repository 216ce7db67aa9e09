// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QMutex>
#include <QWaitCondition>

#include <chrono>
#include <functional>
#include <memory>

namespace kandesk {

enum class ActivityKind { ExecutionStarting, ExecutionPreparing, ExecutionActive };

// Keeps maintenance (worktree clean-up, recovery, updating managed runtimes) and executions apart:
// maintenance is refused while any launch starts or execution is active; an activity waits for
// running maintenance to end (asking it to yield) and is refused when that takes longer than its
// wait or its caller gives up. A lease ends its activity when the last copy is destroyed.
class ActivityCoordinator
{
public:
    class Lease;
    using LeasePtr = std::shared_ptr<Lease>;

    // Waits up to `wait` while maintenance runs (zero: refused at once); `gone` ends the wait early.
    Expected<LeasePtr> acquireActivity(ActivityKind kind, std::chrono::milliseconds wait = std::chrono::milliseconds::zero(),
                                      const std::function<bool()> &gone = {});
    // Fails (busy) while any activity holds a lease or maintenance already runs.
    Expected<LeasePtr> tryAcquireMaintenance();
    // Waits up to `wait` for the activities to end, then takes maintenance (busy after that).
    Expected<LeasePtr> acquireMaintenance(std::chrono::milliseconds wait);
    int activeCount() const;
    bool maintenanceRunning() const;

    class Lease
    {
    public:
        ~Lease();
        Lease(const Lease &) = delete;
        Lease &operator=(const Lease &) = delete;
        ActivityKind kind() const;
        void setKind(ActivityKind kind);
        // Maintenance: a launch waits for it to end (it should finish or stop soon).
        bool yieldRequested() const;

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
    QWaitCondition m_changed;
    int m_activities = 0;
    bool m_maintenance = false;
    bool m_yieldRequested = false;
};

} // namespace kandesk
