// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/promptattachment.h"

#include <QFuture>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace kandesk {
class Stores;
class TaskRunner;
class TaskRunnerRuntime;
} // namespace kandesk

namespace kandesk::cli {

// What `kandesk run` and `kandesk task resume` were asked for.
struct RunOptions {
    QString repo;
    QString base;
    QString executor = QStringLiteral("worktree");
    QString agent;
    QString agentCommand;
    QString profile; // an agent profile by id or name
    bool autoApprove = false;
    bool json = false;
    int startTimeoutSeconds = 0; // 0: the profile's, else 60 s
    std::optional<int> maxRunningAgents; // --max-running-agents: this run's limit (0: any number), else the setting
    QString mode;                // the session's mode and model; empty: the profile's
    QString model;
    QString dataDir;
    QString prompt;
    PromptAttachments images; // --image
    QString workflow;         // `kandesk run --workflow NAME`: the workflow the task runs through
    // Follow the task through its workflow: the run ends when the workflow asks nothing more of the
    // agent (the task waits in a step for a person), not at the first turn's end.
    bool followWorkflow = false;
    QStringList attempts; // `kandesk run --attempts`: the agent profiles (names or ids) that each try the prompt
    bool helpShown = false;
    QString command = QStringLiteral("kandesk run"); // names the command in messages
};

// The id of the first of a permission request's options whose kind starts with prefix ("allow",
// "reject"), or empty.
QString optionOfKind(const QJsonArray &options, QLatin1StringView prefix);

// Runs body with the runtime of this machine (secrets from the vault, custom agents from Settings;
// their warnings said first), then lets the runner's writer finish; the runtime stops whatever still
// runs before it returns body's exit code.
int withRuntime(const RunOptions &options, Stores &stores, const std::function<int(TaskRunnerRuntime &)> &body);

// Runs one turn with the runtime of this machine (secrets from the vault, custom agents from
// Settings): firstLine (--json) first, then the prompt's attachments, prepare steps and agent events
// as they come, until the turn ends with nothing queued (with followWorkflow: until the task's
// workflow asks nothing more of the agent); returns the exit code. starter sends the prompt through
// the runner (with followWorkflow it may hand the task to the workflow and yield no session).
int driveTurn(const RunOptions &options, Stores &stores, const QString &taskId, const QJsonObject &firstLine,
              const std::function<QFuture<Expected<QString>>(TaskRunner &)> &starter);

} // namespace kandesk::cli
