// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The conflict radar's findings on the board's cards and in the shown task's Review.
#include "workbench.h"

#include "application/review/conflictradar.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/items/taskmodel.h"
#include "review/changesview.h"
#include "task/taskview.h"

#include <QTimer>

namespace kandesk::ui {

namespace {

// Branches also move outside Kandesk (the user's commits on the base, a pull): looked at again this often.
constexpr int kRadarIntervalMs = 60'000;

} // namespace

void Workbench::wireConflicts()
{
    m_radar = std::make_unique<ConflictRadar>(m_services.stores);
    connect(m_radar.get(), &ConflictRadar::conflictsChanged, this, [this](const QStringList &taskIds) {
        for (const QString &taskId : taskIds)
            m_model->setConflict(taskId, conflictSummary(m_radar->conflictsOf(taskId)));
        if (taskIds.contains(m_taskView->taskId()))
            m_taskView->review()->setConflicts(m_radar->conflictsOf(m_taskView->taskId()));
    });
    connect(m_radar.get(), &ConflictRadar::lagsChanged, this, [this](const QStringList &taskIds) {
        for (const QString &taskId : taskIds)
            m_model->setBaseLag(taskId, baseLagSummary(m_radar->lagOf(taskId)));
    });
    connect(m_taskView, &TaskView::taskShown, this,
        [this](const QString &taskId) { m_taskView->review()->setConflicts(m_radar->conflictsOf(taskId)); });
    // A turn's commits are what moves a task's branch.
    connect(&m_services.runtime.runner(), &TaskRunner::turnFinished, this, [this] { m_radar->refresh(m_workspaceId); });
    auto *again = new QTimer(this);
    again->setInterval(kRadarIntervalMs);
    connect(again, &QTimer::timeout, this, [this] { m_radar->refresh(m_workspaceId); });
    again->start();
    m_radar->refresh(m_workspaceId);
}

} // namespace kandesk::ui
