// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/items/roles.h"
#include "models/items/transcriptmodel.h"
#include "models/stores/sessionrecovery.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <utime.h>

using namespace kandesk;
using kandesk::testing::StoreFixture;
using kandesk::testing::eventTextAt;

namespace {

ExecutorRunning registration(const TaskSession &session, int port)
{
    ExecutorRunning row;
    row.sessionId = session.id;
    row.taskId = session.taskId;
    row.executionId = QStringLiteral("exec-") + session.id;
    row.executorType = QStringLiteral("standalone");
    row.status = QStringLiteral("running");
    row.agentctlPort = port;
    row.agentctlUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);
    return row;
}

} // namespace

class TestSessionRecovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<StoreFixture>();
        QVERIFY(m_fixture->open());
    }

    void aDeadExecutionBecomesResumableAndKeepsItsTranscript()
    {
        const Task task = m_fixture->addTask(QStringLiteral("Fix the flaky login test"));
        const TaskSession session = m_fixture->addSession(task.id, SessionState::Running);
        QVERIFY(ExecutorsRunningTable(*m_fixture->database).upsert(registration(session, 41001)).ok());
        QList<Message> transcript;
        for (int i = 0; i < 50; ++i)
            transcript.append({0, session.id, 1, {}, SessionEvent::make(SessionEvent::Kind::MessageChunk, QString::number(i)), {}});
        QVERIFY(MessageStore(*m_fixture->database).appendBatch(transcript).ok());

        // The laptop died: Kandesk starts again on the same file.
        QVERIFY(m_fixture->reopen());
        SessionRecovery recovery(*m_fixture->database, m_fixture->home.path());
        QStringList probed;
        auto report = recovery.recover([&](const ExecutorRunning &row) {
            probed.append(row.agentctlUrl);
            return false;
        });
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(probed, QStringList{QStringLiteral("http://127.0.0.1:41001")});
        QCOMPARE(report->interruptedSessions, QStringList{session.id});
        QVERIFY(report->live.isEmpty());

        auto recovered = SessionStore(*m_fixture->database).get(session.id);
        QCOMPARE(recovered->state, SessionState::WaitingForInput);
        QVERIFY2(recovered->errorMessage.startsWith(QStringLiteral("interrupted:")), qPrintable(recovered->errorMessage));
        auto row = ExecutorsRunningTable(*m_fixture->database).get(session.id);
        QVERIFY2(row.ok(), "the registration must stay for resuming");
        QVERIFY(row->resumable);
        QCOMPARE(row->status, QStringLiteral("interrupted"));

        MessageStore messages(*m_fixture->database);
        QCOMPARE(messages.count(session.id).value(), 51);
        auto last = messages.pageBefore(session.id, std::numeric_limits<qint64>::max(), 1);
        QCOMPARE(last->first().event.kind, SessionEvent::Kind::SessionInterrupted);
        QCOMPARE(messages.pageAfter(session.id, 0, 1)->first().event.text, QStringLiteral("0"));

        // The transcript opens with everything the agent said, then the interruption.
        TranscriptModel model(messages);
        QVERIFY(model.setSession(session.id).ok());
        QCOMPARE(model.rowCount(), 51);
        QCOMPARE(model.index(50, 0).data(MessageKindRole).toString(), QStringLiteral("session_interrupted"));
        QCOMPARE(eventTextAt(model, 0), QStringLiteral("0"));

        // A second start does not probe or note it again.
        auto again = recovery.recover([](const ExecutorRunning &) { return false; });
        QVERIFY(again->interruptedSessions.isEmpty());
        QCOMPARE(messages.count(session.id).value(), 51);
    }

    void aLiveExecutionIsReportedForReattachment()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Still running")).id,
                                                          SessionState::Running);
        QVERIFY(ExecutorsRunningTable(*m_fixture->database).upsert(registration(session, 41002)).ok());
        QVERIFY(m_fixture->reopen());
        auto report = SessionRecovery(*m_fixture->database, m_fixture->home.path()).recover([](const ExecutorRunning &) {
            return true;
        });
        QVERIFY(report.ok());
        QCOMPARE(report->live.size(), 1);
        QCOMPARE(report->live.first().agentctlPort, 41002);
        QVERIFY(report->interruptedSessions.isEmpty());
        QCOMPARE(SessionStore(*m_fixture->database).state(session.id).value(), SessionState::Running);
    }

    void aSessionThatNeverRegisteredIsInterruptedToo()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Starting")).id,
                                                          SessionState::Starting);
        const TaskSession done = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Done")).id,
                                                       SessionState::Completed);
        QVERIFY(ExecutorsRunningTable(*m_fixture->database).upsert(registration(done, 41003)).ok());
        auto report = SessionRecovery(*m_fixture->database, m_fixture->home.path()).recover([](const ExecutorRunning &) {
            return false;
        });
        QVERIFY(report.ok());
        QCOMPARE(report->interruptedSessions, QStringList{session.id});
        QCOMPARE(report->staleRegistrations, QStringList{done.id});
        QCOMPARE(SessionStore(*m_fixture->database).state(session.id).value(), SessionState::WaitingForInput);
        QCOMPARE(SessionStore(*m_fixture->database).state(done.id).value(), SessionState::Completed);
        QVERIFY(!ExecutorsRunningTable(*m_fixture->database).exists(done.id).value());
    }

    // `kandesk task show` while other processes run: only the task's registered executions are
    // probed; a dead one becomes resumable, a live one is reported, an unregistered launch is left
    // alone (another process may be starting it), other tasks are not touched.
    void oneTaskIsRecoveredWithoutTouchingOthers()
    {
        const Task task = m_fixture->addTask(QStringLiteral("Mine"));
        const TaskSession dead = m_fixture->addSession(task.id, SessionState::Running);
        const TaskSession live = m_fixture->addSession(task.id, SessionState::Running);
        const TaskSession starting = m_fixture->addSession(task.id, SessionState::Starting);
        const TaskSession elsewhere = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Other")).id, SessionState::Running);
        ExecutorsRunningTable table(*m_fixture->database);
        QVERIFY(table.upsert(registration(dead, 41010)).ok());
        QVERIFY(table.upsert(registration(live, 41011)).ok());
        QVERIFY(table.upsert(registration(elsewhere, 41012)).ok());
        QStringList probed;
        auto report = SessionRecovery(*m_fixture->database, m_fixture->home.path()).recoverTask(task.id, [&probed](const ExecutorRunning &row) {
            probed.append(row.sessionId);
            return row.agentctlPort == 41011;
        });
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->interruptedSessions, QStringList{dead.id});
        QCOMPARE(report->live.size(), 1);
        QCOMPARE(report->live.first().sessionId, live.id);
        QVERIFY(!probed.contains(elsewhere.id));
        SessionStore sessions(*m_fixture->database);
        QCOMPARE(sessions.state(dead.id).value(), SessionState::WaitingForInput);
        QVERIFY(sessions.get(dead.id)->errorMessage.startsWith(QStringLiteral("interrupted")));
        QVERIFY(table.get(dead.id)->resumable);
        QCOMPARE(sessions.state(live.id).value(), SessionState::Running);
        QCOMPARE(sessions.state(starting.id).value(), SessionState::Starting);
        QCOMPARE(sessions.state(elsewhere.id).value(), SessionState::Running);

        // Recovered once: not again.
        auto again = SessionRecovery(*m_fixture->database, m_fixture->home.path()).recoverTask(task.id, [](const ExecutorRunning &) { return false; });
        QVERIFY(again.ok());
        QCOMPARE(again->interruptedSessions, QStringList{live.id});
    }

    void quickChatsAreSweptAfterAWeekWithTheirFolders()
    {
        const Task old = m_fixture->addTask(QStringLiteral("Old chat"), true);
        const TaskSession oldSession = m_fixture->addSession(old.id, SessionState::WaitingForInput);
        const Task fresh = m_fixture->addTask(QStringLiteral("Fresh chat"), true);
        const TaskSession freshSession = m_fixture->addSession(fresh.id, SessionState::WaitingForInput);
        const Task board = m_fixture->addTask(QStringLiteral("A board task"));
        const qint64 eightDaysAgo = QDateTime::currentMSecsSinceEpoch() - 8LL * 24 * 3600 * 1000;
        QVERIFY(m_fixture->exec(QStringLiteral("UPDATE tasks SET updated_at = %1 WHERE id IN ('%2', '%3')")
                                    .arg(eightDaysAgo)
                                    .arg(old.id, board.id)));
        QVERIFY(m_fixture->exec(QStringLiteral("UPDATE task_sessions SET updated_at = %1 WHERE id = '%2'")
                                    .arg(eightDaysAgo)
                                    .arg(oldSession.id)));
        QDir home(m_fixture->home.path());
        for (const QString &id : {oldSession.id, freshSession.id}) {
            QVERIFY(home.mkpath(QStringLiteral("quick-chat/") + id + QStringLiteral("/notes")));
            QFile file(home.filePath(QStringLiteral("quick-chat/") + id + QStringLiteral("/notes/a.txt")));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }

        // A folder left behind by a chat that is gone already: swept once it is old enough.
        QVERIFY(home.mkpath(QStringLiteral("quick-chat/orphan")));
        QVERIFY(home.mkpath(QStringLiteral("quick-chat/fresh-orphan")));
        const qint64 eightDaysAgoSeconds = eightDaysAgo / 1000;
        const utimbuf times{static_cast<time_t>(eightDaysAgoSeconds), static_cast<time_t>(eightDaysAgoSeconds)};
        QCOMPARE(::utime(QFile::encodeName(home.filePath(QStringLiteral("quick-chat/orphan"))).constData(), &times), 0);

        auto swept = SessionRecovery(*m_fixture->database, m_fixture->home.path()).sweepQuickChats();
        QVERIFY2(swept.ok(), qPrintable(swept.error()));
        QCOMPARE(*swept, QStringList{old.id});
        QVERIFY(!TaskStore(*m_fixture->database).get(old.id).ok());
        QVERIFY(TaskStore(*m_fixture->database).get(fresh.id).ok());
        QVERIFY(TaskStore(*m_fixture->database).get(board.id).ok());
        QVERIFY(!home.exists(QStringLiteral("quick-chat/") + oldSession.id));
        QVERIFY(home.exists(QStringLiteral("quick-chat/") + freshSession.id));
        QVERIFY(!home.exists(QStringLiteral("quick-chat/orphan")));
        QVERIFY(home.exists(QStringLiteral("quick-chat/fresh-orphan")));
    }

private:
    std::unique_ptr<StoreFixture> m_fixture;
};

QTEST_GUILESS_MAIN(TestSessionRecovery)
#include "tst_sessionrecovery.moc"
