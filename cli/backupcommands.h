// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk backup create [FILE] [--json]`: the home's database and secrets file saved into FILE
// (else a new file in <home>/backups) while Kandesk may go on using the home. `kandesk backup
// restore FILE [--json]`: that backup in place of the home's, refused while a Kandesk uses the home;
// what it replaced is kept beside. `kandesk backup show FILE [--json]`: what a backup holds. Each
// takes --data-dir DIR. arguments[0] is the program, arguments[1] the sub-command.
int backupCommand(const QStringList &arguments);
QString backupCommandsUsage();

} // namespace kandesk::cli
