// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QUrl>

namespace kandesk::gitlab {

// A project on a GitLab host, as a git remote names it: its full path (groups and subgroups too).
struct Project {
    QString host;
    QString path; // "group/subgroup/project"
    // The project as the API names it in a path: the full path, URL-encoded ("group%2Fproject").
    QString apiId() const;
};

// https://host/group/…/project(.git), ssh://[user@]host[:port]/…, git@host:group/…/project(.git).
Expected<Project> parseRemoteUrl(const QString &url);

// The REST API's base: $KANDESK_GITLAB_API_URL when set, else https://HOST/api/v4.
QUrl apiBaseFor(const QString &host);

// Whether a host is GitLab's: gitlab.com, a host whose name starts with "gitlab.", or one the user
// listed (comma-separated, the `gitlab_hosts` setting the caller passes in).
bool isGitLabHost(const QString &host, const QString &listedHosts = {});

} // namespace kandesk::gitlab
