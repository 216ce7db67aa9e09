// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "remoteurl.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace kandesk::forge {

namespace {

// The words this file says to users, translated in the context "RemoteUrlWords".
struct RemoteUrlWords {
    Q_DECLARE_TR_FUNCTIONS(RemoteUrlWords)
};

Expected<RemoteLocation> fromPath(const QString &url, const QString &service, const QString &host, QString path)
{
    path = path.trimmed();
    while (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path.endsWith(QLatin1String(".git")))
        path.chop(4);
    const QStringList segments = path.split(QLatin1Char('/'));
    if (host.isEmpty() || segments.contains(QString()))
        return Error(RemoteUrlWords::tr("%1 does not look like a %2 remote").arg(url, service));
    return RemoteLocation { host.toLower(), segments };
}

} // namespace

Expected<RemoteLocation> splitRemoteUrl(const QString &url, const QString &service)
{
    const QString text = url.trimmed();
    if (text.contains(QLatin1String("://"))) {
        const QUrl parsed(text);
        const QString scheme = parsed.scheme().toLower();
        if (!parsed.isValid()
            || !(scheme == QLatin1String("https") || scheme == QLatin1String("http") || scheme == QLatin1String("ssh")
                || scheme == QLatin1String("git")))
            return Error(RemoteUrlWords::tr("%1 is not a remote %2 can serve (use https or ssh)").arg(url, service));
        return fromPath(url, service, parsed.host(), parsed.path());
    }
    static const QRegularExpression scpLike(QStringLiteral("^(?:[^@/]+@)?([^:/]+):(.+)$"));
    const QRegularExpressionMatch match = scpLike.match(text);
    if (!match.hasMatch())
        return Error(RemoteUrlWords::tr("%1 does not look like a %2 remote").arg(url, service));
    return fromPath(url, service, match.captured(1), match.captured(2));
}

} // namespace kandesk::forge
