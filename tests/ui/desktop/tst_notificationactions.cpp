// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Notifications that act, end to end: the window as the app composes it (MainWindow, Workbench,
// DesktopIntegration) over a real home (SQLite, git, agentctl, the stub agent), its notifications
// going to org.freedesktop.Notifications on a private session bus where the test stands in for the
// desktop's daemon. A permission picked on its notification reaches the agent through the door the
// window's buttons use, and the notification goes once the request is answered, there or in the
// window; a finished turn's notification opens that task at that session.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "fakenotificationserver.h"
#include "models/agents/agentregistry.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/testhome.h"
#include "ui/desktop/desktopintegration.h"
#include "ui/desktop/notifications.h"
#include "ui/mainwindow.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/workbench.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::FakeNotificationServer;
using kandesk::test::PrivateSessionBus;
using kandesk::test::TestHome;

namespace {

constexpr int kTimeout = 30'000;

// What the stored transcript says (the agent reports the option it was given).
QString storedText(TaskRunner &runner, Database &database, const QString &sessionId)
{
    QString text;
    for (const Message &message : kandesk::test::storedTranscript(runner, database, sessionId))
        text += MessageStore::payloadOf(message.event) + QLatin1Char('\n');
    return text;
}

// The answers recorded in the session's transcript (TaskRunner::respondToPermission records each).
QStringList answers(TaskRunner &runner, Database &database, const QString &sessionId)
{
    QStringList options;
    for (const Message &message : kandesk::test::storedTranscript(runner, database, sessionId)) {
        if (message.event.kind == SessionEvent::Kind::PermissionAnswered)
            options.append(message.event.permission().optionId);
    }
    return options;
}

// The state of the view's card for the request pendingId; -1: no such card.
int cardState(TranscriptItemsModel *model, const QString &pendingId)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(transcript::PendingIdRole).toString() == pendingId)
            return index.data(transcript::PermissionStateRole).toInt();
    }
    return -1;
}

QString pendingIdOf(const QSignalSpy &asked, qsizetype index)
{
    return asked.at(index).at(2).value<SessionEvent>().permission().pendingId;
}

} // namespace

class TestNotificationActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (const QString why = m_bus.start(); !why.isEmpty()) {
            if (why.contains(QLatin1String("not installed")))
                QSKIP(qPrintable(why));
            QFAIL(qPrintable(why));
        }
    }

    void aPermissionIsAnsweredFromItsNotification()
    {
        TestHome home;
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        const auto task = home.addTask(QStringLiteral("Fix the login test"), QStringLiteral("permission"), profile,
            kandesk::test::makeGitRepository(home.filePath(QStringLiteral("src/app"))));
        QVERIFY2(task.ok(), qPrintable(task.error()));
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();

        FakeNotificationServer server(m_bus.server());
        QVERIFY(m_bus.serve(server));
        const AgentRegistry agents;
        MainWindow window; // not shown: no session is in view, every notification shows
        Workbench workbench({ home.stores, *runtime.value(), agents }, window);
        DesktopIntegration desktop({ home.stores, runner }, window, workbench, { false, true });
        QTRY_VERIFY_WITH_TIMEOUT(desktop.notifications().sink(), kTimeout); // the service answered the probe
        QSignalSpy asked(&runner, &TaskRunner::permissionRequested);
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);

        // The task starts as the Start button starts it; the agent asks, the notification offers its options.
        workbench.startTask(task->id);
        QTRY_COMPARE_WITH_TIMEOUT(server.shown.size(), 1, kTimeout);
        QCOMPARE(server.shown.at(0).summary, QStringLiteral("Fix the login test"));
        QCOMPARE(server.shown.at(0).actions,
            (QStringList { QStringLiteral("default"), QStringLiteral("Open"), QStringLiteral("option:proceed_once"),
                QStringLiteral("Allow"), QStringLiteral("option:no"), QStringLiteral("Reject") }));
        QCOMPARE(asked.size(), 1);
        const QString sessionId = workbench.taskView()->sessionId();
        QVERIFY(!sessionId.isEmpty());
        TranscriptItemsModel *view = workbench.taskView()->sessionPanel()->model();
        QTRY_COMPARE(cardState(view, pendingIdOf(asked, 0)), int(transcript::PermissionState::Pending));

        // Allow, picked on the notification: the agent hears it and goes on to the turn's end; the
        // answer is recorded as the window's button records it, the window's card says it, and the
        // notification is withdrawn.
        const uint firstAsked = server.shown.at(0).id;
        Q_EMIT server.ActionInvoked(firstAsked, QStringLiteral("option:proceed_once"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
        QTRY_COMPARE(server.closed, QList<uint> { firstAsked });
        QCOMPARE(cardState(view, pendingIdOf(asked, 0)), int(transcript::PermissionState::Answered));
        const QString said = storedText(runner, home.database, sessionId);
        QVERIFY2(said.contains(QStringLiteral("permission: selected proceed_once")), qPrintable(said));
        QCOMPARE(answers(runner, home.database, sessionId), QStringList { QStringLiteral("proceed_once") });
        // The turn's end has a notification of its own.
        QTRY_COMPARE(server.shown.size(), 2);
        QCOMPARE(server.shown.at(1).body, QStringLiteral("The agent finished its turn."));
        QCOMPARE(server.actionKeys(1), QStringList { QStringLiteral("default") });

        // The next request answered with the window's button (its signal, which the Workbench takes
        // to the door): its notification is withdrawn too.
        QVERIFY(kandesk::test::waitForFuture(runner.prompt(sessionId, QStringLiteral("permission"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(server.shown.size(), 3, kTimeout);
        QCOMPARE(asked.size(), 2);
        const uint secondAsked = server.shown.at(2).id;
        Q_EMIT workbench.taskView()->permissionAnswered(sessionId, pendingIdOf(asked, 1), QStringLiteral("no"));
        QTRY_COMPARE(server.closed, (QList<uint> { firstAsked, secondAsked }));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeout);
        QVERIFY(storedText(runner, home.database, sessionId).contains(QStringLiteral("permission: selected no")));
        QCOMPARE(answers(runner, home.database, sessionId),
            (QStringList { QStringLiteral("proceed_once"), QStringLiteral("no") }));
        QVERIFY(kandesk::test::waitForFuture(runner.stop(sessionId)).ok());

        // A second session of the task, shown in the window; a click on the first session's
        // finished turn opens that task at that session.
        TaskStartOptions again;
        again.prompt = QStringLiteral("stream 1");
        const auto second = kandesk::test::waitForFuture(runner.startTask(task->id, again));
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, kTimeout);
        workbench.openTask(task->id);
        QCOMPARE(workbench.taskView()->sessionId(), second.value());
        window.showBoard();
        Q_EMIT server.ActionInvoked(server.shown.at(1).id, QStringLiteral("default"));
        QTRY_VERIFY(window.isVisible());
        QTRY_VERIFY(!window.isShowingBoard());
        QCOMPARE(workbench.taskView()->taskId(), task->id);
        QCOMPARE(workbench.taskView()->sessionId(), sessionId);
        QVERIFY(kandesk::test::waitForFuture(runner.stop(second.value())).ok());
        m_bus.unserve();
    }

private:
    PrivateSessionBus m_bus;
};

QTEST_MAIN(TestNotificationActions)
#include "tst_notificationactions.moc"
