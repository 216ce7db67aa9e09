// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace kandesk::cli {

// `kandesk executor add --type ssh --name NAME --host HOST [--port N] [--user U] [--identity FILE]
// [--known-hosts FILE] [--remote-dir DIR] [--json]`, `kandesk executor list [--json]`,
// `kandesk executor delete NAME`. Every one takes --data-dir DIR. arguments[0] is the program,
// arguments[1] the sub-command.
int executorCommand(const QStringList &arguments);

// The lines of `kandesk executor --help`.
QString executorCommandsUsage();

} // namespace kandesk::cli
