// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window with an SSH executor, against the sshd fixture on loopback: a task launched there
// shows the remote steps in its prepare log (screenshot), and Settings ▸ Executors shows a
// first-seen host key's fingerprint and accepts it (screenshot).
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/ssh/sshhostkeys.h"
#include "models/agents/agentregistry.h"
#include "models/items/taskmodel.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "support/processprobe.h"
#include "support/runnerwaits.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"
#include "support/testhome.h"
#include "support/terminaltext.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/settings/settingssshexecutorfields.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/terminal/terminalpanel.h"
#include "ui/task/terminal/terminalview.h"
#include "ui/workbench.h"

#include <QAbstractItemModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::SshServer;
using kandesk::test::TestHome;
using kandesk::test::screenText;

namespace {

constexpr int kTimeout = 180'000;

QStringList stepNames(PrepareLogPanel *panel)
{
    QStringList names;
    auto *steps = panel->findChild<QListView *>(QStringLiteral("prepareSteps"));
    if (!steps || !steps->model())
        return names;
    for (int row = 0; row < steps->model()->rowCount(); ++row)
        names.append(steps->model()->index(row, 0).data().toString());
    return names;
}


} // namespace

class TestWorkbenchSsh : public QObject
{
    Q_OBJECT
private:
    SshServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        KANDESK_START_SSH_SERVER(m_server);
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    }

    void theLaunchShowsTheRemoteSteps()
    {
        TestHome home;
        QVERIFY(home.open().ok());
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        auto executor = home.stores.sshExecutors().add(
            QStringLiteral("Build box"), test::hostOf(m_server, m_server.remoteHome() + QStringLiteral("/kd")));
        QVERIFY2(executor.ok(), qPrintable(executor.error()));
        auto created = home.addTask(QStringLiteral("Speed up the nightly build"), QStringLiteral("stream 2"), profile,
                                    test::makeSourceRepository(home.filePath(QStringLiteral("src")), false), executor->id);
        QVERIFY2(created.ok(), qPrintable(created.error()));

        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        {
            const AgentRegistry agents;
            MainWindow window;
            Workbench workbench(Workbench::Services { home.stores, *runtime.value(), agents }, window);
            window.resize(1200, 760);
            window.show();
            QVERIFY(workbench.tasks().refreshTask(created->id).ok());
            QSignalSpy finished(&runtime.value()->runner(), &TaskRunner::turnFinished);
            QVERIFY(workbench.board()->moveTask(created->id, QStringLiteral("in-progress")));
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
            PrepareLogPanel *log = workbench.taskView()->prepareLog();
            QTRY_VERIFY_WITH_TIMEOUT(stepNames(log).join(QLatin1Char('|')).contains(QStringLiteral("Forward")), kTimeout);
            const QString steps = stepNames(log).join(QLatin1Char('|'));
            for (const QString &step : { QStringLiteral("Connect to"), QStringLiteral("Upload agentctl"),
                     QStringLiteral("Prepare the repository on the remote"), QStringLiteral("Create the worktree"),
                     QStringLiteral("Forward its port") })
                QVERIFY2(steps.contains(step), qPrintable(steps));
            // The headline's time is the steps' (it said "0 ms": an SSH launch has no preparer of its own).
            QTRY_VERIFY_WITH_TIMEOUT(log->headline().startsWith(QStringLiteral("Workspace ready in")), kTimeout);
            QVERIFY2(!log->headline().endsWith(QStringLiteral(" 0 ms")), qPrintable(log->headline()));
            workbench.taskView()->findChild<QTabWidget *>()->setCurrentWidget(log);
            QTest::qWait(0);
            QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-ssh-prepare-log.png")));
            const QString sessionId = workbench.taskView()->sessionId();

            // Its terminal is a shell on the host, in the session's remote worktree, through the
            // session's connection; the session's stop ends it there.
            workbench.taskView()->toggleTerminal();
            TerminalPanel *terminals = workbench.taskView()->terminalPanel();
            QTRY_VERIFY_WITH_TIMEOUT(terminals->currentView(), kTimeout);
            Terminal *terminal = terminals->currentView()->terminal();
            const QString remoteWorktree = home.stores.sessions().get(sessionId)->workspacePath;
            QCOMPARE(terminal->workingDirectory(), remoteWorktree);
            QVERIFY2(terminal->name().startsWith(QStringLiteral("ssh ")), qPrintable(terminal->name()));
            // Each answer on a line of its own and short: the terminal is narrower than the path.
            QTest::keyClicks(terminals->currentView(),
                             QStringLiteral("[ \"$(pwd -P)\" = '%1' ] && echo \"folder-$((40+2))\"; echo \"via-${SSH_CONNECTION%% *}\"; "
                                            "echo \"shell-$(($$+0))\"")
                                 .arg(QDir(remoteWorktree).canonicalPath()));
            QTest::keyClick(terminals->currentView(), Qt::Key_Return);
            const QRegularExpression shellLine(QStringLiteral("^shell-(\\d+)$"), QRegularExpression::MultilineOption);
            QTRY_VERIFY2_WITH_TIMEOUT(shellLine.match(screenText(*terminal)).hasMatch(), qPrintable(screenText(*terminal)), kTimeout);
            const QString shown = screenText(*terminal);
            QVERIFY2(shown.contains(QStringLiteral("\nfolder-42\n")), qPrintable(shown));
            QVERIFY2(shown.contains(QStringLiteral("\nvia-127.0.0.1\n")), qPrintable(shown));
            const qint64 remoteShell = shellLine.match(shown).captured(1).toLongLong();
            QVERIFY(test::processAlive(remoteShell)); // the fixture's "remote" is this machine
            workbench.taskView()->findChild<QTabWidget *>()->setCurrentWidget(terminals);
            QTest::qWait(0);
            QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-ssh-terminal.png")));

            const Status stopped = test::waitForFuture(runtime.value()->runner().stop(sessionId), kTimeout);
            QTRY_COMPARE_WITH_TIMEOUT(terminal->endMessage(), QStringLiteral("Closed: the session stopped."), kTimeout);
            QTRY_VERIFY_WITH_TIMEOUT(!test::processAlive(remoteShell), kTimeout);
            QVERIFY2(stopped.ok() || stopped.error().contains(QLatin1String("did not finish within")), qPrintable(stopped.error()));
            runtime.value()->runner().flush();
        }
    }

    void settingsShowsAndAcceptsAFirstSeenHostKey()
    {
        QTemporaryDir dir;
        const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
        QFile empty(knownHosts);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        SshHost host = test::hostOf(m_server, QStringLiteral("~/kd"));
        host.knownHostsFile = knownHosts;

        SettingsSshExecutorFields fields;
        fields.load(host);
        fields.resize(720, 420);
        fields.show();
        QSignalSpy checked(&fields, &SettingsSshExecutorFields::hostKeyChecked);
        fields.findChild<QPushButton *>(QStringLiteral("sshCheckHostKey"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 60'000);
        auto *accept = fields.findChild<QPushButton *>(QStringLiteral("sshAcceptHostKey"));
        QVERIFY2(fields.hostKeyText().contains(QStringLiteral("SHA256:")), qPrintable(fields.hostKeyText()));
        QVERIFY2(fields.hostKeyText().contains(QStringLiteral("not known yet")), qPrintable(fields.hostKeyText()));
        QVERIFY(accept->isEnabled());
        QVERIFY(fields.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/settings-ssh-host-key.png")));

        QSignalSpy accepted(&fields, &SettingsSshExecutorFields::hostKeyAccepted);
        accept->click();
        QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), 1, 30'000);
        QVERIFY2(fields.hostKeyText().startsWith(QStringLiteral("Trusted")), qPrintable(fields.hostKeyText()));
        QVERIFY(!accept->isEnabled());
        auto scan = ssh::scanHostKeys(host);
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->trust, ssh::HostKeyScan::Trust::Known);
        QVERIFY(fields.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/settings-ssh-host-key-trusted.png")));

        // The host's key changes: checking again says so, and Accept stays off.
        const QString error = m_server.rotateHostKey();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        fields.findChild<QPushButton *>(QStringLiteral("sshCheckHostKey"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 2, 60'000);
        QVERIFY2(fields.hostKeyText().contains(QStringLiteral("CHANGED")), qPrintable(fields.hostKeyText()));
        QVERIFY(!accept->isEnabled());
        QVERIFY(fields.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/settings-ssh-host-key-changed.png")));
    }
};

QTEST_MAIN(TestWorkbenchSsh)
#include "tst_workbenchssh.moc"
