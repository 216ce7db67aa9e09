// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shipbar.h"

#include "shipdialogs.h"

#include "application/review/taskshipping.h"
#include "models/whenfinished.h"

#include <QAction>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QTimer>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QToolButton>
#include <QUrl>

namespace kandesk::ui {

namespace {

struct ActionSpec {
    ShipBar::Action which;
    const char *text;
    QKeySequence shortcut;
    const char *objectName;
    const char *icon;
};

} // namespace

ShipBar::ShipBar(TaskShipping &shipping, QWidget *parent)
    : QWidget(parent)
    , m_shipping(shipping)
    , m_issue(new QLabel(this))
    , m_pullRequest(new QLabel(this))
{
    setObjectName(QStringLiteral("shipBar"));
    m_clock.start();
    m_recheck = new QTimer(this);
    m_recheck->setInterval(5 * 60 * 1000);
    connect(m_recheck, &QTimer::timeout, this, &ShipBar::recheckPullRequest);
    const QList<ActionSpec> specs {
        { Action::Commit, QT_TR_NOOP("&Commit…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), "actionCommit",
            "vcs-commit" },
        { Action::Merge, QT_TR_NOOP("&Merge…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), "actionMerge",
            "vcs-merge" },
        { Action::UpdateFromBase, QT_TR_NOOP("Update from &Base…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
            "actionUpdateFromBase", "vcs-pull" },
        { Action::Push, QT_TR_NOOP("&Push"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U), "actionPush", "vcs-push" },
        { Action::PullRequest, QT_TR_NOOP("Create P&R…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
            "actionPullRequest", "vcs-pull-request" },
        { Action::MergePullRequest, QT_TR_NOOP("Merge P&R…"), QKeySequence(), "actionMergePullRequest",
            "vcs-merge-request" },
        { Action::Finish, QT_TR_NOOP("&Finish…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), "actionFinish",
            "task-complete" },
        { Action::OpenEditor, QT_TR_NOOP("Open in &Editor"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
            "actionOpenEditor", "document-edit" },
        { Action::OpenTerminal, QT_TR_NOOP("Open in &Terminal"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
            "actionOpenTerminal", "utilities-terminal" },
        { Action::OpenFolder, QT_TR_NOOP("Open in File &Manager"), QKeySequence(), "actionOpenFolder", "folder-open" },
    };
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 8, 2);
    auto *openMenu = new QMenu(this);
    for (const ActionSpec &spec : specs) {
        auto *action = new QAction(QIcon::fromTheme(QString::fromLatin1(spec.icon)), tr(spec.text), this);
        action->setObjectName(QString::fromLatin1(spec.objectName));
        action->setShortcut(spec.shortcut);
        // The task view's own: the board keeps these keys.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        if (!spec.shortcut.isEmpty())
            action->setToolTip(
                QStringLiteral("%1 (%2)").arg(action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                    spec.shortcut.toString(QKeySequence::NativeText)));
        m_actions.append(action);
        if (spec.which >= Action::OpenEditor) {
            openMenu->addAction(action);
            continue;
        }
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(true);
        layout->addWidget(button);
    }
    auto *openButton = new QToolButton(this);
    openButton->setObjectName(QStringLiteral("openWorktreeButton"));
    openButton->setText(tr("Open"));
    openButton->setMenu(openMenu);
    openButton->setPopupMode(QToolButton::InstantPopup);
    openButton->setAutoRaise(true);
    layout->addWidget(openButton);
    layout->addStretch(1);
    m_issue->setObjectName(QStringLiteral("issueLink"));
    m_issue->setOpenExternalLinks(true);
    m_issue->setTextFormat(Qt::RichText);
    layout->addWidget(m_issue);
    m_pullRequest->setObjectName(QStringLiteral("pullRequestLink"));
    m_pullRequest->setOpenExternalLinks(true);
    m_pullRequest->setTextFormat(Qt::RichText);
    layout->addWidget(m_pullRequest);
    m_refresh = new QToolButton(this);
    m_refresh->setObjectName(QStringLiteral("refreshPullRequest"));
    m_refresh->setText(QStringLiteral("↻"));
    m_refresh->setToolTip(tr("Ask GitHub for the pull request's state"));
    m_refresh->setAutoRaise(true);
    layout->addWidget(m_refresh);
    connect(m_refresh, &QToolButton::clicked, this, &ShipBar::refreshPullRequest);
    // Shortcuts work wherever the focus is inside the task view that holds the bar.
    if (parent)
        parent->addActions(m_actions);

    connect(action(Action::Commit), &QAction::triggered, this, &ShipBar::commit);
    connect(action(Action::Merge), &QAction::triggered, this, &ShipBar::merge);
    connect(action(Action::Push), &QAction::triggered, this, &ShipBar::push);
    connect(action(Action::UpdateFromBase), &QAction::triggered, this,
        [this] { Q_EMIT updateFromBaseRequested(m_task.id, m_task.title); });
    connect(action(Action::PullRequest), &QAction::triggered, this, &ShipBar::createPullRequest);
    connect(action(Action::MergePullRequest), &QAction::triggered, this, &ShipBar::mergePullRequest);
    connect(action(Action::Finish), &QAction::triggered, this, &ShipBar::finish);
    connect(
        action(Action::OpenEditor), &QAction::triggered, this, [this] { openWorktree(m_task.id, OpenWith::Editor); });
    connect(action(Action::OpenTerminal), &QAction::triggered, this,
        [this] { openWorktree(m_task.id, OpenWith::Terminal); });
    connect(action(Action::OpenFolder), &QAction::triggered, this,
        [this] { openWorktree(m_task.id, OpenWith::FileManager); });
    setTask({});
}

QAction *ShipBar::action(Action which) const
{
    return m_actions.value(int(which));
}

void ShipBar::setTask(const Task &task)
{
    m_task = task;
    for (QAction *each : std::as_const(m_actions))
        each->setEnabled(!task.id.isEmpty());
    action(Action::MergePullRequest)
        ->setEnabled(task.pullRequestNumber > 0 && task.pullRequestState == QLatin1String("open"));
    // The issue the task was made from, a link to it.
    m_issue->setVisible(!task.issueRef.isEmpty());
    m_issue->setText(task.issueRef.isEmpty() ? QString()
                                             : QStringLiteral("<a href=\"%1\">◈ %2</a>")
                                                   .arg(task.issueUrl.toHtmlEscaped(), task.issueRef.toHtmlEscaped()));
    m_issue->setToolTip(task.issueUrl);
    showPullRequest();
    m_recheck->stop();
    if (m_task.pullRequestNumber <= 0 || m_task.pullRequestState != QLatin1String("open"))
        return;
    m_recheck->start();
    const auto checked = m_checkedAt.constFind(m_task.id);
    if (checked == m_checkedAt.cend() || m_clock.elapsed() - *checked >= m_recheck->interval())
        recheckPullRequest();
}

void ShipBar::setPullRequestRecheckInterval(int ms)
{
    m_recheck->setInterval(ms);
}

void ShipBar::recheckPullRequest()
{
    if (m_rechecking || m_task.pullRequestNumber <= 0)
        return;
    m_rechecking = true;
    const QString taskId = m_task.id;
    m_checkedAt.insert(taskId, m_clock.elapsed());
    whenFinished(m_shipping.refreshPullRequest(taskId), this, [this, taskId](const Expected<forge::PullRequest> &pr) {
        m_rechecking = false;
        if (!pr || m_task.id != taskId || pr->state == m_task.pullRequestState)
            return; // quiet: offline or no token says nothing here; the ↻ button says why
        m_task.pullRequestState = pr->state;
        showPullRequest();
        if (pr->state != QLatin1String("open"))
            m_recheck->stop();
        Q_EMIT notify(tr("%1 is %2").arg(wordsForUrl(pr->url).sentenceLabel(pr->number), pr->state));
        Q_EMIT taskChanged(taskId);
    });
}

void ShipBar::showPullRequest()
{
    m_refresh->setVisible(m_task.pullRequestNumber > 0);
    // A merge request once the task has one on GitLab; GitHub's words until then.
    const bool mergeRequest = m_task.pullRequestNumber > 0 && wordsForUrl(m_task.pullRequestUrl).mark == QLatin1String("!");
    action(Action::PullRequest)->setText(mergeRequest ? tr("Create M&R…") : tr("Create P&R…"));
    action(Action::MergePullRequest)->setText(mergeRequest ? tr("Merge M&R…") : tr("Merge P&R…"));
    if (m_task.pullRequestNumber <= 0) {
        m_pullRequest->clear();
        return;
    }
    const ForgeWords words = wordsForUrl(m_task.pullRequestUrl);
    m_pullRequest->setText(QStringLiteral("<a href=\"%1\">%2</a>")
                               .arg(m_task.pullRequestUrl.toHtmlEscaped(),
                                   tr("%1 %2").arg(words.label(m_task.pullRequestNumber), m_task.pullRequestState).toHtmlEscaped()));
    m_refresh->setToolTip(tr("Ask %1 for the %2's state").arg(words.host, words.request));
    m_pullRequest->setToolTip(m_task.pullRequestUrl);
}

bool ShipBar::busy(const QString &what)
{
    if (m_working.isEmpty()) {
        m_working = what;
        return false;
    }
    Q_EMIT notify(tr("Still busy: %1").arg(m_working));
    return true;
}

void ShipBar::commit()
{
    if (m_task.id.isEmpty())
        return;
    CommitDialog dialog(m_task.title, this);
    if (m_askMessage) {
        connect(&dialog, &CommitDialog::permissionAnswered, this, [this](const QString &sessionId, const QString &pendingId, const QString &optionId) {
            if (m_answerPermission)
                m_answerPermission(sessionId, pendingId, optionId);
        });
        connect(&dialog, &CommitDialog::askAgentRequested, this, [this, &dialog, taskId = m_task.id] {
            QPointer<CommitDialog> shown(&dialog);
            auto permissions = [shown](const QString &sessionId, const SessionEvent &event) {
                if (shown)
                    shown->showAgentPermission(sessionId, event);
            };
            whenFinished(m_askMessage(taskId, permissions), &dialog, [&dialog](const Expected<QString> &message) {
                if (message)
                    dialog.showAgentMessage(message.value());
                else
                    dialog.showAgentFailed(message.error());
            });
        });
    } else if (auto *ask = dialog.findChild<QWidget *>(QStringLiteral("askAgentForMessage"))) {
        ask->hide();
    }
    Q_EMIT dialogShown(&dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.message().isEmpty())
        return;
    commitWith(dialog.message(), dialog.stageAll());
}

void ShipBar::commitWith(const QString &message, bool stageAll)
{
    if (busy(tr("committing")))
        return;
    const QString taskId = m_task.id;
    whenFinished(
        m_shipping.commit(taskId, message, stageAll), this, [this, message](const Expected<git::CommitResult> &result) {
            m_working.clear();
            if (!result) {
                Q_EMIT notify(tr("Commit failed: %1").arg(result.error()));
                return;
            }
            switch (result->outcome) {
            case git::CommitResult::Outcome::NothingStaged:
                if (QMessageBox::question(
                        this, tr("Nothing Staged"), tr("%1.\n\nStage all changes and commit?").arg(result->message))
                    == QMessageBox::Yes)
                    commitWith(message, true);
                return;
            case git::CommitResult::Outcome::NoIdentity:
                QMessageBox::warning(this, tr("Who Commits?"), result->message);
                return;
            case git::CommitResult::Outcome::NothingToCommit:
            case git::CommitResult::Outcome::Committed:
                Q_EMIT notify(result->message);
                return;
            }
        });
}

void ShipBar::merge()
{
    if (m_task.id.isEmpty() || busy(tr("merging")))
        return;
    const QString taskId = m_task.id;
    whenFinished(m_shipping.target(taskId), this, [this, taskId](const Expected<ShipTarget> &target) {
        if (!target) {
            m_working.clear();
            Q_EMIT notify(target.error());
            return;
        }
        MergeDialog dialog(*target, this);
        Q_EMIT dialogShown(&dialog);
        if (dialog.exec() != QDialog::Accepted) {
            m_working.clear();
            return;
        }
        if (dialog.remember()) {
            if (const Status saved = m_shipping.setMergeMode(target->repositoryId, dialog.mode()); !saved)
                Q_EMIT notify(saved.error());
        }
        const ShipTarget shown = *target;
        whenFinished(
            m_shipping.merge(taskId, dialog.mode()), this, [this, shown](const Expected<git::MergeResult> &result) {
                m_working.clear();
                if (!result) {
                    Q_EMIT notify(tr("Merge failed: %1").arg(result.error()));
                    return;
                }
                if (result->outcome == git::MergeResult::Outcome::Conflict) {
                    MergeConflictDialog conflict(shown.branch, shown.baseBranch, result->conflictedFiles, this);
                    Q_EMIT dialogShown(&conflict);
                    conflict.exec();
                    return;
                }
                if (result->outcome == git::MergeResult::Outcome::DirtyCheckout) {
                    QMessageBox::warning(this, tr("Merge Refused"), result->message);
                    return;
                }
                Q_EMIT notify(result->message);
            });
    });
}

void ShipBar::push()
{
    if (m_task.id.isEmpty() || busy(tr("pushing")))
        return;
    Q_EMIT notify(tr("Pushing…"));
    whenFinished(m_shipping.push(m_task.id), this, [this](const Status &pushed) {
        m_working.clear();
        Q_EMIT notify(pushed ? tr("Pushed the task branch to origin") : tr("Push failed: %1").arg(pushed.error()));
    });
}

void ShipBar::createPullRequest()
{
    if (m_task.id.isEmpty() || busy(tr("creating a pull request")))
        return;
    const QString taskId = m_task.id;
    const QString body = m_task.description == m_task.title ? QString() : m_task.description;
    whenFinished(m_shipping.target(taskId), this, [this, taskId, body](const Expected<ShipTarget> &target) {
        if (!target) {
            m_working.clear();
            Q_EMIT notify(target.error());
            return;
        }
        PullRequestDialog dialog(*target, body, this);
        const ForgeWords words = target->forge;
        Q_EMIT dialogShown(&dialog);
        if (dialog.exec() != QDialog::Accepted) {
            m_working.clear();
            return;
        }
        Q_EMIT notify(tr("Pushing and creating the %1…").arg(words.request));
        whenFinished(m_shipping.createPullRequest(taskId, dialog.draft()), this,
            [this, taskId, words](const Expected<forge::PullRequest> &pr) {
                m_working.clear();
                if (!pr) {
                    QMessageBox::warning(this, words.host, pr.error());
                    return;
                }
                Q_EMIT notify(pr->existed ? tr("%1 is already open: %2").arg(words.sentenceLabel(pr->number), pr->url)
                                          : tr("Created %1 %2").arg(words.longLabel(pr->number), pr->url));
                m_checkedAt.insert(taskId, m_clock.elapsed()); // its state is fresh
                if (m_task.id == taskId) {
                    m_task.pullRequestNumber = pr->number;
                    m_task.pullRequestUrl = pr->url;
                    m_task.pullRequestState = pr->state;
                    showPullRequest();
                }
                Q_EMIT taskChanged(taskId);
            });
    });
}

void ShipBar::finish()
{
    if (m_task.id.isEmpty() || busy(tr("finishing")))
        return;
    const QString taskId = m_task.id;
    whenFinished(m_shipping.planFinish(taskId), this, [this, taskId](const Expected<FinishPlan> &plan) {
        bool remove = false;
        if (!plan) {
            // No worktree to look at (never ran, or removed): Done is all that is left to do.
            if (QMessageBox::question(
                    this, tr("Finish “%1”").arg(m_task.title), tr("%1.\n\nMove the task to Done?").arg(plan.error()))
                != QMessageBox::Yes) {
                m_working.clear();
                return;
            }
        } else {
            FinishDialog dialog(*plan, this);
            Q_EMIT dialogShown(&dialog);
            if (dialog.exec() != QDialog::Accepted) {
                m_working.clear();
                return;
            }
            // The dialog listed what removal loses, and the user ticked the box: that is the confirmation.
            remove = dialog.removeWorktree();
        }
        whenFinished(
            m_shipping.finish(taskId, remove, remove), this, [this, taskId](const Expected<FinishResult> &finished) {
                m_working.clear();
                if (!finished) {
                    Q_EMIT notify(tr("Finish failed: %1").arg(finished.error()));
                    return;
                }
                Q_EMIT notify(finished->removedWorktrees.isEmpty()
                        ? tr("Moved to %1").arg(finished->doneStep)
                        : tr("Moved to %1 and removed %2")
                              .arg(finished->doneStep, finished->removedWorktrees.join(QStringLiteral(", "))));
                Q_EMIT taskChanged(taskId);
                if (!finished->leftStepId.isEmpty())
                    Q_EMIT stepEntered(taskId, finished->leftStepId);
            });
    });
}

void ShipBar::mergePullRequest()
{
    if (m_task.pullRequestNumber <= 0 || busy(tr("merging the pull request")))
        return;
    const Task task = m_task;
    const ForgeWords words = wordsForUrl(task.pullRequestUrl);
    whenFinished(m_shipping.allowedMergeMethods(task.id), this, [this, task, words](const Expected<forge::MergeMethods> &allowed) {
        if (!allowed) {
            m_working.clear();
            Q_EMIT notify(tr("Cannot merge %1: %2").arg(words.longLabel(task.pullRequestNumber), allowed.error()));
            return;
        }
        MergePullRequestDialog dialog(words, task.pullRequestNumber, task.title, *allowed, this);
        Q_EMIT dialogShown(&dialog);
        if (dialog.exec() != QDialog::Accepted) {
            m_working.clear();
            return;
        }
        whenFinished(m_shipping.mergePullRequest(task.id, dialog.options()), this,
            [this, task, words](const Expected<PullRequestMergeResult> &merged) {
                m_working.clear();
                if (!merged) {
                    QMessageBox::warning(this, tr("Not Merged"), merged.error());
                    Q_EMIT taskChanged(task.id); // its state may have moved meanwhile
                    return;
                }
                const IssueLanding &issue = merged->finished.issue;
                QString told;
                if (!issue.problems.isEmpty())
                    told = tr("; %1").arg(issue.problems.join(QStringLiteral("; ")));
                else if (issue.closed)
                    told = tr("; %1 told and closed").arg(issue.issueRef);
                else if (issue.commented)
                    told = tr("; %1 told").arg(issue.issueRef);
                Q_EMIT notify(tr("Merged %1 (%2); “%3” moved to %4%5")
                                  .arg(words.longLabel(merged->number), forge::mergeMethodName(merged->method),
                                      task.title, merged->finished.doneStep, told));
                Q_EMIT taskChanged(task.id);
                if (!merged->finished.leftStepId.isEmpty())
                    Q_EMIT stepEntered(task.id, merged->finished.leftStepId);
            });
    });
}

void ShipBar::openWorktree(const QString &taskId, OpenWith with)
{
    if (taskId.isEmpty())
        return;
    if (with == OpenWith::FileManager) {
        whenFinished(m_shipping.target(taskId), this, [this](const Expected<ShipTarget> &target) {
            if (!target)
                Q_EMIT notify(target.error());
            else if (!QDesktopServices::openUrl(QUrl::fromLocalFile(target->worktreePath)))
                Q_EMIT notify(tr("No file manager opened %1").arg(target->worktreePath));
        });
        return;
    }
    whenFinished(m_shipping.open(taskId, with), this, [this](const Expected<QString> &opened) {
        if (!opened)
            Q_EMIT notify(opened.error());
    });
}

void ShipBar::refreshPullRequest()
{
    if (m_task.id.isEmpty() || m_task.pullRequestNumber <= 0 || busy(tr("asking %1").arg(wordsForUrl(m_task.pullRequestUrl).host)))
        return;
    const QString taskId = m_task.id;
    whenFinished(m_shipping.refreshPullRequest(taskId), this, [this, taskId](const Expected<forge::PullRequest> &pr) {
        m_working.clear();
        if (!pr) {
            Q_EMIT notify(tr("Could not read the %1: %2").arg(wordsForUrl(m_task.pullRequestUrl).request, pr.error()));
            return;
        }
        m_checkedAt.insert(taskId, m_clock.elapsed());
        if (m_task.id == taskId) {
            m_task.pullRequestState = pr->state;
            showPullRequest();
        }
        Q_EMIT notify(tr("%1 is %2").arg(wordsForUrl(pr->url).sentenceLabel(pr->number), pr->state));
        Q_EMIT taskChanged(taskId);
    });
}

} // namespace kandesk::ui
