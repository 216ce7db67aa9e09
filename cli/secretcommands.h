// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk secret set NAME [--label TEXT]`: the value comes from standard input (read without
// echo on a terminal) and goes to the SecretVault (keychain, else the 0600 file); it is never
// printed and never in the database. `kandesk secret list [--json]` prints names only.
// `kandesk secret delete NAME`. Every one takes --data-dir DIR. arguments[0] is the program,
// arguments[1] the sub-command.
int secretCommand(const QStringList &arguments);

} // namespace kandesk::cli
