// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A task's changes through the application's door (TaskChanges, by task id, on a pool thread) and
// `kandesk task diff`: a task run by the real binary in a worktree, two "turns" with a commit between;
// and `kandesk task checkpoints` / `task rewind` undoing a run's turn.
#include "application/review/taskchanges.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QFutureWatcher>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

const QString kStub = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QStringList pathsOf(const QJsonObject &diff)
{
    QStringList paths;
    const QJsonArray files = diff.value(s("repositories")).toArray().at(0).toObject().value(s("files")).toArray();
    for (const QJsonValue &file : files)
        paths << file.toObject().value(s("path")).toString();
    return paths;
}

} // namespace

class TestTaskDiff : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_home;
    QString m_repo;
    QString m_taskId;
    QString m_worktree;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_repo = makeGitRepository(m_dir.filePath(s("src")), {{s("login.cpp"), "int retries = 3;\nint timeoutMs = 100;\n"},
                                                             {s("README.md"), "# app\n"}});
        m_home = m_dir.filePath(s("home"));
        const CliRun run = runCli({s("run"), s("--json"), s("--repo"), m_repo, s("--data-dir"), m_home, s("--agent-command"), kStub,
                                   s("stream 1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        m_taskId = run.first(s("task_created")).value(s("task_id")).toString();
        m_worktree = run.first(s("done")).value(s("workspace_path")).toString();
        QVERIFY2(QFileInfo(m_worktree).isDir(), qPrintable(m_worktree));

        // Turn one: an edit the agent committed. Turn two: an edit and a new file, not committed.
        writeTestFile(QDir(m_worktree).filePath(s("login.cpp")), "int retries = 3;\nint timeoutMs = 1000;\n");
        QVERIFY(git::runGitChecked(m_worktree, {s("-c"), s("user.email=a@b.invalid"), s("-c"), s("user.name=Agent"), s("commit"),
                                                s("-qam"), s("turn one")}).ok());
        writeTestFile(QDir(m_worktree).filePath(s("README.md")), "# app\n\nNow with retries.\n");
        writeTestFile(QDir(m_worktree).filePath(s("docs/wait é.md")), "# Why the wait\n");
    }

    void cliDiffAgainstBaseShowsBothTurns()
    {
        const CliRun run = runCli({s("task"), s("diff"), m_taskId.left(8), s("--json"), s("--data-dir"), m_home});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject diff = run.json();
        QCOMPARE(diff.value(s("task_id")).toString(), m_taskId);
        QCOMPARE(diff.value(s("scope")).toString(), s("base"));
        QCOMPARE(diff.value(s("files")).toInt(), 3);
        const QJsonObject repository = diff.value(s("repositories")).toArray().at(0).toObject();
        QCOMPARE(repository.value(s("base_branch")).toString(), s("main"));
        QCOMPARE(repository.value(s("worktree_path")).toString(), m_worktree);
        QCOMPARE(pathsOf(diff), (QStringList{s("README.md"), s("docs/wait é.md"), s("login.cpp")}));
        const QJsonObject login = repository.value(s("files")).toArray().at(2).toObject();
        QCOMPARE(login.value(s("status")).toString(), s("modified"));
        const QJsonArray lines = login.value(s("hunks")).toArray().at(0).toObject().value(s("lines")).toArray();
        QCOMPARE(lines.at(1).toObject().value(s("kind")).toString(), s("removed"));
        QCOMPARE(lines.at(1).toObject().value(s("old_line")).toInt(), 2);
        QCOMPARE(lines.at(2).toObject().value(s("text")).toString(), s("int timeoutMs = 1000;"));
        QCOMPARE(repository.value(s("files")).toArray().at(1).toObject().value(s("status")).toString(), s("untracked"));

        const CliRun text = runCli({s("task"), s("diff"), m_taskId, s("--data-dir"), m_home});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(s("+int timeoutMs = 1000;")) && text.out.contains(s("+Now with retries.")), qPrintable(text.out));
    }

    void cliDiffUncommittedShowsOnlyTheSecondTurn()
    {
        const CliRun run = runCli({s("task"), s("diff"), m_taskId, s("--uncommitted"), s("--json"), s("--data-dir"), m_home});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.json().value(s("scope")).toString(), s("uncommitted"));
        QCOMPARE(pathsOf(run.json()), (QStringList{s("README.md"), s("docs/wait é.md")}));
        const QJsonObject readme = run.json().value(s("repositories")).toArray().at(0).toObject().value(s("files")).toArray().at(0).toObject();
        QCOMPARE(readme.value(s("staged")).toString(), s("unstaged"));
    }

    void cliDiffUsage()
    {
        const CliRun both = runCli({s("task"), s("diff"), m_taskId, s("--base"), s("--uncommitted"), s("--data-dir"), m_home});
        QCOMPARE(both.exitCode, 2);
        const CliRun unknown = runCli({s("task"), s("diff"), s("nosuchtask"), s("--data-dir"), m_home});
        QCOMPARE(unknown.exitCode, 1);
    }

    void doorReadsByTaskIdOnAPool()
    {
        Database database(databasePath(m_home));
        QVERIFY(database.open().ok());
        Stores stores(database, m_home);
        QThreadPool pool;
        const TaskChanges changes(stores, &pool);

        QFutureWatcher<Expected<TaskDiff>> watcher;
        QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
        watcher.setFuture(changes.readDiff(m_taskId, git::DiffScope::Uncommitted));
        QVERIFY(finished.wait(20'000));
        const Expected<TaskDiff> diff = watcher.result();
        QVERIFY2(diff, qPrintable(diff.error()));
        QCOMPARE(diff->repositories.size(), 1);
        QCOMPARE(diff->fileCount(), 2);
        QCOMPARE(diff->repositories.first().diff.worktree, m_worktree);

        // A base branch that no longer exists: that repository says so, clearly.
        Task task = stores.tasks().get(m_taskId).value();
        task.repositories.first().baseBranch = s("gone-branch");
        QVERIFY(stores.tasks().update(task).ok());
        const Expected<TaskDiff> missing = changes.diff(m_taskId, git::DiffScope::AgainstBase);
        QVERIFY(missing);
        QVERIFY2(missing->repositories.first().error.contains(s("\"gone-branch\" does not exist")),
                 qPrintable(missing->repositories.first().error));
        const CliRun run = runCli({s("task"), s("diff"), m_taskId, s("--json"), s("--data-dir"), m_home});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(s("gone-branch")), qPrintable(run.err));
        task.repositories.first().baseBranch = s("main");
        QVERIFY(stores.tasks().update(task).ok());
    }

    // A task of two repositories: a worktree of each under the task's folder, one diff for each.
    void doorGivesOneDiffPerRepository()
    {
        Database database(databasePath(m_home));
        QVERIFY(database.open().ok());
        Stores stores(database, m_home);
        auto workspace = stores.workspaces().create(s("Multi"));
        QVERIFY2(workspace, qPrintable(workspace.error()));
        const QString taskFolder = m_dir.filePath(s("multi-task"));
        Task task;
        task.workspaceId = workspace->id;
        task.title = s("Two repositories");
        for (const QString &name : {s("api"), s("web")}) {
            Repository repository;
            repository.workspaceId = workspace->id;
            repository.name = name;
            repository.path = makeGitRepository(m_dir.filePath(s("multi-src/") + name), {{s("main.txt"), "one\n"}});
            repository.defaultBranch = s("main");
            auto added = stores.repositories().add(repository);
            QVERIFY2(added, qPrintable(added.error()));
            task.repositories.append(TaskRepository{added->id, {}, int(task.repositories.size())});
            const QString worktree = QDir(taskFolder).filePath(name);
            QVERIFY(git::runGitChecked(repository.path, {s("worktree"), s("add"), s("-q"), s("-b"), s("task-") + name, worktree, s("main")}).ok());
            writeTestFile(QDir(worktree).filePath(s("main.txt")), name.toUtf8() + "\n");
        }
        // api's change is committed on its task branch, web's is not.
        QVERIFY(git::runGitChecked(QDir(taskFolder).filePath(s("api")), {s("commit"), s("-qam"), s("turn")}).ok());
        auto created = stores.tasks().create(task);
        QVERIFY2(created, qPrintable(created.error()));
        TaskSession session;
        session.taskId = created->id;
        session.workspacePath = taskFolder;
        QVERIFY(stores.sessions().create(session).ok());

        const TaskChanges changes(stores);
        const Expected<TaskDiff> base = changes.diff(created->id, git::DiffScope::AgainstBase);
        QVERIFY2(base, qPrintable(base.error()));
        QCOMPARE(base->repositories.size(), 2);
        QCOMPARE(base->repositories.at(0).name, s("api"));
        QCOMPARE(base->repositories.at(1).name, s("web"));
        QCOMPARE(base->repositories.at(0).baseBranch, s("main"));
        QCOMPARE(base->repositories.at(0).diff.files.size(), 1);
        QCOMPARE(base->repositories.at(1).diff.files.size(), 1);
        QCOMPARE(base->fileCount(), 2);
        const Expected<TaskDiff> uncommitted = changes.diff(created->id, git::DiffScope::Uncommitted);
        QVERIFY(uncommitted);
        QCOMPARE(uncommitted->repositories.at(0).diff.files.size(), 0);
        QCOMPARE(uncommitted->repositories.at(1).diff.files.size(), 1);
    }

    // `kandesk task checkpoints` and `kandesk task rewind`: the checkpoint kept before a run's turn,
    // what going back would change (nothing changed without --yes), and the restore.
    void aTurnIsRewoundFromTheCommandLine()
    {
        const QString repo = makeGitRepository(m_dir.filePath(s("rewind-src")));
        const QString home = m_dir.filePath(s("rewind-home"));
        const CliRun run = runCli({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                    QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                                    QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"), QStringLiteral("fs made-by-agent.txt")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QString taskId = run.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString();
        const CliRun listed = runCli({QStringLiteral("task"), QStringLiteral("checkpoints"), taskId, QStringLiteral("--json"),
                                       QStringLiteral("--data-dir"), home});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray checkpoints = listed.json().value(QStringLiteral("checkpoints")).toArray();
        QCOMPARE(checkpoints.size(), 1);
        const QString worktree = checkpoints.at(0).toObject().value(QStringLiteral("workspace")).toString();
        QVERIFY(QFile::exists(worktree + QStringLiteral("/made-by-agent.txt")));

        const CliRun preview = runCli({QStringLiteral("task"), QStringLiteral("rewind"), taskId, QStringLiteral("--turn"),
                                        QStringLiteral("1"), QStringLiteral("--data-dir"), home});
        QVERIFY2(preview.exitCode == 0, qPrintable(preview.err));
        QVERIFY2(preview.out.contains(QStringLiteral("D made-by-agent.txt")) && preview.out.contains(QStringLiteral("Nothing changed.")),
                 qPrintable(preview.out));
        QVERIFY(QFile::exists(worktree + QStringLiteral("/made-by-agent.txt")));
        const CliRun rewound = runCli({QStringLiteral("task"), QStringLiteral("rewind"), taskId, QStringLiteral("--turn"),
                                        QStringLiteral("1"), QStringLiteral("--yes"), QStringLiteral("--data-dir"), home});
        QVERIFY2(rewound.exitCode == 0, qPrintable(rewound.err));
        QVERIFY2(rewound.out.contains(QStringLiteral("Restored")), qPrintable(rewound.out));
        QVERIFY(!QFile::exists(worktree + QStringLiteral("/made-by-agent.txt")));

        const CliRun noTurn = runCli({QStringLiteral("task"), QStringLiteral("rewind"), taskId, QStringLiteral("--turn"),
                                       QStringLiteral("9"), QStringLiteral("--data-dir"), home});
        QCOMPARE(noTurn.exitCode, 1);
        QVERIFY2(noTurn.err.contains(QStringLiteral("the task has no checkpoint 9 (it has 1 to 1)")), qPrintable(noTurn.err));
        const CliRun badTurn = runCli({QStringLiteral("task"), QStringLiteral("rewind"), taskId, QStringLiteral("--turn"),
                                        QStringLiteral("first"), QStringLiteral("--data-dir"), home});
        QCOMPARE(badTurn.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestTaskDiff)
#include "tst_taskdiff.moc"
