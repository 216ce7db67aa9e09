// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk {
struct Task;
}

namespace kandesk::cli {

// `kandesk task queue ID "prompt" [--json]`: queues a prompt for the task's newest session; the
// process that runs the session (the window, `kandesk run`, `task resume`) sends it when its turn
// ends. `kandesk task queue ID --list [--json]`: the session's queue, next first.
int taskQueueCommand(const QStringList &arguments);

struct CliHome;
struct ResumeOptions;

// `kandesk task resume ID` without a prompt: the session goes on with its first queued prompt
// (kept, say, when its agent crashed), put back when the agent never got it; nothing queued is a
// usage error.
int resumeWithQueuedPrompt(ResumeOptions options, CliHome &home, const Task &task);

} // namespace kandesk::cli
