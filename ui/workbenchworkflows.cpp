// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Workbench's workflows: the board's choice of workflow remembered, the engine's moves and
// complaints shown, and the workflow editor.
#include "workbench.h"

#include "mainwindow.h"
#include "application/settings/agentinstalls.h"
#include "application/settings/configuration.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/workflows/autoarchive.h"
#include "application/workflows/workflowengine.h"
#include "application/workflows/workflowlibrary.h"
#include "models/items/taskmodel.h"
#include "models/queries/settingsqueries.h"
#include "models/whenfinished.h"
#include "ui/board/taskboardview.h"
#include "ui/board/workfloweditor.h"
#include "ui/review/reviewcommentscontroller.h"
#include "ui/task/taskview.h"

#include <QTimer>

namespace kandesk::ui {

namespace {

// The workflow a workspace's board showed last: "board_workflow/<workspace id>".
QString boardWorkflowKey(const QString &workspaceId)
{
    return QStringLiteral("board_workflow/") + workspaceId;
}

} // namespace

QString Workbench::restoredWorkflowId(const QString &workspaceId) const
{
    const SettingsQueries &settings = std::as_const(m_services.stores).settings();
    const Expected<QString> remembered = settings.value(boardWorkflowKey(workspaceId), {});
    return remembered ? *remembered : QString();
}

void Workbench::wireWorkflows()
{
    m_workflows = std::make_unique<WorkflowLibrary>(m_services.stores);
    // Steps with auto-archive: swept after the start-up recovery (sweepArchives) and every ten minutes.
    m_autoArchive = std::make_unique<AutoArchive>(m_services.stores, *m_deletion);
    connect(m_autoArchive.get(), &AutoArchive::archived, this, [this](const QString &taskId) {
        if (const Status refreshed = m_model->refreshTask(taskId); !refreshed)
            m_window.notify(refreshed.error());
    });
    auto *every = new QTimer(this);
    every->setInterval(std::chrono::minutes(10));
    connect(every, &QTimer::timeout, this, &Workbench::sweepArchives);
    every->start();
    connect(m_board, &TaskBoardView::workflowChosen, this, [this](const QString &workspaceId, const QString &workflowId) {
        if (const Status saved = m_configuration->setValue(boardWorkflowKey(workspaceId), workflowId); !saved)
            m_window.notify(saved.error());
    });
    connect(m_board, &TaskBoardView::editWorkflowRequested, this, &Workbench::editWorkflow);
    // The workflow's steps act on a card moved by hand (start its agent with the step's prompt, plan mode…).
    WorkflowEngine &workflow = m_services.runtime.runner().workflow();
    // A card dropped where its agent starts opens the task view, which follows that launch.
    connect(m_board, &TaskBoardView::agentStarting, this, &Workbench::followLaunch);
    connect(m_board, &TaskBoardView::stepEntered, &workflow, &WorkflowEngine::stepEntered);
    connect(&workflow, &WorkflowEngine::problem, this, [this](const QString &taskId, const QString &text) {
        m_window.notify(tr("“%1”: %2").arg(taskTitle(taskId), text));
    });
    connect(&workflow, &WorkflowEngine::reviewCommentsWritten, this, [this](const QString &taskId) {
        if (m_taskView->taskId() == taskId)
            m_comments->refresh();
    });
    connect(&workflow, &WorkflowEngine::agentNotStarted, this, [this](const QString &taskId, const QString &why) {
        if (m_taskView->taskId() == taskId)
            m_taskView->applyLaunchFailed(m_taskView->sessionId(), why);
        if (const auto hint = installHintIn(why))
            offerInstall(taskId, *hint);
    });
}

void Workbench::sweepArchives()
{
    whenFinished(m_autoArchive->sweep(), this, [this](const Expected<AutoArchiveSweep> &swept) {
        if (!swept) {
            m_window.notify(tr("Auto-archive: %1").arg(swept.error()));
            return;
        }
        if (!swept->archived.isEmpty())
            m_window.notify(tr("Archived %n task(s) that sat in their step as long as its workflow says", nullptr,
                               int(swept->archived.size())));
        for (auto kept = swept->kept.cbegin(); kept != swept->kept.cend(); ++kept) {
            if (!m_keptFromArchive.contains(kept.key())) // said once a run of Kandesk
                m_window.notify(tr("“%1” stays on the board: %2").arg(taskTitle(kept.key()), kept.value()));
            m_keptFromArchive.insert(kept.key());
        }
    });
}

void Workbench::editWorkflow(const QString &workflowId, const QString &stepId)
{
    // Read fresh (another process may have changed it), then edited in a window-modal dialog.
    whenFinished(m_workflows->list(m_board->workspaceId()), this, [this, workflowId, stepId](const Expected<QList<Workflow>> &all) {
        if (!all) {
            m_window.notify(all.error());
            return;
        }
        for (const Workflow &workflow : *all) {
            if (workflow.id != workflowId)
                continue;
            auto *editor = new WorkflowEditorDialog(*m_workflows, workflow, &m_window);
            editor->setAttribute(Qt::WA_DeleteOnClose);
            if (!stepId.isEmpty())
                editor->selectStep(stepId);
            connect(editor, &WorkflowEditorDialog::saved, this, [this](const Workflow &saved) {
                if (const Status shown = m_board->reloadWorkflows(); !shown)
                    m_window.notify(shown.error());
                m_model->refreshInBackground(); // cards of deleted steps moved
                m_window.notify(tr("Workflow “%1” saved").arg(saved.name));
            });
            editor->open();
            return;
        }
        m_window.notify(tr("The workflow is gone"));
    });
}

} // namespace kandesk::ui
