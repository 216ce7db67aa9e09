// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk workflow list | show NAME | import FILE | import --template NAME | export [NAME…] [-o FILE]
// | delete NAME`: the workspace's workflows, kandev's workflow files in and out. Each takes --json
// (but export, which writes YAML) and --data-dir DIR. arguments[0] is the program, arguments[1]
// the sub-command.
int workflowCommand(const QStringList &arguments);
QString workflowCommandsUsage();

} // namespace kandesk::cli
