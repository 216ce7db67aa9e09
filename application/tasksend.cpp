// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "tasksend.h"

#include "taskrunner.h"

namespace kandesk {

QFuture<Expected<QString>> sendToSession(TaskRunner &runner, const QString &taskId, const QString &sessionId, const QString &text)
{
    if (sessionId.isEmpty()) {
        TaskStartOptions options;
        options.prompt = text;
        return runner.startTask(taskId, options);
    }
    if (runner.isRunning(sessionId)) {
        return runner.prompt(sessionId, text).then([sessionId](Status status) {
            return status ? Expected<QString>(sessionId) : Expected<QString>(status.failure());
        });
    }
    return runner.resume(sessionId, text);
}

} // namespace kandesk
