// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What reviewers wrote on the pull request, in the window: shown beside Kandesk's own comments when
// the task is shown (author, lines, the worktree's code), the ticked ones sent to the real stub
// agent, then answered on GitHub (the stand-in) with their threads resolved; Review marks a
// comment beside its line (screenshots).
#include "application/review/taskshipping.h"
#include "models/stores/reviewcommentstore.h"
#include "support/fakegithub.h"
#include "support/shipwindow.h"
#include "support/stubrecord.h"
#include "ui/review/changesview.h"
#include "ui/review/reviewcommentspanel.h"
#include "ui/task/taskview.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString artifact(const QString &name)
{
    QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
    return s(KANDESK_TEST_ARTIFACTS_DIR "/") + name;
}

} // namespace

class TestPullRequestReview : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void reviewersCommentsAreShownPickedSentAndAnswered()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("case")));
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        fixture.commitIn(fixture.worktree, { { s("src.txt"), "int retries = 3;\nint delay = 10;\nint limit = 5;\n" } }, s("src"));
        {
            TaskShipping shipping(*fixture.stores);
            QVERIFY(await(shipping.createPullRequest(fixture.taskId, {})).ok());
        }
        gitHub.reviewComments = {
            FakeGitHub::reviewComment(301, s("alice"), s("src.txt"), 2, s("Ten what? Say the unit."), s("2026-12-06T10:01:00Z")),
            FakeGitHub::reviewComment(302, s("bob"), s("src.txt"), 3, s("Why five?"), s("2026-12-06T10:02:00Z"))
        };
        const QString record = fixture.useRecordingStub();
        {
            ShipWindow shown(fixture, { 1200, 760 });
            MainWindow &window = *shown.window;
            Workbench &workbench = *shown.workbench;
            workbench.openTask(fixture.taskId);
            ReviewCommentsPanel *panel = workbench.taskView()->reviewComments();
            auto *tabs = workbench.taskView()->findChild<QTabWidget *>();
            tabs->setCurrentWidget(panel);
            auto *list = panel->findChild<QListWidget *>(s("reviewComments"));
            QTRY_COMPARE_WITH_TIMEOUT(list->count(), 2, 30'000);
            QCOMPARE(panel->waitingCount(), 2);
            QVERIFY(list->item(0)->data(Qt::AccessibleTextRole).toString().startsWith(s("src.txt:2: Ten what?")));
            QVERIFY(window.grab().save(artifact(s("comments-from-the-pull-request.png"))));

            // Bob's is left for later: only Alice's goes.
            const QList<QCheckBox *> ticks = list->findChildren<QCheckBox *>();
            QCOMPARE(ticks.size(), 2);
            for (QCheckBox *tick : ticks) {
                if (tick->accessibleName() == s("Send src.txt:3"))
                    tick->setChecked(false);
            }
            auto *send = panel->findChild<QPushButton *>(s("sendComments"));
            QCOMPARE(send->text(), s("&Send 1 comment to the agent"));
            send->click();
            QTRY_VERIFY_WITH_TIMEOUT(!recordedPrompts(record).isEmpty(), 60'000);
            const QString prompt = recordedPrompts(record).constFirst();
            QVERIFY2(prompt.contains(s("1. src.txt:2 (@alice on the pull request)\n```\nint delay = 10;\n```\nTen what? Say the unit.")),
                qPrintable(prompt));
            QVERIFY(!prompt.contains(s("Why five?")));

            // Answered on GitHub with the suggested text; Alice's thread resolved.
            auto *answer = panel->findChild<QPushButton *>(s("answerThere"));
            QTRY_VERIFY_WITH_TIMEOUT(answer->isVisible(), 30'000);
            QCOMPARE(answer->text(), s("&Answer 1 on GitHub…"));
            QString suggested;
            // The dialog opens once the suggestion is read: accepted as it comes, as a user would.
            QTimer accepter;
            accepter.setInterval(20);
            connect(&accepter, &QTimer::timeout, this, [&] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                accepter.stop();
                suggested = dialog->findChild<QPlainTextEdit *>()->toPlainText();
                dialog->accept();
            });
            accepter.start();
            answer->click();
            QTRY_COMPARE_WITH_TIMEOUT(gitHub.resolvedThreads, QList<qint64> { 301 }, 30'000);
            QVERIFY2(suggested.startsWith(s("Addressed in ")), qPrintable(suggested));
            QCOMPARE(gitHub.replies, (QList<std::pair<qint64, QString>> { { 301, suggested } }));
            QTRY_VERIFY(!answer->isVisible());

            // Review marks the comments beside their lines.
            ChangesView *review = workbench.taskView()->review();
            tabs->setCurrentWidget(review);
            QTRY_VERIFY_WITH_TIMEOUT(review->selectFile(s("src.txt")), 30'000);
            QTRY_COMPARE(review->currentFile(), s("src.txt"));
            QVERIFY(window.grab().save(artifact(s("review-pull-request-comment.png"))));
        }
        qunsetenv("KANDESK_GITHUB_API_URL");
    }
};

QTEST_MAIN(TestPullRequestReview)
#include "tst_pullrequestreview.moc"
