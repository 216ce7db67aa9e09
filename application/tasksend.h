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

} // namespace kandesk
