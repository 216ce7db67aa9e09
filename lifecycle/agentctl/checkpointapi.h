// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/workspaceapi.h"
#include "lifecycle/git/checkpoints.h"

namespace kandesk::checkpointapi {

// A task's checkpoints in a workspace on another host (an SSH host, a remote engine's container),
// kept by the git there through the execution's agentctl (wire.h's checkpoint routes): the same
// values and refusals as lifecycle/git/checkpoints.h gives for a checkout on this machine.
// Blocking: pool threads only.
Expected<git::Checkpoint> record(const WorkspaceEndpoint &endpoint, const QString &taskId, const QString &sessionId, int turn);
Expected<QList<git::Checkpoint>> list(const WorkspaceEndpoint &endpoint, const QString &taskId);
Expected<git::RestorePreview> preview(const WorkspaceEndpoint &endpoint, const QString &taskId, int number);
// Restores checkpoint number; yields what it changed.
Expected<git::RestorePreview> restore(const WorkspaceEndpoint &endpoint, const QString &taskId, int number);
Status forget(const WorkspaceEndpoint &endpoint, const QString &taskId);

} // namespace kandesk::checkpointapi
