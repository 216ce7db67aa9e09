// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::agentctl {

// `agentctl call ACTION [--payload JSON] [--cwd DIR] [--timeout-ms N] -- AGENT ARGV…`: one agent
// started in DIR with agentctl's own environment, initialized, asked one action of the agent
// stream (wire.h: agent.session.list, agent.session.delete, agent.logout …), then stopped. Prints
// one JSON line on stdout: {initialize, result} when the agent answered, {error, rpc_error?,
// agent_exit?, stderr?} when not. Exits 0 answered, 1 failed, 2 on a usage error (said on stderr).
// For what Kandesk asks of an agent outside a task's run. Needs a QCoreApplication; runs its loop.
int runOneShotCall(const QStringList &arguments);

} // namespace kandesk::agentctl
