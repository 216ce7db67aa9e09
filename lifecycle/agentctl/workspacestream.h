// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/agentstream.h"

#include <memory>

namespace kandesk {

struct ExecutorInstance;

// What agentctl reports on an instance's workspace stream: its git status (branch, ahead/behind,
// changed files with line counts) or one file that changed on disk.
enum class WorkspaceEventKind { GitStatus, FileChange, Other };
WorkspaceEventKind workspaceEventKind(const QJsonObject &event);

// The workspace stream of an agentctl instance, not open yet (AgentStream::open blocks: pool
// threads). Its events reach onEvent on the network thread.
std::shared_ptr<AgentStream> makeWorkspaceStream(
    std::shared_ptr<AgentctlNetwork> network, const ExecutorInstance &instance, AgentStream::EventHandler onEvent);

} // namespace kandesk
