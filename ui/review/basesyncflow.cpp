// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "basesyncflow.h"

#include "application/review/basesync.h"
#include "models/whenfinished.h"
#include "shipdialogs.h"
#include "syncnotice.h"

namespace kandesk::ui {

namespace {

constexpr int kAgentRounds = 5; // a rebase of many commits may conflict again after each

QString updatedMessage(const SyncReport &report)
{
    QString message = BaseSyncFlow::tr("Updated from %1 (%2)").arg(report.baseRef, git::syncModeName(report.mode));
    if (report.setupRan && report.setupFailure.isEmpty())
        message += BaseSyncFlow::tr("; the setup script passed");
    if (report.pushed)
        message += BaseSyncFlow::tr("; pushed");
    if (!report.setupFailure.isEmpty())
        message += BaseSyncFlow::tr(", but %1").arg(report.setupFailure);
    return message;
}

} // namespace

BaseSyncFlow::BaseSyncFlow(TaskBaseSync &sync, SyncNotice *notice, QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_sync(sync)
    , m_notice(notice)
    , m_dialogParent(dialogParent)
{
    connect(m_notice, &SyncNotice::askAgentRequested, this, &BaseSyncFlow::askAgent);
    connect(m_notice, &SyncNotice::continueRequested, this, &BaseSyncFlow::continueUpdate);
    connect(m_notice, &SyncNotice::abortRequested, this, &BaseSyncFlow::abort);
}

void BaseSyncFlow::start(const QString &taskId, const QString &taskTitle)
{
    if (taskId.isEmpty() || m_busy.contains(taskId))
        return;
    m_busy.insert(taskId);
    whenFinished(m_sync.status(taskId), this, [this, taskId, taskTitle](const Expected<BaseStatus> &status) {
        m_busy.remove(taskId);
        if (!status) {
            Q_EMIT notify(tr("Cannot update from the base: %1").arg(status.error()));
            return;
        }
        if (status->state.inProgress) {
            m_notice->showConflict(taskId, status->baseRef, status->state.conflictedFiles);
            return;
        }
        UpdateFromBaseDialog dialog(taskTitle, status->baseRef, status->divergence.behind, status->divergence.ahead,
            status->rememberedMode, m_dialogParent);
        Q_EMIT dialogShown(&dialog);
        if (dialog.exec() != QDialog::Accepted)
            return;
        update(taskId, int(dialog.mode()));
    });
}

void BaseSyncFlow::update(const QString &taskId, int mode)
{
    m_busy.insert(taskId);
    whenFinished(m_sync.update(taskId, git::SyncMode(mode)), this, [this, taskId](const Expected<SyncReport> &report) {
        m_busy.remove(taskId);
        if (!report) {
            Q_EMIT notify(tr("Update from the base failed: %1").arg(report.error()));
            return;
        }
        if (report->outcome.kind == git::SyncOutcome::Kind::Conflict) {
            m_notice->showConflict(taskId, report->baseRef, report->outcome.conflictedFiles);
            Q_EMIT branchChanged(taskId);
            return;
        }
        Q_EMIT notify(report->outcome.kind == git::SyncOutcome::Kind::UpToDate
                ? tr("Already up to date with %1").arg(report->baseRef)
                : updatedMessage(*report));
        Q_EMIT branchChanged(taskId);
    });
}

void BaseSyncFlow::showTask(const QString &taskId)
{
    m_shown = taskId;
    m_notice->clearFor(m_notice->taskId());
    if (taskId.isEmpty())
        return;
    whenFinished(m_sync.status(taskId), this, [this, taskId](const Expected<BaseStatus> &status) {
        if (taskId != m_shown || !status || !status->state.inProgress)
            return;
        if (m_agentRounds.contains(taskId))
            m_notice->showResolving(taskId, status->state.conflictedFiles);
        else
            m_notice->showConflict(taskId, status->baseRef, status->state.conflictedFiles);
    });
}

void BaseSyncFlow::askAgent(const QString &taskId)
{
    m_agentRounds[taskId] += 1;
    whenFinished(m_sync.askAgentToResolve(taskId), this, [this, taskId](const Expected<QString> &sent) {
        if (!sent) {
            m_agentRounds.remove(taskId);
            m_notice->showProblem(taskId, tr("The agent was not asked: %1").arg(sent.error()));
            return;
        }
        whenFinished(m_sync.status(taskId), this, [this, taskId](const Expected<BaseStatus> &status) {
            if (status && taskId == m_notice->taskId() && m_agentRounds.contains(taskId))
                m_notice->showResolving(taskId, status->state.conflictedFiles);
        });
    });
}

void BaseSyncFlow::turnEnded(const QString &taskId)
{
    if (m_agentRounds.contains(taskId))
        continueUpdate(taskId);
}

void BaseSyncFlow::continueUpdate(const QString &taskId)
{
    if (m_busy.contains(taskId))
        return;
    m_busy.insert(taskId);
    whenFinished(m_sync.continueUpdate(taskId), this, [this, taskId](const Expected<SyncReport> &report) {
        m_busy.remove(taskId);
        const int rounds = m_agentRounds.value(taskId);
        if (!report) {
            m_agentRounds.remove(taskId);
            m_notice->showProblem(taskId, report.error());
            return;
        }
        if (report->outcome.kind == git::SyncOutcome::Kind::Conflict) {
            m_notice->showConflict(taskId, report->baseRef, report->outcome.conflictedFiles);
            Q_EMIT branchChanged(taskId);
            if (rounds > 0 && rounds < kAgentRounds)
                askAgent(taskId);
            else
                m_agentRounds.remove(taskId);
            return;
        }
        m_agentRounds.remove(taskId);
        m_notice->clearFor(taskId);
        Q_EMIT notify(updatedMessage(*report));
        Q_EMIT branchChanged(taskId);
    });
}

void BaseSyncFlow::abort(const QString &taskId)
{
    m_agentRounds.remove(taskId);
    whenFinished(m_sync.abort(taskId), this, [this, taskId](const Status &aborted) {
        if (!aborted) {
            m_notice->showProblem(taskId, aborted.error());
            return;
        }
        m_notice->clearFor(taskId);
        Q_EMIT notify(tr("Update aborted: the branch is back on its commit"));
        Q_EMIT branchChanged(taskId);
    });
}

} // namespace kandesk::ui
