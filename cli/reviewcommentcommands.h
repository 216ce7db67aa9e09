// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace kandesk {
struct Task;
}

namespace kandesk::cli {

struct CliHome;

// `kandesk task comment ID FILE:LINE[-LINE] "text" [--old] [--json]`: a review comment on lines of
// the task's changes (new-file lines; --old: lines of the version before the change), kept until sent.
int taskCommentCommand(const QStringList &arguments);

// `kandesk task comments ID [--send [--auto-approve] [--force]] [--json]`: the task's review comments;
// --send hands the unsent ones to the agent in one prompt, as `kandesk task resume` would.
int taskCommentsCommand(const QStringList &arguments);

// What both of those commands and `task pr ID comments` do once the task is open: list the task's
// comments (pullRequestOnly: those from the pull request) or, with --send, hand the unsent ones to
// the agent. The parser holds --send, --auto-approve, --force and --json.
int showOrSendComments(const QString &command, const QCommandLineParser &parser, CliHome &home, const Task &task,
                       bool pullRequestOnly);

} // namespace kandesk::cli
