// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Pull request checks on the board's cards and in the shown task's Review; a failing one sent to
// the agent.
#include "workbench.h"

#include "application/review/pullrequestchecks.h"
#include "application/review/taskshipping.h"
#include "application/taskrunner.h"
#include "application/workflows/workflowengine.h"
#include "application/taskrunnerruntime.h"
#include "mainwindow.h"
#include "models/items/taskmodel.h"
#include "models/whenfinished.h"
#include "review/changesview.h"
#include "review/checkspanel.h"
#include "review/reviewcommentscontroller.h"
#include "review/checkswatch.h"
#include "review/shipbar.h"
#include "task/taskview.h"

#include <QDesktopServices>
#include <QUrl>

namespace kandesk::ui {

namespace {

bool hasOpenPullRequest(const Task &task)
{
    return task.pullRequestNumber > 0 && task.pullRequestState == QLatin1String("open");
}

} // namespace

void Workbench::wireChecks()
{
    m_checks = std::make_unique<PullRequestChecks>(m_services.stores, &m_services.runtime.runner());
    m_checksWatch = new ChecksWatch(*m_checks, this);
    ChecksPanel *panel = m_taskView->review()->checksPanel();
    auto taskOf = [this](const QString &taskId) {
        const int row = m_model->rowOf(taskId);
        return row < 0 ? Task {} : m_model->taskAt(row);
    };

    connect(m_checksWatch, &ChecksWatch::reportRead, this, [this, panel](const ChecksReport &report) {
        if (report.pullRequestStateBefore == QLatin1String("open") && report.pullRequestState != report.pullRequestStateBefore)
            followPullRequestClosedElsewhere(report.taskId, report.pullRequestNumber, report.pullRequestUrl,
                                             report.pullRequestState);
        if (report.changed) {
            m_model->refreshTaskInBackground(report.taskId);
            // Said once: whoever reads a change first records it, and the next read finds none.
            if (report.state == forge::CheckState::Failing)
                m_window.notify(tr("✗ Checks failing on “%1”: %2").arg(taskTitle(report.taskId), report.summary));
            else if (report.state == forge::CheckState::Passing)
                m_window.notify(tr("✓ Checks passing on “%1”").arg(taskTitle(report.taskId)));
        }
        if (report.taskId == m_taskView->taskId())
            panel->setReport(report);
    });
    connect(m_checksWatch, &ChecksWatch::readFailed, this, [this, panel](const QString &taskId, const QString &problem) {
        if (taskId == m_taskView->taskId())
            panel->setProblem(taskId, problem);
    });
    connect(m_taskView, &TaskView::taskShown, this, [this, panel, taskOf](const QString &taskId) {
        panel->clearChecks();
        const Task task = taskOf(taskId);
        m_checksWatch->setShownTask(taskId, hasOpenPullRequest(task));
        // What reviewers wrote there, beside Kandesk's own comments (after the controller showed the task).
        if (task.pullRequestNumber > 0)
            QMetaObject::invokeMethod(m_comments, &ReviewCommentsController::fetchFromPullRequest, Qt::QueuedConnection);
    });
    // A pull request just made, or asked about (↻): its checks are read again at once.
    connect(m_shipBar, &ShipBar::taskChanged, this, [this, taskOf](const QString &taskId) {
        const Task task = taskOf(taskId);
        if (hasOpenPullRequest(task))
            m_checksWatch->readNow(taskId);
    });
    connect(panel, &ChecksPanel::linkActivated, this, [](const QString &url) { QDesktopServices::openUrl(QUrl(url)); });
    connect(panel, &ChecksPanel::fixRequested, this, [this](const QString &taskId, const QString &checkName) {
        whenFinished(m_checks->askAgentToFix(taskId, checkName), this,
            [this, taskId, checkName](const Expected<QString> &sent) {
                m_window.notify(sent ? tr("Asked the agent of “%1” to fix “%2”").arg(taskTitle(taskId), checkName)
                                     : tr("Could not ask the agent to fix “%1”: %2").arg(checkName, sent.error()));
            });
    });
    // Every open pull request is looked at: those whose checks ran at once, the others spread out
    // (a board of fifty pull requests does not ask GitHub 150 things the moment it opens).
    auto followRunning = [this] {
        int spread = 0;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const Task task = m_model->taskAt(row);
            if (!hasOpenPullRequest(task))
                continue;
            const bool running = task.pullRequestChecks == QLatin1String("pending");
            m_checksWatch->track(task.id, running ? 0 : 10'000 + 5'000 * spread++);
        }
    };
    connect(m_model.get(), &QAbstractItemModel::modelReset, this, followRunning);
    followRunning();
}

void Workbench::followPullRequestClosedElsewhere(const QString &taskId, int number, const QString &pullRequestUrl,
                                                 const QString &state)
{
    const QString title = taskTitle(taskId);
    const ForgeWords words = wordsForUrl(pullRequestUrl);
    if (state != QLatin1String("merged")) {
        m_window.notify(tr("%1 of “%2” was closed on %3 without merging").arg(words.sentenceLabel(number), title, words.host));
        return;
    }
    // Merged there: the task follows to Done (its worktree stays; Finish removes it).
    whenFinished(m_shipping->followMerged(taskId, QStringLiteral("open"), state), this,
        [this, taskId, number, title, words](const Expected<std::optional<FinishResult>> &finished) {
            if (!finished) {
                m_window.notify(tr("%1 was merged on %2, but “%3” did not move to Done: %4")
                                    .arg(words.sentenceLabel(number), words.host, title, finished.error()));
                return;
            }
            m_model->refreshTaskInBackground(taskId);
            if (!*finished || (*finished)->leftStepId.isEmpty())
                return; // in Done already (merged from here)
            m_services.runtime.runner().workflow().stepEntered(taskId, (*finished)->leftStepId);
            m_window.notify(tr("%1 was merged on %2: “%3” moved to %4")
                                .arg(words.sentenceLabel(number), words.host, title, (*finished)->doneStep));
        });
}

} // namespace kandesk::ui
