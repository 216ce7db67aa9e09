// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ratelimitedlog.h"

#include "agentctl/logging.h"

namespace kandesk::agentctl {

RateLimitedLog::RateLimitedLog(QString first, QString more, qint64 intervalMs)
    : m_first(std::move(first))
    , m_more(std::move(more))
    , m_intervalMs(intervalMs)
{ }

void RateLimitedLog::note(const QByteArray &sample)
{
    if (m_total++ == 0) {
        if (sample.isEmpty())
            qCWarning(lcAgentctl).noquote() << m_first;
        else
            qCWarning(lcAgentctl).noquote() << m_first << QString::fromUtf8(sample.left(kSampleBytes));
        m_sinceLastLine.start();
        return;
    }
    ++m_unreported;
    if (m_sinceLastLine.hasExpired(m_intervalMs))
        flush();
}

void RateLimitedLog::flush()
{
    if (m_unreported == 0)
        return;
    qCWarning(lcAgentctl).noquote() << QStringLiteral("%1 more %2").arg(m_unreported).arg(m_more);
    m_unreported = 0;
    m_sinceLastLine.start();
}

} // namespace kandesk::agentctl
