// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Starting a built-in npm agent that is not installed: the window offers to install it; the install
// dialog runs npm off the GUI thread and shows its output as it comes.
#include "application/taskrunnerruntime.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "models/agents/agentregistry.h"
#include "models/items/taskmodel.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/npmtestpackages.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/npminstalldialog.h"
#include "ui/workbench.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestNpmInstallPrompt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(s("npm")).isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
    }

    void theDialogInstallsAndShowsNpmsOutput()
    {
        QTemporaryDir dir;
        AgentDefinition agent;
        agent.id = s("test-acp");
        agent.displayName = s("Test agent");
        agent.npmPackage = s("@kandesk-test/test-acp");
        test::TestPackage package;
        package.name = agent.npmPackage;
        package.version = s("1.2.3");
        const QString tarball = test::packTestPackage(dir.filePath(s("packages")), package);
        QVERIFY(!tarball.isEmpty());

        // A spec npm cannot install: the reason, and the button to try again.
        NpmInstallDialog broken(dir.filePath(s("home")), agent, s("file:") + dir.filePath(s("none.tgz")));
        broken.show();
        QSignalSpy failed(&broken, &NpmInstallDialog::installFailed);
        QTest::mouseClick(broken.findChild<QPushButton *>(s("npmInstallButton")), Qt::LeftButton);
        QVERIFY(broken.isInstalling());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60'000);
        QVERIFY(broken.findChild<QPushButton *>(s("npmInstallButton"))->isEnabled());
        QCOMPARE(broken.findChild<QPushButton *>(s("npmInstallButton"))->text(), s("Try again"));

        NpmInstallDialog dialog(dir.filePath(s("home")), agent, s("file:") + tarball);
        dialog.show();
        QVERIFY(dialog.findChild<QLabel *>(s("npmInstallText"))->text().contains(s("@kandesk-test/test-acp")));
        QSignalSpy installed(&dialog, &NpmInstallDialog::installed);
        QTest::mouseClick(dialog.findChild<QPushButton *>(s("npmInstallButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(installed.size(), 1, 60'000);
        QCOMPARE(installed.constFirst().at(0).toString(), s("1.2.3"));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const QString output = dialog.findChild<QPlainTextEdit *>(s("npmInstallOutput"))->toPlainText();
        QVERIFY2(output.contains(s("npm install file:")), qPrintable(output));
        QVERIFY(ManagedNpmAgents(dir.filePath(s("home"))).installedVersion(agent.npmPackage, s("1.2.3")));
    }

    // A task whose profile starts a built-in agent Kandesk has not installed: the start fails saying
    // so, and the window offers to install it.
    void startingAnAgentThatIsNotInstalledOffersToInstallIt()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        AgentProfile profile;
        profile.name = s("Cursor");
        profile.agentId = s("cursor-acp");
        profile.agentVersion = s("1.0.0");
        auto created = home.addTask(s("Needs an agent"), s("hello"), profile, test::makeGitRepository(home.filePath(s("src/app"))));
        QVERIFY2(created.ok(), qPrintable(created.error()));

        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench(Workbench::Services{home.stores, *runtime.value(), agents}, window);
        window.show();
        QVERIFY(workbench.tasks().refreshTask(created->id).ok());
        QVERIFY(workbench.board()->moveTask(created->id, s("in-progress")));
        NpmInstallDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = window.findChild<NpmInstallDialog *>()) != nullptr, 30'000);
        QTRY_VERIFY(dialog->isVisible());
        const QString text = dialog->findChild<QLabel *>(s("npmInstallText"))->text();
        QVERIFY2(text.contains(s("@blowmage/cursor-agent-acp (1.0.0)")), qPrintable(text));
        dialog->reject();
    }
};

QTEST_MAIN(TestNpmInstallPrompt)
#include "tst_npminstallprompt.moc"
