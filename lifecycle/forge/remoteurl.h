// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk::forge {

// A git remote's host and the path after it, split into its segments (".git" and slashes
// trimmed): https://host/a/b(.git), http://…, ssh://[user@]host[:port]/a/b, git@host:a/b(.git).
struct RemoteLocation {
    QString host; // lower case
    QStringList segments;
};
// service names the host in the errors ("GitHub", "GitLab").
Expected<RemoteLocation> splitRemoteUrl(const QString &url, const QString &service);

} // namespace kandesk::forge
