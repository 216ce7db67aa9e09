// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QStringList>

#include <functional>

namespace kandesk {
struct Task;
}

namespace kandesk::cli {

// `kandesk run --repo PATH [options] "prompt"`: runs one task as the window would and streams its
// prepare steps and agent events. arguments[0] is the program; the verb is already removed.
// Needs a running QCoreApplication instance (not yet exec'd).
int runCommand(const QStringList &arguments);
// Its usage line (`kandesk run --help`).
QString runUsage();

// `kandesk task resume ID "prompt" [--auto-approve] [--image FILE]… [--json] [--force] [--data-dir DIR]`: continues
// the task's newest session (its workspace, its ACP session where the agent can load it) with the
// prompt, through the same TaskRunner path, output and exit codes as `kandesk run`.
int taskResumeCommand(const QStringList &arguments);

struct CliHome;

// How resumeTask names itself and behaves; afterSent runs once the agent has the prompt (on a pool
// thread), not when the prompt could not be sent.
struct ResumeOptions {
    QString command;
    bool autoApprove = false;
    bool json = false;
    bool force = false; // resume a session still marked starting or running
    QString mode;       // the session's mode (and model) before the prompt; empty: as it was
    QString model;
    PromptAttachments images; // --image, sent with the prompt
    std::function<void()> afterSent;
};

// Sends prompt to the task's newest session (started, when the task never ran) exactly as
// `kandesk task resume` does: the same checks, output and exit codes.
int resumeTask(const ResumeOptions &options, CliHome &home, const Task &task, const QString &prompt);

// `kandesk task resume ID` without a prompt: the session goes on with its first queued prompt
// (kept, say, when its agent crashed), put back when the agent never got it; nothing queued is a
// usage error.
int resumeWithQueuedPrompt(ResumeOptions options, CliHome &home, const Task &task);

} // namespace kandesk::cli
