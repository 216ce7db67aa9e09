// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QUrl>

namespace kandesk::github {

// owner/name on a GitHub host, as a git remote names it.
struct RemoteRepository {
    QString host;
    QString owner;
    QString name;
};

// https://host/o/r(.git), http://…, ssh://[user@]host[:port]/o/r(.git), git@host:o/r(.git).
Expected<RemoteRepository> parseRemoteUrl(const QString &url);

// The REST API's base: $KANDESK_GITHUB_API_URL when set, https://api.github.com for github.com,
// else GitHub Enterprise's https://HOST/api/v3.
QUrl apiBaseFor(const QString &host);

} // namespace kandesk::github
