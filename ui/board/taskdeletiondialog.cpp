// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskdeletiondialog.h"

#include "application/tasks/taskdeletion.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace kandesk::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("TaskDeletionDialog", text);
}

// English plurals without a translation loaded: the one form or the other.
QString counted(int n, const char *one, const char *many)
{
    return n == 1 ? tr(one) : tr(many).arg(n);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString lossHtml(const TaskDeletionPlan &plan)
{
    QString html;
    if (!plan.uncommittedFiles.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(counted(int(plan.uncommittedFiles.size()), "1 file with uncommitted changes will be lost:",
                                                             "%1 files with uncommitted changes will be lost:"));
        for (const QString &file : plan.uncommittedFiles)
            html += QStringLiteral("<li>%1</li>").arg(escaped(file));
        html += QStringLiteral("</ul>");
    }
    for (const UnshippedBranch &branch : plan.unshippedBranches) {
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(counted(int(branch.commits.size()), "1 commit on %2 is on no other branch and not pushed:",
                                 "%1 commits on %2 are on no other branch and not pushed:")
                             .arg(escaped(branch.branch)));
        for (const QString &commit : branch.commits)
            html += QStringLiteral("<li><tt>%1</tt> %2</li>").arg(escaped(commit.section(QLatin1Char(' '), 0, 0)), escaped(commit.section(QLatin1Char(' '), 1)));
        html += QStringLiteral("</ul>");
    }
    if (!plan.unshippedBranches.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("The branch's last commit stays reachable for %1 days under refs/kandesk/deleted/.")
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
    box->setWindowTitle(tr("Delete Task"));
    box->setIcon(plan.removalLosesWork() ? QMessageBox::Warning : QMessageBox::Question);
    box->setTextFormat(Qt::RichText);
    const int worktrees = int(plan.worktrees.worktrees.size());
    QString text = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                       .arg(tr("Delete “%1”?").arg(escaped(plan.task.title)),
                            worktrees == 0 ? tr("The task and its sessions will be removed.")
                                           : counted(worktrees, "The task, its sessions and its worktree will be removed.",
                                                   "The task, its sessions and its %1 worktrees will be removed."));
    text += lossHtml(plan);
    box->setText(text);
    QPushButton *remove = box->addButton(tr("Delete Task"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("deleteTaskButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    return box;
}

} // namespace kandesk::ui
