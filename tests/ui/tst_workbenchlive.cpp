// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window's board follows what another process does to the same home: tasks created, changed
// and deleted by another connection and by the real `kandesk task delete` show up without a reload.
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/launch/agentregistry.h"
#include "lifecycle/storeadapters.h"
#include "models/database.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/secretvault.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;

class TestWorkbenchLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theBoardShowsChangesOfOtherProcesses()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        Database database(home.filePath(QStringLiteral("kandesk.db")));
        QVERIFY(database.open().ok());
        Stores stores(database, home.path());
        TaskRunnerRuntimeConfig config;
        config.homeDir = home.path();
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(stores.vault());
        auto runtime = TaskRunnerRuntime::create(stores, config);
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({stores, *runtime.value(), agents}, window);
        window.show();
        QCOMPARE(workbench.tasks().rowCount(), 0);

        // Another connection, as `kandesk run` in another process has.
        Database other(home.filePath(QStringLiteral("kandesk.db")));
        QVERIFY(other.open().ok());
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("from the command line");
        const auto created = TaskStore(other).create(task);
        QVERIFY(created.ok());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 1, 10'000);
        QCOMPARE(workbench.tasks().index(0, 0).data(TaskTitleRole).toString(), QStringLiteral("from the command line"));

        TaskSession session;
        session.taskId = created->id;
        session.state = SessionState::Running;
        QVERIFY(SessionStore(other).create(session).ok());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().index(0, 0).data(TaskSessionStateRole).toString(), QStringLiteral("RUNNING"), 10'000);

        // The real binary deletes it; the card goes.
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KANDESK_SECRET_BACKEND"), QStringLiteral("file"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(KANDESK_APP_PATH), {QStringLiteral("task"), QStringLiteral("delete"), created->id,
                                                         QStringLiteral("--data-dir"), home.path()});
        QVERIFY(process.waitForStarted());
        // The window's event loop keeps running while the other process writes.
        QTRY_VERIFY_WITH_TIMEOUT(process.state() == QProcess::NotRunning, 30'000);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 0, 10'000);
    }
};

QTEST_MAIN(TestWorkbenchLive)
#include "tst_workbenchlive.moc"
