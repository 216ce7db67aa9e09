// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A step's auto-archive over a real database: a task that has sat in such a step that long is
// archived as Archive does; one that came lately, one in a step without it and one whose agent is at
// work stay; moving a task starts its count again.
#include "application/stores.h"
#include "application/tasks/taskdeletion.h"
#include "application/workflows/autoarchive.h"
#include "application/workflows/workflowlibrary.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include "support/runnerwaits.h"
#include "support/testhome.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace kandesk;

class TestAutoArchive : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;

    QString addTask(const QString &title, const QString &stepId, int hoursAgo)
    {
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        task.workflowStepId = stepId;
        const QString id = TaskStore(m_home->database).create(task).value().id;
        QSqlQuery query(m_home->database.connection().value());
        query.prepare(QStringLiteral("UPDATE tasks SET step_entered_at = ? WHERE id = ?"));
        query.addBindValue(QDateTime::currentMSecsSinceEpoch() - qint64(hoursAgo) * 3600 * 1000);
        query.addBindValue(id);
        if (!query.exec())
            qFatal("cannot age the task");
        return id;
    }

    bool archived(const QString &taskId) { return TaskStore(m_home->database).get(taskId)->archived; }

private Q_SLOTS:
    void init()
    {
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
    }

    void cleanup() { m_home.reset(); }

    void archivesWhatSatLongEnough()
    {
        WorkflowLibrary library(m_home->stores);
        Workflow kanban = test::waitForFuture(library.find(QStringLiteral("Kanban"))).value();
        kanban.steps[3].autoArchiveAfterHours = 24; // Done
        QVERIFY(test::waitForFuture(library.save(kanban)).ok());
        const QString review = kanban.steps.at(2).id;
        const QString done = kanban.steps.at(3).id;

        const QString old = addTask(QStringLiteral("Shipped last week"), done, 25);
        const QString fresh = addTask(QStringLiteral("Shipped this morning"), done, 1);
        const QString waiting = addTask(QStringLiteral("In review for days"), review, 100);
        const QString working = addTask(QStringLiteral("Done, but its agent runs"), done, 30);
        TaskSession session;
        session.taskId = working;
        session.state = SessionState::Running;
        QVERIFY(SessionStore(m_home->database).create(session).ok());
        const QString moved = addTask(QStringLiteral("Reopened and done again"), done, 48);
        QVERIFY(TaskStore(m_home->database).move(moved, review, -1).ok());
        QVERIFY(TaskStore(m_home->database).move(moved, done, -1).ok());

        TaskDeletion deletion(m_home->stores);
        AutoArchive autoArchive(m_home->stores, deletion);
        QSignalSpy said(&autoArchive, &AutoArchive::archived);
        const auto swept = test::waitForFuture(autoArchive.sweep());
        QVERIFY2(swept.ok(), qPrintable(swept.error()));
        QCOMPARE(swept->archived, QStringList{old});
        QVERIFY(swept->kept.isEmpty());
        QCOMPARE(said.count(), 1);
        QVERIFY(archived(old));
        for (const QString &id : {fresh, waiting, working, moved})
            QVERIFY2(!archived(id), qPrintable(TaskStore(m_home->database).get(id)->title));

        // A day later the fresh one is due too; the archived one is not swept again.
        const auto later = test::waitForFuture(autoArchive.sweep(QDateTime::currentDateTimeUtc().addSecs(24 * 3600)));
        QVERIFY(later.ok());
        QCOMPARE(later->archived.size(), 2);
        QVERIFY(later->archived.contains(fresh) && later->archived.contains(moved));
        QVERIFY(!archived(working));
    }
};

QTEST_GUILESS_MAIN(TestAutoArchive)
#include "tst_autoarchive.moc"
