// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// New Task from Issue against a loopback GitHub and a real repository: the connection's issues
// listed and previewed (a megabyte of body shown in part, at once), two picked and imported, one
// imported before naming its task, one by its reference; a screenshot of the dialog with results.
// The board's Inbox in the real window: a saved search's issues, one dismissed, one imported.

#include "application/intake/issueinbox.h"
#include "application/intake/issueintake.h"
#include "models/items/taskmodel.h"
#include "models/stores/integrationstore.h"
#include "models/stores/repositorystore.h"
#include "support/fakegithub.h"
#include "support/shipfixture.h"
#include "support/shipwindow.h"
#include "ui/board/inboxpanel.h"
#include "ui/board/taskboardview.h"
#include "ui/review/shipbar.h"
#include "ui/board/importissuedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QToolButton>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

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
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    return QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name;
}

} // namespace

class TestImportIssueDialog : public QObject
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

    void issuesAreFoundPreviewedAndImported()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("case")));
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        QString huge;
        while (huge.size() < (1 << 20))
            huge += s("A very long report line with **odd `Markdown ![x](y)\n");
        gitHub.issues.insert(12, FakeGitHub::issue(12, s("Widgets lose their colour"), s("Open a widget: it is grey."), { s("bug"), s("ui") }));
        gitHub.issues.insert(13, FakeGitHub::issue(13, s("Widgets are slow to open"), huge));
        gitHub.issues.insert(14, FakeGitHub::issue(14, s("Document the widget API"), s("Docs."), { s("docs") }));
        IssueIntake intake(*fixture.stores);
        Integration connection;
        connection.kind = s("github");
        connection.name = s("Acme");
        QVERIFY(await(intake.addConnection(connection)).ok());
        const auto imported = await(intake.importIssue(s("github:acme/widgets#14")));
        QVERIFY(imported.ok());

        ImportIssueDialog dialog(intake, QString(), fixture.stores->repositories().list(s("default")).value());
        dialog.show();
        auto *list = dialog.findChild<QTreeWidget *>(s("issueList"));
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItemCount(), 3, 30'000);
        QCOMPARE(gitHub.searches.constLast(), s("is:issue is:open"));
        QCOMPARE(list->topLevelItem(0)->text(0), s("acme/widgets#12"));
        QCOMPARE(list->topLevelItem(0)->text(1), s("Widgets lose their colour"));
        auto *preview = dialog.findChild<QTextBrowser *>(s("issuePreview"));
        QVERIFY2(preview->toPlainText().contains(s("Labels: bug, ui")), qPrintable(preview->toPlainText()));
        QVERIFY(preview->toPlainText().contains(s("From github:acme/widgets#12")));
        QVERIFY(preview->toPlainText().contains(s("Open a widget: it is grey.")));
        QCOMPARE(dialog.findChild<QLabel *>(s("issueStatus"))->text(), s("3 issues"));
        QVERIFY(dialog.grab().save(artifact(s("import-issue-dialog.png"))));

        // A megabyte of body: its start is shown, at once.
        list->setCurrentItem(list->topLevelItem(1));
        QVERIFY(preview->toPlainText().size() < kIssuePreviewCharacters + 2'000);
        QVERIFY(preview->toPlainText().contains(s("more characters")));

        // A search with filters reaches GitHub as its query.
        dialog.findChild<QLineEdit *>(s("issueSearch"))->setText(s("widgets"));
        dialog.findChild<QLineEdit *>(s("issueLabels"))->setText(s("bug, ui"));
        dialog.findChild<QCheckBox *>(s("issueMine"))->setChecked(true);
        dialog.search();
        QTRY_COMPARE_WITH_TIMEOUT(gitHub.searches.constLast(), s("is:issue is:open label:bug label:ui assignee:@me widgets"), 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItemCount(), 3, 30'000);

        // Two picked: #12 made, #14 found.
        list->clearSelection();
        list->topLevelItem(0)->setSelected(true);
        list->topLevelItem(2)->setSelected(true);
        auto *import = dialog.findChild<QPushButton *>(s("issueImport"));
        QCOMPARE(import->text(), s("&Import 2"));
        import->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 30'000);
        QCOMPARE(dialog.imported().size(), 2);
        QCOMPARE(dialog.imported().at(0).task.title, s("Widgets lose their colour"));
        QVERIFY(!dialog.imported().at(0).existed);
        QVERIFY(dialog.imported().at(1).existed);
        QCOMPARE(dialog.imported().at(1).task.id, imported->task.id);
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void anIssueIsImportedByItsReferenceWithoutAConnection()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("reference")));
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        gitHub.issues.insert(5, FakeGitHub::issue(5, s("Five"), s("Fifth.")));
        IssueIntake intake(*fixture.stores);
        ImportIssueDialog dialog(intake, QString(), {});
        dialog.show();
        auto *status = dialog.findChild<QLabel *>(s("issueStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(s("No issue tracker is connected")), 30'000);
        auto *reference = dialog.findChild<QLineEdit *>(s("issueReference"));
        reference->setText(s("github:acme/nowhere#5"));
        dialog.findChild<QPushButton *>(s("issueImport"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(s("say which repository")), 30'000);
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open, saying why
        reference->setText(s("github:acme/widgets#5"));
        QTest::keyClick(reference, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 30'000);
        QCOMPARE(dialog.imported().constFirst().task.title, s("Five"));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void theBoardsInboxImportsAndDismisses()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("inbox")));
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        gitHub.issues.insert(31, FakeGitHub::issue(31, s("Crash when a widget has no name"), s("Steps…"), { s("bug") }));
        gitHub.issues.insert(32, FakeGitHub::issue(32, s("Widgets flicker on resize"), s("Seen on Wayland."), { s("bug") }));
        gitHub.issues.insert(33, FakeGitHub::issue(33, s("Typo in the About box"), s("“Kandsek”.")));
        {
            IssueIntake intake(*fixture.stores);
            IssueInbox inbox(*fixture.stores);
            Integration wanted;
            wanted.kind = s("github");
            wanted.name = s("Acme");
            const auto connection = await(intake.addConnection(wanted));
            QVERIFY(connection.ok());
            QVERIFY(await(inbox.setQuery(connection->id, issues::IssueQuery {})).ok());
        }
        ShipWindow shown(fixture, { 1200, 700 });
        auto *panel = shown.workbench->board()->findChild<InboxPanel *>(s("inboxPanel"));
        QVERIFY(panel);
        QTRY_COMPARE_WITH_TIMEOUT(panel->issueCount(), 3, 30'000);
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->findChild<QLabel *>(s("inboxTitle"))->text(), s("Inbox (3)"));
        QVERIFY(shown.window->grab().save(artifact(s("board-inbox.png"))));

        auto *list = panel->findChild<QListWidget *>(s("inboxList"));
        list->setCurrentRow(2); // #33
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(panel->issueCount(), 2);
        list->setCurrentRow(0); // #31
        panel->findChild<QPushButton *>(s("inboxImport"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel->issueCount(), 1, 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(shown.workbench->tasks().rowOf(
                                     IntegrationStore(*fixture.database).taskOf(s("github.com"), s("github:acme/widgets#31"))->value_or(QString()))
                >= 0,
            30'000);
        // The task it made is shown, its issue linked beside its pull request's place.
        QTRY_VERIFY_WITH_TIMEOUT(shown.workbench->shipBar()->findChild<QLabel *>(s("issueLink"))->isVisible(), 30'000);
        QVERIFY(shown.workbench->shipBar()->findChild<QLabel *>(s("issueLink"))->text().contains(s("github:acme/widgets#31")));
        QVERIFY(shown.window->grab().save(artifact(s("task-from-issue.png"))));
        // Read again: the imported and the dismissed ones stay out.
        panel->findChild<QToolButton *>(s("inboxRefresh"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(gitHub.searches.size() >= 2, 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(panel->issueCount(), 1, 30'000);
        QCOMPARE(list->item(0)->text(), s("Widgets flicker on resize\ngithub:acme/widgets#32"));
        QCOMPARE(nextInboxReadMs(0, 0), 180'000);
        QCOMPARE(nextInboxReadMs(2, 0), 720'000);
        QCOMPARE(nextInboxReadMs(9, 0), 1'800'000);
        QCOMPARE(nextInboxReadMs(0, 600), 600'000);
        qunsetenv("KANDESK_GITHUB_API_URL");
    }
};

QTEST_MAIN(TestImportIssueDialog)
#include "tst_importissuedialog.moc"
