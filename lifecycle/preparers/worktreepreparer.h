// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/prepare.h"
#include "lifecycle/preparers/repositorysettings.h"

namespace kandesk {

// The worktree executor gives each task its own git worktree under <tasksRoot>/<taskDir>/<repo>:
// Validate repository, Sync base branch (when configured), Create worktree, Copy ignored files
// (when globs are configured), Copy dependency folders (node_modules, .venv, … of the main
// checkout: dependencystep.h), Run setup script. A task with several repositories gets one
// worktree each, all or none.
class WorktreePreparer final : public EnvPreparer
{
public:
    // The folder a launch's task worktrees go in (the application's worktrees folder setting).
    using TasksRootLookup = std::function<QString(const EnvPrepareRequest &)>;

    // Worktrees under <homeDir>/tasks.
    explicit WorktreePreparer(const QString &homeDir, RepositorySettingsLookup settings = {});
    WorktreePreparer(TasksRootLookup tasksRoot, RepositorySettingsLookup settings);

    QString name() const override { return QStringLiteral("worktree"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &onProgress) override;

private:
    TasksRootLookup m_tasksRoot;
    RepositorySettingsLookup m_settings;
};

} // namespace kandesk
