// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/outcome.h"

#include <QFuture>
#include <QList>
#include <QString>

namespace kandesk {

class Stores;
class TaskRunner;
struct ReviewComment;

// What the agent reads when the reviewer sends comments: one numbered section per comment with
// its file and lines, the code as it read when the comment was written, and the comment, in the
// order they were written, then what to do with them.
QString reviewCommentsPrompt(const QList<ReviewComment> &comments);

// Sends the task's unsent review comments to its agent as one prompt: to its running session, else
// to its newest session resumed, else to a first session started with it. The comments are marked
// sent once the agent has the prompt; when it cannot be sent they stay as they were. Yields the
// session's id; an error says why (also when no comment waits to be sent). On the runner's thread.
QFuture<Outcome<QString>> sendReviewComments(TaskRunner &runner, Stores &stores, const QString &taskId);

} // namespace kandesk
