// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QString>

#include <functional>

namespace kandesk {

class Stores;
class TaskRunner;
struct SessionEvent;

// What the agent is asked when the user wants it to write the commit message.
QString commitMessagePrompt();

// The commit message in the agent's answer: the text without blank lines around it, and without
// the fence when the whole answer is one fenced block.
QString commitMessageFromReply(const QString &reply);

// Hears the permission requests (and their cancellations by the agent) of the turn that writes the message:
// the agent may ask before it answers, and whoever waits for the message must be able to answer.
using CommitPermissionWatcher = std::function<void(const QString &sessionId, const SessionEvent &event)>;

// Asks the task's agent (its newest session, running or resumed, else a first one) for a commit
// message for its changes and yields the message once its turn ends; an error says why (the
// prompt could not be sent, the turn failed, the answer was empty). On the runner's thread.
QFuture<Expected<QString>> askForCommitMessage(
    TaskRunner &runner, Stores &stores, const QString &taskId, CommitPermissionWatcher permissions = {});

} // namespace kandesk
