// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

// What is known about an existing task workspace, to restore a workspace-only execution.
struct WorkspaceInfo {
    QString taskId;
    QString sessionId;
    QString taskEnvironmentId;
    QString workspacePath;
    QString agentId;
    QString executorType;
};

class WorkspaceInfoProvider
{
public:
    virtual ~WorkspaceInfoProvider() = default;
    virtual Expected<WorkspaceInfo> workspaceInfoForSession(const QString &taskId, const QString &sessionId) = 0;
    virtual Expected<WorkspaceInfo> workspaceInfoForEnvironment(const QString &taskEnvironmentId) = 0;
};

} // namespace kandesk
