// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk session list …`: the sessions an agent keeps itself (ACP session/list), asked of the
// profile's agent started for that question (application/sessions/profileagentcalls.h).
// arguments[0] is the program, arguments[1] the sub-command.
int sessionCommand(const QStringList &arguments);

// The lines of `kandesk session --help`.
QString sessionCommandsUsage();

} // namespace kandesk::cli
