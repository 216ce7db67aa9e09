// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

#include <functional>

namespace kandesk {

// What the user configured for a repository that preparing a workspace needs.
struct RepositorySettings {
    QStringList copyGlobs;   // ignored files to bring into a worktree, e.g. ".env"
    QString branchTemplate;  // empty: feature/{title}-{suffix}
    bool syncBaseBranch = false;
};

// Looks the settings up by repository path (the store answers; tests give fixed values).
using RepositorySettingsLookup = std::function<RepositorySettings(const QString &repositoryPath)>;

} // namespace kandesk
