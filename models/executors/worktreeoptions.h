// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk {

// What an executor profile says about worktrees, kept in its config JSON as
// {"branch_template": "…", "copy_globs": […]}; other keys belong to other executors.
struct WorktreeOptions {
    QString branchTemplate; // empty: the repository's, else the default
    QStringList copyGlobs;  // added to the repository's own list
};
WorktreeOptions worktreeOptionsFromConfig(const QString &configJson);
// configJson with the options written in (blank globs left out), its other keys kept.
QString configWithWorktreeOptions(const QString &configJson, const WorktreeOptions &options);

} // namespace kandesk
