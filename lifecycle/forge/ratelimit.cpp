// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ratelimit.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"

#include <QCoreApplication>
#include <QDateTime>

namespace kandesk::forge {

// The words this file says to users, translated in the context "RateLimitWords".
namespace {
struct RateLimitWords {
    Q_DECLARE_TR_FUNCTIONS(RateLimitWords)
};
} // namespace

std::optional<int> rateLimitWait(const HttpReply &reply)
{
    const bool used = reply.header(QByteArrayLiteral("X-RateLimit-Remaining")) == QByteArrayLiteral("0")
        || reply.header(QByteArrayLiteral("RateLimit-Remaining")) == QByteArrayLiteral("0");
    const QByteArray retryAfter = reply.header(QByteArrayLiteral("Retry-After"));
    if (reply.status != 429 && !(reply.status == 403 && (used || !retryAfter.isEmpty())))
        return std::nullopt;
    bool ok = false;
    if (const int seconds = retryAfter.toInt(&ok); ok)
        return qMax(1, seconds);
    for (const QByteArray &name : { QByteArrayLiteral("X-RateLimit-Reset"), QByteArrayLiteral("RateLimit-Reset") }) {
        if (const qint64 reset = reply.header(name).toLongLong(&ok); ok)
            return int(qBound(qint64(1), reset - QDateTime::currentSecsSinceEpoch(), qint64(3600)));
    }
    return 60;
}

Error rateLimited(const QString &service, int status, int waitSeconds)
{
    Error limited(RateLimitWords::tr("%1's rate limit is reached (HTTP %2); Kandesk asks again after %3")
                      .arg(service)
                      .arg(status)
                      .arg(QDateTime::currentDateTime().addSecs(waitSeconds).toString(QStringLiteral("HH:mm:ss"))),
        ErrorKind::RateLimited);
    limited.details.insert(ErrorDetails::kRetryAfterSeconds, waitSeconds);
    return limited;
}

} // namespace kandesk::forge
