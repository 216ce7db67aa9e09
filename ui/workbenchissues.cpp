// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The workbench's issues: File ▸ New Task from Issue… and the tasks it makes.
#include "workbench.h"

#include "application/intake/issueintake.h"
#include "models/items/taskmodel.h"
#include "models/queries/repositoryqueries.h"
#include "ui/board/importissuedialog.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"

namespace kandesk::ui {

void Workbench::importIssue()
{
    const auto repositories = m_repositoryStore->list(m_workspaceId);
    ImportIssueDialog dialog(*m_intake, m_workspaceId, repositories ? *repositories : QList<Repository> {}, &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<IssueImport> imported = dialog.imported();
    if (imported.isEmpty())
        return;
    int made = 0;
    for (const IssueImport &each : imported) {
        const Status refreshed = m_model->refreshTask(each.task.id);
        Q_UNUSED(refreshed);
        made += each.existed ? 0 : 1;
    }
    const Status reloaded = m_board->reloadRepositories(); // a repository chosen for it may have joined the workspace
    Q_UNUSED(reloaded);
    if (imported.size() == 1) {
        const IssueImport &only = imported.constFirst();
        m_window.notify(only.existed ? tr("%1 was imported before: here is its task").arg(only.issue.ref.toString())
                                     : tr("Imported %1 as “%2”").arg(only.issue.ref.toString(), only.task.title));
        openTask(only.task.id);
        return;
    }
    m_window.notify(tr("Imported %1 issues (%2 new)").arg(imported.size()).arg(made));
}

} // namespace kandesk::ui
