// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Moving tasks between and within the steps of a board through the application's door
// (application/tasks/TaskMoves), over a real database: to a step's end or in front of a card, named
// by id or by name in any case; several together in their order; a drop where the card already is
// writes nothing; many drops between the same neighbours number the step afresh and keep the order;
// a task arriving in a step that starts agents is to be started unless it is archived or its agent
// already works; a step of no board is refused, naming the board's steps. The board's drag and drop
// (tst_taskboard) and `kandesk task move` (tst_clitasks) call it.
#include "application/stores.h"
#include "application/tasks/taskmoves.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include "support/testhome.h"

#include <QTest>

#include <memory>

using namespace kandesk;

class TestTaskMoves : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;
    Stores *m_stores = nullptr;
    std::unique_ptr<TaskMoves> m_moves;
    QString m_workspace;
    QHash<QString, QString> m_steps; // name → id

    QString addTask(const QString &title, const QString &step, double position)
    {
        Task task;
        task.workspaceId = m_workspace;
        task.title = title;
        task.workflowStepId = m_steps.value(step);
        task.position = position;
        auto created = m_stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    // The titles of a step's tasks, in the board's order.
    QStringList column(const QString &step) const
    {
        auto tasks = m_stores->tasks().list(m_workspace, true);
        QList<Task> in;
        for (const Task &task : *tasks) {
            if (task.workflowStepId == m_steps.value(step))
                in.append(task);
        }
        std::stable_sort(in.begin(), in.end(), [](const Task &a, const Task &b) { return a.position < b.position; });
        QStringList titles;
        for (const Task &task : std::as_const(in))
            titles.append(task.title);
        return titles;
    }

    static QStringList titles(std::initializer_list<const char *> names)
    {
        QStringList out;
        for (const char *name : names)
            out.append(QString::fromUtf8(name));
        return out;
    }

    Expected<TaskMoveResult> move(const QStringList &ids, const QString &step, const QString &before = {})
    {
        return m_moves->move({ids, step, before}).result();
    }

private Q_SLOTS:
    void init()
    {
        m_moves.reset();
        m_stores = nullptr;
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
        m_stores = &m_home->stores;
        m_moves = std::make_unique<TaskMoves>(*m_stores);
        auto workspace = m_stores->workspaces().create(QStringLiteral("Board"));
        QVERIFY(workspace.ok());
        m_workspace = workspace->id;
        m_steps.clear();
        const auto steps = m_stores->workspaces().steps(m_workspace);
        QVERIFY(steps.ok());
        for (const WorkflowStep &step : *steps)
            m_steps.insert(step.name, step.id);
        QVERIFY2(m_steps.contains(QStringLiteral("In Progress")), qPrintable(m_steps.keys().join(QLatin1Char(','))));
    }

    void cleanup()
    {
        m_moves.reset();
        m_stores = nullptr;
        m_home.reset();
    }

    void toAStepsEndOrInFrontOfACard()
    {
        const QString login = addTask(QStringLiteral("Login"), QStringLiteral("Backlog"), 0);
        addTask(QStringLiteral("A"), QStringLiteral("In Progress"), 0);
        const QString b = addTask(QStringLiteral("B"), QStringLiteral("In Progress"), 1);
        auto moved = move({login}, m_steps.value(QStringLiteral("In Progress")), b);
        QVERIFY2(moved.ok(), qPrintable(moved.error()));
        QCOMPARE(column(QStringLiteral("In Progress")), titles({"A", "Login", "B"}));
        QCOMPARE(moved->changedIds, QStringList{login});
        QCOMPARE(moved->step.name, QStringLiteral("In Progress"));
        QCOMPARE(moved->toStart, QStringList{login}); // In Progress starts agents
        // Back to the end of Backlog, named in another case: nothing to start.
        moved = move({login}, QStringLiteral("backlog"));
        QVERIFY2(moved.ok(), qPrintable(moved.error()));
        QCOMPARE(column(QStringLiteral("Backlog")), titles({"Login"}));
        QCOMPARE(moved->toStart, QStringList{});
    }

    void aReorderWithinAStepStartsNothing()
    {
        const QString a = addTask(QStringLiteral("A"), QStringLiteral("In Progress"), 0);
        addTask(QStringLiteral("B"), QStringLiteral("In Progress"), 1);
        const QString c = addTask(QStringLiteral("C"), QStringLiteral("In Progress"), 2);
        auto moved = move({c}, QStringLiteral("In Progress"), a);
        QVERIFY(moved.ok());
        QCOMPARE(column(QStringLiteral("In Progress")), titles({"C", "A", "B"}));
        QCOMPARE(moved->toStart, QStringList{});
        // Dropped where it is (in front of the card after it): nothing is written.
        moved = move({c}, QStringLiteral("In Progress"), a);
        QVERIFY(moved.ok());
        QCOMPARE(moved->changedIds, QStringList{});
    }

    void severalTogetherKeepTheirOrder()
    {
        const QString x = addTask(QStringLiteral("X"), QStringLiteral("Backlog"), 0);
        const QString y = addTask(QStringLiteral("Y"), QStringLiteral("Backlog"), 1);
        addTask(QStringLiteral("R1"), QStringLiteral("Review"), 0);
        const QString r2 = addTask(QStringLiteral("R2"), QStringLiteral("Review"), 1);
        auto moved = move({y, x}, QStringLiteral("Review"), r2);
        QVERIFY(moved.ok());
        QCOMPARE(column(QStringLiteral("Review")), titles({"R1", "Y", "X", "R2"}));
        QCOMPARE(column(QStringLiteral("Backlog")), QStringList{});
    }

    void manyDropsBetweenTheSameNeighboursKeepTheOrder()
    {
        QStringList ids;
        for (int i = 0; i < 40; ++i)
            ids.append(addTask(QStringLiteral("T%1").arg(i, 2, 10, QLatin1Char('0')), QStringLiteral("Backlog"), i));
        QStringList expected{QStringLiteral("T00")};
        // Each time the last goes in front of the second: the gap halves every time.
        for (int i = 0; i < 38; ++i) {
            const QStringList order = column(QStringLiteral("Backlog"));
            const QString last = ids.at(order.constLast().mid(1).toInt());
            const QString second = ids.at(order.at(1).mid(1).toInt());
            QVERIFY(move({last}, QStringLiteral("Backlog"), second).ok());
            QCOMPARE(column(QStringLiteral("Backlog")).at(1), order.constLast());
        }
        const QStringList order = column(QStringLiteral("Backlog"));
        QCOMPARE(order.constFirst(), QStringLiteral("T00"));
        QCOMPARE(order.size(), 40);
        // The step was numbered afresh on the way: no two neighbours closer than a double can part.
        auto tasks = m_stores->tasks().list(m_workspace);
        QList<double> places;
        for (const Task &task : *tasks)
            places.append(task.position);
        std::sort(places.begin(), places.end());
        for (qsizetype i = 1; i < places.size(); ++i)
            QVERIFY2(places.at(i) - places.at(i - 1) > 1e-7, qPrintable(QString::number(places.at(i) - places.at(i - 1))));
    }

    void aWorkingOrArchivedTaskIsNotStartedAgain()
    {
        const QString working = addTask(QStringLiteral("Working"), QStringLiteral("Review"), 0);
        TaskSession session;
        session.taskId = working;
        session.state = SessionState::Running;
        QVERIFY(m_stores->sessions().create(session).ok());
        const QString archived = addTask(QStringLiteral("Archived"), QStringLiteral("Review"), 1);
        QVERIFY(m_stores->tasks().setArchived(archived, true).ok());
        const QString idle = addTask(QStringLiteral("Idle"), QStringLiteral("Review"), 2);
        auto moved = move({working, archived, idle}, QStringLiteral("In Progress"));
        QVERIFY(moved.ok());
        QCOMPARE(moved->toStart, QStringList{idle});
    }

    void aStepOfNoBoardIsRefused()
    {
        const QString task = addTask(QStringLiteral("Lost"), QStringLiteral("Backlog"), 0);
        auto moved = move({task}, QStringLiteral("Deployed"));
        QVERIFY(!moved.ok());
        QCOMPARE(moved.error(), QStringLiteral("no step “Deployed” on the board of “Lost” (its steps: Backlog, In Progress, Review, Done)"));
        QVERIFY(!move({QStringLiteral("no-such-task")}, QStringLiteral("Backlog")).ok());
        QVERIFY(!move({}, QStringLiteral("Backlog")).ok());
        QCOMPARE(column(QStringLiteral("Backlog")), titles({"Lost"}));
    }
};

QTEST_GUILESS_MAIN(TestTaskMoves)
#include "tst_taskmoves.moc"
