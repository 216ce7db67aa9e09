// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk run --repo PATH [options] "prompt"`: runs one task as the window would and streams its
// prepare steps and agent events. arguments[0] is the program; the verb is already removed.
// Needs a running QCoreApplication instance (not yet exec'd).
int runCommand(const QStringList &arguments);

} // namespace kandesk::cli
