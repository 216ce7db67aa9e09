// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// File ▸ Import Agent Session…'s dialog (ui/board/importsessiondialog.h) against the real runtime,
// agentctl and the tests' SDK 2.4 agent: the sessions it keeps, newest first, for every folder or
// one repository; an agent that keeps no list said in words; the one picked is what Import takes.
#include "ui/board/importsessiondialog.h"

#include "support/gitrepository.h"
#include "support/sdkagent.h"
#include "support/testhome.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void saveShot(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestImportSessionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theAgentsSessionsArePickedFrom()
    {
        const QString node = QStandardPaths::findExecutable(s("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run (install nodejs to run these tests)");
        test::TestHome home;
        QVERIFY(home.open().ok());
        const QString state = home.filePath(s("agent-state"));
        QVERIFY(QDir().mkpath(state));
        const QString shop = test::makeGitRepository(home.filePath(s("shop")));
        QVERIFY(test::writeSdk2Session(state, s("cart"), shop, s("Speed up the cart"), s("2026-12-02T09:00:00.000Z")));
        QVERIFY(test::writeSdk2Session(state, s("login"), shop, s("Fix the login redirect"), s("2026-12-03T09:00:00.000Z")));
        QVERIFY(test::writeSdk2Session(state, s("notes"), home.filePath(s("notes")), s("Tidy the notes"), s("2026-11-20T09:00:00.000Z")));

        AgentProfile sdk2;
        sdk2.name = s("Test agent");
        sdk2.agentId = s("sdk2-test-agent");
        sdk2.customCommand = test::sdk2AgentCommand(node, state);
        auto lister = ProfileStore(home.database).saveAgentProfile(sdk2);
        QVERIFY(lister.ok());
        AgentProfile example;
        example.name = s("SDK example");
        example.agentId = s("sdk-example-agent");
        example.customCommand = QStringLiteral("'%1' '%2'").arg(node, test::sdkAgentScript());
        auto plain = ProfileStore(home.database).saveAgentProfile(example);
        QVERIFY(plain.ok());
        Repository repository;
        repository.workspaceId = s("default");
        repository.name = s("shop");
        repository.path = shop;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));

        ui::ImportSessionDialog dialog(runtime.value()->agentCalls(), {plain.value(), lister.value()}, {repository}, lister->id);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *list = dialog.findChild<QTreeWidget *>(s("importSessionList"));
        auto *status = dialog.findChild<QLabel *>(s("importSessionStatus"));
        auto *import = dialog.findChild<QPushButton *>(s("importSessionImport"));
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItemCount(), 3, 30'000);
        QCOMPARE(list->topLevelItem(0)->text(0), s("Fix the login redirect"));
        QCOMPARE(list->topLevelItem(2)->text(0), s("Tidy the notes"));
        QCOMPARE(status->text(), s("3 sessions, newest first."));
        QVERIFY(import->isEnabled());

        auto *folders = dialog.findChild<QComboBox *>(s("importSessionFolder"));
        folders->setCurrentIndex(1);
        QTRY_COMPARE_WITH_TIMEOUT(status->text(), s("2 sessions, newest first."), 30'000);
        QCOMPARE(list->topLevelItemCount(), 2);
        list->setCurrentItem(list->topLevelItem(1));
        QCOMPARE(dialog.session().acpSessionId, s("cart"));
        QCOMPARE(dialog.session().cwd, shop);
        QCOMPARE(dialog.profileId(), lister->id);
        dialog.resize(760, 420);
        saveShot(&dialog, s("import-session.png"));

        dialog.selectProfile(plain->id);
        QTRY_COMPARE_WITH_TIMEOUT(status->text(), s("No sessions listed: SDK example: the agent cannot list its sessions (no sessionCapabilities.list)"), 30'000);
        QCOMPARE(list->topLevelItemCount(), 0);
        QVERIFY(!import->isEnabled());
    }
};

QTEST_MAIN(TestImportSessionDialog)
#include "tst_importsessiondialog.moc"
