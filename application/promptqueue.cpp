// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "promptqueue.h"

#include "application/taskrunner.h"
#include "models/databasechangewatcher.h"
#include "models/stores/queuedpromptstore.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace kandesk {

namespace {

const QString kTable = QStringLiteral("queued_prompts");
const QString kCancelled = QStringLiteral("cancelled");

// done(result) on context's thread, unless context is gone by then (QFuture::then with a context
// that may go first asserts in Qt 6.4).
template<typename T, typename Done> void whenFinished(QFuture<T> future, QObject *context, Done done)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done = std::move(done)] {
        watcher->deleteLater();
        done(watcher->result());
    });
    watcher->setFuture(std::move(future));
}

} // namespace

PromptQueue::PromptQueue(TaskRunner &runner, Database &database, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_store(std::make_unique<QueuedPromptStore>(database))
    , m_watcher(std::make_unique<DatabaseChangeWatcher>(database, QStringList { kTable }))
{
    m_pool.setObjectName(QStringLiteral("kandesk-prompt-queue"));
    m_pool.setMaxThreadCount(1);
    connect(&runner, &TaskRunner::turnFinished, this, &PromptQueue::onTurnFinished);
    connect(&runner, &TaskRunner::turnFailed, this,
        [this](const QString &, const QString &sessionId, const QString &) { onTurnFailed(sessionId); });
    connect(&runner, &TaskRunner::sessionStateChanged, this,
        [this](const QString &taskId, const QString &sessionId, SessionState state, const QString &) {
            onStateChanged(taskId, sessionId, state);
        });
    connect(m_watcher.get(), &DatabaseChangeWatcher::tablesChanged, this, [this] {
        Q_EMIT changed({});
        sendToIdleSessions();
    });
}

PromptQueue::~PromptQueue()
{
    m_watcher->stop();
    m_pool.waitForDone();
}

void PromptQueue::watchOtherProcesses()
{
    if (!m_watcher->isActive())
        m_watcher->start();
}

QFuture<Expected<QueuedPrompt>> PromptQueue::add(const QString &sessionId, const QString &text)
{
    auto added
        = QtConcurrent::run(&m_pool, [store = m_store.get(), sessionId, text] { return store->add(sessionId, text); });
    whenFinished(added, this, [this, sessionId](const Expected<QueuedPrompt> &prompt) {
        if (!prompt)
            return;
        Q_EMIT changed(sessionId);
        // The turn it waited for may have ended meanwhile.
        if (isIdle(sessionId))
            sendNext(m_idle.value(sessionId), sessionId, {}, false);
    });
    return added;
}

QFuture<Expected<QList<QueuedPrompt>>> PromptQueue::prompts(const QString &sessionId) const
{
    return QtConcurrent::run(&m_pool, [store = m_store.get(), sessionId] { return store->forSession(sessionId); });
}

QFuture<Status> PromptQueue::edit(const QString &promptId, const QString &text)
{
    return QtConcurrent::run(
        &m_pool, [store = m_store.get(), promptId, text] { return store->setText(promptId, text); });
}

QFuture<Status> PromptQueue::move(const QString &promptId, int index)
{
    return QtConcurrent::run(
        &m_pool, [store = m_store.get(), promptId, index] { return store->move(promptId, index); });
}

QFuture<Status> PromptQueue::remove(const QString &promptId)
{
    return QtConcurrent::run(&m_pool, [store = m_store.get(), promptId] { return store->remove(promptId); });
}

void PromptQueue::sendNow(const QString &sessionId, const QString &promptId)
{
    if (!m_runner.isRunning(sessionId)) {
        sendNext({}, sessionId, promptId, false); // resumed with it
        return;
    }
    if (isIdle(sessionId)) {
        sendNext(m_idle.value(sessionId), sessionId, promptId, false);
        return;
    }
    m_sendNow.insert(sessionId, promptId);
    m_runner.cancel(sessionId);
}

void PromptQueue::onTurnFinished(const QString &taskId, const QString &sessionId, const QString &stopReason)
{
    m_inTurn.remove(sessionId);
    if (const QString chosen = m_sendNow.take(sessionId); !chosen.isEmpty()) {
        sendNext(taskId, sessionId, chosen, true, stopReason);
        return;
    }
    if (stopReason == kCancelled) {
        Q_EMIT drained(taskId, sessionId, stopReason); // the user stopped the turn: the queue waits
        return;
    }
    sendNext(taskId, sessionId, {}, true, stopReason);
}

void PromptQueue::onTurnFailed(const QString &sessionId)
{
    // The agent failed or is gone: the queue stays for the resumed session.
    m_inTurn.remove(sessionId);
    m_sendNow.remove(sessionId);
}

void PromptQueue::onStateChanged(const QString &taskId, const QString &sessionId, SessionState state)
{
    if (state == SessionState::WaitingForInput)
        m_idle.insert(sessionId, taskId);
    else
        m_idle.remove(sessionId);
    if (state == SessionState::Running) {
        m_awaitingRunning.remove(sessionId);
        m_inTurn.insert(sessionId);
    } else if (!m_awaitingRunning.contains(sessionId)) {
        // A state written before our prompt's RUNNING says nothing about the turn it started.
        m_inTurn.remove(sessionId);
    }
}

bool PromptQueue::isIdle(const QString &sessionId) const
{
    return m_idle.contains(sessionId) && !m_inTurn.contains(sessionId) && !m_taking.contains(sessionId)
        && m_runner.isRunning(sessionId);
}

void PromptQueue::sendToIdleSessions()
{
    for (auto it = m_idle.cbegin(); it != m_idle.cend(); ++it) {
        if (isIdle(it.key()))
            sendNext(it.value(), it.key(), {}, false);
    }
}

void PromptQueue::sendNext(const QString &taskId, const QString &sessionId, const QString &promptId, bool reportEmpty,
    const QString &stopReason)
{
    if (m_taking.contains(sessionId)) {
        // Another take is under way: its outcome answers this turn's end too.
        if (reportEmpty)
            m_turnEnds.insert(sessionId, { taskId, stopReason });
        return;
    }
    m_taking.insert(sessionId);
    auto taken = QtConcurrent::run(
        &m_pool, [store = m_store.get(), sessionId, promptId] { return store->take(sessionId, promptId); });
    whenFinished(taken, this,
        [this, taskId, sessionId, promptId, reportEmpty, stopReason](
            const Expected<std::optional<QueuedPrompt>> &prompt) {
            m_taking.remove(sessionId);
            std::optional<std::pair<QString, QString>> waitingEnd;
            if (m_turnEnds.contains(sessionId))
                waitingEnd = m_turnEnds.take(sessionId);
            if (!prompt) {
                Q_EMIT failed(taskId, sessionId, tr("The queued prompts could not be read: %1").arg(prompt.error()));
                return;
            }
            if (prompt->has_value()) {
                deliver(taskId, sessionId, **prompt);
                return;
            }
            if (!promptId.isEmpty() && reportEmpty) {
                sendNext(taskId, sessionId, {}, true, stopReason); // the chosen one is gone: the next then
                return;
            }
            if (reportEmpty)
                Q_EMIT drained(taskId, sessionId, stopReason);
            else if (waitingEnd)
                Q_EMIT drained(waitingEnd->first, sessionId, waitingEnd->second);
        });
}

void PromptQueue::deliver(const QString &taskId, const QString &sessionId, const QueuedPrompt &prompt)
{
    Q_EMIT changed(sessionId);
    auto putBack = [this, taskId, sessionId, prompt](const QString &why) {
        m_inTurn.remove(sessionId);
        m_awaitingRunning.remove(sessionId);
        Q_EMIT failed(taskId, sessionId, tr("The queued prompt could not be sent: %1").arg(why));
        whenFinished(QtConcurrent::run(&m_pool, [store = m_store.get(), prompt] { return store->putBack(prompt); }),
            this, [this, sessionId](const Status &) { Q_EMIT changed(sessionId); });
    };
    m_inTurn.insert(sessionId);
    m_awaitingRunning.insert(sessionId);
    Q_EMIT promptSent(taskId, sessionId, prompt);
    if (m_runner.isRunning(sessionId)) {
        whenFinished(m_runner.prompt(sessionId, prompt.text), this, [putBack](const Status &sent) {
            if (!sent)
                putBack(sent.error());
        });
        return;
    }
    whenFinished(m_runner.resume(sessionId, prompt.text), this, [putBack](const Expected<QString> &resumed) {
        if (!resumed)
            putBack(resumed.error());
    });
}

} // namespace kandesk
