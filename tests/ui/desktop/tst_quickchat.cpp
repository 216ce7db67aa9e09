// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The quick chat and the tray, clicked through with everything real underneath: SQLite, agentctl
// and the ACP SDK's example agent (it streams text, asks permission once per turn, then ends it).
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/startuprecovery.h"
#include "lifecycle/storeadapters.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/items/taskmodel.h"
#include "models/secretvault.h"
#include "models/stores/sessionrecovery.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "recordingsink.h"
#include "support/sdkagent.h"
#include "ui/desktop/desktopintegration.h"
#include "ui/desktop/notifications.h"
#include "ui/desktop/quickchatwindow.h"
#include "ui/desktop/trayicon.h"
#include "ui/mainwindow.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/workbench.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpontaneKeyEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::RecordingSink;
using kandesk::test::quickSdkAgentCommand;
using kandesk::test::sdkAgentScript;
using Kind = DesktopNotification::Kind;

namespace {

QString transcriptText(TranscriptItemsModel *model)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts.append(model->index(row, 0).data(transcript::TextRole).toString());
    return texts.join(QLatin1Char(' '));
}

QPushButton *visibleButton(QWidget *in, const QString &text)
{
    const auto buttons = in->findChildren<QPushButton *>();
    for (QPushButton *button : buttons) {
        if (button->isVisible() && button->isEnabled() && button->text().contains(text))
            return button;
    }
    return nullptr;
}

QStringList comboTexts(const QComboBox *combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts.append(combo->itemText(i));
    return texts;
}

// What the window manager sends when the user clicks the title bar's close button.
void closeFromTitleBar(QWidget *window)
{
    QCloseEvent close;
    QSpontaneKeyEvent::setSpontaneous(&close);
    qApp->notify(window, &close); // as QTest delivers its spontaneous events
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

// The app's runtime on a temporary home, as main() composes it.
struct Home {
    QTemporaryDir dir;
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores;
    SecretVault *vault = nullptr;
    std::unique_ptr<TaskRunnerRuntime> runtime;
    AgentRegistry agents;

    bool open()
    {
        database = std::make_unique<Database>(dir.filePath(QStringLiteral("kandesk.db")));
        if (!database->open())
            return false;
        stores = std::make_unique<Stores>(*database, dir.path());
        vault = &stores->vault();
        vault->setBackend(SecretBackendKind::File);
        TaskRunnerRuntimeConfig config;
        config.homeDir = dir.path();
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(*vault);
        auto created = TaskRunnerRuntime::create(*stores, config);
        if (!created)
            return false;
        runtime = std::move(created.value());
        return true;
    }
    TaskRunner &runner() { return runtime->runner(); }
};

} // namespace

class TestQuickChat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aQuickChatFromTrayToTask()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run here");
        if (!QFile::exists(sdkAgentScript()))
            QSKIP("the ACP SDK is not installed (packaging/setup-test-deps.sh installs it)");

        Home home;
        QVERIFY(home.open());
        TaskRunner &runner = home.runner();
        ProfileStore profiles(*home.database);
        AgentProfile profile;
        profile.name = QStringLiteral("SDK example");
        profile.agentId = QStringLiteral("sdk-example");
        profile.customCommand = quickSdkAgentCommand(node);
        QVERIFY(profiles.saveAgentProfile(profile).ok());

        MainWindow window;
        Workbench workbench({ *home.stores, *home.runtime, home.agents }, window);
        DesktopIntegration desktop({ *home.stores, runner }, window, workbench, { true, false });
        RecordingSink sink;
        desktop.notifications().setSink(&sink);
        QSignalSpy permissions(&runner, &TaskRunner::permissionRequested);
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        QSignalSpy keptInTray(&desktop, &DesktopIntegration::keptInTray);
        QSignalSpy quit(&desktop, &DesktopIntegration::quitRequested);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(desktop.tray());
        QCOMPARE(desktop.tray()->runningText(), QStringLiteral("No agent working"));

        // Ctrl+Shift+Space opens the quick chat; Esc hides it.
        QTest::keyClick(&window, Qt::Key_Space, Qt::ControlModifier | Qt::ShiftModifier);
        QuickChatWindow *chat = desktop.quickChat();
        QTRY_VERIFY(chat->isVisible());
        QVERIFY(QTest::qWaitForWindowActive(chat));
        QPlainTextEdit *editor = chat->sessionPanel()->composer()->editor();
        auto *sendButton = chat->findChild<QPushButton *>(QStringLiteral("composerSend"));
        QVERIFY(sendButton);
        QTRY_VERIFY(editor->hasFocus());
        QTest::keyClick(editor, Qt::Key_Escape);
        QTRY_VERIFY(!chat->isVisible());
        window.activateWindow(); // as the window manager does when a window hides
        QVERIFY(QTest::qWaitForWindowActive(&window));
        desktop.tray()->quickChatAction()->trigger();
        QTRY_VERIFY(chat->isVisible());
        QVERIFY(QTest::qWaitForWindowActive(chat));
        QCOMPARE(chat->agentPicker()->currentText(), QStringLiteral("SDK example"));

        // A question, sent with Ctrl+Enter; the answer streams in, the permission shows the agent's buttons.
        QTest::keyClicks(editor, QStringLiteral("What does the config say?"));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        TranscriptItemsModel *transcript = chat->sessionPanel()->model();
        QTRY_VERIFY2(!chat->taskId().isEmpty(),
            qPrintable(transcriptText(transcript) + QStringLiteral(" / editor: ") + editor->toPlainText()));
        const QString chatId = chat->taskId();
        QTRY_VERIFY_WITH_TIMEOUT(
            transcriptText(transcript).contains(QStringLiteral("I'll help you with that")), 30'000);
        QTRY_COMPARE(desktop.tray()->runningText(), QStringLiteral("1 agent working"));
        QPushButton *allow = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((allow = visibleButton(chat, QStringLiteral("Allow this change"))) != nullptr, 30'000);
        QTest::mouseClick(allow, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QTRY_VERIFY(transcriptText(transcript).contains(QStringLiteral("successfully updated the configuration")));
        QTRY_VERIFY(!chat->sessionPanel()->composer()->turnRunning());
        // The user watched it all in the active quick chat: no desktop notification.
        QCOMPARE(permissions.size(), 1);
        QCOMPARE(sink.delivered.size(), 0);
        QVERIFY(QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR)));
        QVERIFY(chat->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/quickchat.png")));

        // The chat is an ephemeral task in <home>/quick-chat/<session>, with no repository, listed among recent chats.
        const QString sessionId = chat->sessionId();
        QVERIFY(!sessionId.isEmpty());
        SessionStore sessions(*home.database);
        QTRY_VERIFY(!sessions.get(sessionId)->workspacePath.isEmpty());
        const QString folder = home.dir.filePath(QStringLiteral("quick-chat/") + sessionId);
        QVERIFY(QFileInfo(folder).isDir());
        QCOMPARE(canonical(sessions.get(sessionId)->workspacePath), canonical(folder));
        TaskStore tasks(*home.database);
        QVERIFY(tasks.get(chatId)->ephemeral);
        QVERIFY(tasks.get(chatId)->repositories.isEmpty());
        QCOMPARE(tasks.quickChats(QStringLiteral("default"))->size(), 1);
        QCOMPARE(workbench.tasks().rowOf(chatId), -1); // not on the board
        QVERIFY(comboTexts(chat->recentChats())
                    .join(QLatin1Char('|'))
                    .contains(QStringLiteral("What does the config say?")));

        // A follow-up while the chat is out of sight: exactly one notification for its permission
        // request and one for its end; a click on one opens the chat again.
        QTest::keyClicks(editor, QStringLiteral("And the README?"));
        QTest::mouseClick(sendButton, Qt::LeftButton);
        chat->hide();
        QTRY_COMPARE_WITH_TIMEOUT(permissions.size(), 2, 30'000);
        QCOMPARE(sink.count(Kind::PermissionRequested), 1);
        QCOMPARE(sink.delivered.at(0).sessionId, sessionId);
        QCOMPARE(sink.delivered.at(0).title, QStringLiteral("What does the config say?"));
        // The user closes the window while the agent works: Kandesk stays in the tray, with a hint once.
        closeFromTitleBar(&window);
        QCOMPARE(keptInTray.size(), 1);
        QVERIFY(!window.isVisible());
        QCOMPARE(
            SettingsStore(*home.database).value(DesktopIntegration::CloseHintShownKey).value(), QStringLiteral("true"));
        runner.respondToPermission(sessionId,
            permissions.last().at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("pending_id")).toString(),
            QStringLiteral("allow"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        QCOMPARE(sink.count(Kind::TurnFinished), 1);
        QCOMPARE(sink.delivered.size(), 2);
        QCOMPARE(quit.size(), 0);
        sink.click(1);
        QTRY_VERIFY(chat->isVisible());
        QCOMPARE(chat->sessionId(), sessionId);

        // Do not disturb (tray menu): a third turn in the background notifies nobody.
        desktop.tray()->doNotDisturbAction()->trigger();
        QVERIFY(desktop.notifications().doNotDisturb());
        QCOMPARE(
            SettingsStore(*home.database).value(DesktopIntegration::DoNotDisturbKey).value(), QStringLiteral("true"));
        QTest::keyClicks(editor, QStringLiteral("Thanks"));
        QTest::mouseClick(sendButton, Qt::LeftButton);
        chat->hide();
        QTRY_COMPARE_WITH_TIMEOUT(permissions.size(), 3, 30'000);
        runner.respondToPermission(sessionId,
            permissions.last().at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("pending_id")).toString(),
            QStringLiteral("allow"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 30'000);
        QCOMPARE(sink.delivered.size(), 2);
        // The window's View menu shows the same switch and turns it off again.
        QAction *quiet = window.action(MainWindow::Action::DoNotDisturb);
        QVERIFY(quiet->isChecked());
        quiet->trigger();
        QVERIFY(!desktop.notifications().doNotDisturb());
        QVERIFY(!desktop.tray()->doNotDisturbAction()->isChecked());

        // One click makes the chat a board task that keeps its transcript.
        desktop.openTask(chatId);
        QTRY_VERIFY(chat->isVisible());
        QPushButton *makeTask = visibleButton(chat, QStringLiteral("Make It a Task"));
        QVERIFY(makeTask);
        QTest::mouseClick(makeTask, Qt::LeftButton);
        QVERIFY(!tasks.get(chatId)->ephemeral);
        QCOMPARE(tasks.get(chatId)->workflowStepId, QStringLiteral("review"));
        QVERIFY(workbench.tasks().rowOf(chatId) >= 0);
        QVERIFY(window.isVisible());
        QVERIFY(!window.isShowingBoard());
        QCOMPARE(workbench.taskView()->sessionId(), sessionId);
        TranscriptItemsModel *taskTranscript = workbench.taskView()->sessionPanel()->model();
        QTRY_VERIFY(transcriptText(taskTranscript).contains(QStringLiteral("What does the config say?")));
        QVERIFY(transcriptText(taskTranscript).contains(QStringLiteral("And the README?")));
        QVERIFY(chat->taskId().isEmpty());
        QVERIFY(!comboTexts(chat->recentChats())
                     .join(QLatin1Char('|'))
                     .contains(QStringLiteral("What does the config say?")));
        QCOMPARE(tasks.quickChats(QStringLiteral("default"))->size(), 0);

        // A second chat: swept with its folder a week after its last use; the task made from the first stays.
        chat->open();
        QTest::keyClicks(editor, QStringLiteral("Quick question"));
        QTest::mouseClick(sendButton, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(permissions.size(), 4, 30'000);
        const QString secondChat = chat->taskId();
        const QString secondSession = chat->sessionId();
        QVERIFY(secondChat != chatId);
        runner.respondToPermission(secondSession,
            permissions.last().at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("pending_id")).toString(),
            QStringLiteral("allow"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 30'000);
        const QString secondFolder = home.dir.filePath(QStringLiteral("quick-chat/") + secondSession);
        QVERIFY(QFileInfo(secondFolder).isDir());
        for (const QString &id : { sessionId, secondSession }) {
            auto stopping = runner.stop(id);
            QTRY_VERIFY_WITH_TIMEOUT(stopping.isFinished(), 30'000);
        }
        runner.flush();
        // As at the next start: executions whose agentctl is gone become resumable, then the sweep runs.
        SessionRecovery recovery(*home.database, home.dir.path());
        QVERIFY(recovery.recover(agentctlLivenessProbe(home.runtime->network())).ok());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QCOMPARE(recovery.sweepQuickChats(now.addDays(6)).value(), QStringList());
        QVERIFY(QFileInfo(secondFolder).isDir());
        QCOMPARE(recovery.sweepQuickChats(now.addDays(8)).value(), QStringList { secondChat });
        QVERIFY(!QFileInfo::exists(secondFolder));
        QVERIFY(!tasks.get(secondChat).ok());
        QVERIFY(tasks.get(chatId).ok());
        QVERIFY(QFileInfo(folder).isDir());

        // The task made from the chat resumes in the chat's folder (no repository, local executor).
        QVERIFY(!runner.isRunning(sessionId));
        desktop.openTask(chatId);
        QCOMPARE(workbench.taskView()->sessionId(), sessionId);
        ComposerWidget *taskComposer = workbench.taskView()->sessionPanel()->composer();
        QTest::keyClicks(taskComposer->editor(), QStringLiteral("One more thing"));
        QTest::mouseClick(taskComposer->findChild<QPushButton *>(QStringLiteral("composerSend")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(permissions.size(), 5, 30'000);
        const ExecutionPtr resumed = home.runtime->controller().executions().get(runner.executionId(sessionId));
        QVERIFY(resumed);
        QCOMPARE(canonical(resumed->workspacePath), canonical(folder));
        QCOMPARE(resumed->executorType, QStringLiteral("local"));
        runner.respondToPermission(sessionId,
            permissions.last().at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("pending_id")).toString(),
            QStringLiteral("allow"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 5, 30'000);

        // The tray's Quit ends Kandesk.
        desktop.tray()->quitAction()->trigger();
        QTRY_COMPARE(quit.size(), 1);
    }

    void closingWithoutATrayQuits()
    {
        Home home;
        QVERIFY(home.open());
        MainWindow window;
        Workbench workbench({ *home.stores, *home.runtime, home.agents }, window);
        DesktopIntegration desktop({ *home.stores, home.runner() }, window, workbench, { false, false });
        QVERIFY(!desktop.tray());
        QSignalSpy quit(&desktop, &DesktopIntegration::quitRequested);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.windowHandle()->close();
        QTRY_COMPARE(quit.size(), 1);
        QVERIFY(!window.isVisible());
    }
};

QTEST_MAIN(TestQuickChat)
#include "tst_quickchat.moc"
