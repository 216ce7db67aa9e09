// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "models/expected.h"

namespace kandesk {

// Before anything is linked or started: for local executors, and for worktree resumes, each
// repository's workspace must belong to the selected repository (its git common directory is the
// repository's). A missing worktree on a worktree resume is left to the worktree preparer, which
// recreates it or reports its deleted branch. Other executors own their file systems and are not
// checked here. Blocks (runs git): pool threads only.
Status validateLaunchWorkspaceAdmission(const LaunchRequest &request, const QString &workspacePath);

// The git common directory of a folder inside a repository or one of its worktrees (canonical).
Expected<QString> gitCommonDirectory(const QString &path);

} // namespace kandesk
