// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task create TITLE [--description TEXT] [--repo PATH [--base BRANCH]] [--workflow NAME]
// [--step NAME] [--after ID]… [--parent ID] [--profile NAME] [--json] [--data-dir DIR]`: makes a
// task through the application's TaskCreation, in a workflow's step, waiting for other tasks to be
// Done (--after), as a subtask (--parent). Nothing starts: the window's workflow starts the agent
// when what the task waits for is done.
int taskCreateCommand(const QStringList &arguments);

} // namespace kandesk::cli
