// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskdeletiondialog.h"

#include "application/tasks/taskdeletion.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace kandesk::ui {

namespace {

// The words this file says to users, translated in the context "TaskDeletionDialog".
struct TaskDeletionDialogWords {
    Q_DECLARE_TR_FUNCTIONS(TaskDeletionDialog)
};

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString lossHtml(const TaskDeletionPlan &plan)
{
    QString html;
    if (!plan.uncommittedFiles.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(TaskDeletionDialogWords::tr("%n file(s) with uncommitted changes will be lost:", nullptr,
                                                                    int(plan.uncommittedFiles.size())));
        for (const QString &file : plan.uncommittedFiles)
            html += QStringLiteral("<li>%1</li>").arg(escaped(file));
        html += QStringLiteral("</ul>");
    }
    for (const UnshippedBranch &branch : plan.unshippedBranches) {
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(TaskDeletionDialogWords::tr("%n commit(s) on %1 on no other branch and not pushed:", nullptr, int(branch.commits.size()))
                             .arg(escaped(branch.branch)));
        for (const QString &commit : branch.commits)
            html += QStringLiteral("<li><tt>%1</tt> %2</li>").arg(escaped(commit.section(QLatin1Char(' '), 0, 0)), escaped(commit.section(QLatin1Char(' '), 1)));
        html += QStringLiteral("</ul>");
    }
    if (!plan.unshippedBranches.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(TaskDeletionDialogWords::tr("The branch's last commit stays reachable for %1 days under refs/kandesk/deleted/.")
                                                  .arg(git::kDeletedBranchDays));
    }
    return html;
}

} // namespace

QMessageBox *makeTaskDeletionDialog(const TaskDeletionPlan &plan, QWidget *parent)
{
    auto *box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("taskDeletionDialog"));
    box->setWindowTitle(TaskDeletionDialogWords::tr("Delete Task"));
    box->setIcon(plan.removalLosesWork() ? QMessageBox::Warning : QMessageBox::Question);
    box->setTextFormat(Qt::RichText);
    const int worktrees = int(plan.worktrees.worktrees.size());
    QString text = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                       .arg(TaskDeletionDialogWords::tr("Delete “%1”?").arg(escaped(plan.task.title)),
                            worktrees == 0 ? TaskDeletionDialogWords::tr("The task and its sessions will be removed.")
                                           : TaskDeletionDialogWords::tr("The task, its sessions and its %n worktree(s) will be removed.", nullptr, worktrees));
    text += lossHtml(plan);
    box->setText(text);
    QPushButton *remove = box->addButton(TaskDeletionDialogWords::tr("Delete Task"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("deleteTaskButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    return box;
}

} // namespace kandesk::ui
