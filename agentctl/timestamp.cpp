// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "timestamp.h"

#include <QDateTime>

namespace kandesk::agentctl {

QString wireTimestamp()
{
    thread_local qint64 cachedMs = -1;
    thread_local QString cachedText;
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    if (nowMs != cachedMs) {
        cachedMs = nowMs;
        cachedText = QDateTime::fromMSecsSinceEpoch(nowMs, Qt::UTC).toString(Qt::ISODateWithMs);
    }
    return cachedText;
}

} // namespace kandesk::agentctl
