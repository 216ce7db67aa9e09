// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskremovalflow.h"

#include "taskdeletiondialog.h"

#include "application/tasks/taskdeletion.h"
#include "models/items/taskmodel.h"
#include "models/whenfinished.h"

#include <QMessageBox>
#include <QPushButton>

namespace kandesk::ui {

TaskRemovalFlow::TaskRemovalFlow(TaskDeletion &deletion, TaskModel &model, std::function<void(const QString &)> notify,
                                 QWidget *dialogParent)
    : QObject()
    , m_deletion(deletion)
    , m_model(model)
    , m_notify(std::move(notify))
    , m_dialogParent(dialogParent)
{
}

void TaskRemovalFlow::deleteTask(const QString &taskId)
{
    // What deleting would lose is found by git, off the GUI thread; then the user is asked.
    whenFinished(m_deletion.plan(taskId), this, [this](const Expected<TaskDeletionPlan> &plan) {
        if (!plan) {
            m_notify(plan.error());
            return;
        }
        QMessageBox *dialog = makeTaskDeletionDialog(*plan, m_dialogParent);
        connect(dialog, &QMessageBox::buttonClicked, this, [this, dialog, plan = plan.value()](QAbstractButton *button) {
            if (dialog->buttonRole(button) != QMessageBox::DestructiveRole)
                return;
            const Task doomed = plan.task;
            whenFinished(m_deletion.remove(plan, {true, true}), this, [this, doomed](const Expected<TaskDeletionResult> &removed) {
                if (!removed) {
                    m_notify(removed.error());
                    return;
                }
                const Status refreshed = m_model.refreshTask(doomed.id);
                Q_UNUSED(refreshed);
                Q_EMIT taskLeftBoard(doomed.id);
                QString said = tr("Deleted “%1”").arg(doomed.title);
                for (const git::KeptBranch &branch : removed->keptBranches)
                    said += tr("; %1 was at %2").arg(branch.branch, branch.commit.left(12));
                m_notify(said);
            });
        });
        dialog->open();
    });
}

void TaskRemovalFlow::archiveTask(const QString &taskId)
{
    whenFinished(m_deletion.plan(taskId), this, [this, taskId](const Expected<TaskDeletionPlan> &plan) {
        if (!plan) {
            m_notify(plan.error());
            Q_EMIT archiveFinished(taskId, false);
            return;
        }
        if (!plan->removalLosesWork(true)) {
            archive(*plan, false);
            return;
        }
        // Only uncommitted files are lost by archiving: the branches stay.
        delete m_archiveQuestion;
        m_archiveQuestion = new QMessageBox(QMessageBox::Warning, tr("Archive Task"),
                                            tr("Archive “%1”? Its worktree has uncommitted work.").arg(plan->task.title),
                                            QMessageBox::Cancel, m_dialogParent);
        m_archiveQuestion->setObjectName(QStringLiteral("archiveQuestion"));
        m_archiveQuestion->setInformativeText(tr("Archiving removes the worktree and keeps the branch and the transcript; "
                                                 "what is not committed is lost:\n%1")
                                                  .arg(plan->describeLoss(true)));
        QPushButton *go = m_archiveQuestion->addButton(tr("Archive and Lose It"), QMessageBox::DestructiveRole);
        go->setObjectName(QStringLiteral("archiveAnyway"));
        m_archiveQuestion->setDefaultButton(QMessageBox::Cancel);
        connect(m_archiveQuestion, &QMessageBox::finished, this, [this, go, plan = plan.value()] {
            const bool confirmed = m_archiveQuestion->clickedButton() == go;
            m_archiveQuestion->deleteLater();
            m_archiveQuestion = nullptr;
            if (confirmed)
                archive(plan, true);
            else
                Q_EMIT archiveFinished(plan.task.id, false);
        });
        m_archiveQuestion->open();
    });
}

void TaskRemovalFlow::archive(const TaskDeletionPlan &plan, bool loseWork)
{
    TaskDeletionOptions options;
    options.removeWorktrees = false;
    options.archive = true;
    options.loseWork = loseWork;
    const Task task = plan.task;
    whenFinished(m_deletion.remove(plan, options), this, [this, task](const Expected<TaskDeletionResult> &archived) {
        if (!archived) {
            m_notify(archived.error());
            Q_EMIT archiveFinished(task.id, false);
            return;
        }
        const Status refreshed = m_model.refreshTask(task.id);
        Q_UNUSED(refreshed);
        Q_EMIT taskLeftBoard(task.id);
        m_notify(tr("Archived “%1”: its branch and transcript are kept (Show: Archived lists it)").arg(task.title));
        Q_EMIT archiveFinished(task.id, true);
    });
}

void TaskRemovalFlow::unarchiveTask(const QString &taskId)
{
    whenFinished(m_deletion.unarchive(taskId), this, [this, taskId](const Status &back) {
        if (!back) {
            m_notify(back.error());
            Q_EMIT archiveFinished(taskId, false);
            return;
        }
        const Status refreshed = m_model.refreshTask(taskId);
        Q_UNUSED(refreshed);
        m_notify(tr("Back on the board; its next start makes its worktree again"));
        Q_EMIT archiveFinished(taskId, true);
    });
}

} // namespace kandesk::ui
