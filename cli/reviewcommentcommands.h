// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task comment ID FILE:LINE[-LINE] "text" [--old] [--json]`: a review comment on lines of
// the task's changes (new-file lines; --old: lines of the version before the change), kept until sent.
int taskCommentCommand(const QStringList &arguments);

// `kandesk task comments ID [--send [--auto-approve] [--force]] [--json]`: the task's review comments;
// --send hands the unsent ones to the agent in one prompt, as `kandesk task resume` would.
int taskCommentsCommand(const QStringList &arguments);

} // namespace kandesk::cli
