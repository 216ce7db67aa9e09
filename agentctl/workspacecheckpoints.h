// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "workspaceread.h"

namespace kandesk::agentctl {

// The checkpoint routes of wire.h for the workspace at root, kept by the git of the host agentctl
// runs on (an SSH host, a container): a task's checkpoints listed, one recorded before a turn, a
// restore previewed and made, the task's checkpoints forgotten. Every failure is a status and a
// sentence. Blocking (git runs here).
WorkspaceReadResult listWorkspaceCheckpoints(const QString &root, const QUrlQuery &query);
WorkspaceReadResult recordWorkspaceCheckpoint(const QString &root, const QJsonObject &body);
WorkspaceReadResult deleteWorkspaceCheckpoints(const QString &root, const QUrlQuery &query);
WorkspaceReadResult previewWorkspaceRestore(const QString &root, const QUrlQuery &query);
WorkspaceReadResult restoreWorkspaceCheckpoint(const QString &root, const QJsonObject &body);

} // namespace kandesk::agentctl
