// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QString>

namespace kandesk {

class TaskRunner;

// Sends text to a task's agent the way a user's next prompt goes: to the session while it runs,
// else to the session resumed with it, else (sessionId empty: the task never ran) to a first
// session started with it. Yields the session's id. Called on the runner's thread.
QFuture<Expected<QString>> sendToSession(TaskRunner &runner, const QString &taskId, const QString &sessionId, const QString &text);

// A prompt read or composed off the runner's thread (from the database, a service) and the
// task's newest session (empty: it never ran).
struct PreparedPrompt {
    QString sessionId;
    QString text;
};

// Sends the prompt once it is prepared, on the runner's thread, as sendToSession. A preparation
// that failed is the result; so is Kandesk closing (the runner gone) before it was ready.
QFuture<Expected<QString>> sendWhenPrepared(TaskRunner &runner, const QString &taskId,
                                            QFuture<Expected<PreparedPrompt>> preparing);

} // namespace kandesk
