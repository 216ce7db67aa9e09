// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "recoveryguard.h"

namespace kandesk {

RecoveryGuard::HoldPtr RecoveryGuard::hold(const QStringList &sessionIds)
{
    QMutexLocker lock(&m_mutex);
    for (const QString &id : sessionIds)
        ++m_held[id];
    return HoldPtr(new Hold(this, sessionIds));
}

bool RecoveryGuard::isHeld(const QString &sessionId) const
{
    QMutexLocker lock(&m_mutex);
    return m_held.value(sessionId) > 0;
}

Status RecoveryGuard::checkLaunchAllowed(const QString &sessionId) const
{
    if (sessionId.isEmpty() || !isHeld(sessionId))
        return {};
    return Error::of(ErrorKind::SessionRecovering,
                           QStringLiteral("session \"%1\" is being recovered; try again when its recovery has finished")
                               .arg(sessionId));
}

void RecoveryGuard::release(const QStringList &sessionIds)
{
    QMutexLocker lock(&m_mutex);
    for (const QString &id : sessionIds) {
        auto it = m_held.find(id);
        if (it != m_held.end() && --it.value() <= 0)
            m_held.erase(it);
    }
}

RecoveryGuard::Hold::Hold(RecoveryGuard *owner, QStringList sessionIds) : m_owner(owner), m_sessionIds(std::move(sessionIds)) {}

RecoveryGuard::Hold::~Hold()
{
    m_owner->release(m_sessionIds);
}

} // namespace kandesk
