// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/preparers/dependencyfolders.h"

#include <QStringList>

#include <functional>
#include <optional>

namespace kandesk {

// What the user configured for a repository that preparing a workspace needs.
struct RepositorySettings {
    QStringList copyGlobs;   // ignored files to bring into a worktree, e.g. ".env"
    QString branchTemplate;  // empty: feature/{title}-{suffix}
    bool syncBaseBranch = false;
    // The dependency folders a new worktree gets from the main checkout (nullopt: those the checkout
    // has, defaultDependencyFolders), cloned where the filesystem shares blocks, else as
    // dependencyFallback says (off: not copied).
    std::optional<QStringList> dependencyFolders;
    DependencyCopyMode dependencyFallback = DependencyCopyMode::Off;
};

inline constexpr QLatin1StringView kDependencyFoldersKey("dependency_folders/"); // + repository id: a JSON array
inline constexpr QLatin1StringView kDependencyFallbackKey("dependency_fallback/"); // + repository id: off, hardlink, copy

// Looks the settings up by repository path (the store answers; tests give fixed values).
using RepositorySettingsLookup = std::function<RepositorySettings(const QString &repositoryPath)>;

} // namespace kandesk
