// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::cli {

// The command-line verbs for `kandesk --help`.
QString verbsHelp();

// Whether the first argument of kandesk names a command-line verb (run, task, secret, profile).
bool isCliVerb(const char *argument);

// Runs the verb in argv[1] with a QCoreApplication (no display needed) and returns the exit code:
// 0 success, 1 failure, 2 bad usage, 130 interrupted.
int runCli(int argc, char *argv[]);

} // namespace kandesk::cli
