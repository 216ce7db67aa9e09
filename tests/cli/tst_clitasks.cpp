// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary's task, secret and profile verbs: a `kandesk run` killed mid-turn is
// shown resumable with its transcript and resumed; `task stop` ends another process's run, and so
// does `task delete` before it deletes; `task delete --with-worktree` refuses to lose uncommitted
// work or unpushed commits and keeps a deleted branch's last commit reachable; secrets never reach
// the output or the database; profiles are validated as Settings validates them; a model watching
// the database sees what the command line changed; in a German locale it answers in German.
#include "application/settings/customagents.h"
#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/databasechangewatcher.h"
#include "models/datahome.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kandesk;
using namespace kandesk::test;
using namespace std::chrono_literals;

namespace {

const QString kStub = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliTasks : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh(const QString &name) { return m_dir.filePath(name + QString::number(++m_count)); }

    // `kandesk run --json` to its end; returns the task id.
    QString runToEnd(const QString &repo, const QString &home, const QString &prompt, const QStringList &extra = {})
    {
        const CliRun run = runCli(QStringList{s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), kStub}
                                  + extra + QStringList{prompt});
        if (run.exitCode != 0)
            qWarning("kandesk run failed: %s %s", qPrintable(run.err), qPrintable(run.out));
        return run.first(s("task_created")).value(s("task_id")).toString();
    }

    // A `kandesk run` in another process whose agent streams until stopped; returns its task id
    // once the agent speaks (empty when it did not within 30 s).
    static QString startSlowRun(QProcess &run, const QString &repo, const QString &home)
    {
        run.setProcessEnvironment(cliEnvironment());
        run.start(kandeskApp(), {s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), kStub, s("slow")});
        if (!run.waitForStarted())
            return {};
        run.closeWriteChannel();
        QByteArray seen;
        if (!QTest::qWaitFor([&] { return (seen += run.readAllStandardOutput()).contains("tick"); }, 30'000))
            return {};
        return QJsonDocument::fromJson(seen.left(seen.indexOf('\n'))).object().value(s("task_id")).toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
    }

    void aKilledRunIsShownResumableAndResumes()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        QProcess run;
        run.setProcessEnvironment(cliEnvironment());
        run.start(kandeskApp(), {s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), kStub, s("slow")});
        QVERIFY(run.waitForStarted());
        run.closeWriteChannel();
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += run.readAllStandardOutput()).count("tick") >= 3, 30'000);
        const QString taskId = QJsonDocument::fromJson(seen.left(seen.indexOf('\n'))).object().value(s("task_id")).toString();
        QVERIFY2(!taskId.isEmpty(), seen.constData());
        const QStringList running = processesUnder(home);
        QVERIFY2(!running.isEmpty(), "the agent and agentctl run in the home");

        QVERIFY(::kill(pid_t(run.processId()), SIGKILL) == 0);
        QVERIFY(run.waitForFinished(10'000));
        // agentctl follows its parent, the agent its agentctl: nothing of the killed run remains.
        QTRY_VERIFY2_WITH_TIMEOUT(processesUnder(home).isEmpty(), qPrintable(processesUnder(home).join(QLatin1Char('\n'))), 15'000);

        // `task list` (first, before any `task show`) already shows the session recovered.
        const CliRun listed = runCli({s("--data-dir"), home, s("task"), s("list"), s("--json")});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray rows = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).toObject().value(s("id")).toString(), taskId);
        QCOMPARE(rows.at(0).toObject().value(s("session_state")).toString(), s("WAITING_FOR_INPUT"));
        const CliRun listedText = runCli({s("task"), s("list"), s("--data-dir"), home});
        QVERIFY2(!listedText.out.contains(s("RUNNING")), qPrintable(listedText.out));

        const CliRun shown = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const QJsonObject task = shown.json();
        QCOMPARE(task.value(s("id")).toString(), taskId);
        const QJsonArray sessions = task.value(s("sessions")).toArray();
        QCOMPARE(sessions.size(), 1);
        const QJsonObject session = sessions.at(0).toObject();
        QVERIFY2(session.value(s("resumable")).toBool(), qPrintable(shown.out));
        QCOMPARE(session.value(s("status")).toString(), s("interrupted"));
        QCOMPARE(session.value(s("state")).toString(), s("WAITING_FOR_INPUT"));
        QVERIFY(session.value(s("worktree_path")).toString().startsWith(QFileInfo(home).canonicalFilePath()));
        QVERIFY(!session.value(s("branch")).toString().isEmpty());
        QString said;
        QStringList types;
        const QJsonArray transcript = session.value(s("transcript")).toArray();
        for (const QJsonValue &event : transcript) {
            types.append(event.toObject().value(s("type")).toString());
            said += event.toObject().value(s("text")).toString();
        }
        QCOMPARE(types.constFirst(), s("user_prompt"));
        QVERIFY2(said.contains(s("tick")), qPrintable(said));
        QCOMPARE(types.constLast(), s("session_interrupted"));

        // The text form says the same.
        const CliRun text = runCli({s("task"), s("show"), taskId.left(8), s("--data-dir"), home});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(s("(interrupted)")) && text.out.contains(s("tick")) && text.out.contains(s("> slow")), qPrintable(text.out));

        const CliRun resumed = runCli({s("task"), s("resume"), taskId, s("stream 2"), s("--json"), s("--data-dir"), home});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err + resumed.out));
        QCOMPARE(resumed.kinds().constFirst(), s("task_resumed"));
        QCOMPARE(resumed.lines.constLast().value(s("kind")).toString(), s("done"));
        QCOMPARE(resumed.lines.constLast().value(s("session_id")).toString(), session.value(s("id")).toString());
        QCOMPARE(resumed.lines.constLast().value(s("stop_reason")).toString(), s("end_turn"));
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);

        const CliRun after = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home});
        const QJsonObject again = after.json().value(s("sessions")).toArray().at(0).toObject();
        QCOMPARE(again.value(s("status")).toString(), s("resumable"));
        QVERIFY(QJsonDocument(again.value(s("transcript")).toArray()).toJson().contains("stream 2"));
    }

    void stopEndsTheRunOfAnotherProcess()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        QProcess run;
        const QString taskId = startSlowRun(run, repo, home);
        QVERIFY(!taskId.isEmpty());

        const CliRun stopped = runCli({s("task"), s("stop"), taskId, s("--json"), s("--data-dir"), home});
        QVERIFY2(stopped.exitCode == 0, qPrintable(stopped.err));
        QCOMPARE(stopped.json().value(s("stopped_sessions")).toArray().size(), 1);
        // The run notices its agent is gone and ends; nothing is left behind.
        QVERIFY(run.waitForFinished(60'000));
        QVERIFY(run.exitCode() != 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
        const CliRun shown = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home});
        const QJsonObject session = shown.json().value(s("sessions")).toArray().at(0).toObject();
        QVERIFY2(session.value(s("resumable")).toBool(), qPrintable(shown.out));
        QVERIFY(!session.value(s("running")).toBool());

        const CliRun again = runCli({s("task"), s("stop"), taskId, s("--data-dir"), home});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(s("Nothing runs")), qPrintable(again.out));
    }

    // The same as the window does (tst_workbenchlive): the other run is stopped first, then all goes.
    void deleteEndsTheRunOfAnotherProcess()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        QProcess run;
        const QString taskId = startSlowRun(run, repo, home);
        QVERIFY(!taskId.isEmpty());

        const CliRun deleted = runCli({s("task"), s("delete"), taskId, s("--with-worktree"), s("--json"), s("--data-dir"), home});
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QCOMPARE(deleted.json().value(s("stopped_sessions")).toArray().size(), 1);
        QCOMPARE(deleted.json().value(s("removed_worktrees")).toArray().size(), 1);
        QVERIFY(run.waitForFinished(60'000));
        QVERIFY(run.exitCode() != 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
        QCOMPARE(runCli({s("task"), s("show"), taskId, s("--data-dir"), home}).exitCode, 1);
    }

    void deleteWithWorktreeRefusesToLoseWork()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        const QString taskId = runToEnd(repo, home, s("stream 1"));
        QVERIFY(!taskId.isEmpty());
        const CliRun shown = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home});
        const QJsonObject session = shown.json().value(s("sessions")).toArray().at(0).toObject();
        const QString worktree = session.value(s("worktree_path")).toString();
        const QString branch = session.value(s("branch")).toString();
        QVERIFY2(QFileInfo(worktree).isDir(), qPrintable(worktree));
        // A commit the agent (or the user) made and never pushed, and uncommitted work.
        writeTestFile(QDir(worktree).filePath(s("feature.txt")), "done\n");
        QVERIFY(git::runGitChecked(worktree, {s("add"), s("feature.txt")}).ok());
        QVERIFY(git::runGitChecked(worktree, {s("-c"), s("user.name=Agent"), s("-c"), s("user.email=agent@example.org"), s("commit"), s("-q"),
                                              s("-m"), s("Add the feature")})
                    .ok());
        const QString committed = git::runGitChecked(worktree, {s("rev-parse"), s("HEAD")}).value().trimmed();
        writeTestFile(QDir(worktree).filePath(s("notes/unsaved.txt")), "work in progress\n");

        const CliRun refused = runCli({s("task"), s("delete"), taskId, s("--with-worktree"), s("--data-dir"), home});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("unsaved.txt")) && refused.err.contains(s("--force")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(s("1 commit on ") + branch) && refused.err.contains(s("Add the feature")), qPrintable(refused.err));
        QVERIFY(QFileInfo(worktree).isDir());
        QCOMPARE(runCli({s("task"), s("show"), taskId, s("--data-dir"), home}).exitCode, 0); // still there

        const CliRun deleted = runCli({s("task"), s("delete"), taskId, s("--with-worktree"), s("--force"), s("--json"), s("--data-dir"), home});
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QCOMPARE(deleted.json().value(s("removed_worktrees")).toArray().size(), 1);
        QVERIFY(!QFileInfo::exists(worktree));
        QCOMPARE(git::runGitChecked(repo, {s("branch"), s("--list"), branch}).value().trimmed(), QString());
        // The branch's last commit stays reachable, and brings the branch back.
        const QJsonObject keptBranch = deleted.json().value(s("kept_branches")).toArray().at(0).toObject();
        QCOMPARE(keptBranch.value(s("branch")).toString(), branch);
        QCOMPARE(keptBranch.value(s("commit")).toString(), committed);
        QCOMPARE(keptBranch.value(s("ref")).toString(), s("refs/kandesk/deleted/") + taskId + s("/") + branch);
        QCOMPARE(git::runGitChecked(repo, {s("rev-parse"), keptBranch.value(s("ref")).toString() + s("^")}).value().trimmed(), committed);
        const CliRun gone = runCli({s("task"), s("show"), taskId, s("--data-dir"), home});
        QCOMPARE(gone.exitCode, 1);
        QVERIFY2(gone.err.contains(taskId), qPrintable(gone.err));

        // Restore brings the task, its branch at that commit and a worktree back, once.
        const CliRun restored = runCli({s("task"), s("restore"), taskId, s("--json"), s("--data-dir"), home});
        QVERIFY2(restored.exitCode == 0, qPrintable(restored.err));
        QCOMPARE(restored.json().value(s("worktrees")).toArray().at(0).toString(), worktree);
        QCOMPARE(git::runGitChecked(worktree, {s("rev-parse"), s("HEAD")}).value().trimmed(), committed);
        QCOMPARE(git::runGitChecked(worktree, {s("branch"), s("--show-current")}).value().trimmed(), branch);
        QVERIFY(QFileInfo::exists(QDir(worktree).filePath(s("feature.txt"))));
        QCOMPARE(runCli({s("task"), s("show"), taskId, s("--data-dir"), home}).exitCode, 0);
        const CliRun twice = runCli({s("task"), s("restore"), taskId, s("--data-dir"), home});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.err.contains(s("nothing to restore")), qPrintable(twice.err));
        QVERIFY(runCli({s("task"), s("delete"), taskId, s("--with-worktree"), s("--force"), s("--data-dir"), home}).exitCode == 0);
        const CliRun unknown = runCli({s("task"), s("restore"), s("no-such-task"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(s("no branch of a deleted task")), qPrintable(unknown.err));

        // Clean work goes without --force; without --with-worktree the worktree stays.
        const QString clean = runToEnd(repo, home, s("stream 1"));
        const QString cleanTree = runCli({s("task"), s("show"), clean, s("--json"), s("--data-dir"), home})
                                      .json().value(s("sessions")).toArray().at(0).toObject().value(s("worktree_path")).toString();
        QCOMPARE(runCli({s("task"), s("delete"), clean, s("--with-worktree"), s("--data-dir"), home}).exitCode, 0);
        QVERIFY(!QFileInfo::exists(cleanTree));
        const QString kept = runToEnd(repo, home, s("stream 1"));
        const QString keptTree = runCli({s("task"), s("show"), kept, s("--json"), s("--data-dir"), home})
                                     .json().value(s("sessions")).toArray().at(0).toObject().value(s("worktree_path")).toString();
        QCOMPARE(runCli({s("task"), s("delete"), kept, s("--data-dir"), home}).exitCode, 0);
        QVERIFY(QFileInfo(keptTree).isDir());
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
    }

    // Archive removes the worktree and keeps the branch with its commit and the transcript, asking
    // for --force only when uncommitted files would be lost; unarchived, the task's next start checks
    // the branch out again.
    void archiveKeepsTheBranchAndTheTranscript()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        const QString taskId = runToEnd(repo, home, s("stream 1"));
        QVERIFY(!taskId.isEmpty());
        const QJsonObject session = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home})
                                        .json().value(s("sessions")).toArray().at(0).toObject();
        const QString worktree = session.value(s("worktree_path")).toString();
        const QString branch = session.value(s("branch")).toString();
        writeTestFile(QDir(worktree).filePath(s("feature.txt")), "done\n");
        QVERIFY(git::runGitChecked(worktree, {s("add"), s("feature.txt")}).ok());
        QVERIFY(git::runGitChecked(worktree, {s("-c"), s("user.name=Agent"), s("-c"), s("user.email=agent@example.org"), s("commit"), s("-q"),
                                              s("-m"), s("Add the feature")})
                    .ok());
        const QString committed = git::runGitChecked(worktree, {s("rev-parse"), s("HEAD")}).value().trimmed();
        writeTestFile(QDir(worktree).filePath(s("scratch.txt")), "not committed\n");

        const CliRun refused = runCli({s("task"), s("archive"), taskId, s("--data-dir"), home});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("scratch.txt")) && refused.err.contains(s("--force")), qPrintable(refused.err));
        QVERIFY2(!refused.err.contains(s("Add the feature")), qPrintable(refused.err));
        QVERIFY(QFileInfo(worktree).isDir());

        const CliRun archived = runCli({s("task"), s("archive"), taskId, s("--force"), s("--json"), s("--data-dir"), home});
        QVERIFY2(archived.exitCode == 0, qPrintable(archived.err));
        QCOMPARE(archived.json().value(s("removed_worktrees")).toArray().size(), 1);
        QVERIFY(!QFileInfo::exists(worktree));
        QCOMPARE(git::runGitChecked(repo, {s("rev-parse"), branch}).value().trimmed(), committed);
        const auto listedIds = [&home](bool withArchived) {
            QStringList arguments{s("task"), s("list"), s("--json"), s("--data-dir"), home};
            if (withArchived)
                arguments.append(s("--archived"));
            QStringList ids;
            for (const QJsonValue &row : QJsonDocument::fromJson(runCli(arguments).out.toUtf8()).array())
                ids.append(row.toObject().value(s("id")).toString());
            return ids;
        };
        QVERIFY(!listedIds(false).contains(taskId));
        QVERIFY(listedIds(true).contains(taskId));
        // Its session and transcript are kept.
        const CliRun shown = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QCOMPARE(shown.json().value(s("sessions")).toArray().size(), 1);
        const CliRun twice = runCli({s("task"), s("archive"), taskId, s("--data-dir"), home});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.err.contains(s("archived already")), qPrintable(twice.err));

        const CliRun back = runCli({s("task"), s("unarchive"), taskId, s("--data-dir"), home});
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QVERIFY(listedIds(false).contains(taskId));
        const CliRun resumed = runCli({s("task"), s("resume"), taskId, s("stream 1"), s("--json"), s("--data-dir"), home});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY(QFileInfo(worktree).isDir());
        QCOMPARE(git::runGitChecked(worktree, {s("rev-parse"), s("HEAD")}).value().trimmed(), committed);
        QCOMPARE(git::runGitChecked(worktree, {s("branch"), s("--show-current")}).value().trimmed(), branch);
        QVERIFY(runCli({s("task"), s("delete"), taskId, s("--with-worktree"), s("--force"), s("--data-dir"), home}).exitCode == 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
    }

    // A data folder other users may write is refused by every command, saying what to do.
    void aHomeOthersCanWriteIsRefused()
    {
        const QString home = m_dir.filePath(s("shared-home"));
        QVERIFY(QDir().mkpath(home));
        QVERIFY(QFile::setPermissions(home, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                                | QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup));
        const CliRun listed = runCli({s("task"), s("list"), s("--data-dir"), home});
        QCOMPARE(listed.exitCode, 1);
        QVERIFY2(listed.err.contains(s("writable by other users")) && listed.err.contains(s("chmod 700")), qPrintable(listed.err));
        QVERIFY(!QFile::exists(QDir(home).filePath(s("kandesk.db"))));
    }

    void secretsNeverShowNorReachTheDatabase()
    {
        const QString home = fresh(s("home"));
        const QByteArray value = "sk-VeryPrivate-0123456789-value";
        const CliRun set = runCli({s("secret"), s("set"), s("OPENAI_API_KEY"), s("--label"), s("work key"), s("--data-dir"), home}, value + "\n");
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        const CliRun list = runCli({s("secret"), s("list"), s("--data-dir"), home});
        const CliRun listJson = runCli({s("secret"), s("list"), s("--json"), s("--data-dir"), home});
        QVERIFY2(list.out.contains(s("OPENAI_API_KEY")), qPrintable(list.out));
        const QJsonArray rows = QJsonDocument::fromJson(listJson.out.toUtf8()).array();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).toObject().value(s("name")).toString(), s("OPENAI_API_KEY"));
        QCOMPARE(rows.at(0).toObject().value(s("label")).toString(), s("work key"));

        // A profile refers to it by name.
        const CliRun profile = runCli({s("profile"), s("add"), s("--name"), s("Keyed"), s("--agent-command"), kStub,
                                       s("--env-secret"), s("OPENAI_API_KEY=OPENAI_API_KEY"), s("--json"), s("--data-dir"), home});
        QVERIFY2(profile.exitCode == 0, qPrintable(profile.err));
        const CliRun profiles = runCli({s("profile"), s("list"), s("--data-dir"), home});
        QVERIFY2(profiles.out.contains(s("secret OPENAI_API_KEY")), qPrintable(profiles.out));

        const CliRun missing = runCli({s("secret"), s("delete"), s("NOT_THERE"), s("--data-dir"), home});
        QCOMPARE(missing.exitCode, 1);
        const CliRun empty = runCli({s("secret"), s("set"), s("EMPTY"), s("--data-dir"), home});
        QCOMPARE(empty.exitCode, 2);
        const CliRun badName = runCli({s("secret"), s("set"), s("1bad name"), s("--data-dir"), home}, "x");
        QCOMPARE(badName.exitCode, 2);

        for (const CliRun *run : {&set, &list, &listJson, &profile, &profiles, &missing, &empty, &badName}) {
            QVERIFY2(!run->out.toUtf8().contains(value), qPrintable(run->out));
            QVERIFY2(!run->err.toUtf8().contains(value), qPrintable(run->err));
        }
        // The value lives in the 0600 file (this test forces the file backend), never in the database.
        QVERIFY(fileBytes(QDir(home).filePath(s("secrets.json"))).contains(value));
        for (const char *suffix : {"", "-wal", "-shm"}) {
            const QString path = databasePath(home) + QString::fromLatin1(suffix);
            QVERIFY2(!fileBytes(path).contains(value), qPrintable(path));
        }

        const CliRun removed = runCli({s("secret"), s("delete"), s("OPENAI_API_KEY"), s("--data-dir"), home});
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        QVERIFY(!fileBytes(QDir(home).filePath(s("secrets.json"))).contains(value));
        QVERIFY(runCli({s("secret"), s("list"), s("--data-dir"), home}).out.contains(s("No secrets")));
        for (const char *suffix : {"", "-wal", "-shm"})
            QVERIFY(!fileBytes(databasePath(home) + QString::fromLatin1(suffix)).contains(value));
    }

    // On a terminal the value is typed without echo.
    void onATerminalTheSecretIsNotEchoed()
    {
        const QString script = QStandardPaths::findExecutable(s("script"));
        if (script.isEmpty())
            QSKIP("util-linux script is not installed: no pseudo-terminal to run kandesk on");
        const QString home = fresh(s("home"));
        QProcess process;
        process.setProcessEnvironment(cliEnvironment());
        process.start(script, {s("-qec"), s("'%1' secret set TYPED --data-dir '%2'").arg(kandeskApp(), home), s("/dev/null")});
        QVERIFY(process.waitForStarted());
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += process.readAll()).contains("not shown"), 30'000);
        process.write("typed-Secret-4711\n");
        QVERIFY(process.waitForFinished(30'000));
        seen += process.readAll();
        QVERIFY2(process.exitCode() == 0, seen.constData());
        QVERIFY2(!seen.contains("typed-Secret-4711"), seen.constData());
        QVERIFY(fileBytes(QDir(home).filePath(s("secrets.json"))).contains("typed-Secret-4711"));
    }

    void profilesAreValidatedAsSettingsValidatesThem()
    {
        const QString home = fresh(s("home"));
        const CliRun malformed = runCli({s("profile"), s("add"), s("--name"), s("Broken"), s("--agent-command"), kStub,
                                         s("--flag=--model \"unterminated"), s("--data-dir"), home});
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY2(malformed.err.contains(s("Flag 1: unclosed double quote")) && malformed.err.contains(s("the launch would drop this flag")),
                 qPrintable(malformed.err));
        const CliRun prefix = runCli({s("profile"), s("add"), s("--name"), s("P"), s("--agent-command"), kStub,
                                      s("--command-prefix"), s("nice -n 'x"), s("--data-dir"), home});
        QCOMPARE(prefix.exitCode, 2);
        QVERIFY2(prefix.err.contains(s("Command prefix: unclosed single quote")), qPrintable(prefix.err));
        const CliRun badEnv = runCli({s("profile"), s("add"), s("--name"), s("E"), s("--agent-command"), kStub, s("--env"), s("1X=y"),
                                      s("--data-dir"), home});
        QCOMPARE(badEnv.exitCode, 2);
        QVERIFY2(badEnv.err.contains(s("Variable 1: \"1X\" is not a valid variable name")), qPrintable(badEnv.err));
        const CliRun badAgent = runCli({s("profile"), s("add"), s("--name"), s("A"), s("--agent"), s("no-such-agent"), s("--data-dir"), home});
        QCOMPARE(badAgent.exitCode, 2);
        QVERIFY2(badAgent.err.contains(s("unknown agent \"no-such-agent\"")), qPrintable(badAgent.err));
        const CliRun badCommand = runCli({s("profile"), s("add"), s("--name"), s("C"), s("--agent-command"), s("--acp"), s("--data-dir"), home});
        QCOMPARE(badCommand.exitCode, 2);
        QVERIFY2(badCommand.err.contains(s("not a program")), qPrintable(badCommand.err));
        QCOMPARE(runCli({s("profile"), s("add"), s("--agent"), s("x"), s("--data-dir"), home}).exitCode, 2); // no name
        QCOMPARE(runCli({s("profile"), s("frobnicate"), s("--data-dir"), home}).exitCode, 2);

        const CliRun added = runCli({s("profile"), s("add"), s("--id"), s("stubby"), s("--name"), s("Stubby"), s("--agent-command"), kStub,
                                     s("--agent-id"), s("stub"), s("--agent-name"), s("Stub agent"), s("--model"), s("m1"), s("--mode"), s("code"),
                                     s("--auto-approve"), s("--flag"), s("--verbose"), s("--disabled-flag"), s("--debug"),
                                     s("--command-prefix"), s("env"), s("--env"), s("A=1"), s("--json"), s("--data-dir"), home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QJsonObject profile = added.json();
        QCOMPARE(profile.value(s("id")).toString(), s("stubby"));
        QCOMPARE(profile.value(s("agent")).toString(), s("stub"));
        QCOMPARE(profile.value(s("agent_command")).toString(), kStub);
        QCOMPARE(profile.value(s("auto_approve")).toBool(), true);
        QCOMPARE(profile.value(s("cli_flags")).toArray().size(), 2);
        QCOMPARE(profile.value(s("cli_flags")).toArray().at(1).toObject().value(s("enabled")).toBool(), false);

        // The custom agent is where the Settings dialog keeps them.
        {
            Database database(databasePath(home));
            QVERIFY(database.open().ok());
            SettingsStore settings(database);
            const auto agents = loadCustomAgents(settings);
            QVERIFY(agents.ok());
            QCOMPARE(agents->size(), 1);
            QCOMPARE(agents->constFirst(), (CustomAgent{s("stub"), s("Stub agent"), kStub}));
        }

        const CliRun edited = runCli({s("profile"), s("edit"), s("stubby"), s("--no-auto-approve"), s("--flag"), s("--quiet"), s("--unset-env"), s("A"),
                                      s("--env"), s("B=2"), s("--json"), s("--data-dir"), home});
        QVERIFY2(edited.exitCode == 0, qPrintable(edited.err));
        QCOMPARE(edited.json().value(s("auto_approve")).toBool(), false);
        QCOMPARE(edited.json().value(s("cli_flags")).toArray().size(), 1);
        QCOMPARE(edited.json().value(s("env")).toArray().size(), 1);
        QCOMPARE(edited.json().value(s("model")).toString(), s("m1"));
        const CliRun badEdit = runCli({s("profile"), s("edit"), s("stubby"), s("--flag"), s("'open"), s("--data-dir"), home});
        QCOMPARE(badEdit.exitCode, 2);
        QCOMPARE(runCli({s("profile"), s("edit"), s("nope"), s("--data-dir"), home}).exitCode, 1);

        const CliRun listed = runCli({s("profile"), s("list"), s("--json"), s("--data-dir"), home});
        QCOMPARE(listed.json().value(s("profiles")).toArray().size(), 1);
        QCOMPARE(listed.json().value(s("custom_agents")).toArray().size(), 1);

        // A run with the profile's agent: the custom agent comes from the stored list.
        const QString repo = makeGitRepository(fresh(s("src")));
        const CliRun run = runCli({s("run"), s("--json"), s("--executor"), s("local"), s("--repo"), repo, s("--agent"), s("stub"),
                                   s("--data-dir"), home, s("stream 1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.failure()));
        QCOMPARE(runCli({s("profile"), s("delete"), s("stubby"), s("--data-dir"), home}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
    }

    // Two profiles whose commands run the same program get two agents; editing one changes only it.
    // `kandesk run` uses the profile the user configured: --profile by name or id, --agent when that
    // agent has exactly one profile; it leaves no profile of its own behind, and says which
    // profile to pick when there are several.
    void runUsesTheProfileTheUserConfigured()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        const CliRun added = runCli({s("profile"), s("add"), s("--name"), s("Stub offline"), s("--agent-command"), kStub, s("--env"),
                                     s("STUB_MODE=offline"), s("--json"), s("--data-dir"), home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QString profileId = added.json().value(s("id")).toString();
        const QString agentId = added.json().value(s("agent")).toString();
        auto profileIds = [&home] {
            QStringList ids;
            const QJsonArray profiles = runCli({s("profile"), s("list"), s("--json"), s("--data-dir"), home}).json().value(s("profiles")).toArray();
            for (const QJsonValue &profile : profiles)
                ids.append(profile.toObject().value(s("id")).toString());
            return ids;
        };
        auto runWith = [&](const QStringList &choice) {
            return runCli(QStringList{s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home} + choice + QStringList{s("stream 1")});
        };
        auto profileOfRun = [&](const QStringList &choice) -> QString {
            const CliRun run = runWith(choice);
            if (run.exitCode != 0)
                return QStringLiteral("failed: ") + run.err;
            const QString taskId = run.first(s("task_created")).value(s("task_id")).toString();
            return runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home}).json().value(s("agent_profile_id")).toString();
        };

        QCOMPARE(profileOfRun({s("--profile"), s("stub OFFLINE")}), profileId);
        QCOMPARE(profileOfRun({s("--profile"), profileId}), profileId);
        // Its agent has one profile: that one, not a bare new one.
        QCOMPARE(profileOfRun({s("--agent"), agentId}), profileId);
        QCOMPARE(profileIds(), QStringList{profileId});

        const CliRun unknown = runWith({s("--profile"), s("Nobody")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("no agent profile is named \"Nobody\"")), qPrintable(unknown.err));
        const CliRun both = runWith({s("--profile"), s("Stub offline"), s("--agent"), agentId});
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains(s("exclude each other")), qPrintable(both.err));

        // A second profile of the same agent: --agent alone no longer says which.
        const CliRun second = runCli({s("profile"), s("add"), s("--name"), s("Stub online"), s("--agent-command"), kStub, s("--json"),
                                      s("--data-dir"), home});
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QCOMPARE(second.json().value(s("agent")).toString(), agentId); // the same command: the same agent
        const CliRun ambiguous = runWith({s("--agent"), agentId});
        QCOMPARE(ambiguous.exitCode, 2);
        QVERIFY2(ambiguous.err.contains(s("\"Stub offline\"")) && ambiguous.err.contains(s("\"Stub online\""))
                     && ambiguous.err.contains(s("--profile")),
                 qPrintable(ambiguous.err));
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
    }

    void customAgentsArePerCommand()
    {
        const QString home = fresh(s("home"));
        auto add = [&home](const char *name, const char *command) {
            return runCli({s("profile"), s("add"), s("--name"), s(name), s("--agent-command"), s(command), s("--json"), s("--data-dir"), home});
        };
        const CliRun a = add("A", "sh a.sh");
        const CliRun b = add("B", "sh b.sh");
        QVERIFY2(a.exitCode == 0 && b.exitCode == 0, qPrintable(a.err + b.err));
        QVERIFY2(!a.err.contains(s("QCommandLineParser")) && !b.err.contains(s("QCommandLineParser")), qPrintable(a.err + b.err));
        const QString agentA = a.json().value(s("agent")).toString();
        const QString agentB = b.json().value(s("agent")).toString();
        QVERIFY2(agentA.startsWith(s("custom-sh-")) && agentB.startsWith(s("custom-sh-")) && agentA != agentB,
                 qPrintable(agentA + s(" ") + agentB));

        auto commands = [&home] {
            const QJsonObject listed = runCli({s("profile"), s("list"), s("--json"), s("--data-dir"), home}).json();
            QHash<QString, QString> byName;
            const QJsonArray profiles = listed.value(s("profiles")).toArray();
            for (const QJsonValue &profile : profiles)
                byName.insert(profile.toObject().value(s("name")).toString(), profile.toObject().value(s("agent_command")).toString());
            byName.insert(s("#agents"), QString::number(listed.value(s("custom_agents")).toArray().size()));
            return byName;
        };
        QHash<QString, QString> listed = commands();
        QCOMPARE(listed.value(s("A")), s("sh a.sh"));
        QCOMPARE(listed.value(s("B")), s("sh b.sh"));
        QCOMPARE(listed.value(s("#agents")), s("2"));

        const QString idA = a.json().value(s("id")).toString();
        const CliRun edited = runCli({s("profile"), s("edit"), idA, s("--agent-command"), s("sh a2.sh"), s("--json"), s("--data-dir"), home});
        QVERIFY2(edited.exitCode == 0, qPrintable(edited.err));
        listed = commands();
        QCOMPARE(listed.value(s("A")), s("sh a2.sh"));
        QCOMPARE(listed.value(s("B")), s("sh b.sh"));
        QCOMPARE(listed.value(s("#agents")), s("2")); // A's old agent, used by nobody, went

        // An id chosen by hand that another profile's agent has is refused, naming it.
        const CliRun clash = runCli({s("profile"), s("add"), s("--name"), s("C"), s("--agent-command"), s("sh c.sh"), s("--agent-id"), agentB,
                                     s("--data-dir"), home});
        QCOMPARE(clash.exitCode, 2);
        QCOMPARE(clash.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(clash.err.contains(s("--agent-id ") + agentB) && clash.err.contains(s("\"B\"")), qPrintable(clash.err));
        QCOMPARE(commands().value(s("B")), s("sh b.sh"));
    }

    // `kandesk task shell`: the task's shell in its worktree, in the caller's terminal (here its
    // standard input), its exit code kandesk's; --json says where, and runs nothing.
    void shellRunsInTheTasksWorkspace()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        const QString taskId = runToEnd(repo, home, s("stream 1"));
        QVERIFY(!taskId.isEmpty());
        const CliRun where = runCli({s("task"), s("shell"), taskId, s("--json"), s("--data-dir"), home});
        QVERIFY2(where.exitCode == 0, qPrintable(where.failure()));
        const QString workspace = where.json().value(s("workspace")).toString();
        QVERIFY2(QFileInfo(workspace).isDir(), qPrintable(where.out));
        QVERIFY(workspace.startsWith(QFileInfo(home).canonicalFilePath()) || workspace.startsWith(home));
        QVERIFY(!where.json().value(s("shell")).toArray().isEmpty());

        QProcess shell;
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("SHELL"), s("/bin/sh"));
        shell.setProcessEnvironment(environment);
        shell.start(kandeskApp(), {s("task"), s("shell"), taskId.left(8), s("--data-dir"), home});
        QVERIFY(shell.waitForStarted());
        shell.write("pwd; echo \"task:$KANDESK_TASK_ID\"; exit 7\n");
        shell.closeWriteChannel();
        QVERIFY(shell.waitForFinished(30'000));
        const QString out = QString::fromLocal8Bit(shell.readAllStandardOutput());
        QCOMPARE(shell.exitCode(), 7);
        QVERIFY2(out.contains(QFileInfo(workspace).canonicalFilePath() + QLatin1Char('\n')), qPrintable(out));
        QVERIFY2(out.contains(s("task:") + taskId), qPrintable(out));

        const CliRun unknown = runCli({s("task"), s("shell"), s("no-such-task"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.startsWith(s("kandesk task shell: ")), qPrintable(unknown.err));
        QCOMPARE(runCli({s("task"), s("shell"), s("--data-dir"), home}).exitCode, 2);
    }

    // A window's board model, watching the database, follows what the command line does.
    void aWatchingModelSeesCommandLineChanges()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        QVERIFY(resolveHomeLayout(home).ok());
        Database database(databasePath(home));
        QVERIFY(database.open().ok());
        TaskStore tasks(database);
        SessionStore sessions(database);
        TaskModel model(tasks, sessions);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setWorkspace(s("default")).ok());
        DatabaseChangeWatcher watcher(database);
        watcher.setInterval(50ms);
        connect(&watcher, &DatabaseChangeWatcher::tablesChanged, &model, &TaskModel::refreshInBackground);
        watcher.start();

        const QString taskId = runToEnd(repo, home, s("stream 1"), {s("--executor"), s("local")});
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10'000);
        QCOMPARE(model.index(0, 0).data(TaskIdRole).toString(), taskId);
        QTRY_COMPARE_WITH_TIMEOUT(model.index(0, 0).data(TaskSessionStateRole).toString(), s("WAITING_FOR_INPUT"), 10'000);
        QCOMPARE(runCli({s("task"), s("delete"), taskId, s("--data-dir"), home}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 0, 10'000);
    }

    // `kandesk task move` follows the board's rule (application/TaskMoves): to a step named as the board
    // shows it, at its end or in front of a task; what the steps do is left to the window (kept as due
    // in the database), and a step that starts agents says so; a step the board
    // does not have is refused naming its steps; bad usage exits 2.
    void moveFollowsTheBoardsRule()
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString home = fresh(s("home"));
        const QString first = runToEnd(repo, home, s("stream 1"));
        const QString second = runToEnd(repo, home, s("stream 1"));
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        const CliRun toBacklog = runCli({s("task"), s("move"), first, s("backlog"), s("--json"), s("--data-dir"), home});
        QVERIFY2(toBacklog.exitCode == 0, qPrintable(toBacklog.err));
        QCOMPARE(toBacklog.json().value(s("step")).toString(), s("Backlog"));
        QCOMPARE(toBacklog.json().value(s("moved")).toBool(), true);
        QCOMPARE(toBacklog.json().value(s("agent_to_start")).toBool(), false);
        QCOMPARE(toBacklog.json().value(s("actions_left_to_window")).toBool(), true);
        const CliRun before = runCli({s("task"), s("move"), second, s("Backlog"), s("--before"), first, s("--data-dir"), home});
        QVERIFY2(before.exitCode == 0, qPrintable(before.err));
        QVERIFY2(before.out.startsWith(s("Moved “")), qPrintable(before.out));
        const QJsonArray listed = QJsonDocument::fromJson(runCli({s("task"), s("list"), s("--json"), s("--data-dir"), home}).out.toUtf8()).array();
        QStringList backlog;
        for (const QJsonValue &task : listed) {
            if (task.toObject().value(s("step")).toString() == QLatin1String("Backlog"))
                backlog.append(task.toObject().value(s("id")).toString());
        }
        QCOMPARE(backlog, (QStringList{second, first}));
        const CliRun again = runCli({s("task"), s("move"), second, s("backlog"), s("--before"), first, s("--data-dir"), home});
        QVERIFY2(again.out.contains(s("is there already (Backlog)")), qPrintable(again.out));

        // A task that never ran (made here, beside the command line) is to be started in In Progress.
        QString neverRan;
        {
            Database database(databasePath(home));
            QVERIFY(database.open().ok());
            TaskStore tasks(database);
            Task task;
            task.workspaceId = tasks.get(first)->workspaceId;
            task.workflowStepId = tasks.get(first)->workflowStepId;
            task.title = s("Never ran");
            neverRan = tasks.create(task).value().id;
        }
        const CliRun toStart = runCli({s("task"), s("move"), neverRan, s("in progress"), s("--data-dir"), home});
        QVERIFY2(toStart.exitCode == 0, qPrintable(toStart.err));
        QVERIFY2(toStart.out.contains(s("What In Progress does (it starts the agent) runs in the Kandesk window")), qPrintable(toStart.out));
        {
            // Kept for the window: each moved task with the step it left (Backlog, for the one made there).
            Database database(databasePath(home));
            QVERIFY(database.open().ok());
            TaskStore tasks(database);
            const auto due = tasks.claimDueStepActions();
            QVERIFY2(due.ok(), qPrintable(due.error()));
            QCOMPARE(due->size(), 3);
            QVERIFY(due->contains(std::pair(neverRan, tasks.get(first)->workflowStepId)));
            QCOMPARE(tasks.claimDueStepActions()->size(), 0); // claimed once
        }

        const CliRun unknown = runCli({s("task"), s("move"), first, s("Deployed"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(s("no step “Deployed” on the board of")) && unknown.err.contains(s("Backlog, In Progress, Review, Done")),
                 qPrintable(unknown.err));
        QCOMPARE(runCli({s("task"), s("move"), first, s("--data-dir"), home}).exitCode, 2);
        QCOMPARE(runCli({s("task"), s("move"), first, s("Review"), s("--before"), s("no-such-task"), s("--data-dir"), home}).exitCode, 2);
    }

    void usageAndUnknownTasks()
    {
        const QString home = fresh(s("home"));
        QCOMPARE(runCli({s("task"), s("frobnicate"), s("--data-dir"), home}).exitCode, 2);
        QCOMPARE(runCli({s("task"), s("show"), s("--data-dir"), home}).exitCode, 2);
        QCOMPARE(runCli({s("task"), s("resume"), s("abc"), s("--data-dir"), home}).exitCode, 2); // no prompt
        QCOMPARE(runCli({s("task"), s("delete"), s("abc"), s("--bogus"), s("--data-dir"), home}).exitCode, 2);
        const CliRun unknown = runCli({s("task"), s("show"), s("no-such-task"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(s("no task with id \"no-such-task\"")), qPrintable(unknown.err));
        QCOMPARE(runCli({s("task"), s("stop"), s("no-such-task"), s("--data-dir"), home}).exitCode, 1);
        QCOMPARE(runCli({s("task"), s("show"), s("--help")}).exitCode, 0);
        // KANDESK_HOME selects the home like --data-dir.
        QProcess process;
        QProcessEnvironment env = cliEnvironment();
        env.insert(s("KANDESK_HOME"), home);
        process.setProcessEnvironment(env);
        process.start(kandeskApp(), {s("secret"), s("list")});
        QVERIFY(process.waitForFinished(30'000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(QFile::exists(databasePath(home)));
    }

    // The command line speaks the locale's language: its results and errors come from the catalog
    // (German here), its JSON and its usage stay as they are.
    void speaksTheLocalesLanguage()
    {
        const QString home = fresh(s("home"));
        const auto inGerman = [](const QStringList &arguments) {
            QProcess process;
            QProcessEnvironment env = cliEnvironment();
            env.insert(s("LC_ALL"), s("de_DE.UTF-8"));
            env.insert(s("LANG"), s("de_DE.UTF-8"));
            env.insert(s("LANGUAGE"), s("de"));
            process.setProcessEnvironment(env);
            process.start(kandeskApp(), arguments);
            process.closeWriteChannel();
            if (!process.waitForFinished(30'000)) {
                process.kill();
                process.waitForFinished();
            }
            return finishRun(process);
        };
        const CliRun unknown = inGerman({s("task"), s("show"), s("no-such-task"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(s("kandesk task show: keine Aufgabe mit der ID „no-such-task“")), qPrintable(unknown.err));
        const CliRun empty = inGerman({s("task"), s("create"), s(" "), s("--data-dir"), home});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(s("kandesk task create: der Titel ist leer\nusage: kandesk task create TITLE")), qPrintable(empty.err));
        const CliRun created = inGerman({s("task"), s("create"), s("Hallo"), s("--data-dir"), home});
        QVERIFY2(created.exitCode == 0 && created.out.startsWith(s("„Hallo“ (")) && created.out.contains(s(" erstellt.")),
                 qPrintable(created.failure()));
        const CliRun listed = inGerman({s("task"), s("list"), s("--json"), s("--data-dir"), home});
        const QJsonArray rows = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().toObject().value(s("title")).toString(), s("Hallo"));
    }

    void helpNamesEveryVerb()
    {
        QProcess process;
        QProcessEnvironment env = cliEnvironment();
        env.insert(s("QT_QPA_PLATFORM"), s("offscreen"));
        process.setProcessEnvironment(env);
        process.start(kandeskApp(), {s("--help")});
        QVERIFY(process.waitForFinished(30'000));
        const QString help = QString::fromLocal8Bit(process.readAllStandardOutput());
        for (const char *verb : {"kandesk task show", "kandesk task move", "kandesk task resume", "kandesk task stop", "kandesk task delete",
                                 "kandesk task restore",
                                 "kandesk secret set", "kandesk profile list"})
            QVERIFY2(help.contains(QLatin1String(verb)), qPrintable(help));
    }
};

QTEST_GUILESS_MAIN(TestCliTasks)
#include "tst_clitasks.moc"
