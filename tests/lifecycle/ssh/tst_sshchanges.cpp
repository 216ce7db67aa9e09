// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// A task on an SSH executor: the agent changes a file in the remote worktree and the task's
// changes show it, read through the remote agentctl's workspace API (the source repository here
// has no such change); a checkpoint is kept by the remote's git before each turn and restoring one
// puts the remote worktree back exactly; deleting the task removes the remote worktree and its
// checkpoints, and nothing is left in the remote folder's worktrees. Real parts: the sshd fixture as the remote, the portable agentctl, the
// stub agent, a real home.
#include "application/remoteworkspaces.h"
#include "application/review/taskchanges.h"
#include "application/sessions/sessionworkspacereads.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskcheckpoints.h"
#include "application/tasks/taskdeletion.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/runnerwaits.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

constexpr int kTurnTimeout = 180'000;

QString localStatus(const QString &repository)
{
    QProcess git;
    git.setWorkingDirectory(repository);
    git.start(QStringLiteral("git"), { QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=all") });
    git.waitForFinished(30'000);
    return QString::fromUtf8(git.readAllStandardOutput());
}

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString gitOut(const QString &dir, const QStringList &arguments, const QStringList &variables = {})
{
    auto out = git::runGitCheckedWith(dir, arguments, variables);
    return out ? out->trimmed() : s("<failed: ") + out.error() + s(">");
}

// The worktree's files as git would stage them all (a scratch index), with HEAD and the status.
QString stateOf(const QString &worktree)
{
    QTemporaryDir scratch;
    const QStringList env { s("GIT_INDEX_FILE=") + scratch.filePath(s("index")) };
    (void)git::runGitCheckedWith(worktree, { s("add"), s("-A"), s(".") }, env);
    return gitOut(worktree, { s("write-tree") }, env) + QLatin1Char(' ')
        + git::resolveCommit(worktree, s("HEAD")) + QLatin1Char(' ') + gitOut(worktree, { s("status"), s("--porcelain"), s("--untracked-files=all") });
}

} // namespace

class TestSshChanges : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SshServer m_server;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_taskId;
    QString m_sessionId;
    QString m_sourceRepository;
    QString m_remoteWorkspace;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        KANDESK_START_SSH_SERVER(m_server);

        const QString home = m_dir.filePath(QStringLiteral("home"));
        QDir().mkpath(home);
        m_database = std::make_unique<Database>(databasePath(home));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, home, QStringLiteral("KandeskSshChangesTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);

        auto workspace = m_stores->workspaces().create(QStringLiteral("Test"));
        QVERIFY(workspace.ok());
        AgentProfile profile;
        profile.id = QStringLiteral("stub-profile");
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
        auto executor = m_stores->sshExecutors().add(QStringLiteral("Remote box"), hostOf(m_server, m_server.remoteHome() + QStringLiteral("/kd")));
        QVERIFY2(executor.ok(), qPrintable(executor.error()));
        Repository repository;
        repository.workspaceId = workspace->id;
        repository.name = QStringLiteral("app");
        m_sourceRepository = makeSourceRepository(m_dir.filePath(QStringLiteral("src")), false);
        repository.path = m_sourceRepository;
        repository.defaultBranch = QStringLiteral("main");
        auto added = m_stores->repositories().add(repository);
        QVERIFY(added.ok());
        Task task;
        task.workspaceId = workspace->id;
        task.title = QStringLiteral("Remote changes");
        task.description = QStringLiteral("fs remote-note.txt");
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

    void theDiffIsReadOnTheRemote()
    {
        TaskRunner &runner = m_runtime->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Expected<QString> started = waitForFuture(runner.startTask(m_taskId), kTurnTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        m_sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        runner.flush(); // the session's workspace is written by the runner's writer
        const ExecutionPtr execution = m_runtime->controller().executions().bySessionId(m_sessionId);
        QVERIFY(execution);
        m_remoteWorkspace = execution->workspacePath;
        QVERIFY2(m_remoteWorkspace.startsWith(m_server.remoteHome()), qPrintable(m_remoteWorkspace));

        TaskChanges changes(*m_stores);
        changes.setRemoteWorkspaces(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<TaskDiff> diff = waitForFuture(changes.readDiff(m_taskId, git::DiffScope::AgainstBase), kTurnTimeout);
        QVERIFY2(diff.ok(), qPrintable(diff.error()));
        QCOMPARE(diff->repositories.size(), 1);
        const RepositoryDiff &repository = diff->repositories.first();
        QVERIFY2(repository.error.isEmpty(), qPrintable(repository.error));
        QVERIFY2(repository.remote.has_value(), "read through the remote agentctl");
        QCOMPARE(repository.diff.worktree, m_remoteWorkspace);
        const git::FileChange *note = repository.diff.file(QStringLiteral("remote-note.txt"));
        QVERIFY2(note, "the agent's file is in the task's changes");
        QCOMPARE(note->status, git::ChangeStatus::Untracked);
        QCOMPARE(note->additions, 1);
        QCOMPARE(note->hunks.value(0).lines.value(0).text, QStringLiteral("written by stub"));

        // The file on the agent's side only: the source repository here has no change.
        QCOMPARE(localStatus(m_sourceRepository), QString());
        QVERIFY(!QFileInfo::exists(QDir(m_sourceRepository).filePath(QStringLiteral("remote-note.txt"))));

        // The composer's file list comes from there as well, whatever folder here the window names
        // (the source repository has no such file).
        const SessionWorkspaceReads reads(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<QStringList> files = waitForFuture(reads.files(m_sessionId, m_sourceRepository), kTurnTimeout);
        QVERIFY2(files.ok(), qPrintable(files.error()));
        QVERIFY2(files->contains(QStringLiteral("remote-note.txt")), qPrintable(files->join(QLatin1Char(','))));
        // A session with no live execution is read on this disk, as before.
        const Expected<QStringList> here = waitForFuture(reads.files(QStringLiteral("no-such-session"), m_sourceRepository), kTurnTimeout);
        QVERIFY2(here.ok(), qPrintable(here.error()));
        QVERIFY(!here->contains(QStringLiteral("remote-note.txt")));
        QCOMPARE(localStatus(m_sourceRepository), QString());

        // `kandesk task diff` in another process reads it through the same agentctl (the port this
        // process forwards, the token from the vault).
        const CliRun cli = runCli({ QStringLiteral("task"), QStringLiteral("diff"), m_taskId, QStringLiteral("--json"),
            QStringLiteral("--data-dir"), m_stores->home() });
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        const QJsonObject cliRepository = cli.json().value(QStringLiteral("repositories")).toArray().at(0).toObject();
        QCOMPARE(cliRepository.value(QStringLiteral("worktree_path")).toString(), m_remoteWorkspace);
        QVERIFY2(cliRepository.value(QStringLiteral("remote")).toBool(), qPrintable(cli.out));
        QCOMPARE(cliRepository.value(QStringLiteral("files")).toArray().at(0).toObject().value(QStringLiteral("path")).toString(),
            QStringLiteral("remote-note.txt"));

        // One file with its hunks, asked for alone (the "Large diff" button), comes from there too.
        const Expected<git::FileChange> one = waitForFuture(changes.loadFile(repository.diff, *note), kTurnTimeout);
        QVERIFY2(one.ok(), qPrintable(one.error()));
        QCOMPARE(one->hunks.size(), 1);
        // Staging on the remote is refused in words, not done on a local folder.
        const Status staged = waitForFuture(changes.stage(repository.diff, *note), kTurnTimeout);
        QVERIFY(!staged.ok());
        QVERIFY2(staged.error().contains(QStringLiteral("another host")), qPrintable(staged.error()));
    }

    void aTurnIsUndoneOnTheRemote()
    {
        QVERIFY2(!m_remoteWorkspace.isEmpty(), "the first test's run is needed");
        TaskRunner &runner = m_runtime->runner();
        // The remote worktree before the second turn: the first turn's untracked note.
        const QString before = stateOf(m_remoteWorkspace);
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Status prompted = waitForFuture(runner.prompt(m_sessionId, s("fs second.txt")), kTurnTimeout);
        QVERIFY2(prompted.ok(), qPrintable(prompted.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        runner.flush();
        QVERIFY(QFile::exists(m_remoteWorkspace + s("/second.txt")));
        // More of the agent's work there: a tracked file changed, a binary one added, all committed.
        test::writeTestFile(m_remoteWorkspace + s("/README.md"), "# changed on the remote\n");
        test::writeTestFile(m_remoteWorkspace + s("/blob.bin"), QByteArray("\x00\x01\xff binary", 11));
        QVERIFY(git::runGitChecked(m_remoteWorkspace, { s("add"), s("-A") }));
        QVERIFY(git::runGitCheckedWith(m_remoteWorkspace, { s("commit"), s("-q"), s("-m"), s("agent's commit") },
            { s("GIT_AUTHOR_NAME=a"), s("GIT_AUTHOR_EMAIL=a@b"), s("GIT_COMMITTER_NAME=a"), s("GIT_COMMITTER_EMAIL=a@b") }));
        QVERIFY(stateOf(m_remoteWorkspace) != before);

        // The remote's git kept one before each turn; the door reaches them through the remote agentctl.
        TaskCheckpoints checkpoints(*m_stores, &runner);
        checkpoints.setRemoteWorkspaces(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<QList<TaskCheckpoint>> listed = waitForFuture(checkpoints.list(m_taskId), kTurnTimeout);
        QVERIFY2(listed.ok(), qPrintable(listed.error()));
        QCOMPARE(listed->size(), 2);
        QCOMPARE(listed->at(1).prompt, s("fs second.txt"));
        QCOMPARE(listed->at(1).workspace, m_remoteWorkspace);
        const Expected<git::RestorePreview> preview = waitForFuture(checkpoints.preview(m_taskId, 2), kTurnTimeout);
        QVERIFY2(preview.ok(), qPrintable(preview.error()));
        QCOMPARE(preview->files, (QStringList { s("M README.md"), s("D blob.bin"), s("D second.txt") }));
        QCOMPARE(preview->leavingCommits.size(), 1);
        QVERIFY2(preview->leavingCommits.first().endsWith(s("agent's commit")), qPrintable(preview->leavingCommits.first()));

        // Another process (the command line) lists them through the port this one forwards.
        const CliRun cli = runCli({ s("task"), s("checkpoints"), m_taskId, s("--json"), s("--data-dir"), m_stores->home() });
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        QCOMPARE(cli.json().value(s("checkpoints")).toArray().size(), 2);

        const Expected<git::RestorePreview> restored = waitForFuture(checkpoints.restore(m_taskId, 2), kTurnTimeout);
        QVERIFY2(restored.ok(), qPrintable(restored.error()));
        QCOMPARE(stateOf(m_remoteWorkspace), before);
        QFile note(m_remoteWorkspace + s("/remote-note.txt"));
        QVERIFY(note.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(note.readAll()).trimmed(), s("written by stub"));
        // Nothing of it here: the source repository has no checkpoints and no change.
        QCOMPARE(gitOut(m_sourceRepository, { s("for-each-ref"), s("refs/kandesk/") }), QString());
        QCOMPARE(localStatus(m_sourceRepository), QString());
    }

    void aTaskOfSeveralRepositoriesIsRefusedOnSsh()
    {
        const Task one = m_stores->tasks().get(m_taskId).value();
        Repository second;
        second.workspaceId = one.workspaceId;
        second.name = QStringLiteral("lib");
        second.path = makeSourceRepository(m_dir.filePath(QStringLiteral("lib")), false);
        second.defaultBranch = QStringLiteral("main");
        auto added = m_stores->repositories().add(second);
        QVERIFY(added.ok());
        Task task = one;
        task.id.clear();
        task.title = QStringLiteral("Two repositories");
        task.repositories.append(TaskRepository { added->id, QStringLiteral("main"), 1 });
        auto created = m_stores->tasks().create(task);
        QVERIFY(created.ok());

        const Expected<QString> started = waitForFuture(m_runtime->runner().startTask(created->id), kTurnTimeout);
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("has 2 repositories (app, lib)")), qPrintable(started.error()));
        QVERIFY2(started.error().contains(QStringLiteral("an SSH executor runs tasks of one repository")), qPrintable(started.error()));
        // Nothing of the second repository went to the remote.
        QVERIFY(QDir(m_server.remoteHome() + QStringLiteral("/kd/repos")).entryList({ QStringLiteral("lib*") }, QDir::Dirs).isEmpty());
    }

    void deletingTheTaskRemovesTheRemoteWorktree()
    {
        if (m_sessionId.isEmpty())
            QSKIP("the launch failed");
        const Status stopped = waitForFuture(m_runtime->runner().stop(m_sessionId), kTurnTimeout);
        QVERIFY2(stopped.ok() || stopped.error().contains(QLatin1String("did not finish within")), qPrintable(stopped.error()));
        m_runtime->runner().flush();
        // With no agent running there, its checkpoints are out of reach, and the door says so.
        TaskCheckpoints checkpoints(*m_stores, &m_runtime->runner());
        checkpoints.setRemoteWorkspaces(remoteWorkspaceLookup(m_runtime->controller(), m_runtime->network()));
        const Expected<QList<TaskCheckpoint>> unreachable = waitForFuture(checkpoints.list(m_taskId), kTurnTimeout);
        QVERIFY(!unreachable.ok());
        QVERIFY2(unreachable.error().contains(QStringLiteral("on another host")), qPrintable(unreachable.error()));

        auto plan = planTaskDeletion(*m_stores, m_taskId);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        // Uncommitted work on the remote keeps the task unless the user lets it go.
        const Expected<TaskDeletionResult> kept = deleteTask(*m_database, *plan, {true, false});
        QVERIFY(!kept.ok());
        QVERIFY2(kept.error().contains(QStringLiteral("uncommitted work")), qPrintable(kept.error()));
        QVERIFY(QFileInfo(m_remoteWorkspace).isDir());

        const Expected<TaskDeletionResult> removed = deleteTask(*m_database, *plan, {true, true});
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QVERIFY2(removed->removedWorktrees.contains(m_remoteWorkspace), qPrintable(removed->removedWorktrees.join(QLatin1Char(','))));
        const SshServer::Result listed = m_server.ssh({ QStringLiteral("ls -A '%1/kd/worktrees'; for m in '%1'/kd/repos/*; do git -C \"$m\" worktree list --porcelain | grep -c '^worktree'; done")
                                                          .arg(m_server.remoteHome()) });
        QCOMPARE(listed.exitCode, 0);
        // Nothing in the worktrees folder; each mirror knows only itself, and no checkpoint of the task.
        QCOMPARE(QString::fromUtf8(listed.out).trimmed(), QStringLiteral("1"));
        const SshServer::Result refs = m_server.ssh({ QStringLiteral("for m in '%1'/kd/repos/*; do git -C \"$m\" for-each-ref refs/kandesk/checkpoints/; done")
                                                          .arg(m_server.remoteHome()) });
        QCOMPARE(refs.exitCode, 0);
        QCOMPARE(QString::fromUtf8(refs.out).trimmed(), QString());
    }

    void cleanupTestCase()
    {
        if (m_runtime) {
            m_runtime->runner().flush();
            m_runtime.reset();
        }
    }
};

QTEST_MAIN(TestSshChanges)
#include "tst_sshchanges.moc"
