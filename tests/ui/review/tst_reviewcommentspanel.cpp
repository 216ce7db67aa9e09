// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Comments tab: writing a comment on picked lines (keyboard only), the list of waiting and sent
// comments with "Send N comments to the agent", and the controller that keeps it in step with the
// task's comments in a real database, off the GUI thread.
#include "models/stores/repositorystore.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/palettes.h"
#include "support/testhome.h"
#include "ui/review/reviewcommentscontroller.h"
#include "ui/review/reviewcommentspanel.h"

#include <QApplication>
#include <QDir>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTest>

using namespace kandesk;
using kandesk::test::darkPalette;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

ReviewComment comment(const QString &id, const QString &path, int first, int last, const QString &body, bool sent = false)
{
    ReviewComment c;
    c.id = id;
    c.taskId = s("t");
    c.path = path;
    c.startLine = first;
    c.endLine = last;
    c.body = body;
    c.code = s("int retries = 3;\nint delay = 10;");
    if (sent)
        c.sentAt = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    return c;
}


} // namespace

class TestReviewCommentsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setStyle(QStyleFactory::create(s("Fusion")));
        QStandardPaths::setTestModeEnabled(true);
    }

    void aCommentIsWrittenWithTheKeyboard()
    {
        ReviewCommentsPanel panel;
        panel.resize(420, 480);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy written(&panel, &ReviewCommentsPanel::commentWritten);

        panel.beginComment(s("src/login.cpp"), ReviewComment::Side::New, 12, 14, s("int retries = 3;"));
        QVERIFY(panel.isWritingComment());
        auto *text = panel.findChild<QPlainTextEdit *>(s("commentText"));
        QTRY_COMPARE(QApplication::focusWidget(), text);
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier); // nothing written yet: stays open
        QVERIFY(panel.isWritingComment());
        QCOMPARE(written.size(), 0);
        QTest::keyClicks(text, s("Retry five times."));
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(written.size(), 1);
        const auto added = written.at(0).at(0).value<ReviewComment>();
        QCOMPARE(added.path, s("src/login.cpp"));
        QCOMPARE(added.startLine, 12);
        QCOMPARE(added.endLine, 14);
        QCOMPARE(added.code, s("int retries = 3;"));
        QCOMPARE(added.body, s("Retry five times."));
        QVERIFY(!panel.isWritingComment());

        // Escape leaves without a comment.
        panel.beginComment(s("a.cpp"), ReviewComment::Side::Old, 1, 1, {});
        QTest::keyClicks(text, s("never mind"));
        QTest::keyClick(text, Qt::Key_Escape);
        QVERIFY(!panel.isWritingComment());
        QCOMPARE(written.size(), 1);
    }

    void waitingCommentsAreSentAtOnceAndSentOnesStay()
    {
        ReviewCommentsPanel panel;
        panel.resize(420, 480);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy send(&panel, &ReviewCommentsPanel::sendRequested);
        QSignalSpy removed(&panel, &ReviewCommentsPanel::removeRequested);
        QSignalSpy counted(&panel, &ReviewCommentsPanel::waitingCountChanged);
        auto *sendButton = panel.findChild<QPushButton *>(s("sendComments"));
        auto *removeButton = panel.findChild<QPushButton *>(s("removeComment"));
        auto *list = panel.findChild<QListWidget *>(s("reviewComments"));
        QVERIFY(!sendButton->isEnabled());

        panel.setComments({comment(s("1"), s("src/login.cpp"), 1, 2, s("Why three retries?")),
                           comment(s("2"), s("src/login.cpp"), 7, 7, s("Name this constant.")),
                           comment(s("3"), s("README.md"), 3, 3, s("Already done."), true)});
        QCOMPARE(panel.waitingCount(), 2);
        QCOMPARE(counted.constLast().at(0).toInt(), 2);
        QCOMPARE(sendButton->text(), s("&Send 2 comments to the agent"));
        QVERIFY(sendButton->isEnabled());

        list->setCurrentRow(2); // sent: it cannot be taken back
        QVERIFY(!removeButton->isEnabled());
        list->setCurrentRow(1);
        QVERIFY(removeButton->isEnabled());
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(0).toString(), s("2"));

        QTest::keyClick(list, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(send.size(), 1);
        panel.setSending(true); // on their way: not twice
        QVERIFY(!sendButton->isEnabled());
        QTest::keyClick(list, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(send.size(), 1);

        QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
        panel.setSending(false);
        panel.beginComment(s("src/login.cpp"), ReviewComment::Side::New, 9, 11, s("for (int i = 0; i < retries; ++i)\n    connect();\n"));
        QVERIFY(panel.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/review-comments-light.png")));
        panel.setPalette(darkPalette());
        QVERIFY(panel.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/review-comments-dark.png")));
    }

    // The controller reads the shown task's comments from the database, keeps new ones there and
    // deletes them, all off the GUI thread; another task's comments never show.
    void theControllerKeepsTheTasksCommentsInTheDatabase()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Stores &stores = home.stores;
        auto workspace = stores.workspaces().create(s("Test"));
        QVERIFY(workspace.ok());
        Repository repository;
        repository.workspaceId = workspace->id;
        repository.name = s("app");
        repository.path = test::makeGitRepository(home.filePath(s("app")));
        repository.defaultBranch = s("main");
        auto added = stores.repositories().add(repository);
        QVERIFY(added.ok());
        QStringList taskIds;
        for (const char *title : {"First", "Second"}) {
            Task task;
            task.workspaceId = workspace->id;
            task.title = s(title);
            task.repositories = {TaskRepository{added->id, s("main"), 0}};
            auto created = stores.tasks().create(task);
            QVERIFY(created.ok());
            taskIds.append(created->id);
        }
        ReviewComment other = comment({}, s("other.cpp"), 1, 1, s("On the second task."));
        other.taskId = taskIds.at(1);
        QVERIFY(stores.comments().add(other).ok());

        ReviewCommentsPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        ReviewCommentsController controller(stores, runtime.value()->runner(), &panel);
        auto *list = panel.findChild<QListWidget *>(s("reviewComments"));
        controller.showTask(taskIds.at(0));

        panel.beginComment(s("README.md"), ReviewComment::Side::New, 1, 1, s("# app"));
        auto *text = panel.findChild<QPlainTextEdit *>(s("commentText"));
        QTest::keyClicks(text, s("Say what it is for."));
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE(list->count(), 1);
        QCOMPARE(stores.comments().forTask(taskIds.at(0))->size(), 1);
        QCOMPARE(stores.comments().forTask(taskIds.at(0))->at(0).body, s("Say what it is for."));

        controller.showTask(taskIds.at(1));
        QTRY_VERIFY(list->count() == 1 && list->item(0)->data(Qt::AccessibleTextRole).toString().startsWith(s("other.cpp")));

        controller.showTask(taskIds.at(0));
        QTRY_COMPARE(list->count(), 1);
        list->setCurrentRow(0);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Delete);
        QTRY_COMPARE(panel.waitingCount(), 0);
        QCOMPARE(stores.comments().forTask(taskIds.at(0))->size(), 0);
    }
};

QTEST_MAIN(TestReviewCommentsPanel)
#include "tst_reviewcommentspanel.moc"
