// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubremote.h"

#include <QRegularExpression>

namespace kandesk::github {

namespace {

Expected<RemoteRepository> fromPath(const QString &url, const QString &host, QString path)
{
    path = path.trimmed();
    while (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path.endsWith(QLatin1String(".git")))
        path.chop(4);
    const QStringList parts = path.split(QLatin1Char('/'));
    if (host.isEmpty() || parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
        return Error { QStringLiteral("%1 does not look like a GitHub remote (host/owner/repository)").arg(url) };
    return RemoteRepository { host.toLower(), parts.at(0), parts.at(1) };
}

} // namespace

Expected<RemoteRepository> parseRemoteUrl(const QString &url)
{
    const QString text = url.trimmed();
    if (text.contains(QLatin1String("://"))) {
        const QUrl parsed(text);
        const QString scheme = parsed.scheme().toLower();
        if (!parsed.isValid()
            || !(scheme == QLatin1String("https") || scheme == QLatin1String("http") || scheme == QLatin1String("ssh")
                || scheme == QLatin1String("git")))
            return Error { QStringLiteral("%1 is not a remote GitHub can serve (use https or ssh)").arg(url) };
        return fromPath(url, parsed.host(), parsed.path());
    }
    // scp-like: [user@]host:owner/name(.git)
    static const QRegularExpression scpLike(QStringLiteral("^(?:[^@/]+@)?([^:/]+):(.+)$"));
    const QRegularExpressionMatch match = scpLike.match(text);
    if (!match.hasMatch())
        return Error { QStringLiteral("%1 does not look like a GitHub remote (host/owner/repository)").arg(url) };
    return fromPath(url, match.captured(1), match.captured(2));
}

QUrl apiBaseFor(const QString &host)
{
    const QString overridden = qEnvironmentVariable("KANDESK_GITHUB_API_URL").trimmed();
    if (!overridden.isEmpty())
        return QUrl(overridden);
    if (host.compare(QLatin1String("github.com"), Qt::CaseInsensitive) == 0 || host.isEmpty())
        return QUrl(QStringLiteral("https://api.github.com"));
    return QUrl(QStringLiteral("https://%1/api/v3").arg(host));
}

} // namespace kandesk::github
