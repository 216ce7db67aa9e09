// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// A task on a Docker executor whose engine counts as another machine's (KANDESK_DOCKER_REMOTE=1 on
// the test's own engine): the worktree is copied into the container, a file written there (as the
// agent would) shows in the task's changes, read through the container's agentctl, while the
// worktree on this machine has no such file; restoring the checkpoint the container's git kept
// before the turn takes it away. Real parts: the test's dockerd, the portable agentctl, the ACP
// SDK's example agent inside, a real home.
#include "application/remoteworkspaces.h"
#include "application/review/taskchanges.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskcheckpoints.h"
#include "application/terminals/taskterminals.h"
#include "application/terminals/terminal.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/dockerbackendkit.h"
#include "support/dockerengine.h"
#include "support/runnerwaits.h"
#include "support/sshtestrepo.h"
#include "support/terminaltext.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

constexpr int kTurnTimeout = 300'000;

QString localStatus(const QString &folder)
{
    QProcess git;
    git.setWorkingDirectory(folder);
    git.start(QStringLiteral("git"),
        { QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=all") });
    git.waitForFinished(30'000);
    return QString::fromUtf8(git.readAllStandardOutput());
}

} // namespace

class TestDockerChanges : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<DockerEngineFixture> m_engine;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_taskId;

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        const QString agent = acpSdkExampleAgent();
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() || agent.isEmpty())
            QSKIP("node or the ACP SDK is not installed (packaging/setup-test-deps.sh installs them)");
        QVERIFY2(QFileInfo::exists(QStringLiteral(KANDESK_PORTABLE_TARBALL)), "build agentctl_portable first");
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_engine = std::make_unique<DockerEngineFixture>();
        const QString started = m_engine->start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QString error;
        bool skip = false;
        const QString image = m_engine->importTestImage(&error, &skip);
        if (image.isEmpty() && skip)
            QSKIP(qPrintable(error));
        QVERIFY2(!image.isEmpty(), qPrintable(error));
        qputenv("DOCKER_HOST", m_engine->host().toLocal8Bit());
        // The engine on this machine counts as another's: the worktree is copied in, not mounted.
        qputenv("KANDESK_DOCKER_REMOTE", "1");
        qputenv("KANDESK_PORTABLE_AGENTCTL", QByteArrayLiteral(KANDESK_PORTABLE_TARBALL));

        const QString home = m_dir.filePath(QStringLiteral("home"));
        QDir().mkpath(home);
        m_database = std::make_unique<Database>(databasePath(home));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, home, QStringLiteral("KandeskDockerChangesTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);

        auto workspace = m_stores->workspaces().create(QStringLiteral("Test"));
        QVERIFY(workspace.ok());
        AgentProfile profile;
        profile.id = QStringLiteral("sdk-profile");
        profile.name = QStringLiteral("SDK example");
        profile.agentId = QStringLiteral("sdk-example");
        profile.customCommand = containerAgentCommand(agent);
        profile.autoApprove = true;
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
        DockerSettings settings;
        settings.image = image;
        settings.mounts += exampleAgentMounts();
        auto executor = m_stores->dockerExecutors().add(QStringLiteral("Box"), settings);
        QVERIFY2(executor.ok(), qPrintable(executor.error()));
        Repository repository;
        repository.workspaceId = workspace->id;
        repository.name = QStringLiteral("app");
        repository.path = makeSourceRepository(m_dir.filePath(QStringLiteral("src")), false);
        repository.defaultBranch = QStringLiteral("main");
        auto added = m_stores->repositories().add(repository);
        QVERIFY(added.ok());
        Task task;
        task.workspaceId = workspace->id;
        task.title = QStringLiteral("Changes in a container");
        task.description = QStringLiteral("Please improve the configuration.");
        task.agentProfileId = profile.id;
        task.executorProfileId = executor->id;
        task.repositories = { TaskRepository { added->id, QStringLiteral("main"), 0 } };
        auto created = m_stores->tasks().create(task);
        QVERIFY(created.ok());
        m_taskId = created->id;

        TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        auto runtime = TaskRunnerRuntime::create(*m_stores, config);
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    void theDiffIsReadInTheContainer()
    {
        TaskRunner &runner = m_runtime->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Expected<QString> started = waitForFuture(runner.startTask(m_taskId), kTurnTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        const ExecutionPtr execution = m_runtime->controller().executions().bySessionId(sessionId);
        QVERIFY(execution);
        const QString worktree = execution->workspacePath;
        const QString container = execution->instance.metadata.value(QStringLiteral("container_name")).toString();
        QVERIFY(execution->instance.metadata.value(QStringLiteral("workspace_copied")).toBool());
        // What the agent writes lands in the container's copy of the worktree only.
        const auto wrote = m_engine->docker(
            { QStringLiteral("exec"), QStringLiteral("--workdir"), worktree, container, QStringLiteral("sh"),
                QStringLiteral("-c"), QStringLiteral("echo written in the container > container-note.txt") });
        QVERIFY2(wrote.ok(), wrote.err.constData());
        QVERIFY(!QFileInfo::exists(QDir(worktree).filePath(QStringLiteral("container-note.txt"))));

        TaskChanges changes(*m_stores);
        changes.setRemoteWorkspaces(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<TaskDiff> diff
            = waitForFuture(changes.readDiff(m_taskId, git::DiffScope::AgainstBase), kTurnTimeout);
        QVERIFY2(diff.ok(), qPrintable(diff.error()));
        QCOMPARE(diff->repositories.size(), 1);
        const RepositoryDiff &repository = diff->repositories.first();
        QVERIFY2(repository.error.isEmpty(), qPrintable(repository.error));
        QVERIFY2(repository.remote.has_value(), "read through the container's agentctl");
        QCOMPARE(repository.diff.worktree, worktree);
        const git::FileChange *note = repository.diff.file(QStringLiteral("container-note.txt"));
        QVERIFY2(note, "the file written in the container is in the task's changes");
        QCOMPARE(note->status, git::ChangeStatus::Untracked);
        QCOMPARE(note->additions, 1);
        QCOMPARE(note->hunks.value(0).lines.value(0).text, QStringLiteral("written in the container"));
        // This machine's worktree has no such change.
        QCOMPARE(localStatus(worktree), QString());

        // The task's terminal is a shell in the container, in its copy of the worktree.
        TaskTerminals terminals(*m_stores, &runner);
        const Expected<Terminal *> opened = waitForFuture(terminals.openShell(m_taskId, 24, 200), kTurnTimeout);
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        Terminal *terminal = *opened;
        QCOMPARE(terminal->name(), QStringLiteral("docker"));
        QCOMPARE(terminal->workingDirectory(), worktree);
        // Typed once the shell in the container shows its prompt: what is typed while docker exec
        // still attaches may never reach the shell.
        QTRY_VERIFY2_WITH_TIMEOUT(!screenText(*terminal).trimmed().isEmpty(), "the shell shows no prompt", kTurnTimeout / 2);
        terminal->sendText(QStringLiteral("cat container-note.txt; echo \"shell-$(($$+0)) task-$KANDESK_TASK_ID\""));
        terminal->sendKey(TerminalKey::Enter);
        const QRegularExpression shellLine(QStringLiteral("^shell-(\\d+) task-(\\S+)$"), QRegularExpression::MultilineOption);
        QTRY_VERIFY2_WITH_TIMEOUT(shellLine.match(screenText(*terminal)).hasMatch(), qPrintable(screenText(*terminal)), kTurnTimeout / 2);
        QVERIFY2(screenText(*terminal).contains(QStringLiteral("\nwritten in the container\n")), qPrintable(screenText(*terminal)));
        QCOMPARE(shellLine.match(screenText(*terminal)).captured(2), m_taskId);
        const QString shellPid = shellLine.match(screenText(*terminal)).captured(1);
        const auto shellRuns = [&] {
            return m_engine->docker({ QStringLiteral("exec"), container, QStringLiteral("test"), QStringLiteral("-d"),
                                      QStringLiteral("/proc/") + shellPid })
                .ok();
        };
        QVERIFY(shellRuns());
        // Closing it ends the shell in the container (docker's client going does not).
        terminals.remove(terminal);
        QTRY_VERIFY_WITH_TIMEOUT(!shellRuns(), kTurnTimeout);
        // Another one ends with the session.
        const Expected<Terminal *> second = waitForFuture(terminals.openShell(m_taskId), kTurnTimeout);
        QVERIFY2(second.ok(), qPrintable(second.error()));

        // The checkpoint before the turn was kept by the git in the container, and restoring it there
        // takes the file away again (this machine's worktree is not touched).
        TaskCheckpoints checkpoints(*m_stores, &runner);
        checkpoints.setRemoteWorkspaces(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<QList<TaskCheckpoint>> listed = waitForFuture(checkpoints.list(m_taskId), kTurnTimeout);
        QVERIFY2(listed.ok(), qPrintable(listed.error()));
        QCOMPARE(listed->size(), 1);
        const Expected<git::RestorePreview> restored = waitForFuture(checkpoints.restore(m_taskId, 1), kTurnTimeout);
        QVERIFY2(restored.ok(), qPrintable(restored.error()));
        QCOMPARE(restored->files, QStringList { QStringLiteral("D container-note.txt") });
        QVERIFY(!m_engine->docker({ QStringLiteral("exec"), QStringLiteral("--workdir"), worktree, container, QStringLiteral("test"),
                                      QStringLiteral("-e"), QStringLiteral("container-note.txt") })
                     .ok());
        QCOMPARE(localStatus(worktree), QString());

        const Status stopped = waitForFuture(runner.stop(sessionId), kTurnTimeout);
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QTRY_COMPARE_WITH_TIMEOUT((*second)->endMessage(), QStringLiteral("Closed: the session stopped."), kTurnTimeout);
        runner.flush();
        // Stopped, kept: it holds the session's work.
        QCOMPARE(m_engine->containers(), QStringList { container });
    }

    void cleanupTestCase()
    {
        if (m_runtime) {
            m_runtime->runner().flush();
            m_runtime.reset();
        }
        m_engine.reset();
    }
};

QTEST_MAIN(TestDockerChanges)
#include "tst_dockerchanges.moc"
