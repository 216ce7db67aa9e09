// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The task view's ship bar on a real repository: Merge asks how, and a conflict shows the files in
// its dialog (screenshot) with nothing changed; Commit's refusal offers to stage all; a recorded
// pull request shows as a link on the bar and a pill on the board card (screenshot).
#include "application/review/taskshipping.h"
#include "application/taskrunnerruntime.h"
#include "models/agents/agentregistry.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/stores/pullrequeststore.h"
#include "support/fakegithub.h"
#include "support/fakegitlab.h"
#include "models/stores/integrationstore.h"
#include "support/shipwindow.h"
#include "support/stubrecord.h"
#include "models/stores/profilestore.h"
#include "ui/review/changesview.h"
#include "ui/review/checkspanel.h"
#include "ui/board/taskcarddelegate.h"
#include "ui/mainwindow.h"
#include "ui/review/shipbar.h"
#include "ui/review/shipdialogs.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/workbench.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPromise>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

QString artifact(const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    return QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name;
}

} // namespace

class TestShipBar : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(QStringLiteral("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void aConflictingMergeListsTheFilesAndChangesNothing()
    {
        const ShipFixture fixture(fresh(), QStringLiteral("Rework the parser"));
        fixture.commitIn(fixture.worktree,
            { { QStringLiteral("shared.txt"), "one\nTASK\nthree\n" }, { QStringLiteral("src/parser.cpp"), "task\n" } },
            QStringLiteral("task edits"));
        fixture.commitIn(fixture.repository,
            { { QStringLiteral("shared.txt"), "one\nMAIN\nthree\n" }, { QStringLiteral("src/parser.cpp"), "main\n" } },
            QStringLiteral("main edits"));
        const QString mainBefore = fixture.revision(QStringLiteral("main"));
        const QString tipBefore = fixture.revision(fixture.branch);

        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        QVERIFY(bar->action(ShipBar::Action::Merge)->isEnabled());

        QStringList listed;
        bool saved = false;
        bool askedHow = false;
        connect(bar, &ShipBar::dialogShown, this, [&](QDialog *dialog) {
            if (auto *how = qobject_cast<MergeDialog *>(dialog)) {
                askedHow = true;
                QVERIFY(how->findChild<QRadioButton *>(QStringLiteral("mergeCommit"))->isChecked());
                QTimer::singleShot(0, how, &QDialog::accept);
            } else if (auto *conflict = qobject_cast<MergeConflictDialog *>(dialog)) {
                QTimer::singleShot(0, conflict, [&, conflict] {
                    const auto *files = conflict->findChild<QListWidget *>(QStringLiteral("conflictedFiles"));
                    for (int i = 0; i < files->count(); ++i)
                        listed.append(files->item(i)->text());
                    saved = conflict->grab().save(artifact(QStringLiteral("merge-conflict-dialog.png")));
                    conflict->reject();
                });
            }
        });
        bar->action(ShipBar::Action::Merge)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty(), 60'000);
        QVERIFY(askedHow);
        QCOMPARE(listed, (QStringList { QStringLiteral("shared.txt"), QStringLiteral("src/parser.cpp") }));
        QVERIFY(saved);
        QCOMPARE(fixture.revision(QStringLiteral("main")), mainBefore);
        QCOMPARE(fixture.revision(fixture.branch), tipBefore);
        QCOMPARE(gitOut(fixture.repository, { QStringLiteral("status"), QStringLiteral("--porcelain") }), QString());
    }

    void commitOffersToStageAll()
    {
        const ShipFixture fixture(fresh());
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("widget.txt")), "w\n");
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        QSignalSpy notes(bar, &ShipBar::notify);
        connect(bar, &ShipBar::dialogShown, this, [](QDialog *dialog) {
            auto *commit = qobject_cast<CommitDialog *>(dialog);
            QVERIFY(commit);
            QCOMPARE(commit->message(), QStringLiteral("Add the widget")); // the task's title
            commit->findChild<QCheckBox *>(QStringLiteral("stageAll"))->setChecked(false);
            QTimer::singleShot(0, commit, &QDialog::accept);
        });
        // "Nothing staged": the question box offers to stage all; yes.
        bool offered = false;
        QTimer *answer = new QTimer(this);
        connect(answer, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                offered = box->text().contains(QLatin1String("Stage all"));
                box->button(QMessageBox::Yes)->click();
                answer->stop();
            }
        });
        answer->start(20);
        bar->commit();
        QTRY_VERIFY_WITH_TIMEOUT(!notes.isEmpty(), 60'000);
        QVERIFY(offered);
        QVERIFY2(notes.constLast().constFirst().toString().startsWith(QLatin1String("Committed ")),
            qPrintable(notes.constLast().constFirst().toString()));
        QCOMPARE(
            gitOut(fixture.worktree, { QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s") }),
            QStringLiteral("Add the widget"));
        answer->deleteLater();
    }

    // "Ask the agent for a message" keeps the dialog open, waits, and puts the agent's answer in
    // the message box (screenshot); a failed question keeps the message and says why.
    void theAgentsMessageFillsTheCommitBox()
    {
        const ShipFixture fixture(fresh());
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("widget.txt")), "w\n");
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        QList<std::shared_ptr<QPromise<Expected<QString>>>> questions;
        QStringList askedFor;
        bar->setCommitMessageAsker(
            [&](const QString &taskId, const CommitPermissionWatcher &) {
                askedFor.append(taskId);
                questions.append(std::make_shared<QPromise<Expected<QString>>>());
                questions.last()->start();
                return questions.last()->future();
            },
            {});
        QSignalSpy notes(bar, &ShipBar::notify);
        QString failedSaid;
        QString waitingSaid;
        bool saved = false;
        connect(bar, &ShipBar::dialogShown, this, [&](QDialog *dialog) {
            auto *commit = qobject_cast<CommitDialog *>(dialog);
            QVERIFY(commit);
            QTimer::singleShot(0, commit, [&, commit] {
                auto *ask = commit->findChild<QPushButton *>(QStringLiteral("askAgentForMessage"));
                auto *asking = commit->findChild<QLabel *>(QStringLiteral("askingAgent"));
                ask->click();
                QVERIFY(!ask->isEnabled());
                waitingSaid = asking->text();
                questions.last()->addResult(Error::failed(QStringLiteral("the agent is busy")));
                questions.last()->finish();
                QTRY_VERIFY(ask->isEnabled());
                failedSaid = asking->text();
                QCOMPARE(commit->message(), QStringLiteral("Add the widget"));

                ask->click();
                questions.last()->addResult(Expected<QString>(QStringLiteral("Draw the widget\n\nIt had no paint event.")));
                questions.last()->finish();
                QTRY_COMPARE(commit->message(), QStringLiteral("Draw the widget\n\nIt had no paint event."));
                QVERIFY(asking->isHidden());
                saved = commit->grab().save(artifact(QStringLiteral("commit-dialog-agent-message.png")));
                commit->accept();
            });
        });
        bar->commit();
        QTRY_VERIFY_WITH_TIMEOUT(!notes.isEmpty(), 60'000);
        QCOMPARE(askedFor, (QStringList { fixture.taskId, fixture.taskId }));
        QVERIFY2(waitingSaid.contains(QLatin1String("Waiting for the agent")), qPrintable(waitingSaid));
        QVERIFY2(failedSaid.contains(QLatin1String("the agent is busy")), qPrintable(failedSaid));
        QVERIFY(saved);
        QCOMPARE(
            gitOut(fixture.worktree, { QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%B") }).trimmed(),
            QStringLiteral("Draw the widget\n\nIt had no paint event."));
    }

    void finishListsWhatIsNotShippedAndRemovesTheWorktreeWhenTicked()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        QStringList listed;
        bool warned = false;
        connect(bar, &ShipBar::dialogShown, this, [&](QDialog *dialog) {
            auto *finish = qobject_cast<FinishDialog *>(dialog);
            QVERIFY(finish);
            const auto *work = finish->findChild<QListWidget *>(QStringLiteral("unshippedWork"));
            for (int i = 0; work && i < work->count(); ++i)
                listed.append(work->item(i)->text());
            warned = finish->findChild<QLabel *>(QStringLiteral("finishWarning")) != nullptr;
            finish->findChild<QCheckBox *>(QStringLiteral("removeWorktree"))->setChecked(true);
            QTimer::singleShot(0, finish, [finish] {
                QVERIFY(finish->grab().save(artifact(QStringLiteral("finish-dialog.png"))));
                finish->accept();
            });
        });
        QSignalSpy changed(bar, &ShipBar::taskChanged);
        bar->finish();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 60'000);
        QCOMPARE(listed.size(), 1);
        QVERIFY2(listed.at(0).startsWith(QLatin1String("neither merged into main nor pushed: "))
                && listed.at(0).endsWith(QLatin1String(" widget")),
            qPrintable(listed.join(QLatin1Char('|'))));
        QVERIFY(warned);
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        const Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.workflowStepId, QStringLiteral("done"));
    }

    void createsAPullRequestAndRefreshesItsState()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        const auto *refresh = bar->findChild<QToolButton *>(QStringLiteral("refreshPullRequest"));
        QVERIFY(refresh->isHidden());
        connect(bar, &ShipBar::dialogShown, this, [](QDialog *dialog) {
            auto *pr = qobject_cast<PullRequestDialog *>(dialog);
            QVERIFY(pr);
            QCOMPARE(pr->draft().title, QStringLiteral("Add the widget"));
            QCOMPARE(pr->draft().body, QStringLiteral("Make the widget."));
            pr->findChild<QCheckBox *>(QStringLiteral("pullRequestDraft"))->setChecked(true);
            QTimer::singleShot(0, pr, &QDialog::accept);
        });
        QSignalSpy changed(bar, &ShipBar::taskChanged);
        bar->action(ShipBar::Action::PullRequest)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 60'000);
        const auto *link = bar->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
        QVERIFY2(link->text().contains(QLatin1String("PR #12 open")), qPrintable(link->text()));
        QVERIFY(!refresh->isHidden());
        QCOMPARE(gitHub.created.constFirst().value(QStringLiteral("draft")).toBool(), true);

        gitHub.states.insert(12, QStringLiteral("merged"));
        bar->refreshPullRequest();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 2, 60'000);
        QVERIFY2(link->text().contains(QLatin1String("PR #12 merged")), qPrintable(link->text()));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, QStringLiteral("merged"));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    // A task made from an issue links to it.
    void showsTheIssueTheTaskWasMadeFrom()
    {
        const ShipFixture fixture(fresh());
        TaskIssue link;
        link.taskId = fixture.taskId;
        link.issueRef = QStringLiteral("github:acme/widgets#12");
        link.site = QStringLiteral("github.com");
        link.url = QStringLiteral("https://github.com/acme/widgets/issues/12");
        link.title = QStringLiteral("Widgets lose their colour");
        QVERIFY(IntegrationStore(*fixture.database).linkTask(link).ok());
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        const Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.issueRef, link.issueRef);
        bar->setTask(task);
        const auto *issue = bar->findChild<QLabel *>(QStringLiteral("issueLink"));
        QVERIFY(!issue->isHidden());
        QVERIFY2(issue->text().contains(QStringLiteral("href=\"https://github.com/acme/widgets/issues/12\">◈ github:acme/widgets#12")),
            qPrintable(issue->text()));
        Task plain = task;
        plain.issueRef.clear();
        bar->setTask(plain);
        QVERIFY(issue->isHidden());
    }

    // A repository on GitLab: the same bar, in GitLab's words.
    void createsAGitLabMergeRequest()
    {
        FakeGitLab gitLab;
        QVERIFY(gitLab.listening());
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), QStringLiteral("Add the widget"), QStringLiteral("https://gitlab.example/acme/widgets.git"));
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        QVERIFY(fixture.stores->vault().writeBlocking(QStringLiteral("GITLAB_TOKEN"), gitLab.token).ok());
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value());
        QString said;
        connect(bar, &ShipBar::dialogShown, this, [&said](QDialog *dialog) {
            said = dialog->windowTitle() + QLatin1Char('|') + dialog->findChild<QLabel *>()->text();
            QTimer::singleShot(0, dialog, &QDialog::accept);
        });
        QSignalSpy changed(bar, &ShipBar::taskChanged);
        bar->action(ShipBar::Action::PullRequest)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 60'000);
        QVERIFY2(said.startsWith(QLatin1String("Create merge request|")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("then a merge request into main is opened on GitLab")), qPrintable(said));
        const auto *link = bar->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
        QVERIFY2(link->text().contains(QLatin1String("MR !1 open")), qPrintable(link->text()));
        QCOMPARE(gitLab.created.size(), 1);
        qunsetenv("KANDESK_GITLAB_API_URL");
    }

    // An open pull request's state is asked for when its task is shown and again while it stays
    // shown; a merged one is no longer asked for.
    void anOpenPullRequestIsRecheckedWhileShown()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        TaskShipping shipping(*fixture.stores);
        auto created = shipping.createPullRequest(fixture.taskId, { QStringLiteral("Add the widget"), {}, false });
        QTRY_VERIFY_WITH_TIMEOUT(created.isFinished(), 60'000);
        QVERIFY2(created.result().ok(), qPrintable(created.result().error()));
        const int number = created.result()->number;

        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        QSignalSpy changed(bar, &ShipBar::taskChanged);
        const auto *link = bar->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
        gitHub.states.insert(number, QStringLiteral("closed"));
        bar->setTask(fixture.stores->tasks().get(fixture.taskId).value()); // shown: asked at once
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 60'000);
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, QStringLiteral("closed"));
        QVERIFY2(link->text().contains(QLatin1String("closed")), qPrintable(link->text()));

        // Shown again as open moments after the check: asked again at the next interval.
        bar->setPullRequestRecheckInterval(50);
        Task reopened = fixture.stores->tasks().get(fixture.taskId).value();
        reopened.pullRequestState = QStringLiteral("open");
        gitHub.states.insert(number, QStringLiteral("merged"));
        bar->setTask(reopened);
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 2, 60'000);
        QVERIFY2(link->text().contains(QLatin1String("merged")), qPrintable(link->text()));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void aPullRequestShowsOnTheBarAndTheCard()
    {
        const ShipFixture fixture(fresh());
        TaskShipping shipping(*fixture.stores);
        QWidget host;
        auto *bar = new ShipBar(shipping, &host);
        Task task = fixture.stores->tasks().get(fixture.taskId).value();
        task.pullRequestNumber = 12;
        task.pullRequestUrl = QStringLiteral("https://github.com/acme/widgets/pull/12");
        task.pullRequestState = QStringLiteral("open");
        bar->setTask(task);
        const auto *link = bar->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
        QVERIFY(link->text().contains(QLatin1String("PR #12 open")));
        QVERIFY(link->text().contains(task.pullRequestUrl));

        // In the task view, as the window shows it; its shortcuts belong to the view.
        TaskView view;
        auto *shown = new ShipBar(shipping, &view);
        view.setShipBar(shown);
        view.showSession(task.id, {}, task.title, fixture.worktree);
        shown->setTask(task);
        QVERIFY(view.actions().contains(shown->action(ShipBar::Action::Merge)));
        QCOMPARE(shown->action(ShipBar::Action::Merge)->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
        view.resize(1000, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.grab().save(artifact(QStringLiteral("task-view-ship-bar.png"))));

        QStandardItemModel model;
        auto *item = new QStandardItem;
        item->setData(task.id, TaskIdRole);
        item->setData(task.title, TaskTitleRole);
        item->setData(QStringLiteral("WAITING_FOR_INPUT"), TaskSessionStateRole);
        item->setData(fixture.branch, TaskBranchRole);
        item->setData(3, TaskChangedFileCountRole);
        item->setData(12, TaskPullRequestNumberRole);
        item->setData(QStringLiteral("open"), TaskPullRequestStateRole);
        item->setData(QStringLiteral("failing"), TaskPullRequestChecksRole);
        item->setData(QStringLiteral("↓ 2 behind main"), TaskBaseLagRole);
        model.appendRow(item);
        TaskCardDelegate delegate;
        QStyleOptionViewItem option;
        option.initFrom(&host);
        option.rect = QRect(QPoint(0, 0), QSize(300, delegate.sizeHint(option, model.index(0, 0)).height()));
        QImage card(option.rect.size(), QImage::Format_ARGB32);
        card.fill(host.palette().color(QPalette::Window));
        {
            QPainter painter(&card);
            delegate.paint(&painter, option, model.index(0, 0));
        }
        QVERIFY(card.save(artifact(QStringLiteral("task-card-pull-request.png"))));
    }

    // The window as the user has it: the card and the task view show the recorded pull request, and
    // Ctrl+Shift+D in the task view finishes the task, whose card moves to Done.
    // The window reads the pull request's checks when the task is shown: Review lists them, the
    // card marks them, a failing one goes to the agent with its output (screenshot).
    void theWindowShowsChecksAndAsksTheAgentToFixOne();
    void theWindowShowsAMergeRequestsPipeline();

    // Merge PR… offers the repository's methods, merges on GitHub and the task moves to Done; a
    // pull request merged on GitHub meanwhile is noticed (↻) and its task follows to Done.
    void theWindowMergesThePullRequestOrFollowsOneMergedElsewhere();

    void theWindowShowsThePullRequestAndFinishesByKeyboard()
    {
        const ShipFixture fixture(fresh());
        QVERIFY(PullRequestStore(*fixture.database)
                    .record(fixture.taskId, 12, QStringLiteral("https://github.com/acme/widgets/pull/12"),
                        QStringLiteral("open"))
                    .ok());
        {
            ShipWindow shown(fixture);
            Workbench &workbench = *shown.workbench;
            const int row = workbench.tasks().rowOf(fixture.taskId);
            QVERIFY(row >= 0);
            QCOMPARE(workbench.tasks().index(row).data(TaskPullRequestNumberRole).toInt(), 12);

            workbench.openTask(fixture.taskId);
            const auto *link = workbench.shipBar()->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
            QVERIFY2(link->text().contains(QLatin1String("PR #12 open")), qPrintable(link->text()));

            bool asked = false;
            connect(workbench.shipBar(), &ShipBar::dialogShown, this, [&](QDialog *dialog) {
                asked = qobject_cast<FinishDialog *>(dialog) != nullptr;
                QTimer::singleShot(0, dialog, &QDialog::accept);
            });
            QWidget *editor = workbench.taskView()->sessionPanel()->composer()->editor();
            editor->setFocus(Qt::OtherFocusReason);
            QTRY_VERIFY(editor->hasFocus());
            QTest::keyClick(editor, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_COMPARE_WITH_TIMEOUT(
                workbench.tasks().index(workbench.tasks().rowOf(fixture.taskId)).data(TaskStepIdRole).toString(),
                QStringLiteral("done"), 60'000);
            QVERIFY(asked);
            QVERIFY(QFileInfo::exists(fixture.worktree)); // the box was not ticked
        }
    }
};

// A task on GitLab: its card and Review in GitLab's words, its pipeline's jobs as checks.
void TestShipBar::theWindowShowsAMergeRequestsPipeline()
{
    FakeGitLab gitLab;
    QVERIFY(gitLab.listening());
    qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
    const ShipFixture fixture(fresh(), QStringLiteral("Add the widget"), QStringLiteral("https://gitlab.example/acme/widgets.git"));
    fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
    QVERIFY(fixture.stores->vault().writeBlocking(QStringLiteral("GITLAB_TOKEN"), gitLab.token).ok());
    {
        TaskShipping shipping(*fixture.stores);
        QVERIFY(await(shipping.createPullRequest(fixture.taskId, {})).ok());
    }
    gitLab.jobs = { FakeGitLab::job(5, QStringLiteral("build"), QStringLiteral("success")),
        FakeGitLab::job(6, QStringLiteral("unit tests"), QStringLiteral("failed")),
        FakeGitLab::job(7, QStringLiteral("coverage"), QStringLiteral("failed"), true) };
    ShipWindow shown(fixture, { 1200, 760 });
    Workbench &workbench = *shown.workbench;
    workbench.openTask(fixture.taskId);
    workbench.taskView()->findChild<QTabWidget *>()->setCurrentWidget(workbench.taskView()->review());
    auto *panel = workbench.taskView()->review()->checksPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible() && panel->topLevelItemCount() == 4, 30'000);
    QCOMPARE(panel->topLevelItem(0)->text(0), QStringLiteral("✗ MR !1 open · checks: 1 of 3 failing: unit tests"));
    QCOMPARE(panel->topLevelItem(3)->text(1), QStringLiteral("failed, allowed to fail"));
    const auto *link = workbench.shipBar()->findChild<QLabel *>(QStringLiteral("pullRequestLink"));
    QTRY_VERIFY(link->text().contains(QLatin1String("MR !1 open")));
    QTRY_COMPARE_WITH_TIMEOUT(
        workbench.tasks().index(workbench.tasks().rowOf(fixture.taskId)).data(TaskPullRequestChecksRole).toString(),
        QStringLiteral("failing"), 30'000);
    QVERIFY(shown.window->grab().save(artifact(QStringLiteral("review-merge-request-pipeline.png"))));
    qunsetenv("KANDESK_GITLAB_API_URL");
}

void TestShipBar::theWindowShowsChecksAndAsksTheAgentToFixOne()
{
    FakeGitHub gitHub;
    QVERIFY(gitHub.listening());
    qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
    const ShipFixture fixture(fresh());
    QVERIFY(fixture.readyForPullRequest(gitHub.token));
    {
        TaskShipping shipping(*fixture.stores);
        QVERIFY(await(shipping.createPullRequest(fixture.taskId, {})).ok());
    }
    gitHub.checkRuns = { FakeGitHub::checkRun(
                             9, QStringLiteral("unit tests"), QStringLiteral("completed"), QStringLiteral("failure"),
                             QStringLiteral("1 test failed"), QStringLiteral("FAIL widget_test.cpp:12\nexpected 3, got 4")),
        FakeGitHub::checkRun(10, QStringLiteral("build"), QStringLiteral("completed"), QStringLiteral("success")) };
    gitHub.statuses = { QJsonObject { { QStringLiteral("context"), QStringLiteral("ci/lint") },
        { QStringLiteral("state"), QStringLiteral("pending") }, { QStringLiteral("description"), QStringLiteral("Linting") },
        { QStringLiteral("created_at"), QStringLiteral("2026-12-06T10:00:00Z") } } };
    const QString record = fixture.useRecordingStub();
    {
        ShipWindow shown(fixture, { 1200, 760 });
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        workbench.openTask(fixture.taskId);
        workbench.taskView()->findChild<QTabWidget *>()->setCurrentWidget(workbench.taskView()->review());
        auto *panel = workbench.taskView()->review()->checksPanel();
        QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible() && panel->topLevelItemCount() == 4, 30'000);
        QCOMPARE(panel->topLevelItem(0)->text(0), QStringLiteral("✗ PR #12 open · checks: 1 of 3 failing: unit tests"));
        QCOMPARE(panel->topLevelItem(1)->text(0).trimmed(), QStringLiteral("✗ unit tests"));
        QCOMPARE(panel->topLevelItem(1)->text(2), QStringLiteral("2 min 30 s"));
        QCOMPARE(panel->topLevelItem(3)->text(0).trimmed(), QStringLiteral("◷ ci/lint"));
        // The card follows the recorded checks.
        const auto cardChecks = [&] {
            return workbench.tasks().index(workbench.tasks().rowOf(fixture.taskId)).data(TaskPullRequestChecksRole).toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(cardChecks(), QStringLiteral("failing"), 30'000);
        QVERIFY(window.grab().save(artifact(QStringLiteral("review-pull-request-checks.png"))));

        auto *fix = qobject_cast<QToolButton *>(panel->itemWidget(panel->topLevelItem(1), 3));
        QVERIFY(fix);
        QCOMPARE(fix->text(), QStringLiteral("Ask the agent to fix"));
        QVERIFY(!panel->itemWidget(panel->topLevelItem(2), 3)); // passing: nothing to fix
        fix->click();
        QTRY_VERIFY_WITH_TIMEOUT(!recordedPrompts(record).isEmpty(), 60'000);
        const QString prompt = recordedPrompts(record).constFirst();
        QVERIFY2(prompt.contains(QStringLiteral("The check “unit tests” failed")), qPrintable(prompt));
        QVERIFY2(prompt.contains(QStringLiteral("expected 3, got 4")), qPrintable(prompt));
    }
    qunsetenv("KANDESK_GITHUB_API_URL");
}

void TestShipBar::theWindowMergesThePullRequestOrFollowsOneMergedElsewhere()
{
    FakeGitHub gitHub;
    qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
    const ShipFixture here(fresh(), QStringLiteral("Merge me here"));
    QVERIFY(here.readyForPullRequest(gitHub.token));
    {
        TaskShipping shipping(*here.stores);
        QVERIFY(await(shipping.createPullRequest(here.taskId, {})).ok());
    }
    {
        ShipWindow shown(here);
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        workbench.openTask(here.taskId);
        QAction *merge = workbench.shipBar()->action(ShipBar::Action::MergePullRequest);
        QVERIFY(merge->isEnabled());
        bool offered = false;
        connect(workbench.shipBar(), &ShipBar::dialogShown, this, [&](QDialog *dialog) {
            auto *asked = qobject_cast<MergePullRequestDialog *>(dialog);
            QVERIFY(asked);
            offered = asked->findChild<QRadioButton *>(QStringLiteral("mergeCommit"))->isChecked()
                && !asked->findChild<QRadioButton *>(QStringLiteral("rebase"))->isEnabled();
            asked->findChild<QRadioButton *>(QStringLiteral("squash"))->setChecked(true);
            QVERIFY(asked->grab().save(artifact(QStringLiteral("merge-pull-request-dialog.png"))));
            QTimer::singleShot(0, dialog, &QDialog::accept);
        });
        merge->trigger();
        const auto stepOf = [&](const QString &taskId) {
            return workbench.tasks().index(workbench.tasks().rowOf(taskId)).data(TaskStepIdRole).toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stepOf(here.taskId), QStringLiteral("done"), 60'000);
        QVERIFY(offered);
        QCOMPARE(gitHub.merges.constFirst().value(QStringLiteral("merge_method")).toString(), QStringLiteral("squash"));
        // Deleted by default, on origin after the task finished (TaskShipping::mergePullRequest), so
        // after the card moved.
        QTRY_VERIFY_WITH_TIMEOUT(!git::refExists(here.bare, QStringLiteral("refs/heads/") + here.branch), 30'000);
        QVERIFY(QFileInfo::exists(here.worktree)); // not asked to remove it
        QTRY_VERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Merged pull request #12 (squash)")),
            qPrintable(window.statusBar()->currentMessage()));
    }

    // Another home, whose pull request someone merges on GitHub.
    const ShipFixture there(fresh(), QStringLiteral("Merged elsewhere"));
    QVERIFY(there.readyForPullRequest(gitHub.token));
    {
        TaskShipping shipping(*there.stores);
        QVERIFY(await(shipping.createPullRequest(there.taskId, {})).ok()); // #13 on the stand-in
    }
    {
        ShipWindow shown(there);
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        workbench.openTask(there.taskId);
        QStringList said;
        connect(window.statusBar(), &QStatusBar::messageChanged, this, [&](const QString &message) { said.append(message); });
        gitHub.states.insert(13, QStringLiteral("merged"));
        workbench.shipBar()->findChild<QToolButton *>(QStringLiteral("refreshPullRequest"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().index(workbench.tasks().rowOf(there.taskId)).data(TaskStepIdRole).toString(),
            QStringLiteral("done"), 60'000);
        QTRY_VERIFY2(said.join(QLatin1Char('|')).contains(QStringLiteral("was merged on GitHub: “Merged elsewhere” moved to Done")),
            qPrintable(said.join(QLatin1Char('|'))));
    }
    qunsetenv("KANDESK_GITHUB_API_URL");
}

QTEST_MAIN(TestShipBar)
#include "tst_shipbar.moc"
