// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubremote.h"

#include "lifecycle/forge/remoteurl.h"

#include <QCoreApplication>

namespace kandesk::github {

// The words this file says to users, translated in the context "GitHubRemoteWords".
namespace {
struct GitHubRemoteWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubRemoteWords)
};
} // namespace

Expected<RemoteRepository> parseRemoteUrl(const QString &url)
{
    auto location = forge::splitRemoteUrl(url, QStringLiteral("GitHub"));
    if (!location)
        return location.failure();
    if (location->segments.size() != 2)
        return Error {
            GitHubRemoteWords::tr("%1 does not look like a GitHub remote (host/owner/repository)").arg(url)
        };
    return RemoteRepository { location->host, location->segments.at(0), location->segments.at(1) };
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
