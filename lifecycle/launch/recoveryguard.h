// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QHash>
#include <QMutex>
#include <QStringList>

#include <memory>

namespace kandesk {

// The sessions whose runtime is being recovered (probed, reattached or declared interrupted). A
// launch for one is refused at once, not queued: recovery decides what the session is, and a
// launch racing it would start a second runtime for it.
class RecoveryGuard
{
public:
    class Hold;
    using HoldPtr = std::shared_ptr<Hold>;

    // Holds the sessions until the returned hold goes; holds nest.
    HoldPtr hold(const QStringList &sessionIds);
    bool isHeld(const QString &sessionId) const;
    // Fails (naming the session) while it is held.
    Status checkLaunchAllowed(const QString &sessionId) const;

    class Hold
    {
    public:
        ~Hold();
        Hold(const Hold &) = delete;
        Hold &operator=(const Hold &) = delete;

    private:
        friend class RecoveryGuard;
        Hold(RecoveryGuard *owner, QStringList sessionIds);
        RecoveryGuard *m_owner = nullptr;
        QStringList m_sessionIds;
    };

private:
    void release(const QStringList &sessionIds);

    mutable QMutex m_mutex;
    QHash<QString, int> m_held;
};

} // namespace kandesk
