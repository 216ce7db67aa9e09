// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacewatch.h"

#include "lifecycle/agentctl/workspacestream.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"

#include <QMutex>
#include <QtConcurrent>

namespace kandesk {

// Hands a stream's events (network thread) to the watch (its own thread) for as long as the
// stream is the one watched: unwatch() and the watch's destructor cut it under the mutex, so an
// event never reaches a watch that is gone or a session watched through another stream.
struct WorkspaceWatch::Relay {
    QMutex mutex;
    WorkspaceWatch *watch = nullptr;

    void cut()
    {
        QMutexLocker lock(&mutex);
        watch = nullptr;
    }
};

struct WorkspaceWatch::Watched {
    QString executionId;
    QString workspacePath;
    std::shared_ptr<Relay> relay;
    std::shared_ptr<AgentStream> stream;
};

WorkspaceWatch::WorkspaceWatch(
    LifecycleController &controller, std::shared_ptr<AgentctlNetwork> network, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_network(std::move(network))
{
    m_pool.setMaxThreadCount(2);
}

WorkspaceWatch::~WorkspaceWatch()
{
    for (const std::shared_ptr<Watched> &watched : std::as_const(m_watched)) {
        watched->relay->cut();
        watched->stream->close(); // an open under way fails at once
    }
    m_watched.clear();
    m_pool.waitForDone();
}

QString WorkspaceWatch::watch(const QString &sessionId)
{
    const ExecutionPtr execution = m_controller.executions().bySessionId(sessionId);
    if (!execution) {
        unwatch(sessionId);
        return {};
    }
    if (const auto found = m_watched.constFind(sessionId);
        found != m_watched.constEnd() && (*found)->executionId == execution->id)
        return (*found)->workspacePath;
    unwatch(sessionId);

    auto watched = std::make_shared<Watched>();
    watched->executionId = execution->id;
    watched->workspacePath = execution->workspacePath;
    watched->relay = std::make_shared<Relay>();
    watched->relay->watch = this;
    const std::shared_ptr<Relay> relay = watched->relay;
    watched->stream = makeWorkspaceStream(m_network, execution->instance, [relay, sessionId](const QJsonObject &event) {
        const WorkspaceEventKind kind = workspaceEventKind(event);
        if (kind == WorkspaceEventKind::Other)
            return;
        QMutexLocker lock(&relay->mutex);
        if (!relay->watch)
            return;
        QMetaObject::invokeMethod(
            relay->watch,
            [relay, sessionId, event, kind] {
                WorkspaceWatch *watch = relay->watch; // written on this thread only
                if (!watch)
                    return;
                if (kind == WorkspaceEventKind::GitStatus)
                    Q_EMIT watch->gitStatus(sessionId, event);
                else
                    Q_EMIT watch->fileChanged(sessionId, event);
            },
            Qt::QueuedConnection);
    });
    m_watched.insert(sessionId, watched);

    // Opening waits for agentctl's answer: off this thread.
    const std::shared_ptr<AgentStream> stream = watched->stream;
    QtConcurrent::run(&m_pool, [stream] {
        return stream->open();
    }).then(this, [this, relay, sessionId, executionId = execution->id](const Status &opened) {
        if (opened || !relay->watch)
            return; // open, or no longer watched
        unwatch(sessionId);
        // An execution that ended meanwhile (stopped while the stream opened) is no failure.
        const ExecutionPtr current = m_controller.executions().bySessionId(sessionId);
        if (current && current->id == executionId)
            Q_EMIT watchFailed(sessionId, opened.error());
    });
    return watched->workspacePath;
}

void WorkspaceWatch::unwatch(const QString &sessionId)
{
    const std::shared_ptr<Watched> watched = m_watched.take(sessionId);
    if (!watched)
        return;
    watched->relay->cut();
    watched->stream->close();
}

bool WorkspaceWatch::isWatching(const QString &sessionId) const
{
    return m_watched.contains(sessionId);
}

} // namespace kandesk
