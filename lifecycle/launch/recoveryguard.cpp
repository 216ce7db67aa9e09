// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "recoveryguard.h"

#include <QCoreApplication>

namespace kandesk {

// The words this file says to users, translated in the context "RecoveryGuardWords".
namespace {
struct RecoveryGuardWords {
    Q_DECLARE_TR_FUNCTIONS(RecoveryGuardWords)
};
} // namespace

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
        RecoveryGuardWords::tr("session \"%1\" is being recovered; try again when its recovery has finished")
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
