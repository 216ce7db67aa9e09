// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the launch's stages and a workspace-only execution share; for lifecycle/launch only.

#include "lifecycle/launch/launchtypes.h"

#include <QUuid>

namespace kandesk::launchstage {

inline bool shouldPrepareEnvironment(const LaunchRequest &request)
{
    if (request.acpSessionId.isEmpty())
        return true;
    // A native ACP resume reuses the prepared workspace, but a worktree resume re-enters preparation
    // so that a missing branch can be reported.
    return request.useWorktree && !request.repositoryPath.isEmpty();
}

inline QString newExecutionId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace kandesk::launchstage
