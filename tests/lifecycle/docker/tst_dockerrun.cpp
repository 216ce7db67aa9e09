// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// `kandesk run --executor NAME` on a Docker executor, with the real binary, a real home and a real
// engine the test starts (tests/support/dockerengine.h): the worktree is made on this machine, the
// task's container mounts it, a full turn of the ACP SDK's example agent runs inside, and no
// container is left once the run ends. Then Kandesk is killed with a session's container running
// (this test binary run again as a child that resumes the session and kills itself after the
// turn): a new runtime on the same home takes the container back and drives the next turn in it;
// a container that stopped meanwhile is replaced by a fresh one on the same worktree; deleting the
// task removes a container it left behind. Run as tst_dockerrun_bridge (KANDESK_TEST_DOCKER_BRIDGE=1)
// the engine has a bridge of its own and all of it runs over ports published on 127.0.0.1; the
// take-back then finds the port in the container although the stored one was made wrong.
#include "application/review/taskshipping.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskdeletion.h"
#include "cli/clihome.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/dockerbackendkit.h"
#include "support/dockerengine.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/sdkagent.h"
#include "support/sshtestrepo.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>

using namespace kandesk::test;

namespace {

const QString kPrompt = QStringLiteral("Please improve the configuration.");

const char kChildRole[] = "--resume-and-die";

// The child's part: Kandesk resumes the session, and is killed once the turn ended, leaving the
// session's container running as a killed Kandesk would.
int resumeAndDie(const QString &home, const QString &sessionId)
{
    auto opened = kandesk::cli::openHome(QStringLiteral("child"), home);
    if (!opened)
        return 3;
    kandesk::TaskRunnerRuntimeConfig config;
    config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
    auto runtime = kandesk::TaskRunnerRuntime::create(*opened->stores, config);
    if (!runtime) {
        std::fprintf(stderr, "runtime: %s\n", qPrintable(runtime.error()));
        return 4;
    }
    kandesk::TaskRunner &runner = runtime.value()->runner();
    QObject::connect(&runner, &kandesk::TaskRunner::turnFinished, &runner,
        [&runner](const QString &, const QString &, const QString &stopReason) {
            runner.flush();
            std::printf("turn ended: %s\n", qPrintable(stopReason));
            std::fflush(stdout);
            ::raise(SIGKILL);
        });
    runner.resume(sessionId, kPrompt).then(&runner, [](const kandesk::Expected<QString> &resumed) {
        if (!resumed) {
            std::fprintf(stderr, "resume: %s\n", qPrintable(resumed.error()));
            QCoreApplication::exit(5);
        }
    });
    return QCoreApplication::exec();
}

} // namespace

class TestDockerRun : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DockerEngineFixture> m_engine;
    bool m_bridged = false; // the engine has a bridge: agentctl's ports are published
    QString m_image;
    QTemporaryDir m_dir;
    int m_runs = 0;
    // The run of the first test, which the restart tests carry on.
    QString m_home;
    QString m_taskId;
    QString m_sessionId;
    QString m_worktree;

    // The child resumes the session and is killed after its turn; its container is left running.
    QString resumeAndKill()
    {
        QProcess child;
        child.setProcessEnvironment(cliEnvironment());
        child.start(QCoreApplication::applicationFilePath(), { QString::fromLatin1(kChildRole), m_home, m_sessionId });
        if (!child.waitForFinished(300'000)) {
            child.kill();
            child.waitForFinished();
            return QStringLiteral("the child did not end: ") + QString::fromLocal8Bit(child.readAllStandardError());
        }
        // Reaped before anyone asks whether its Kandesk still runs.
        const QString out = QString::fromLocal8Bit(child.readAllStandardOutput());
        if (child.exitStatus() != QProcess::CrashExit || !out.contains(QStringLiteral("turn ended: end_turn")))
            return QStringLiteral("the child did not end its turn and die: %1 %2")
                .arg(out, QString::fromLocal8Bit(child.readAllStandardError()));
        return {};
    }

    // Waits for the session's next turn to end on runner; its stop reason.
    static QString waitForTurn(QSignalSpy &turns, const QString &sessionId)
    {
        for (qsizetype seen = 0;;) {
            for (; seen < turns.size(); ++seen) {
                if (turns.at(seen).at(1).toString() == sessionId)
                    return turns.at(seen).at(2).toString();
            }
            if (!turns.wait(120'000))
                return QStringLiteral("(no turn ended)");
        }
    }

    QString freshDir(const QString &name) { return m_dir.filePath(name + QString::number(++m_runs)); }

    QString addExecutor(const QString &home, const QStringList &extra = {})
    {
        const CliRun added
            = runCli(QStringList { QStringLiteral("executor"), QStringLiteral("add"), QStringLiteral("--type"),
                         QStringLiteral("docker"), QStringLiteral("--name"), QStringLiteral("Box"),
                         QStringLiteral("--image"), m_image, QStringLiteral("--mount"),
                         sdkModulesDir() + QLatin1Char(':') + sdkModulesDir() + QStringLiteral(":ro"),
                         QStringLiteral("--mount"), quickClockDir() + QLatin1Char(':') + quickClockDir() + QStringLiteral(":ro"),
                         QStringLiteral("--memory"), QStringLiteral("1g"), QStringLiteral("--data-dir"), home }
                + extra);
        return added.exitCode == 0 ? QString() : added.err + added.out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() || !QFile::exists(sdkAgentScript()))
            QSKIP("node or the ACP SDK is not installed (packaging/setup-test-deps.sh installs them)");
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo::exists(QStringLiteral(KANDESK_PORTABLE_TARBALL)), "build agentctl_portable first");
        m_engine = std::make_unique<DockerEngineFixture>();
        m_bridged = qEnvironmentVariableIntValue("KANDESK_TEST_DOCKER_BRIDGE") == 1;
        if (m_bridged) {
            if (const QString why = m_engine->useOwnBridge(); !why.isEmpty())
                QSKIP(qPrintable(QStringLiteral("no engine with a bridge can run here: ") + why));
        }
        const QString started = m_engine->start(true);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QString error;
        bool skip = false;
        m_image = m_engine->importTestImage(&error, &skip);
        if (m_image.isEmpty() && skip)
            QSKIP(qPrintable(error));
        QVERIFY2(!m_image.isEmpty(), qPrintable(error));
        // The kandesk processes reach the test's engine and find the portable agentctl of this build.
        qputenv("DOCKER_HOST", m_engine->host().toLocal8Bit());
        qputenv("KANDESK_PORTABLE_AGENTCTL", QByteArrayLiteral(KANDESK_PORTABLE_TARBALL));
        // This process and its child are Kandesk too: the agentctl tokens in the home's file vault.
        qputenv("KANDESK_SECRET_BACKEND", "file");
    }

    void cleanupTestCase() { m_engine.reset(); }

    void theSdkAgentRunsInTheContainer()
    {
        const QString home = freshDir(QStringLiteral("home"));
        const QString added = addExecutor(home);
        QVERIFY2(added.isEmpty(), qPrintable(added));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), false);
        const CliRun run
            = runCli({ QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--auto-approve"),
                         QStringLiteral("--repo"), repo, QStringLiteral("--executor"), QStringLiteral("box"),
                         QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                         containerAgentCommand(sdkAgentScript()), kPrompt },
                {}, 300'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QStringList steps = run.completedSteps();
        // The worktree preparer's steps, then the container's.
        const QStringList containerSteps { QStringLiteral("Check the Docker engine"),
            QStringLiteral("Check the image ") + m_image, QStringLiteral("Create the container"),
            QStringLiteral("Copy agentctl in"), QStringLiteral("Start agentctl"),
            QStringLiteral("Create agent instance") };
        QVERIFY2(
            steps.size() > containerSteps.size() && steps.mid(steps.size() - containerSteps.size()) == containerSteps,
            qPrintable(steps.join(QStringLiteral(", "))));
        const QJsonObject done = run.lines.constLast();
        QCOMPARE(done.value(QStringLiteral("kind")).toString(), QStringLiteral("done"));
        QCOMPARE(done.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        QString text;
        for (const QJsonObject &line : run.lines) {
            const QJsonObject event = line.value(QStringLiteral("event")).toObject();
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("message_chunk"))
                text += event.value(QStringLiteral("text")).toString();
        }
        QVERIFY2(text.contains(QStringLiteral("I've successfully updated the configuration.")), qPrintable(run.out));
        QVERIFY2(run.out.contains(m_bridged ? QStringLiteral("network: the engine's bridge, agentctl's ports published")
                                            : QStringLiteral("network: the host's (the engine has no bridge network)")),
            qPrintable(run.out));
        // The worktree was made on this machine and the container worked in it.
        const QString worktree = done.value(QStringLiteral("workspace_path")).toString();
        QVERIFY2(QFileInfo(worktree + QStringLiteral("/.git")).isFile(), qPrintable(worktree));
        m_home = home;
        m_worktree = worktree;
        m_taskId = run.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString();
        // A checkpoint was kept before the turn in the worktree the container shares with this machine:
        // `kandesk task rewind --yes` undoes what was left there since.
        const CliRun checkpoints = runCli({QStringLiteral("task"), QStringLiteral("checkpoints"), m_taskId, QStringLiteral("--json"),
                                           QStringLiteral("--data-dir"), home});
        QCOMPARE(checkpoints.json().value(QStringLiteral("checkpoints")).toArray().size(), 1);
        kandesk::test::writeTestFile(worktree + QStringLiteral("/left-behind.txt"), "left\n");
        const CliRun rewound = runCli({QStringLiteral("task"), QStringLiteral("rewind"), m_taskId, QStringLiteral("--turn"),
                                       QStringLiteral("1"), QStringLiteral("--yes"), QStringLiteral("--data-dir"), home});
        QVERIFY2(rewound.exitCode == 0, qPrintable(rewound.failure()));
        QVERIFY(!QFile::exists(worktree + QStringLiteral("/left-behind.txt")));
        m_sessionId = done.value(QStringLiteral("session_id")).toString();
        if (m_sessionId.isEmpty())
            m_sessionId = run.first(QStringLiteral("agent_event")).value(QStringLiteral("session_id")).toString();
        // The run ended: its container with it.
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    void aContainerOfAKilledKandeskIsTakenBack()
    {
        QVERIFY2(!m_sessionId.isEmpty(), "the first test's run is needed");
        const QString killed = resumeAndKill();
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        const QStringList left = m_engine->containers();
        QCOMPARE(left.size(), 1);
        int published = 0;
        if (m_bridged) {
            // What was stored is made a wrong guess: the take-back must read the container's port.
            const auto port = m_engine->docker({ QStringLiteral("port"), left.at(0), QStringLiteral("7421/tcp") });
            QVERIFY2(port.ok(), port.err.constData());
            QVERIFY2(port.out.trimmed().startsWith("127.0.0.1:"), port.out.constData());
            published = port.out.trimmed().mid(10).toInt();
            auto stored = kandesk::cli::openHome(QStringLiteral("test"), m_home);
            QVERIFY(stored);
            kandesk::ExecutorsRunningTable table(*stored->database);
            auto row = table.find(m_sessionId);
            QVERIFY2(row && *row, "the killed Kandesk's execution is not registered");
            QCOMPARE((*row)->agentctlPort, published);
            kandesk::ExecutorRunning wrong = **row;
            wrong.agentctlPort = 1;
            wrong.agentctlUrl = QStringLiteral("http://127.0.0.1:1");
            QVERIFY(table.upsert(wrong).ok());
        }

        auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
        QVERIFY(home);
        kandesk::TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        auto runtime = kandesk::TaskRunnerRuntime::create(*home->stores, config);
        QVERIFY2(runtime, qPrintable(runtime.error()));
        auto recovering = runtime.value()->recoverAtStartup();
        QTRY_VERIFY_WITH_TIMEOUT(recovering.isFinished(), 60'000);
        const auto recovered = recovering.result();
        QVERIFY2(recovered, qPrintable(recovered.error()));
        QVERIFY2(
            recovered->reattachFailures.isEmpty(), qPrintable(recovered->reattachFailures.join(QLatin1Char('\n'))));
        QCOMPARE(recovered->reattachedSessions, QStringList { m_sessionId });
        if (m_bridged) {
            auto row = kandesk::ExecutorsRunningTable(*home->database).find(m_sessionId);
            QVERIFY(row && *row);
            QCOMPARE((*row)->agentctlPort, published);
        }
        kandesk::TaskRunner &runner = runtime.value()->runner();
        QVERIFY(runner.isRunning(m_sessionId));

        // The next prompt goes to the agent in the same container.
        QSignalSpy turns(&runner, &kandesk::TaskRunner::turnFinished);
        auto prompted = runner.prompt(m_sessionId, kPrompt);
        QTRY_VERIFY_WITH_TIMEOUT(prompted.isFinished(), 60'000);
        QVERIFY2(prompted.result().ok(), qPrintable(prompted.result().error()));
        QCOMPARE(waitForTurn(turns, m_sessionId), QStringLiteral("end_turn"));
        QCOMPARE(m_engine->containers(), left);

        // Closing Kandesk normally stops it: nothing is left.
        runtime.value().reset();
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    void aStoppedContainerIsReplacedOnTheSameWorktree()
    {
        QVERIFY2(!m_sessionId.isEmpty(), "the first test's run is needed");
        const QString killed = resumeAndKill();
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        const QStringList left = m_engine->containers();
        QCOMPARE(left.size(), 1);
        // The engine stopped it while Kandesk was away (a reboot, docker stop): agentctl is gone.
        QVERIFY(m_engine->docker({ QStringLiteral("stop"), QStringLiteral("--time"), QStringLiteral("1"), left.at(0) })
                    .ok());

        auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
        QVERIFY(home);
        kandesk::TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        auto runtime = kandesk::TaskRunnerRuntime::create(*home->stores, config);
        QVERIFY2(runtime, qPrintable(runtime.error()));
        auto recovering = runtime.value()->recoverAtStartup();
        QTRY_VERIFY_WITH_TIMEOUT(recovering.isFinished(), 60'000);
        const auto recovered = recovering.result();
        QVERIFY2(recovered, qPrintable(recovered.error()));
        QVERIFY(recovered->reattachedSessions.isEmpty());
        QCOMPARE(recovered->report.interruptedSessions, QStringList { m_sessionId });

        kandesk::TaskRunner &runner = runtime.value()->runner();
        QSignalSpy turns(&runner, &kandesk::TaskRunner::turnFinished);
        auto resumed = runner.resume(m_sessionId, kPrompt);
        QTRY_VERIFY_WITH_TIMEOUT(resumed.isFinished(), 120'000);
        QVERIFY2(resumed.result(), qPrintable(resumed.result().error()));
        QCOMPARE(waitForTurn(turns, m_sessionId), QStringLiteral("end_turn"));
        // A fresh container took the stopped one's place, on the same worktree.
        const QStringList now = m_engine->containers();
        QCOMPARE(now.size(), 1);
        QVERIFY(now.at(0) != left.at(0));
        const auto mounts = m_engine->docker({ QStringLiteral("inspect"), QStringLiteral("--format"),
            QStringLiteral("{{range .Mounts}}{{.Source}} {{end}}"), now.at(0) });
        QVERIFY2(mounts.out.contains(m_worktree.toLocal8Bit()), mounts.out.constData());
        runtime.value().reset();
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    // `kandesk task resume` of a session whose Kandesk was killed while its container ran: the
    // container is replaced by a fresh one on the same worktree, the turn runs, nothing is left
    // running after, and the transcript so far is kept as it was.
    void resumingFromTheCommandLineAfterAKillReplacesTheContainer()
    {
        QVERIFY2(!m_sessionId.isEmpty(), "the first test's run is needed");
        const QString killed = resumeAndKill();
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        const QStringList left = m_engine->containers();
        QCOMPARE(left.size(), 1);
        QCOMPARE(m_engine
                     ->docker({ QStringLiteral("inspect"), QStringLiteral("--format"),
                         QStringLiteral("{{.State.Running}}"), left.at(0) })
                     .out.trimmed(),
            QByteArray("true"));
        QList<kandesk::Message> before;
        {
            auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
            QVERIFY(home);
            auto page = home->stores->messages().pageAfter(m_sessionId, 0, 100'000);
            QVERIFY2(page, qPrintable(page.error()));
            before = *page;
        }
        QVERIFY(!before.isEmpty());

        const CliRun run
            = runCli({ QStringLiteral("task"), QStringLiteral("resume"), m_taskId, kPrompt, QStringLiteral("--json"),
                         QStringLiteral("--auto-approve"), QStringLiteral("--data-dir"), m_home },
                {}, 300'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QJsonObject done = run.lines.constLast();
        QCOMPARE(done.value(QStringLiteral("kind")).toString(), QStringLiteral("done"));
        QCOMPARE(done.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        QVERIFY2(run.completedSteps().contains(QStringLiteral("Create the container")),
            qPrintable(run.completedSteps().join(QStringLiteral(", "))));
        // The killed Kandesk's container was replaced, and the run's own one ended with it.
        QCOMPARE(m_engine->containers(), QStringList {});

        auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
        QVERIFY(home);
        auto after = home->stores->messages().pageAfter(m_sessionId, 0, 100'000);
        QVERIFY2(after, qPrintable(after.error()));
        QVERIFY(after->size() > before.size());
        for (qsizetype index = 0; index < before.size(); ++index) {
            QCOMPARE(after->at(index).id, before.at(index).id);
            QCOMPARE(after->at(index).event, before.at(index).event);
        }
    }

    void finishingTheTaskRemovesItsLeftoverContainer()
    {
        QVERIFY2(!m_sessionId.isEmpty(), "the first test's run is needed");
        const QString killed = resumeAndKill();
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        const QStringList left = m_engine->containers();
        QCOMPARE(left.size(), 1);
        auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
        QVERIFY(home);
        {
            kandesk::TaskShipping shipping(*home->stores);
            auto finishing = shipping.finish(m_taskId, false, false);
            QTRY_VERIFY_WITH_TIMEOUT(finishing.isFinished(), 60'000);
            QVERIFY2(finishing.result(), qPrintable(finishing.result().error()));
        }
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    void deletingTheTaskRemovesItsLeftoverContainer()
    {
        QVERIFY2(!m_sessionId.isEmpty(), "the first test's run is needed");
        const QString killed = resumeAndKill();
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        QCOMPARE(m_engine->containers().size(), 1);
        auto home = kandesk::cli::openHome(QStringLiteral("test"), m_home);
        QVERIFY(home);
        auto plan = kandesk::planTaskDeletion(*home->stores, m_taskId);
        QVERIFY2(plan, qPrintable(plan.error()));
        QVERIFY(kandesk::beginTaskDeletion(*home->database, m_taskId).ok());
        auto deleted = kandesk::deleteTask(*home->database, *plan, {true, true});
        QVERIFY2(deleted, qPrintable(deleted.error()));
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    // The engine reached over TCP counts as another machine's: the task's worktree is copied into its
    // container, which the run's end stops but keeps (it holds the work); resuming goes on in the same
    // container; deleting the task removes it.
    void aRemoteEngineKeepsTheTaskContainerUntilTheTaskGoes()
    {
        qputenv("DOCKER_HOST", m_engine->tcpHost().toLocal8Bit());
        const auto restore = qScopeGuard([this] { qputenv("DOCKER_HOST", m_engine->host().toLocal8Bit()); });
        const QString home = freshDir(QStringLiteral("home"));
        const QString added = addExecutor(home);
        QVERIFY2(added.isEmpty(), qPrintable(added));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), false);
        const QString agent = containerAgentCommand(sdkAgentScript());
        const CliRun run
            = runCli({ QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--auto-approve"),
                         QStringLiteral("--repo"), repo, QStringLiteral("--executor"), QStringLiteral("box"),
                         QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"), agent, kPrompt },
                {}, 300'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QCOMPARE(run.lines.constLast().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        const QString taskId = run.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString();
        const QStringList kept = m_engine->containers();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(m_engine
                     ->docker({ QStringLiteral("inspect"), QStringLiteral("--format"),
                         QStringLiteral("{{.State.Running}} {{len .Mounts}}"), kept.at(0) })
                     .out.trimmed(),
            QByteArray("false 2")); // stopped; only the SDK's and the quick clock's folders mounted, the worktree copied

        const CliRun resumed
            = runCli({ QStringLiteral("task"), QStringLiteral("resume"), taskId, kPrompt, QStringLiteral("--json"),
                         QStringLiteral("--auto-approve"), QStringLiteral("--data-dir"), home },
                {}, 300'000);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err + resumed.out));
        QCOMPARE(resumed.lines.constLast().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        QVERIFY2(resumed.out.contains(QStringLiteral("kept with this session's work")), qPrintable(resumed.out));
        QCOMPARE(m_engine->containers(), kept);

        auto opened = kandesk::cli::openHome(QStringLiteral("test"), home);
        QVERIFY(opened);
        auto plan = kandesk::planTaskDeletion(*opened->stores, taskId);
        QVERIFY2(plan, qPrintable(plan.error()));
        QVERIFY(kandesk::beginTaskDeletion(*opened->database, taskId).ok());
        auto deleted = kandesk::deleteTask(*opened->database, *plan, {true, true});
        QVERIFY2(deleted, qPrintable(deleted.error()));
        QCOMPARE(m_engine->containers(), QStringList {});
    }

    void aNameOfAnotherKindIsRefusedInWords()
    {
        const QString home = freshDir(QStringLiteral("home"));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), false);
        const CliRun run = runCli({ QStringLiteral("run"), QStringLiteral("--repo"), repo, QStringLiteral("--executor"),
            QStringLiteral("nowhere"), QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
            QStringLiteral("node"), QStringLiteral("hello") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("an SSH or Docker executor")), qPrintable(run.err));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], kChildRole) == 0)
        return resumeAndDie(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    TestDockerRun test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_dockerrun.moc"
