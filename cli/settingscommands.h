// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk settings list [--json]`, `get NAME [--json]`, `set NAME VALUE`, `unset NAME`: the
// settings the window's Settings has too, by name (max-running-agents, admission-cpu-pressure),
// each checked before it is stored. arguments[0] is the program, arguments[1] the sub-command.
int settingsCommand(const QStringList &arguments);
QString settingsCommandsUsage();

} // namespace kandesk::cli
