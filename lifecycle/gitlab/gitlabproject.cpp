// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitlabproject.h"

#include "lifecycle/forge/remoteurl.h"

#include <QCoreApplication>

namespace kandesk::gitlab {

// The words this file says to users, translated in the context "GitLabProjectWords".
namespace {
struct GitLabProjectWords {
    Q_DECLARE_TR_FUNCTIONS(GitLabProjectWords)
};
} // namespace

QString Project::apiId() const
{
    return QString::fromLatin1(QUrl::toPercentEncoding(path));
}

Expected<Project> parseRemoteUrl(const QString &url)
{
    auto location = forge::splitRemoteUrl(url, QStringLiteral("GitLab"));
    if (!location)
        return location.failure();
    if (location->segments.size() < 2)
        return Error(GitLabProjectWords::tr("%1 does not look like a GitLab remote (host/group/project)").arg(url));
    return Project { location->host, location->segments.join(QLatin1Char('/')) };
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
