// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/queuedpromptqueries.h"
#include "models/types.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <memory>
#include <utility>

namespace kandesk {

class Database;
class QueuedPromptStore;
class DatabaseChangeWatcher;
class TaskRunner;

// The prompts a user queues while a session's turn runs, and their delivery: at the end of each
// turn that completes, the session's first queued prompt goes to its agent (through
// TaskRunner::prompt), until the queue is empty. The window and `kandesk run` / `task resume`
// share it (TaskRunnerRuntime::queue()). The queue is stored (QueuedPromptStore), so it outlives
// the process and an agent crash: a failed turn sends nothing and keeps the queue; the next turn of
// the resumed session drains it. Another process (`kandesk task queue`) only writes rows: they
// are read at the next turn's end, or at once while the session waits for input when
// watchOtherProcesses() runs. A cancelled turn sends nothing either, unless sendNow() cancelled it.
//
// Lives on the runner's (GUI) thread; the store is used on its own pool, results come back queued.
class PromptQueue final : public QObject
{
    Q_OBJECT
public:
    PromptQueue(TaskRunner &runner, Database &database, QObject *parent = nullptr);
    ~PromptQueue() override;

    // Appends text to the session's queue; it goes at once when the session's agent waits idle.
    QFuture<Expected<QueuedPrompt>> add(const QString &sessionId, const QString &text);
    QFuture<Expected<QList<QueuedPrompt>>> prompts(const QString &sessionId) const;
    QFuture<Status> edit(const QString &promptId, const QString &text);
    QFuture<Status> move(const QString &promptId, int index);
    QFuture<Status> remove(const QString &promptId);
    // That prompt next, now: the running turn is cancelled and the prompt follows its end; an
    // idle agent gets it at once; a session without an agent is resumed with it.
    void sendNow(const QString &sessionId, const QString &promptId);

    // Follows commits of other processes (a DatabaseChangeWatcher on queued_prompts): changed()
    // for views, and prompts for idle sessions of this process go at once. The window does this;
    // `kandesk run` reads the queue at each turn's end only.
    void watchOtherProcesses();

Q_SIGNALS:
    // The queue of sessionId changed (empty: of some session, another process wrote it).
    void changed(const QString &sessionId);
    // A queued prompt went to the agent (taskId may be empty when the session was resumed by sendNow).
    void promptSent(const QString &taskId, const QString &sessionId, const kandesk::QueuedPrompt &prompt);
    // A turn completed and nothing queued followed it: the session waits for input.
    void drained(const QString &taskId, const QString &sessionId, const QString &stopReason);
    // A queued prompt could not be sent (it is back at the front of the queue) or read.
    void failed(const QString &taskId, const QString &sessionId, const QString &message);

private:
    void onTurnFinished(const QString &taskId, const QString &sessionId, const QString &stopReason);
    void onTurnFailed(const QString &sessionId);
    void onStateChanged(const QString &taskId, const QString &sessionId, SessionState state);
    // Takes the prompt (the first when promptId is empty) and sends it; reportEmpty: say drained()
    // when there is none.
    void sendNext(const QString &taskId, const QString &sessionId, const QString &promptId, bool reportEmpty,
        const QString &stopReason = {});
    void deliver(const QString &taskId, const QString &sessionId, const QueuedPrompt &prompt);
    void sendToIdleSessions();
    bool isIdle(const QString &sessionId) const;

    TaskRunner &m_runner;
    std::unique_ptr<QueuedPromptStore> m_store;
    std::unique_ptr<DatabaseChangeWatcher> m_watcher;
    mutable QThreadPool m_pool; // one thread: the queue's writes land in the order they were asked
    QHash<QString, QString> m_idle; // sessions whose agent waits for input → their task
    QSet<QString> m_inTurn; // sessions whose turn runs
    QSet<QString> m_awaitingRunning; // a prompt went out; its RUNNING state has not come back yet
    QSet<QString> m_taking; // a take from the store is under way
    QHash<QString, QString> m_sendNow; // session → the prompt to send when its cancelled turn ends
    // session → (task, stop reason) of a turn that ended while a take was under way
    QHash<QString, std::pair<QString, QString>> m_turnEnds;
};

} // namespace kandesk
