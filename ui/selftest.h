// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QTextStream;

namespace kandesk::ui {

// `kandesk --self-test`: opens and migrates the database of dataDir (else of $KANDESK_HOME, else of
// a temporary folder), builds the main window with its board loaded from that database as a normal
// start does, loads the syntax definitions and runs `agentctl --version`. Prints one summary line
// to out (or the first failure to err) and returns the process exit code.
int runSelfTest(QTextStream &out, QTextStream &err, const QString &dataDir = {});

} // namespace kandesk::ui
