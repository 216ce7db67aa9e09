// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// DatabaseChangeWatcher: commits of another connection (as another process makes them) reach the
// board's models without a reload by hand; the models apply them row by row.
#include "support/storefixture.h"

#include "models/databasechangewatcher.h"
#include "models/items/roles.h"
#include "models/items/sessionmodel.h"
#include "models/items/taskmodel.h"
#include "models/stores/settingsstore.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using kandesk::testing::StoreFixture;

using namespace std::chrono_literals;

class TestDatabaseChangeWatcher : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<StoreFixture> m_fixture;
    // The other writer: its own Database, so its own SQLite connections, as a second process has.
    std::unique_ptr<Database> m_other;

    Task addTaskElsewhere(const QString &title)
    {
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        auto created = TaskStore(*m_other).create(task);
        return created ? *created : Task{};
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<StoreFixture>();
        QVERIFY(m_fixture->open());
        m_other = std::make_unique<Database>(m_fixture->dbPath());
        QVERIFY(m_other->open().ok());
    }

    void cleanup()
    {
        m_other.reset();
        m_fixture.reset();
    }

    void anotherConnectionsTasksAppearInTheModel()
    {
        TaskStore tasks(*m_fixture->database);
        SessionStore sessions(*m_fixture->database);
        TaskModel model(tasks, sessions);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setWorkspace(QStringLiteral("default")).ok());
        const Task first = m_fixture->addTask(QStringLiteral("shown at start"));
        QVERIFY(model.refreshTask(first.id).ok());

        DatabaseChangeWatcher watcher(*m_fixture->database);
        watcher.setInterval(20ms);
        QSignalSpy changed(&watcher, &DatabaseChangeWatcher::tablesChanged);
        connect(&watcher, &DatabaseChangeWatcher::tablesChanged, &model, &TaskModel::refreshInBackground);
        watcher.start();
        QVERIFY(watcher.isActive());
        QVERIFY(changed.wait(5'000)); // the first report names every table
        QCOMPARE(changed.takeFirst().first().toStringList(), DatabaseChangeWatcher::boardTables());

        // Inserted elsewhere: a row appears, the one shown before stays where it was.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const Task added = addTaskElsewhere(QStringLiteral("made by the command line"));
        QVERIFY(!added.id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 5'000);
        QCOMPARE(model.index(0, 0).data(TaskIdRole).toString(), first.id);
        QCOMPARE(model.index(1, 0).data(TaskTitleRole).toString(), QStringLiteral("made by the command line"));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(reset.size(), 0);
        QVERIFY(changed.constLast().first().toStringList().contains(QStringLiteral("tasks")));

        // A new session's state shows on the card.
        TaskSession session;
        session.taskId = added.id;
        session.state = SessionState::WaitingForInput;
        QVERIFY(SessionStore(*m_other).create(session).ok());
        QTRY_COMPARE_WITH_TIMEOUT(model.index(1, 0).data(TaskSessionStateRole).toString(), QStringLiteral("WAITING_FOR_INPUT"), 5'000);

        // Renamed, then deleted elsewhere.
        Task renamed = TaskStore(*m_other).get(added.id).value();
        renamed.title = QStringLiteral("renamed elsewhere");
        QVERIFY(TaskStore(*m_other).update(renamed).ok());
        QTRY_COMPARE_WITH_TIMEOUT(model.index(1, 0).data(TaskTitleRole).toString(), QStringLiteral("renamed elsewhere"), 5'000);
        QVERIFY(TaskStore(*m_other).remove(added.id).ok());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 5'000);
        QCOMPARE(model.index(0, 0).data(TaskIdRole).toString(), first.id);
        QCOMPARE(reset.size(), 0);
    }

    void sessionsOfTheShownTaskFollow()
    {
        const Task task = m_fixture->addTask(QStringLiteral("with sessions"));
        SessionStore sessions(*m_fixture->database);
        SessionModel model(sessions);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setTask(task.id).ok());
        DatabaseChangeWatcher watcher(*m_fixture->database);
        watcher.setInterval(20ms);
        connect(&watcher, &DatabaseChangeWatcher::tablesChanged, &model, &SessionModel::refreshInBackground);
        watcher.start();

        TaskSession row;
        row.taskId = task.id;
        row.state = SessionState::Running;
        auto created = SessionStore(*m_other).create(row);
        QVERIFY(created.ok());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 5'000);
        QVERIFY(SessionStore(*m_other).setState(created->id, SessionState::WaitingForInput, QStringLiteral("interrupted: gone")).ok());
        QTRY_COMPARE_WITH_TIMEOUT(model.index(0, 0).data(SessionStateRole).toString(), QStringLiteral("WAITING_FOR_INPUT"), 5'000);
        QCOMPARE(model.index(0, 0).data(SessionErrorMessageRole).toString(), QStringLiteral("interrupted: gone"));
    }

    // After the first report only the watched tables that changed are named.
    void reportsTheTablesThatChanged()
    {
        m_fixture->addTask(QStringLiteral("before the watcher"));
        DatabaseChangeWatcher watcher(*m_fixture->database, {QStringLiteral("tasks"), QStringLiteral("settings"), QStringLiteral("bad name;")});
        watcher.setInterval(20ms);
        QSignalSpy changed(&watcher, &DatabaseChangeWatcher::tablesChanged);
        watcher.start();
        QVERIFY(changed.wait(5'000));
        QCOMPARE(changed.takeFirst().first().toStringList(), (QStringList{QStringLiteral("tasks"), QStringLiteral("settings")}));
        QVERIFY(SettingsStore(*m_other).setValue(QStringLiteral("theme"), QStringLiteral("dark")).ok());
        QVERIFY(changed.wait(5'000));
        QCOMPARE(changed.takeFirst().first().toStringList(), QStringList{QStringLiteral("settings")});
        QVERIFY(SettingsStore(*m_other).setValue(QStringLiteral("theme"), QStringLiteral("light")).ok());
        QVERIFY(changed.wait(5'000));
        QCOMPARE(changed.takeFirst().first().toStringList(), QStringList{QStringLiteral("settings")});
        addTaskElsewhere(QStringLiteral("after"));
        QVERIFY(changed.wait(5'000));
        QCOMPARE(changed.takeFirst().first().toStringList(), QStringList{QStringLiteral("tasks")});

        watcher.stop();
        QVERIFY(!watcher.isActive());
        changed.clear();
        addTaskElsewhere(QStringLiteral("while stopped"));
        QVERIFY(!changed.wait(200));
    }

    // Nothing is written: the watcher's thread sleeps until the kernel says the file changed (it
    // used to look every interval: a hundred wakeups a second). Then agents stream, committing
    // hundreds of times a second: after the first write the files are not watched until the look
    // is due, so the rest wake nothing either; the look then reports what changed.
    void itWakesOnlyForALook()
    {
        DatabaseChangeWatcher watcher(*m_fixture->database);
        watcher.setInterval(3s);
        QSignalSpy changed(&watcher, &DatabaseChangeWatcher::tablesChanged);
        QString task;
        QVERIFY2(startWatching(watcher, changed, &task), "the first report, from a thread of its name");
        qint64 before = contextSwitches(task);
        QTest::qWait(1'000);
        QVERIFY2(contextSwitches(task) - before < 5, qPrintable(QStringLiteral("%1 wakeups").arg(contextSwitches(task) - before)));

        before = contextSwitches(task);
        SettingsStore settings(*m_other);
        constexpr int kCommits = 300;
        for (int i = 0; i < kCommits; ++i)
            QVERIFY(settings.setValue(QStringLiteral("counter"), QString::number(i)).ok());
        const qint64 wakeups = contextSwitches(task) - before;
        QVERIFY2(wakeups < 10, qPrintable(QStringLiteral("%1 wakeups for %2 commits").arg(wakeups).arg(kCommits)));

        changed.clear(); // the first report
        addTaskElsewhere(QStringLiteral("after the stream"));
        QVERIFY(changed.wait(15'000));
        QCOMPARE(changed.takeFirst().first().toStringList(), QStringList{QStringLiteral("tasks")});
    }

private:
    // Starts the watcher, waits for its first report and finds its thread (/proc/self/task/ID).
    static bool startWatching(DatabaseChangeWatcher &watcher, QSignalSpy &changed, QString *task)
    {
        watcher.start();
        if (!changed.wait(5'000))
            return false;
        *task = watcherTask();
        return !task->isEmpty();
    }

    // /proc/self/task/ID of the watcher's thread (the kernel keeps 15 characters of its name).
    static QString watcherTask()
    {
        const QDir tasks(QStringLiteral("/proc/self/task"));
        for (const QString &id : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile comm(tasks.filePath(id + QStringLiteral("/comm")));
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "kandesk-db-watc")
                return tasks.filePath(id);
        }
        return {};
    }

    static qint64 contextSwitches(const QString &task)
    {
        QFile status(task + QStringLiteral("/status"));
        if (!status.open(QIODevice::ReadOnly))
            return -1;
        qint64 total = 0;
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:"))
                total += line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
        }
        return total;
    }
};

QTEST_GUILESS_MAIN(TestDatabaseChangeWatcher)
#include "tst_databasechangewatcher.moc"
