// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/items/roles.h"
#include "models/items/sessionmodel.h"
#include "models/items/stepfilterproxy.h"
#include "models/items/taskmodel.h"
#include "models/items/transcriptmodel.h"
#include "models/stores/messagestore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using kandesk::testing::StoreFixture;
using kandesk::testing::eventTextAt;

namespace {

QStringList titles(const QAbstractItemModel &model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row)
        result.append(model.index(row, 0).data(TaskTitleRole).toString());
    return result;
}

QList<Message> chunks(const QString &sessionId, int count, int from = 0)
{
    QList<Message> result;
    result.reserve(count);
    for (int i = from; i < from + count; ++i)
        result.append({0, sessionId, 1, {}, SessionEvent::make(SessionEvent::Kind::MessageChunk, QString::number(i)), {}});
    return result;
}

} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<StoreFixture>();
        QVERIFY(m_fixture->open());
    }

    void taskModelAndColumnsFollowTheStore()
    {
        TaskStore tasks(*m_fixture->database);
        SessionStore sessions(*m_fixture->database);
        TaskModel model(tasks, sessions);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        StepFilterProxy backlog;
        QAbstractItemModelTester backlogTester(&backlog, QAbstractItemModelTester::FailureReportingMode::QtTest);
        StepFilterProxy review;
        QAbstractItemModelTester reviewTester(&review, QAbstractItemModelTester::FailureReportingMode::QtTest);
        backlog.setSourceModel(&model);
        backlog.setStepId(QStringLiteral("backlog"));
        review.setSourceModel(&model);
        review.setStepId(QStringLiteral("review"));

        const Task first = m_fixture->addTask(QStringLiteral("First"));
        const Task second = m_fixture->addTask(QStringLiteral("Second"));
        QVERIFY(model.setWorkspace(QStringLiteral("default")).ok());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(titles(backlog), (QStringList{QStringLiteral("First"), QStringLiteral("Second")}));
        QCOMPARE(review.rowCount(), 0);

        // Moving a card: the store first, then the model refreshes the one row.
        QVERIFY(tasks.move(second.id, QStringLiteral("review"), 1).ok());
        QVERIFY(model.refreshTask(second.id).ok());
        QCOMPARE(titles(backlog), QStringList{QStringLiteral("First")});
        QCOMPARE(titles(review), QStringList{QStringLiteral("Second")});

        // Reordering inside a column follows the position.
        const Task third = m_fixture->addTask(QStringLiteral("Third"));
        QVERIFY(model.refreshTask(third.id).ok());
        QVERIFY(tasks.move(third.id, QStringLiteral("backlog"), first.position - 1).ok());
        QVERIFY(model.refreshTask(third.id).ok());
        QCOMPARE(titles(backlog), (QStringList{QStringLiteral("Third"), QStringLiteral("First")}));

        // The card shows its newest session's state, live.
        const TaskSession session = m_fixture->addSession(first.id, SessionState::Running);
        QVERIFY(model.refreshTask(first.id).ok());
        QCOMPARE(model.index(model.rowOf(first.id), 0).data(TaskSessionStateRole).toString(), QStringLiteral("RUNNING"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setSessionState(first.id, SessionState::WaitingForInput);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(model.rowOf(first.id), 0).data(TaskSessionStateRole).toString(),
                 QStringLiteral("WAITING_FOR_INPUT"));
        Q_UNUSED(session)

        // Archiving and deleting remove rows.
        QVERIFY(tasks.setArchived(third.id, true).ok());
        QVERIFY(model.refreshTask(third.id).ok());
        QCOMPARE(titles(backlog), QStringList{QStringLiteral("First")});
        QVERIFY(tasks.remove(first.id).ok());
        QVERIFY(model.refreshTask(first.id).ok());
        QCOMPARE(backlog.rowCount(), 0);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.roleNames().contains(TaskChangedFileCountRole));
    }

    // A card says where its task stands: an agent waiting on a permission answer "needs input",
    // one whose turn is over is idle, and a task in the Done column is done whatever its last
    // session did. The wait is kept with the session, so a reload (another process) sees it too.
    void theActivitySaysWhoIsWaitingOnWhom()
    {
        TaskStore tasks(*m_fixture->database);
        SessionStore sessions(*m_fixture->database);
        TaskModel model(tasks, sessions);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Task task = m_fixture->addTask(QStringLiteral("Waits"));
        QVERIFY(model.setWorkspace(QStringLiteral("default")).ok());
        const auto activity = [&] { return model.index(model.rowOf(task.id), 0).data(TaskActivityRole).toString(); };
        QCOMPARE(activity(), QStringLiteral("NOT_STARTED"));

        const TaskSession session = m_fixture->addSession(task.id, SessionState::Running);
        QVERIFY(model.refreshTask(task.id).ok());
        QCOMPARE(activity(), QStringLiteral("RUNNING"));
        QVERIFY(sessions.setAwaitingPermission(session.id, true).ok());
        QVERIFY(model.reload().ok());
        QCOMPARE(activity(), QStringLiteral("NEEDS_INPUT"));
        QCOMPARE(model.index(model.rowOf(task.id), 0).data(TaskSessionStateRole).toString(), QStringLiteral("RUNNING"));

        // Answered live; then the turn ends, which ends any wait in the store too.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setAwaitingPermission(task.id, false);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(activity(), QStringLiteral("RUNNING"));
        QVERIFY(sessions.setState(session.id, SessionState::WaitingForInput).ok());
        QCOMPARE(sessions.latestGlanceForTask(task.id).value()->awaitingPermission, false);
        model.setSessionState(task.id, SessionState::WaitingForInput);
        QCOMPARE(activity(), QStringLiteral("IDLE"));
        QVERIFY(sessions.setState(session.id, SessionState::Running).ok());
        QVERIFY(sessions.setAwaitingPermission(session.id, true).ok());
        QVERIFY(sessions.setState(session.id, SessionState::WaitingForInput).ok());
        QCOMPARE(sessions.latestGlanceForTask(task.id).value()->awaitingPermission, false);

        // In the Done column it is done, idle agent or not; a running agent still says so.
        const QString done = tasks.doneStepIds(QStringLiteral("default")).value().constFirst();
        QVERIFY(tasks.move(task.id, done, 1).ok());
        QVERIFY(model.refreshTask(task.id).ok());
        QCOMPARE(activity(), QStringLiteral("DONE"));
        model.setSessionState(task.id, SessionState::Running);
        QCOMPARE(activity(), QStringLiteral("RUNNING"));
        QVERIFY(model.roleNames().contains(TaskActivityRole));
    }

    void taskModelRefreshesOneTaskInTheBackground()
    {
        TaskStore tasks(*m_fixture->database);
        SessionStore sessions(*m_fixture->database);
        TaskModel model(tasks, sessions);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Task first = m_fixture->addTask(QStringLiteral("First"));
        QVERIFY(model.setWorkspace(QStringLiteral("default")).ok());
        QSignalSpy refreshed(&model, &TaskModel::taskRefreshed);
        const auto stepOf = [&model](const QString &taskId) {
            return model.index(model.rowOf(taskId), 0).data(TaskStepIdRole).toString();
        };

        // A new task and a session state arrive as rows, read off the GUI thread.
        const Task second = m_fixture->addTask(QStringLiteral("Second"));
        m_fixture->addSession(second.id, SessionState::Running);
        model.refreshTaskInBackground(second.id);
        QCOMPARE(model.rowOf(second.id), -1); // nothing read yet on this thread
        QVERIFY(refreshed.wait());
        QCOMPARE(refreshed.takeFirst().constFirst().toString(), second.id);
        QCOMPARE(model.index(model.rowOf(second.id), 0).data(TaskSessionStateRole).toString(), QStringLiteral("RUNNING"));

        // Calls while a read is under way coalesce, and the last write made before them is shown.
        QVERIFY(tasks.move(first.id, QStringLiteral("review"), -1).ok());
        model.refreshTaskInBackground(first.id);
        QVERIFY(tasks.move(first.id, QStringLiteral("done"), -1).ok());
        model.refreshTaskInBackground(first.id);
        model.refreshTaskInBackground(first.id);
        QVERIFY(refreshed.wait());
        QCOMPARE(stepOf(first.id), QStringLiteral("done"));
        // Reads run in order, so a stray further read of the first task would land before this one.
        model.refreshTaskInBackground(second.id);
        QTRY_COMPARE(refreshed.size(), 2);
        QCOMPARE(refreshed.at(0).constFirst().toString(), first.id);
        QCOMPARE(refreshed.at(1).constFirst().toString(), second.id);
        refreshed.clear();

        // A direct refresh made while a read is pending is not undone by that read.
        model.refreshTaskInBackground(first.id);
        QVERIFY(tasks.move(first.id, QStringLiteral("backlog"), -1).ok());
        QVERIFY(model.refreshTask(first.id).ok());
        QCOMPARE(stepOf(first.id), QStringLiteral("backlog"));
        QVERIFY(refreshed.wait());
        QCOMPARE(stepOf(first.id), QStringLiteral("backlog"));

        // A deleted task's row goes.
        QVERIFY(tasks.remove(second.id).ok());
        model.refreshTaskInBackground(second.id);
        QVERIFY(refreshed.wait());
        QCOMPARE(model.rowOf(second.id), -1);
        QCOMPARE(model.rowCount(), 1);
    }

    void sessionModelListsATasksSessions()
    {
        SessionStore sessions(*m_fixture->database);
        SessionModel model(sessions);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Task task = m_fixture->addTask(QStringLiteral("Sessions"));
        const TaskSession first = m_fixture->addSession(task.id, SessionState::Completed);
        QVERIFY(model.setTask(task.id).ok());
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.index(0, 0).data(SessionIsTerminalRole).toBool());

        const TaskSession second = m_fixture->addSession(task.id, SessionState::Running);
        QVERIFY(model.refreshSession(second.id).ok());
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(sessions.setState(second.id, SessionState::Failed, QStringLiteral("agent crashed")).ok());
        QVERIFY(model.refreshSession(second.id).ok());
        QCOMPARE(model.index(1, 0).data(SessionStateRole).toString(), QStringLiteral("FAILED"));
        QCOMPARE(model.index(1, 0).data(SessionErrorMessageRole).toString(), QStringLiteral("agent crashed"));

        // A running session whose agent asks the user says so, as the runner tells it and as stored.
        const TaskSession asking = m_fixture->addSession(task.id, SessionState::Running);
        QVERIFY(model.refreshSession(asking.id).ok());
        const int row = model.rowOf(asking.id);
        QVERIFY(model.index(row, 0).data().toString().endsWith(QStringLiteral(" · Running")));
        model.setAwaitingPermission(asking.id, true);
        QVERIFY2(model.index(row, 0).data().toString().endsWith(QStringLiteral(" · Waiting for your answer")),
                 qPrintable(model.index(row, 0).data().toString()));
        QVERIFY(sessions.setAwaitingPermission(asking.id, true).ok());
        QVERIFY(model.refreshSession(asking.id).ok());
        QVERIFY(model.index(row, 0).data().toString().endsWith(QStringLiteral(" · Waiting for your answer")));
        QVERIFY(sessions.remove(asking.id).ok());
        QVERIFY(model.refreshSession(asking.id).ok());
        QVERIFY(sessions.remove(first.id).ok());
        QVERIFY(model.refreshSession(first.id).ok());
        QCOMPARE(model.rowCount(), 1);
    }

    void sessionLabelsReadAsWords()
    {
        const QDateTime now(QDate(2026, 11, 29), QTime(15, 0));
        TaskSession session;
        session.state = SessionState::WaitingForInput;
        session.startedAt = QDateTime(QDate(2026, 11, 29), QTime(14, 2));
        const QString today = sessionLabel(session, 2, now);
        QVERIFY2(today.startsWith(QStringLiteral("Session 2 · today ")), qPrintable(today));
        QVERIFY2(today.endsWith(QStringLiteral(" · Idle")), qPrintable(today));
        QVERIFY(!today.contains(QStringLiteral("WAITING")));

        session.startedAt = session.startedAt.addDays(-1);
        session.errorMessage = QStringLiteral("interrupted: Kandesk stopped");
        const QString yesterday = sessionLabel(session, 1, now);
        QVERIFY2(yesterday.contains(QStringLiteral("yesterday")), qPrintable(yesterday));
        QVERIFY2(yesterday.endsWith(QStringLiteral("Interrupted, can resume")), qPrintable(yesterday));

        session.state = SessionState::Cancelled;
        session.startedAt = QDateTime(QDate(2026, 3, 1), QTime(9, 30));
        const QString older = sessionLabel(session, 3, now);
        QVERIFY2(!older.contains(QStringLiteral("today")) && !older.contains(QStringLiteral("yesterday")), qPrintable(older));
        QVERIFY2(older.endsWith(QStringLiteral("Cancelled")), qPrintable(older));
    }

    void aHugeTranscriptOpensWithOnePage()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Long")).id);
        MessageStore messages(*m_fixture->database);
        constexpr int total = 100'000;
        for (int from = 0; from < total; from += 10'000)
            QVERIFY(messages.appendBatch(chunks(session.id, 10'000, from)).ok());

        TranscriptModel model(messages);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setSession(session.id).ok());
        QCOMPARE(model.rowCount(), model.pageSize());
        // Opened at the end: the newest event is the last row.
        QCOMPARE(eventTextAt(model, model.rowCount() - 1), QString::number(total - 1));
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(model.canFetchOlder());
        QVERIFY(model.fetchOlder().ok());
        QCOMPARE(model.rowCount(), 2 * model.pageSize());
        QCOMPARE(eventTextAt(model, 0), QString::number(total - 2 * model.pageSize()));

        // A live event stored after opening shows at the end at once.
        auto ids = messages.appendBatch(chunks(session.id, 1, total));
        QVERIFY(ids.ok());
        Message live = chunks(session.id, 1, total).first();
        live.id = ids->first();
        model.appendStored(live);
        QCOMPARE(model.rowCount(), 2 * model.pageSize() + 1);
        QCOMPARE(model.index(model.rowCount() - 1, 0).data(MessageIdRole).toLongLong(), live.id);
        model.appendStored(live); // the same event twice is shown once
        QCOMPARE(model.rowCount(), 2 * model.pageSize() + 1);
    }

    void aTranscriptOpenedAtTheStartPagesForward()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Paged")).id);
        MessageStore messages(*m_fixture->database);
        QVERIFY(messages.appendBatch(chunks(session.id, 450)).ok());
        TranscriptModel model(messages);
        model.setPageSize(100);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setSession(session.id, TranscriptModel::Anchor::Start).ok());
        // The tester itself may fetch one page more; never the whole transcript.
        QVERIFY(model.rowCount() <= 200);
        QCOMPARE(eventTextAt(model, 0), QStringLiteral("0"));
        QVERIFY(!model.canFetchOlder());

        // A live event while pages are still unread waits for its turn in order.
        auto ids = messages.appendBatch(chunks(session.id, 1, 450));
        Message live = chunks(session.id, 1, 450).first();
        live.id = ids->first();
        const int before = model.rowCount();
        model.appendStored(live);
        QCOMPARE(model.rowCount(), before);
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), 451);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(eventTextAt(model, row), QString::number(row));
    }

    void anEmptyTranscriptShowsLiveEvents()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("New")).id);
        MessageStore messages(*m_fixture->database);
        TranscriptModel model(messages);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setSession(session.id).ok());
        QCOMPARE(model.rowCount(), 0);
        QList<Message> batch = chunks(session.id, 3);
        auto ids = messages.appendBatch(batch);
        for (int i = 0; i < batch.size(); ++i)
            batch[i].id = ids->at(i);
        model.appendStored(batch);
        QCOMPARE(model.rowCount(), 3);
        Message foreign = batch.first();
        foreign.sessionId = QStringLiteral("another");
        foreign.id = 999'999;
        model.appendStored(foreign);
        QCOMPARE(model.rowCount(), 3);
    }

private:
    std::unique_ptr<StoreFixture> m_fixture;
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
