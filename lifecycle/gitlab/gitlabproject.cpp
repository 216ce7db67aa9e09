// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitlabproject.h"

#include <QRegularExpression>

namespace kandesk::gitlab {

namespace {

Expected<Project> fromPath(const QString &url, const QString &host, QString path)
{
    path = path.trimmed();
    while (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path.endsWith(QLatin1String(".git")))
        path.chop(4);
    const QStringList parts = path.split(QLatin1Char('/'));
    if (host.isEmpty() || parts.size() < 2 || parts.contains(QString()))
        return Error(QStringLiteral("%1 does not look like a GitLab remote (host/group/project)").arg(url));
    return Project { host.toLower(), path };
}

} // namespace

QString Project::apiId() const
{
    return QString::fromLatin1(QUrl::toPercentEncoding(path));
}

Expected<Project> parseRemoteUrl(const QString &url)
{
    const QString text = url.trimmed();
    if (text.contains(QLatin1String("://"))) {
        const QUrl parsed(text);
        const QString scheme = parsed.scheme().toLower();
        if (!parsed.isValid()
            || !(scheme == QLatin1String("https") || scheme == QLatin1String("http") || scheme == QLatin1String("ssh")))
            return Error(QStringLiteral("%1 is not a remote GitLab can serve (use https or ssh)").arg(url));
        return fromPath(url, parsed.host(), parsed.path());
    }
    static const QRegularExpression scpLike(QStringLiteral("^(?:[^@/]+@)?([^:/]+):(.+)$"));
    const QRegularExpressionMatch match = scpLike.match(text);
    if (!match.hasMatch())
        return Error(QStringLiteral("%1 does not look like a GitLab remote (host/group/project)").arg(url));
    return fromPath(url, match.captured(1), match.captured(2));
}

QUrl apiBaseFor(const QString &host)
{
    const QString overridden = qEnvironmentVariable("KANDESK_GITLAB_API_URL").trimmed();
    if (!overridden.isEmpty())
        return QUrl(overridden);
    return QUrl(QStringLiteral("https://%1/api/v4").arg(host.isEmpty() ? QStringLiteral("gitlab.com") : host));
}

bool isGitLabHost(const QString &host, const QString &listedHosts)
{
    const QString name = host.trimmed().toLower();
    if (name == QLatin1String("gitlab.com") || name.startsWith(QLatin1String("gitlab.")))
        return true;
    const QStringList listed = listedHosts.toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &each : listed) {
        if (each.trimmed() == name)
            return true;
    }
    return false;
}

} // namespace kandesk::gitlab
