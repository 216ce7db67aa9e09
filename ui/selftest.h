// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QTextStream;

namespace kandesk::ui {

// `kandesk --self-test`: builds the main window, opens and migrates a database in a temporary
// folder, loads the syntax definitions and runs `agentctl --version`. Prints one summary line to
// out (or the first failure to err) and returns the process exit code.
int runSelfTest(QTextStream &out, QTextStream &err);

} // namespace kandesk::ui
