// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk agent list|install|update|remove|pin|unpin …`: the built-in npm agents Kandesk installs
// into its home and starts with node (lifecycle/npmagents/). npm's output streams to stderr.
// arguments[0] is the program, arguments[1] the sub-command.
int agentCommand(const QStringList &arguments);

// The lines of `kandesk agent --help`.
QString agentCommandsUsage();

} // namespace kandesk::cli
