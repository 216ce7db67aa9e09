// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcontainers.h"

#include "lifecycle/docker/dockerengine.h"
#include "lifecycle/reattach.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/sessionstore.h"

namespace kandesk {

namespace {

Expected<QStringList> removeLabelled(Database &database, const Task &task, const QString &label, bool keepCopies)
{
    if (task.executorProfileId.isEmpty())
        return QStringList {};
    auto settings = DockerExecutorStore(database).settings(task.executorProfileId);
    if (!settings)
        return Error { settings.error() };
    if (!settings->has_value())
        return QStringList {}; // not a Docker task
    docker::DockerEngine::Config config;
    config.dockerPath = qEnvironmentVariable("KANDESK_DOCKER", QStringLiteral("docker"));
    return docker::DockerEngine(config).removeLabelled(label, 60'000, keepCopies);
}

} // namespace

Expected<QStringList> removeTaskContainers(Database &database, const Task &task)
{
    return removeLabelled(database, task, QStringLiteral("kandesk.task=%1").arg(task.id), false);
}

Expected<QStringList> removeSessionContainers(Database &database, const Task &task, const QString &sessionId)
{
    // A copy of the worktree on a remote engine is the task's work: it stays until the task ends.
    return removeLabelled(database, task, QStringLiteral("kandesk.session=%1").arg(sessionId), true);
}

Expected<QStringList> removeLeftoverTaskContainers(Database &database, const Task &task)
{
    auto settings = DockerExecutorStore(database).settings(task.executorProfileId);
    if (task.executorProfileId.isEmpty() || (settings && !settings->has_value()))
        return QStringList {};
    auto sessions = SessionStore(database).listForTask(task.id);
    if (!sessions)
        return Error { sessions.error() };
    QStringList removed;
    for (const TaskSession &session : std::as_const(*sessions)) {
        auto row = ExecutorsRunningTable(database).find(session.id);
        if (!row)
            return Error { row.error() };
        const bool driven = row->has_value() && !(*row)->resumable && (*row)->status != ExecutorRunningStatus::Stopped
            && ownerStillRuns(**row);
        if (driven)
            continue;
        auto gone = removeLabelled(database, task, QStringLiteral("kandesk.session=%1").arg(session.id), false);
        if (!gone)
            return gone;
        removed += *gone;
    }
    return removed;
}

} // namespace kandesk
