// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The empty board's "Ready to run" panel over the door's AgentReadiness, with fake `node` and `npm`
// on the PATH the test gives the door and a real temporary home; its one-click install through the
// door's AgentInstalls, npm installing a packed test package.
#include "application/settings/agentinstalls.h"
#include "application/settings/agentreadiness.h"
#include "application/tasks/taskmoves.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "models/items/taskmodel.h"
#include "models/queries/profilequeries.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workflowqueries.h"
#include "support/npmtestpackages.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/readiness/readinesspanel.h"
#include "ui/readiness/readinessrow.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
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

class TestReadinessPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(s("Fusion"));
    }

    void theEmptyBoardShowsWhatIsReady()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        // Node 20 with npm; Codex and Gemini CLI installed, Gemini's key in the environment, Amp without its key.
        const QString bin = home.filePath(s("bin"));
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(test::writeTestScript(bin + s("/node"), "echo v20.19.1\n"));
        QVERIFY(test::writeTestScript(bin + s("/npm"), "echo 10.8.2\n"));
        QVERIFY(test::markNpmAgentInstalled(home.path(), s("@agentclientprotocol/codex-acp"), s("2.6.0")));
        QVERIFY(test::markNpmAgentInstalled(home.path(), s("@google/gemini-cli"), s("0.61.0")));
        QVERIFY(test::markNpmAgentInstalled(home.path(), s("amp-acp"), s("1.0.0")));
        QProcessEnvironment environment;
        environment.insert(s("PATH"), bin);
        environment.insert(s("GEMINI_API_KEY"), s("AIza-from-the-environment"));
        AgentReadiness readiness(home.stores, {environment, 10'000});

        TaskModel model(std::as_const(home.stores).tasks(), std::as_const(home.stores).sessions());
        TaskMoves moves(home.stores);
        const Stores &read = home.stores;
        TaskBoardView board(model, {moves, read.workflows(), read.repositories(), read.profiles()});
        QVERIFY(board.setWorkspace(s("default")));
        AgentInstalls installs(home.path());
        auto *panel = new ReadinessPanel({readiness, installs}, ReadinessPanel::Mode::BuiltInAgents);
        board.setReadinessPanel(panel);
        QSignalSpy checked(panel, &ReadinessPanel::checked);
        board.resize(1280, 800);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QVERIFY(board.isShowingEmptyState());
        // Read once shown, off the GUI thread.
        QTRY_COMPARE(checked.size(), 1);
        QVERIFY(panel->isVisible());

        QCOMPARE(panel->findChild<QLabel *>(s("readinessStatus"))->text(), s("2 of 10 agents can run"));
        ReadinessRow *machine = panel->machineRow();
        QCOMPARE(machine->text(), s("Node.js 20.19.1 is too old for 2 agents · npm 10.8.2"));
        QCOMPARE(machine->commandField()->text(),
                 s("sudo apt install nodejs npm && sudo npm install -g n && sudo n 22"));

        QCOMPARE(panel->row(s("codex-acp"))->text(), s("Codex 2.6.0 — ready; signs in at its first start"));
        QCOMPARE(panel->row(s("gemini"))->text(), s("Gemini CLI 0.61.0 — ready (GEMINI_API_KEY set)"));
        QCOMPARE(panel->row(s("claude-acp"))->text(), s("Claude Code — needs Node.js ≥ 22; this computer has 20.19 · not installed"));
        // The Node.js line's command serves it: not repeated.
        QVERIFY(panel->row(s("claude-acp"))->commandField()->isHidden());
        QVERIFY(panel->row(s("claude-acp"))->fixButton()->isHidden());
        QCOMPARE(panel->row(s("opencode-acp"))->text(), s("OpenCode — not installed"));
        QCOMPARE(panel->row(s("opencode-acp"))->fixButton()->text(), s("Install"));
        QVERIFY(panel->row(s("opencode-acp"))->fixButton()->focusPolicy() & Qt::TabFocus);
        ReadinessRow *amp = panel->row(s("amp-acp"));
        QCOMPARE(amp->text(), s("Amp 1.0.0 — needs AMP_API_KEY"));
        QCOMPARE(amp->fixButton()->text(), s("Add Key…"));

        QTRY_VERIFY(amp->isVisible() && amp->fixButton()->isVisible());
        QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(board.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/empty-board-readiness.png")));

        // Copy puts the command on the clipboard.
        QTest::mouseClick(machine->findChild<QPushButton *>(s("readinessCopy")), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), machine->commandField()->text());

        // A key is added in Settings: the window is asked, by keyboard too.
        QSignalSpy fix(panel, &ReadinessPanel::fixRequested);
        amp->fixButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(amp->fixButton(), Qt::Key_Space);
        QCOMPARE(fix.size(), 1);
        const auto asked = fix.constFirst().at(0).value<ReadinessFix>();
        QCOMPARE(asked.action, ReadinessFix::Action::AddKey);
        QCOMPARE(asked.variable, s("AMP_API_KEY"));

        // Check Again reads anew: a newer node makes Claude Code installable.
        QVERIFY(test::writeTestScript(bin + s("/node"), "echo v22.11.0\n"));
        QTest::mouseClick(panel->findChild<QPushButton *>(s("readinessCheckAgain")), Qt::LeftButton);
        QTRY_COMPARE(checked.size(), 2);
        QCOMPARE(panel->row(s("claude-acp"))->text(), s("Claude Code — not installed"));
        QVERIFY(panel->machineRow()->commandField()->isHidden());
        QCOMPARE(panel->machineRow()->text(), s("Node.js 22.11.0 · npm 10.8.2"));
    }

    // One click on Install installs through the door: npm (a wrapper that installs a packed test
    // package in place of the registry's) runs off the GUI thread, its newest line shown, then the
    // panel reads again and the agent is ready.
    void installIsOneClick()
    {
        const QString realNpm = QStandardPaths::findExecutable(s("npm"));
        if (realNpm.isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
        test::TestHome home;
        QVERIFY(home.open().ok());
        test::TestPackage package;
        package.name = s("@blowmage/cursor-agent-acp");
        package.version = s("1.2.3");
        const QString tarball = test::packTestPackage(home.filePath(s("packages")), package);
        QVERIFY(!tarball.isEmpty());
        const QString bin = home.filePath(s("bin"));
        QVERIFY(QDir().mkpath(bin));
        const QString log = home.filePath(s("npm-calls.log"));
        const QByteArray npm = "echo \"$@\" >> '" + log.toUtf8() + "'\n"
                               "case \"$1\" in\n"
                               "--version) echo 10.9.0 ;;\n"
                               "view) echo '\"1.2.3\"' ;;\n"
                               "install)\n"
                               "  prefix=''; previous=''\n"
                               "  for argument in \"$@\"; do [ \"$previous\" = --prefix ] && prefix=\"$argument\"; previous=\"$argument\"; done\n"
                               "  exec '" + realNpm.toUtf8() + "' install --no-audit --no-fund --no-package-lock --prefix \"$prefix\" 'file:"
                               + tarball.toUtf8() + "' ;;\n"
                               "*) exit 1 ;;\n"
                               "esac\n";
        QVERIFY(test::writeTestScript(bin + s("/npm"), npm));
        QVERIFY(test::writeTestScript(bin + s("/node"), "echo v22.11.0\n"));
        // The install runs npm as the launch does (KANDESK_NPM); the readiness reads the PATH it is given.
        qputenv("KANDESK_NPM", QFile::encodeName(bin + s("/npm")));
        QProcessEnvironment environment;
        environment.insert(s("PATH"), bin);
        AgentReadiness readiness(home.stores, {environment, 10'000});
        AgentInstalls installs(home.path());
        ReadinessPanel panel({readiness, installs}, ReadinessPanel::Mode::BuiltInAgents);
        QSignalSpy checked(&panel, &ReadinessPanel::checked);
        QSignalSpy finished(&panel, &ReadinessPanel::installFinished);
        panel.show();
        QTRY_COMPARE(checked.size(), 1);
        ReadinessRow *cursor = panel.row(s("cursor-acp"));
        QCOMPARE(cursor->text(), s("Cursor — not installed"));
        QTest::mouseClick(cursor->fixButton(), Qt::LeftButton);
        QVERIFY(!cursor->fixButton()->isEnabled());
        QVERIFY2(cursor->note().startsWith(s("Installing…")), qPrintable(cursor->note()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120'000);
        QVERIFY2(finished.constFirst().at(1).toString().isEmpty(), qPrintable(finished.constFirst().at(1).toString()));
        QTRY_COMPARE(checked.size(), 2);
        QCOMPARE(panel.row(s("cursor-acp"))->text(), s("Cursor 1.2.3 — ready; signs in at its first start"));
        QVERIFY(ManagedNpmAgents(home.path()).installedVersion(package.name, s("1.2.3")));
        QFile calls(log);
        QVERIFY(calls.open(QIODevice::ReadOnly));
        const QString called = QString::fromUtf8(calls.readAll());
        QVERIFY2(called.contains(s("view @blowmage/cursor-agent-acp@latest")), qPrintable(called));
        QVERIFY2(called.contains(s("install --no-audit")), qPrintable(called));
        qunsetenv("KANDESK_NPM");
    }
};

QTEST_MAIN(TestReadinessPanel)
#include "tst_readinesspanel.moc"
