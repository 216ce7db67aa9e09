// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::cli {

// The command-line verbs for `kandesk --help`.
QString verbsHelp();

// The usage of a verb with sub-commands (task, secret, profile): `kandesk task --help`.
QString verbUsage(const QString &verb);

// Runs the verb (the first argument after the global options, see startmode.h) with a
// QCoreApplication (no display needed) and returns the exit code: 0 success, 1 failure, 2 bad
// usage, 130 interrupted.
int runCli(int argc, char *argv[]);

} // namespace kandesk::cli
