// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "tasksend.h"

#include "taskrunner.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPromise>

#include <memory>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskSend".
struct TaskSendWords {
    Q_DECLARE_TR_FUNCTIONS(TaskSend)
};

} // namespace

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

QFuture<Expected<QString>> sendWhenPrepared(TaskRunner &runner, const QString &taskId,
                                            QFuture<Expected<PreparedPrompt>> preparing)
{
    auto promise = std::make_shared<QPromise<Expected<QString>>>();
    promise->start();
    const QFuture<Expected<QString>> result = promise->future();
    auto settle = [promise](Expected<QString> outcome) {
        promise->addResult(std::move(outcome));
        promise->finish();
    };
    auto *watcher = new QFutureWatcher<Expected<PreparedPrompt>>(&runner);
    auto handedOn = std::make_shared<bool>(false);
    QObject::connect(watcher, &QObject::destroyed, [handedOn, settle] {
        if (!*handedOn)
            settle(Error::failed(TaskSendWords::tr("Kandesk is closing: the prompt was not sent")));
    });
    QObject::connect(watcher, &QFutureWatcherBase::finished, &runner, [watcher, handedOn, settle, &runner, taskId] {
        *handedOn = true;
        watcher->deleteLater();
        Expected<PreparedPrompt> prepared = watcher->future().isValid() && watcher->future().resultCount() > 0
            ? watcher->result()
            : Expected<PreparedPrompt>(Error::failed(TaskSendWords::tr("the prompt could not be prepared")));
        if (!prepared)
            return settle(prepared.failure());
        sendToSession(runner, taskId, prepared->sessionId, prepared->text).then([settle](Expected<QString> outcome) {
            settle(std::move(outcome));
        });
    });
    watcher->setFuture(preparing);
    return result;
}

} // namespace kandesk
