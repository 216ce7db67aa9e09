// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositorysettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

WorktreeOptions worktreeOptionsFromConfig(const QString &configJson)
{
    WorktreeOptions options;
    const QJsonObject config = QJsonDocument::fromJson(configJson.toUtf8()).object();
    options.branchTemplate = config.value(QLatin1String(kBranchTemplateConfigKey)).toString().trimmed();
    const QJsonArray globs = config.value(QLatin1String(kCopyGlobsConfigKey)).toArray();
    for (const QJsonValue &glob : globs) {
        const QString text = glob.toString().trimmed();
        if (!text.isEmpty())
            options.copyGlobs.append(text);
    }
    return options;
}

} // namespace kandesk
