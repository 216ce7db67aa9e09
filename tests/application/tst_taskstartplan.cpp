// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What Start Agent does for a task (application/tasks/taskstarts.h, planTaskStart): a task that
// never ran starts; a session whose agent runs is shown; one that failed, or was interrupted with a
// reason, is retried; one that ended its turn or was stopped starts a new session. The window's
// Start Agent follows it through TaskStarts (tst_workbenchfailures retries through it).
#include "application/tasks/taskstarts.h"

#include <QTest>

using namespace kandesk;

namespace {

TaskSession session(SessionState state, const QString &errorMessage = {})
{
    TaskSession found;
    found.id = QStringLiteral("s1");
    found.state = state;
    found.errorMessage = errorMessage;
    return found;
}

} // namespace

class TestTaskStartPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plans_data()
    {
        QTest::addColumn<int>("state"); // -1: no session
        QTest::addColumn<QString>("error");
        QTest::addColumn<bool>("runs");
        QTest::addColumn<int>("kind");
        using Kind = TaskStartPlan::Kind;
        QTest::newRow("never ran") << -1 << QString() << false << int(Kind::Start);
        QTest::newRow("its agent runs") << int(SessionState::Running) << QString() << true << int(Kind::Show);
        QTest::newRow("waiting, agent alive") << int(SessionState::WaitingForInput) << QString() << true << int(Kind::Show);
        QTest::newRow("failed") << int(SessionState::Failed) << QStringLiteral("agent crashed") << false << int(Kind::Retry);
        QTest::newRow("interrupted") << int(SessionState::WaitingForInput) << QStringLiteral("Kandesk stopped") << false
                                     << int(Kind::Retry);
        QTest::newRow("turn ended") << int(SessionState::WaitingForInput) << QString() << false << int(Kind::Start);
        QTest::newRow("completed") << int(SessionState::Completed) << QString() << false << int(Kind::Start);
        QTest::newRow("cancelled") << int(SessionState::Cancelled) << QString() << false << int(Kind::Start);
    }

    void plans()
    {
        QFETCH(int, state);
        QFETCH(QString, error);
        QFETCH(bool, runs);
        QFETCH(int, kind);
        const std::optional<TaskSession> newest
            = state < 0 ? std::nullopt : std::optional(session(SessionState(state), error));
        const TaskStartPlan plan = planTaskStart(newest, runs);
        QCOMPARE(int(plan.kind), kind);
        QCOMPARE(plan.sessionId, plan.kind == TaskStartPlan::Kind::Start ? QString() : QStringLiteral("s1"));
    }
};

QTEST_GUILESS_MAIN(TestTaskStartPlan)
#include "tst_taskstartplan.moc"
