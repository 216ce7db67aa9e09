// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The workflow the board shows: chosen among the workspace's, read again after an edit.
#include "taskboardview.h"

#include "models/queries/workflowqueries.h"

#include <QComboBox>
#include <QLabel>

#include <algorithm>

namespace kandesk::ui {

void TaskBoardView::chooseWorkflow(const QString &wanted)
{
    const auto found = std::find_if(m_workflows.cbegin(), m_workflows.cend(), [&](const Workflow &w) { return w.id == wanted; });
    const Workflow &shown = found != m_workflows.cend() ? *found : m_workflows.constFirst();
    m_workflowId = shown.id;
    m_steps = shown.steps;
    const QSignalBlocker quiet(m_workflowChooser);
    m_workflowChooser->clear();
    for (const Workflow &workflow : std::as_const(m_workflows)) {
        m_workflowChooser->addItem(workflow.name, workflow.id);
        m_workflowChooser->setItemData(m_workflowChooser->count() - 1, workflow.description, Qt::ToolTipRole);
    }
    m_workflowChooser->setCurrentIndex(m_workflowChooser->findData(m_workflowId));
    const bool several = m_workflows.size() > 1;
    m_workflowChooser->setVisible(several);
    m_workflowLabel->setVisible(several);
}

Status TaskBoardView::showWorkflow(const QString &workflowId)
{
    if (workflowId == m_workflowId)
        return {};
    if (std::none_of(m_workflows.cbegin(), m_workflows.cend(), [&](const Workflow &w) { return w.id == workflowId; }))
        return Error { tr("the workspace has no such workflow") };
    chooseWorkflow(workflowId);
    buildColumns();
    return {};
}

Status TaskBoardView::reloadWorkflows()
{
    auto workflows = m_stores.workflows.list(m_workspaceId);
    if (!workflows)
        return Error { workflows.error() };
    if (workflows->isEmpty())
        return Error { tr("the workspace has no workflow") };
    m_workflows = std::move(workflows.value());
    chooseWorkflow(m_workflowId);
    buildColumns();
    return {};
}

} // namespace kandesk::ui
