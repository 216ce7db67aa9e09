// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Many processes, one home: twenty `kandesk run`s started at once on one repository and one home
// (fresh, then existing) while a window has the home open all finish their turn, with twenty
// worktrees and task rows, one repository row, all twenty cards on the board, no runtime secret
// left in secrets.json and nothing left running; two connections adding the same repository get
// one row; four processes writing and deleting a thousand secrets lose none.
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/items/taskmodel.h"
#include "models/secretvault.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

#include <memory>
#include <vector>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

constexpr int kRuns = 20;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QJsonObject secretsFile(const QString &home)
{
    QFile file(QDir(home).filePath(s("secrets.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(s("secrets")).toObject();
}

// The window of a home: its database, stores, runtime and workbench.
struct Window {
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores;
    std::unique_ptr<TaskRunnerRuntime> runtime;
    AgentRegistry agents;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<Workbench> workbench;

    QString open(const QString &home)
    {
        const auto resolved = resolveHomeLayout(home);
        if (!resolved)
            return resolved.error();
        database = std::make_unique<Database>(databasePath(resolved->data));
        if (const Status opened = database->open(); !opened)
            return opened.error();
        stores = std::make_unique<Stores>(*database, *resolved, s("KandeskManyProcessesTest"));
        stores->vault().setBackend(SecretBackendKind::File);
        TaskRunnerRuntimeConfig config;
        config.agentctlPath = s(KANDESK_AGENTCTL_PATH);
        auto created = TaskRunnerRuntime::create(*stores, config);
        if (!created)
            return created.error();
        runtime = std::move(created.value());
        window = std::make_unique<MainWindow>();
        workbench = std::make_unique<Workbench>(Workbench::Services{*stores, *runtime, agents}, *window);
        window->show();
        return {};
    }
    ~Window()
    {
        workbench.reset();
        window.reset();
        runtime.reset();
        stores.reset();
        database.reset();
    }
};

} // namespace

class TestManyProcesses : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
    }

    void twentyRunsShareOneHomeWithTheWindow_data()
    {
        QTest::addColumn<bool>("existingHome");
        QTest::newRow("fresh home") << false;
        QTest::newRow("existing home") << true;
    }
    void twentyRunsShareOneHomeWithTheWindow()
    {
        QFETCH(bool, existingHome);
        const QString root = m_dir.filePath(existingHome ? s("existing") : s("fresh"));
        const QString repo = makeGitRepository(QDir(root).filePath(s("repo")), {{s("a.txt"), "a\n"}});
        const QString home = QDir(root).filePath(s("home"));
        Window window;
        if (existingHome)
            QCOMPARE(window.open(home), QString()); // the window made the home; the runs find it

        std::vector<std::unique_ptr<QProcess>> runs;
        for (int i = 0; i < kRuns; ++i) {
            auto run = std::make_unique<QProcess>();
            run->setProcessEnvironment(cliEnvironment());
            run->start(kandeskApp(), {s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"),
                                      s("'" KANDESK_STUBAGENT_PATH "'"), s("stream 3")});
            runs.push_back(std::move(run));
        }
        if (!existingHome)
            QCOMPARE(window.open(home), QString()); // opened while the runs make the home
        for (const auto &run : runs)
            QTRY_VERIFY_WITH_TIMEOUT(run->state() == QProcess::NotRunning, 240'000);
        QStringList failures;
        for (const auto &run : runs) {
            const CliRun finished = finishRun(*run);
            if (finished.exitCode != 0 || finished.first(s("done")).value(s("exit_code")).toInt(-1) != 0)
                failures.append(QString::number(finished.exitCode) + s(": ") + finished.err.trimmed().right(300));
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(s("\n"))));

        QProcess worktrees;
        worktrees.start(s("git"), {s("-C"), repo, s("worktree"), s("list"), s("--porcelain")});
        QVERIFY(worktrees.waitForFinished(30'000));
        QCOMPARE(worktrees.readAllStandardOutput().count("worktree "), kRuns + 1);
        const auto workspaces = window.stores->workspaces().list();
        QVERIFY(workspaces.ok());
        QCOMPARE(workspaces->size(), 1);
        QCOMPARE(window.stores->repositories().list(workspaces->constFirst().id)->size(), 1);
        QCOMPARE(window.stores->tasks().list(workspaces->constFirst().id)->size(), kRuns);
        QTRY_COMPARE_WITH_TIMEOUT(window.workbench->tasks().rowCount(), kRuns, 30'000);
        const QStringList secrets = secretsFile(home).keys();
        for (const QString &name : secrets)
            QVERIFY2(!name.startsWith(s("runtime/")), qPrintable(name));
        QTRY_VERIFY2_WITH_TIMEOUT(processesUnder(home).isEmpty(), qPrintable(processesUnder(home).join(QLatin1Char('\n'))), 30'000);
    }

    // Two connections (as two processes would) adding one folder at once get the same row.
    void twoAddersOfOneRepositoryGetOneRow()
    {
        const QString home = m_dir.filePath(s("adders"));
        QVERIFY(resolveHomeLayout(home).ok());
        const QString repo = makeGitRepository(m_dir.filePath(s("adders-repo")), {{s("a.txt"), "a\n"}});
        Database first(databasePath(home));
        Database second(databasePath(home));
        QVERIFY(first.open().ok());
        QVERIFY(second.open().ok());
        const auto workspace = WorkspaceStore(first).list();
        QVERIFY(workspace.ok() && !workspace->isEmpty());
        auto add = [&](Database &database) {
            Repository repository;
            repository.workspaceId = workspace->constFirst().id;
            repository.path = repo;
            return RepositoryStore(database).findOrAdd(repository);
        };
        for (int round = 0; round < 10; ++round) {
            auto a = QtConcurrent::run([&] { return add(first); });
            auto b = QtConcurrent::run([&] { return add(second); });
            const auto ra = a.result();
            const auto rb = b.result();
            QVERIFY2(ra.ok(), qPrintable(ra.error()));
            QVERIFY2(rb.ok(), qPrintable(rb.error()));
            QCOMPARE(ra->id, rb->id);
        }
        QCOMPARE(RepositoryStore(first).list(workspace->constFirst().id)->size(), 1);
    }

    // Four processes write 250 secrets each and delete every other one as they go: the file holds
    // exactly the ones kept.
    void fourProcessesShareTheVaultWithoutLosingAKey()
    {
        const QString home = m_dir.filePath(s("vault"));
        QVERIFY(resolveHomeLayout(home).ok());
        {
            Database database(databasePath(home));
            QVERIFY(database.open().ok()); // migrated once, before the workers
        }
        constexpr int kWorkers = 4;
        constexpr int kEach = 250;
        std::vector<std::unique_ptr<QProcess>> workers;
        for (int w = 0; w < kWorkers; ++w) {
            workers.push_back(std::make_unique<QProcess>());
            workers.back()->start(s(KANDESK_VAULTWORKER_PATH), {home, QString::number(w), QString::number(kEach)});
        }
        for (const auto &worker : workers) {
            QVERIFY(worker->waitForFinished(240'000));
            QVERIFY2(worker->exitCode() == 0, worker->readAllStandardError().constData());
        }
        const QJsonObject secrets = secretsFile(home);
        QStringList missing;
        for (int w = 0; w < kWorkers; ++w) {
            for (int n = 0; n < kEach; ++n) {
                const QString name = s("w%1-%2").arg(w).arg(n);
                if ((n % 2 == 0) != secrets.contains(name))
                    missing.append(name);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
        QCOMPARE(secrets.size(), kWorkers * kEach / 2);
    }
};

QTEST_MAIN(TestManyProcesses)
#include "tst_manyprocesses.moc"
