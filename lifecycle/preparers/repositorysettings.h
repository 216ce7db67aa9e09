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

// What an executor profile says about worktrees, kept in its config JSON as
// {"branch_template": "…", "copy_globs": […]}; other keys belong to other executors.
struct WorktreeOptions {
    QString branchTemplate; // empty: the repository's, else the default
    QStringList copyGlobs;  // added to the repository's own list
};
inline constexpr auto kBranchTemplateConfigKey = "branch_template";
inline constexpr auto kCopyGlobsConfigKey = "copy_globs";
WorktreeOptions worktreeOptionsFromConfig(const QString &configJson);

// Looks the settings up by repository path (the store answers; tests give fixed values).
using RepositorySettingsLookup = std::function<RepositorySettings(const QString &repositoryPath)>;

} // namespace kandesk
