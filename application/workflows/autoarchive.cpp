// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "autoarchive.h"

#include "application/stores.h"
#include "application/tasks/taskdeletion.h"
#include "models/stores/taskstore.h"
#include "models/whenfinished.h"

#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

struct AutoArchiveRun {
    QStringList due;
    AutoArchiveSweep done;
    QPromise<Expected<AutoArchiveSweep>> promise;
};

AutoArchive::AutoArchive(Stores &stores, TaskDeletion &deletion, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_deletion(deletion)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-auto-archive"));
    m_pool->setMaxThreadCount(1);
}

AutoArchive::~AutoArchive()
{
    m_pool->waitForDone();
}

QFuture<Expected<AutoArchiveSweep>> AutoArchive::sweep(const QDateTime &now)
{
    if (m_running)
        return m_running->promise.future();
    auto run = std::make_shared<AutoArchiveRun>();
    m_running = run;
    run->promise.start();
    const QFuture<Expected<AutoArchiveSweep>> result = run->promise.future();
    whenFinished(QtConcurrent::run(m_pool.get(), [&stores = m_stores, now] { return stores.tasks().dueForArchive(now); }), this,
                 [this, run](const Expected<QStringList> &due) {
                     if (!due) {
                         m_running.reset();
                         run->promise.addResult(Expected<AutoArchiveSweep>(Error{due.error()}));
                         run->promise.finish();
                         return;
                     }
                     run->due = *due;
                     next(run);
                 });
    return result;
}

void AutoArchive::next(std::shared_ptr<AutoArchiveRun> run)
{
    if (run->due.isEmpty()) {
        m_running.reset();
        run->promise.addResult(Expected<AutoArchiveSweep>(run->done));
        run->promise.finish();
        return;
    }
    const QString taskId = run->due.takeFirst();
    whenFinished(m_deletion.plan(taskId), this, [this, run, taskId](const Expected<TaskDeletionPlan> &plan) {
        if (!plan) {
            run->done.kept.insert(taskId, plan.error());
            next(run);
            return;
        }
        if (plan->removalLosesWork(true)) {
            run->done.kept.insert(taskId, tr("uncommitted files in its worktree would be lost (%1)").arg(plan->uncommittedFiles.join(QStringLiteral(", "))));
            next(run);
            return;
        }
        TaskDeletionOptions options;
        options.archive = true;
        whenFinished(m_deletion.remove(*plan, options), this, [this, run, taskId](const Expected<TaskDeletionResult> &removed) {
            if (removed) {
                run->done.archived.append(taskId);
                Q_EMIT archived(taskId);
            } else {
                run->done.kept.insert(taskId, removed.error());
            }
            next(run);
        });
    });
}

} // namespace kandesk
