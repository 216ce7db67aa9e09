// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The workbench's issues: File ▸ New Task from Issue…, the Inbox, and the tasks they make.
#include "workbench.h"

#include "application/intake/issueinbox.h"
#include "application/intake/issueintake.h"
#include "models/items/taskmodel.h"
#include "models/queries/repositoryqueries.h"
#include "models/whenfinished.h"
#include "ui/board/importissuedialog.h"
#include "ui/board/inboxpanel.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"

#include <QTimer>

namespace kandesk::ui {

void Workbench::importIssue()
{
    const auto repositories = m_repositoryStore->list(m_workspaceId);
    ImportIssueDialog dialog(*m_intake, m_workspaceId, repositories ? *repositories : QList<Repository> {}, &m_window);
    connect(&dialog, &ImportIssueDialog::inboxQueryChosen, this,
        [this](const QString &connectionId, const issues::IssueQuery &query) {
            whenFinished(m_inbox->setQuery(connectionId, query), this, [this](const Status &saved) {
                if (!saved) {
                    m_window.notify(tr("The Inbox's search was not kept: %1").arg(saved.error()));
                    return;
                }
                m_window.notify(tr("The Inbox fills from this search now"));
                readInbox();
            });
        });
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

void Workbench::wireInbox()
{
    m_inbox = std::make_unique<IssueInbox>(m_services.stores);
    m_inboxPanel = new InboxPanel(m_board);
    m_board->setLeadingColumn(m_inboxPanel);
    m_inboxTimer = new QTimer(this);
    m_inboxTimer->setSingleShot(true);
    connect(m_inboxTimer, &QTimer::timeout, this, &Workbench::readInbox);
    connect(m_inboxPanel, &InboxPanel::refreshRequested, this, &Workbench::readInbox);
    connect(m_inboxPanel, &InboxPanel::importRequested, this, &Workbench::importFromInbox);
    connect(m_inboxPanel, &InboxPanel::dismissRequested, this, [this](const QString &connectionId, const QString &ref) {
        m_inboxPanel->removeIssue(connectionId, ref);
        whenFinished(m_inbox->dismiss(connectionId, ref), this, [this, ref](const Status &dismissed) {
            if (!dismissed)
                m_window.notify(tr("%1 stays in the Inbox: %2").arg(ref, dismissed.error()));
        });
    });
    // A task moved to Done by hand tells the issue it was made from, as a finished one does.
    connect(m_board, &TaskBoardView::movedToDone, this, [this](const QString &taskId) {
        whenFinished(m_intake->reportLanded(taskId, QString()), this, [this](const Expected<IssueLanding> &landing) {
            if (!landing)
                m_window.notify(tr("The issue was not told: %1").arg(landing.error()));
            else if (!landing->problems.isEmpty())
                m_window.notify(landing->problems.join(QStringLiteral("; ")));
            else if (landing->commented || landing->closed)
                m_window.notify(landing->closed ? tr("%1 was told and closed").arg(landing->issueRef)
                                                : tr("%1 was told").arg(landing->issueRef));
        });
    });
    // The first read waits for the window to settle; then every few minutes.
    m_inboxTimer->start(2'000);
}

void Workbench::readInbox()
{
    if (m_inboxReading)
        return;
    m_inboxReading = true;
    m_inboxTimer->stop();
    whenFinished(m_inbox->read(m_workspaceId), this, [this](const Expected<InboxRead> &read) {
        m_inboxReading = false;
        int waitSeconds = 0;
        if (!read) {
            ++m_inboxFailures;
        } else {
            m_inboxFailures = read->problems.isEmpty() ? 0 : m_inboxFailures + 1;
            waitSeconds = read->retryAfterSeconds;
            m_inboxPanel->setRead(*read);
        }
        m_inboxTimer->start(nextInboxReadMs(m_inboxFailures, waitSeconds));
    });
}

void Workbench::importFromInbox(const QString &connectionId, const QString &issueRef)
{
    IssueImportOptions options;
    options.workspaceId = m_workspaceId;
    options.integrationId = connectionId;
    m_window.notify(tr("Importing %1…").arg(issueRef));
    whenFinished(m_intake->importIssue(issueRef, options), this,
        [this, connectionId, issueRef](const Expected<IssueImport> &imported) {
            if (!imported) {
                m_window.notify(tr("%1 was not imported: %2").arg(issueRef, imported.error()));
                return;
            }
            m_inboxPanel->removeIssue(connectionId, issueRef);
            const Status refreshed = m_model->refreshTask(imported->task.id);
            Q_UNUSED(refreshed);
            m_window.notify(tr("Imported %1 as “%2”").arg(issueRef, imported->task.title));
            openTask(imported->task.id);
        });
}

} // namespace kandesk::ui
