// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Update from Base: the ship bar's action, the notice while an update stops on conflicts, the agent
// asked to resolve them and the update going on when its turn ends.
#include "workbench.h"

#include "application/review/basesync.h"
#include "application/review/conflictradar.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "mainwindow.h"
#include "models/items/taskmodel.h"
#include "review/basesyncflow.h"
#include "review/changesview.h"
#include "review/shipbar.h"
#include "review/syncnotice.h"
#include "task/taskview.h"

#include <QDialog>

namespace kandesk::ui {

void Workbench::wireBaseSync()
{
    m_baseSync = std::make_unique<TaskBaseSync>(m_services.stores, &m_services.runtime.runner());
    auto *notice = new SyncNotice(m_taskView);
    m_taskView->setNoticeBar(notice);
    auto *flow = new BaseSyncFlow(*m_baseSync, notice, &m_window, this);
    flow->setObjectName(QStringLiteral("baseSyncFlow"));
    connect(m_shipBar, &ShipBar::updateFromBaseRequested, flow, &BaseSyncFlow::start);
    connect(m_taskView, &TaskView::taskShown, flow, &BaseSyncFlow::showTask);
    connect(&m_services.runtime.runner(), &TaskRunner::turnFinished, flow,
        [flow](const QString &taskId) { flow->turnEnded(taskId); });
    connect(flow, &BaseSyncFlow::notify, &m_window, [this](const QString &message) { m_window.notify(message); });
    connect(flow, &BaseSyncFlow::dialogShown, m_shipBar, &ShipBar::dialogShown);
    connect(flow, &BaseSyncFlow::branchChanged, this, [this](const QString &taskId) {
        m_model->refreshTaskInBackground(taskId);
        m_radar->refresh(m_workspaceId);
        if (m_taskView->taskId() == taskId)
            m_taskView->review()->refreshSoon();
    });
}

} // namespace kandesk::ui
