// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk profile list|add|edit|delete …`: agent profiles (agent, model, mode, auto-approve, CLI
// flags, command prefix, environment variables with secret references), and custom ACP agents by
// command line (stored where Settings keeps them). Checked with the validators of the Settings
// page: a profile Settings would refuse is refused here (exit 2, the same message).
// arguments[0] is the program, arguments[1] the sub-command.
int profileCommand(const QStringList &arguments);

} // namespace kandesk::cli
