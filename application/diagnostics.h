// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QString>

namespace kandesk {

class Stores;

// What the front end knows of itself: the Qt platform plugin, and which front end asks.
struct DiagnosticsContext {
    QString platformName; // empty for the command line
    QString frontEnd;     // "window", "command line"
    QString selfTestProgram; // the kandesk whose `--self-test` line is included; empty: not run
};

// Help ▸ Copy Diagnostics and `kandesk diagnostics`: the text a bug report needs — Kandesk's, Qt's
// and the system's versions, the Qt platform, Node.js and npm, the agent profiles (agent, model;
// never their environment), the npm agents installed in the home, where secrets are kept (the
// backend and how many, never a value), the home and its schema, the self-test's line, the last
// crash note kept, and the last lines of the window's log and of the newest agentctl log, every line
// that might carry a secret withheld. Made on a pool thread.
QFuture<QString> collectDiagnostics(Stores &stores, const DiagnosticsContext &context);

// Where the logs of this home are (<home>/logs: the window's kandesk.log, one agentctl log per launch).
QString logsFolder(const Stores &stores);

} // namespace kandesk
