// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::git {

inline constexpr auto kDefaultBranchTemplate = "feature/{title}-{suffix}";

// Lowercase letters, digits and single dashes, at most maxLength characters; "task" when nothing is left.
QString slugify(const QString &title, int maxLength);

// 8 hex characters derived from the task id: stable, so a relaunch finds the same folder and branch.
QString taskIdHash(const QString &taskId);

// The task's folder under <home>/tasks: the title's slug (≤ 20 characters), '_', the id hash.
QString taskDirectoryName(const QString &title, const QString &taskId);

// Expands {title} (slug) and {suffix} (id hash) in a branch template; an empty template means the default.
QString branchNameFromTemplate(const QString &branchTemplate, const QString &title, const QString &taskId);

// The same name without folders ("feature/x-1" → "feature-x-1"): what a task's branch is called
// when the repository has a branch where the name needs a folder ("feature").
inline QString flatBranchName(QString branch)
{
    return branch.replace(QLatin1Char('/'), QLatin1Char('-'));
}

} // namespace kandesk::git
