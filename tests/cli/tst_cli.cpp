// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary on the command line: `kandesk run` with the stub agent and the ACP SDK's
// example agent in temporary repositories, bad flags, a missing repository, Ctrl+C, `task list`.
#include "lifecycle/git/gitcommand.h"
#include "support/gitrepository.h"
#include "support/sdkagent.h"
#include "support/processprobe.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kandesk;

namespace {

const QString kApp = QStringLiteral(KANDESK_APP_PATH);

QString makeRepository(const QString &parent)
{
    const QString repo = QDir(parent).filePath(QStringLiteral("app"));
    QDir().mkpath(repo);
    auto git = [&repo](QStringList args) {
        auto out = git::runGitChecked(repo, args);
        if (!out)
            qFatal("%s", qPrintable(out.error()));
    };
    git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
    git({QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("t@kandesk.invalid")});
    git({QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("T")});
    QFile file(repo + QStringLiteral("/README.md"));
    if (!file.open(QIODevice::WriteOnly) || file.write("# app\n") < 0)
        qFatal("cannot write README");
    file.close();
    git({QStringLiteral("add"), QStringLiteral(".")});
    git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("initial")});
    return QFileInfo(repo).canonicalFilePath();
}

// Processes working in (or logging into) dir: the agents and agentctl of a run with that home.
QStringList processesUnder(const QString &dir)
{
    QStringList found;
    const QString root = QFileInfo(dir).canonicalFilePath();
    if (root.isEmpty())
        return found; // the folder was never made: nothing can work in it
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || !kandesk::test::processAlive(pid))
            continue;
        const QString cwd = QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).symLinkTarget();
        const QString log = QFileInfo(QStringLiteral("/proc/%1/fd/2").arg(pid)).symLinkTarget();
        if (cwd.startsWith(root) || log.startsWith(root)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            const QString command = cmdline.open(QIODevice::ReadOnly)
                ? QString::fromLocal8Bit(cmdline.readAll()).replace(QLatin1Char('\0'), QLatin1Char(' '))
                : QString();
            found.append(QStringLiteral("%1 %2").arg(pid).arg(command.trimmed()));
        }
    }
    return found;
}

struct Run {
    int exitCode = -1;
    QList<QJsonObject> lines;
    QString out;
    QString err;

    QStringList kinds() const
    {
        QStringList found;
        for (const QJsonObject &line : lines)
            found.append(line.value(QStringLiteral("kind")).toString());
        return found;
    }
    QStringList eventTypes() const
    {
        QStringList found;
        for (const QJsonObject &line : lines) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("agent_event"))
                found.append(line.value(QStringLiteral("event")).toObject().value(QStringLiteral("type")).toString());
        }
        return found;
    }
    // The text of the message chunks, joined (agentctl joins chunks written together).
    QString messageText() const
    {
        QString text;
        for (const QJsonObject &line : lines) {
            const QJsonObject event = line.value(QStringLiteral("event")).toObject();
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("agent_event")
                && event.value(QStringLiteral("type")).toString() == QLatin1String("message_chunk"))
                text += event.value(QStringLiteral("text")).toString();
        }
        return text;
    }
    QJsonObject first(const QString &kind) const
    {
        for (const QJsonObject &line : lines) {
            if (line.value(QStringLiteral("kind")).toString() == kind)
                return line;
        }
        return {};
    }
    QString agentText() const
    {
        QString text;
        for (const QJsonObject &line : lines)
            text += line.value(QStringLiteral("event")).toObject().value(QStringLiteral("text")).toString();
        return text;
    }
};

QProcessEnvironment cleanEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("KANDESK_HOME"));
    env.insert(QStringLiteral("KANDESK_AGENTCTL"), QStringLiteral(KANDESK_AGENTCTL_PATH));
    return env;
}

Run parseRun(QProcess &process)
{
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    const QStringList outLines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : outLines)
        run.lines.append(QJsonDocument::fromJson(line.toUtf8()).object());
    return run;
}

Run runKandesk(const QStringList &arguments, int timeoutMs = 60'000)
{
    QProcess process;
    process.setProcessEnvironment(cleanEnvironment());
    process.start(kApp, arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(kApp));
    process.closeWriteChannel(); // standard input is no terminal
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    return parseRun(process);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_runs = 0;

    QString freshDir(const QString &name) { return m_dir.filePath(name + QString::number(++m_runs)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kApp).isExecutable(), qPrintable(kApp));
    }

    void runStreamsPrepareStepsThenAgentEvents()
    {
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                    QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                                    QStringLiteral("'" KANDESK_STUBAGENT_PATH "' "), QStringLiteral("stream 3")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QStringList kinds = run.kinds();
        QVERIFY2(!kinds.contains(QString()), qPrintable(run.out)); // every line is JSON with a kind
        QCOMPARE(kinds.constLast(), QStringLiteral("done"));
        const qsizetype firstEvent = kinds.indexOf(QStringLiteral("agent_event"));
        QVERIFY2(kinds.indexOf(QStringLiteral("prepare_step")) >= 0 && kinds.indexOf(QStringLiteral("prepare_step")) < firstEvent,
                 qPrintable(kinds.join(QLatin1Char(','))));
        QVERIFY(kinds.lastIndexOf(QStringLiteral("prepare_step")) < firstEvent);
        QVERIFY(kinds.indexOf(QStringLiteral("prepare_completed")) < firstEvent);

        QStringList steps;
        for (const QJsonObject &line : run.lines) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("prepare_step")
                && line.value(QStringLiteral("status")).toString() == QLatin1String("completed"))
                steps.append(line.value(QStringLiteral("name")).toString());
        }
        QCOMPARE(steps, (QStringList{QStringLiteral("Validate repository"), QStringLiteral("Create worktree"),
                                     QStringLiteral("Start agentctl"), QStringLiteral("Create agent instance")}));
        QStringList types = run.eventTypes();
        QVERIFY(types.contains(QStringLiteral("message_chunk")));
        QCOMPARE(run.messageText(), QStringLiteral("chunk 0 chunk 1 chunk 2 "));
        // After the turn, the workflow says where the task went ("Moved to Review: the turn completed.").
        QCOMPARE(types.constLast(), QStringLiteral("workflow_step"));
        types.removeAll(QStringLiteral("workflow_step"));
        QCOMPARE(types.constLast(), QStringLiteral("complete"));

        const QJsonObject done = run.lines.constLast();
        QCOMPARE(done.value(QStringLiteral("exit_code")).toInt(), 0);
        QCOMPARE(done.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        const QString worktree = done.value(QStringLiteral("workspace_path")).toString();
        QVERIFY2(worktree.startsWith(QFileInfo(home).canonicalFilePath() + QStringLiteral("/tasks/")), qPrintable(worktree));
        QVERIFY(QFile::exists(worktree + QStringLiteral("/README.md")));
        QTRY_COMPARE(processesUnder(home), QStringList{});

        // The task is in the same database the window reads.
        const Run list = runKandesk({QStringLiteral("task"), QStringLiteral("list"), QStringLiteral("--json"),
                                     QStringLiteral("--data-dir"), home});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        const QJsonArray tasks = QJsonDocument::fromJson(list.out.toUtf8()).array();
        QCOMPARE(tasks.size(), 1);
        QCOMPARE(tasks.at(0).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("stream 3"));
        QCOMPARE(tasks.at(0).toObject().value(QStringLiteral("session_state")).toString(), QStringLiteral("WAITING_FOR_INPUT"));
        // Its turn ended: it moved to Review, as a task run from the window does.
        QCOMPARE(tasks.at(0).toObject().value(QStringLiteral("step")).toString(), QStringLiteral("Review"));
    }

    void withoutATerminalAPermissionIsRejected()
    {
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                    QStringLiteral("--executor"), QStringLiteral("local"), QStringLiteral("--data-dir"), home,
                                    QStringLiteral("--agent-command"), QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"),
                                    QStringLiteral("permission")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.err.contains(QStringLiteral("rejected")), qPrintable(run.err));
        QVERIFY(run.kinds().contains(QStringLiteral("permission_answered")));
        QVERIFY2(run.agentText().contains(QStringLiteral("permission: selected no")), qPrintable(run.agentText()));
        QTRY_COMPARE(processesUnder(home), QStringList{});
    }

    // On a terminal the question is asked and the answer read without blocking the event loop.
    void onATerminalThePermissionIsAsked()
    {
        const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
        if (script.isEmpty())
            QSKIP("util-linux script is not installed: no pseudo-terminal to run kandesk on");
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const QString command = QStringLiteral("'%1' run --executor local --repo '%2' --data-dir '%3' --agent-command '%4' permission")
                                    .arg(kApp, repo, home, QStringLiteral(KANDESK_STUBAGENT_PATH));
        QProcess process;
        process.setProcessEnvironment(cleanEnvironment());
        process.start(script, {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        QVERIFY(process.waitForStarted());
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += process.readAll()).contains("Answer [1-2]"), 30'000);
        process.write("1\n");
        QVERIFY(process.waitForFinished(30'000));
        seen += process.readAll();
        QVERIFY2(process.exitCode() == 0, seen.constData());
        QVERIFY2(seen.contains("permission: selected proceed_once"), seen.constData());
        QTRY_COMPARE(processesUnder(home), QStringList{});
    }

    // The agent's request for input: without a terminal it is declined; on one its form is asked
    // a field at a time, a wrong answer asked again, Enter keeping the default.
    void theAgentsFormIsDeclinedWithoutATerminalAndAskedOnOne()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run here");
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const QString state = freshDir(QStringLiteral("sdk2"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                    QStringLiteral("--executor"), QStringLiteral("local"), QStringLiteral("--data-dir"), home,
                                    QStringLiteral("--agent-command"), test::sdk2AgentCommand(node, state), QStringLiteral("elicit")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.err.contains(QStringLiteral("declined: standard input is not a terminal")), qPrintable(run.err));
        QVERIFY(run.kinds().contains(QStringLiteral("elicitation_answered")));
        QVERIFY2(run.agentText().startsWith(QStringLiteral("form: decline null")), qPrintable(run.agentText()));

        const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
        QVERIFY2(!script.isEmpty(), "util-linux script is not installed: no pseudo-terminal to run kandesk on");
        const QString command = QStringLiteral("'%1' run --executor local --repo '%2' --data-dir '%3' --agent-command \"%4\" elicit")
                                    .arg(kApp, repo, home, test::sdk2AgentCommand(node, state));
        QProcess process;
        process.setProcessEnvironment(cleanEnvironment());
        process.start(script, {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        QVERIFY(process.waitForStarted());
        QByteArray seen;
        auto answerWhenAsked = [&](const char *question, const char *answer) {
            QTRY_VERIFY_WITH_TIMEOUT((seen += process.readAll()).contains(question), 30'000);
            seen.clear();
            process.write(answer);
        };
        answerWhenAsked("Service name*: ", "x\n"); // too short
        answerWhenAsked("Service name needs at least 2 characters.", "billing\n");
        answerWhenAsked("Colour* (1) Blue, 2) Green, 3) Red): ", "2\n");
        answerWhenAsked("Replicas (a whole number from 1 to 10) [2]: ", "\n");
        answerWhenAsked("Skip the canary (y/n) [n]: ", "y\n");
        answerWhenAsked("Tags (", "api\n");
        QVERIFY(process.waitForFinished(30'000));
        seen += process.readAll();
        QVERIFY2(process.exitCode() == 0, seen.constData());
        QVERIFY2(seen.contains(R"(form: accept {"colour":"green","count":2,"fast":true,"name":"billing","tags":["api"]})"),
                 seen.constData());
        QTRY_COMPARE(processesUnder(home), QStringList{});
    }

    // `kandesk session list`: the sessions the profile's agent keeps (ACP session/list), for a folder
    // or all, as lines or JSON; a profile that is not there and an unknown command said as such;
    // `kandesk session import` of one of them.
    void theAgentsOwnSessionsAreListed()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run here");
        const QString home = freshDir(QStringLiteral("home"));
        const QString state = freshDir(QStringLiteral("sdk2"));
        const QString project = freshDir(QStringLiteral("project"));
        QVERIFY(QDir().mkpath(project));
        const QString updated = QStringLiteral("2026-12-01T09:00:00.000Z");
        QVERIFY(QDir().mkpath(state));
        QVERIFY(test::writeSdk2Session(state, QStringLiteral("here"), project, QStringLiteral("Fix the login"), updated));
        QVERIFY(test::writeSdk2Session(state, QStringLiteral("there"), QStringLiteral("/srv/elsewhere"), QStringLiteral("Elsewhere"), updated));
        const Run added = runKandesk({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("--data-dir"), home,
                                      QStringLiteral("--name"), QStringLiteral("sdk2"), QStringLiteral("--agent-command"),
                                      test::sdk2AgentCommand(node, state), QStringLiteral("--agent-id"), QStringLiteral("sdk2-agent")});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));

        const Run listed = runKandesk({QStringLiteral("session"), QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--agent"),
                                       QStringLiteral("sdk2-agent"), QStringLiteral("--repo"), project, QStringLiteral("--data-dir"), home});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray sessions = QJsonDocument::fromJson(listed.out.toUtf8()).object().value(QStringLiteral("sessions")).toArray();
        QCOMPARE(sessions.size(), 1);
        QCOMPARE(sessions.at(0).toObject().value(QStringLiteral("session_id")).toString(), QStringLiteral("here"));
        QCOMPARE(sessions.at(0).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("Fix the login"));
        QCOMPARE(sessions.at(0).toObject().value(QStringLiteral("updated_at")).toString(), QStringLiteral("2026-12-01T09:00:00Z"));

        const Run lines = runKandesk({QStringLiteral("session"), QStringLiteral("list"), QStringLiteral("--profile"),
                                     QStringLiteral("sdk2"), QStringLiteral("--data-dir"), home});
        QVERIFY2(lines.exitCode == 0, qPrintable(lines.err));
        QVERIFY2(lines.out.contains(QStringLiteral("here  ")) && lines.out.contains(QStringLiteral("  Fix the login  ") + project)
                     && lines.out.contains(QStringLiteral("there  ")),
                 qPrintable(lines.out));

        const Run noProfile = runKandesk({QStringLiteral("session"), QStringLiteral("list"), QStringLiteral("--profile"),
                                         QStringLiteral("nope"), QStringLiteral("--data-dir"), home});
        QCOMPARE(noProfile.exitCode, 1);
        QVERIFY2(noProfile.err.contains(QStringLiteral("no agent profile is named \"nope\"")), qPrintable(noProfile.err));
        const Run noAgent = runKandesk({QStringLiteral("session"), QStringLiteral("list"), QStringLiteral("--agent"),
                                       QStringLiteral("nobody"), QStringLiteral("--data-dir"), home});
        QCOMPARE(noAgent.exitCode, 1);
        QVERIFY2(noAgent.err.contains(QStringLiteral("no agent profile runs the agent nobody")), qPrintable(noAgent.err));
        const Run unknown = runKandesk({QStringLiteral("session"), QStringLiteral("forget"), QStringLiteral("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("unknown command \"forget\" (known: list, import)")), qPrintable(unknown.err));

        // `kandesk session import`: the session becomes a task in its folder, its agent stopped
        // afterwards; `kandesk task resume` goes on with it in the same agent session.
        const Run imported = runKandesk({QStringLiteral("session"), QStringLiteral("import"), QStringLiteral("here"),
                                         QStringLiteral("--json"), QStringLiteral("--data-dir"), home});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QJsonObject made = QJsonDocument::fromJson(imported.out.toUtf8()).object();
        QCOMPARE(made.value(QStringLiteral("title")).toString(), QStringLiteral("Fix the login"));
        QCOMPARE(made.value(QStringLiteral("already_imported")).toBool(), false);
        QCOMPARE(processesUnder(home), QStringList{});
        const QString taskId = made.value(QStringLiteral("task_id")).toString();
        const Run resumed = runKandesk({QStringLiteral("task"), QStringLiteral("resume"), taskId, QStringLiteral("and the logout"),
                                        QStringLiteral("--data-dir"), home});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QStringLiteral("resumed: here")) && resumed.out.contains(QStringLiteral("echo: and the logout")),
                 qPrintable(resumed.out));
        const Run again = runKandesk({QStringLiteral("session"), QStringLiteral("import"), QStringLiteral("here"),
                                      QStringLiteral("--data-dir"), home});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("Brought in before as task “Fix the login” (") + taskId + QStringLiteral(").")),
                 qPrintable(again.out));
        const Run notKept = runKandesk({QStringLiteral("session"), QStringLiteral("import"), QStringLiteral("nowhere"),
                                        QStringLiteral("--data-dir"), home});
        QCOMPARE(notKept.exitCode, 1);
        QVERIFY2(notKept.err.contains(QStringLiteral("kandesk session import: the agent keeps no session “nowhere”")), qPrintable(notKept.err));
        const Run noId = runKandesk({QStringLiteral("session"), QStringLiteral("import"), QStringLiteral("--data-dir"), home});
        QCOMPARE(noId.exitCode, 2);
    }

    void theSdkAgentRunsWithAutoApprove()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run here");
        if (!QFile::exists(test::sdkAgentScript()))
            QSKIP("the ACP SDK is not installed (packaging/setup-test-deps.sh installs it)");
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--auto-approve"),
                                    QStringLiteral("--repo"), repo, QStringLiteral("--data-dir"), home,
                                    QStringLiteral("--agent-command"), test::quickSdkAgentCommand(node),
                                    QStringLiteral("Please improve the configuration.")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        // The permission was answered for us (allow), so the agent applied the change.
        QVERIFY2(run.agentText().contains(QStringLiteral("successfully updated the configuration")), qPrintable(run.agentText()));
        QVERIFY(run.eventTypes().contains(QStringLiteral("tool_call")));
        QCOMPARE(run.kinds().constLast(), QStringLiteral("done"));
        QTRY_COMPARE(processesUnder(home), QStringList{});

        // The agent's tool updates carry no title: `task show` names them by their call's.
        const Run show = runKandesk({QStringLiteral("task"), QStringLiteral("show"),
                                     run.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString(),
                                     QStringLiteral("--data-dir"), home});
        QCOMPARE(show.exitCode, 0);
        QVERIFY2(show.out.contains(QStringLiteral("[tool] Reading project files pending\n")), qPrintable(show.out));
        QVERIFY2(show.out.contains(QStringLiteral("[tool] Reading project files completed\n")), qPrintable(show.out));
        QVERIFY2(!show.out.contains(QStringLiteral("[tool] completed")), qPrintable(show.out));
        // The session's agent reads as its profile's name, not as the profile's generated id.
        QVERIFY2(show.out.contains(QStringLiteral("agent: Custom agent (")), qPrintable(show.out));
    }

    void aCrashingAgentFailsTheRunAndLeavesNothingBehind()
    {
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                    QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                                    QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"), QStringLiteral("crash")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("exited with code 3 during the turn")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("simulated crash")), qPrintable(run.err)); // its last stderr line
        QCOMPARE(run.kinds().constLast(), QStringLiteral("done"));
        QCOMPARE(run.lines.constLast().value(QStringLiteral("exit_code")).toInt(), 1);
        QTRY_COMPARE(processesUnder(home), QStringList{});
    }

    // An agent that cannot start says why, in plain words, as text and as JSON, and `task show`
    // says the same afterwards; the run exits 1 and leaves nothing running.
    void aFailedStartSaysWhy_data()
    {
        QTest::addColumn<QString>("agentCommand");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QStringList>("said");
        QTest::addColumn<QString>("stderrLine");

        QTest::newRow("exits with a reason on stderr")
            << QStringLiteral("sh -c 'echo OPENAI_API_KEY is not set >&2; exit 3'") << QStringList{}
            << QStringList{QStringLiteral("exited with code 3 while starting (initialize)")} << QStringLiteral("OPENAI_API_KEY is not set");
        QTest::newRow("wants a sign-in")
            << QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --faults '%1'") << QStringList{}
            << QStringList{QStringLiteral("needs you to sign in"), QStringLiteral("Log in to the stub"), QStringLiteral("stubagent --login")}
            << QString();
        QTest::newRow("does not answer")
            << QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --faults '%1'") << QStringList{QStringLiteral("--start-timeout"), QStringLiteral("1")}
            << QStringList{QStringLiteral("did not answer within 1 s while starting (initialize)"), QStringLiteral("--start-timeout")}
            << QString();
    }

    void aFailedStartSaysWhy()
    {
        QFETCH(QString, agentCommand);
        QFETCH(QStringList, extra);
        QFETCH(QStringList, said);
        QFETCH(QString, stderrLine);
        const QString faults = freshDir(QStringLiteral("faults"));
        {
            QFile file(faults);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QTest::currentDataTag() == QByteArray("wants a sign-in") ? "auth-session-new" : "hang-initialize");
        }
        const QString command = agentCommand.contains(QLatin1String("%1")) ? agentCommand.arg(faults) : agentCommand;
        for (const bool json : {false, true}) {
            const QString repo = makeRepository(freshDir(QStringLiteral("src")));
            const QString home = freshDir(QStringLiteral("home"));
            QStringList arguments{QStringLiteral("run"), QStringLiteral("--repo"), repo, QStringLiteral("--data-dir"), home,
                                  QStringLiteral("--agent-command"), command};
            if (json)
                arguments.append(QStringLiteral("--json"));
            const Run run = runKandesk(arguments + extra + QStringList{QStringLiteral("stream 1")});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(!run.err.contains(QStringLiteral("/api/")) && !run.err.contains(QStringLiteral("POST")), qPrintable(run.err));
            for (const QString &words : std::as_const(said))
                QVERIFY2(run.err.contains(words), qPrintable(words + QStringLiteral(" not in:\n") + run.err));
            if (!stderrLine.isEmpty())
                QVERIFY2(run.err.contains(stderrLine), qPrintable(run.err));
            if (json) {
                const QJsonObject done = run.lines.constLast();
                QCOMPARE(done.value(QStringLiteral("kind")).toString(), QStringLiteral("done"));
                QVERIFY2(done.value(QStringLiteral("error")).toString().contains(said.constFirst()), qPrintable(run.out));
                QVERIFY(!done.value(QStringLiteral("advice")).toArray().isEmpty());
                if (!stderrLine.isEmpty())
                    QVERIFY2(done.value(QStringLiteral("stderr")).toArray().contains(QJsonValue(stderrLine)), qPrintable(run.out));
                // `task show` tells the same story later.
                const Run show = runKandesk({QStringLiteral("task"), QStringLiteral("show"),
                                             run.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString(),
                                             QStringLiteral("--data-dir"), home});
                QCOMPARE(show.exitCode, 0);
                QVERIFY2(show.out.contains(said.constFirst()), qPrintable(show.out));
                if (!stderrLine.isEmpty())
                    QVERIFY2(show.out.contains(stderrLine), qPrintable(show.out));
            }
            QTRY_COMPARE(processesUnder(home), QStringList{});
        }
    }

    void aMissingRepositoryFailsNamingThePath()
    {
        const QString home = freshDir(QStringLiteral("home"));
        const QString missing = m_dir.filePath(QStringLiteral("nowhere/app"));
        const Run run = runKandesk({QStringLiteral("run"), QStringLiteral("--repo"), missing, QStringLiteral("--data-dir"), home,
                                    QStringLiteral("--agent-command"), QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"),
                                    QStringLiteral("stream 1")});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(missing), qPrintable(run.err));
        QCOMPARE(processesUnder(home), QStringList{});
        QCOMPARE(processesUnder(m_dir.path()), QStringList{});
    }

    void malformedFlagsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        const QString repo = m_dir.path();
        QTest::newRow("unknown executor") << QStringList{QStringLiteral("--executor"), QStringLiteral("banana"), QStringLiteral("--repo"), repo, QStringLiteral("x")}
                                          << QStringLiteral("banana");
        QTest::newRow("no repository") << QStringList{QStringLiteral("x")} << QStringLiteral("--repo");
        QTest::newRow("unknown flag") << QStringList{QStringLiteral("--repo"), repo, QStringLiteral("--frobnicate"), QStringLiteral("x")}
                                      << QStringLiteral("frobnicate");
        QTest::newRow("no prompt") << QStringList{QStringLiteral("--repo"), repo} << QStringLiteral("prompt");
        QTest::newRow("start timeout not a number")
            << QStringList{QStringLiteral("--repo"), repo, QStringLiteral("--start-timeout"), QStringLiteral("soon"), QStringLiteral("x")}
            << QStringLiteral("--start-timeout must be a whole number");
        QTest::newRow("two agents") << QStringList{QStringLiteral("--repo"), repo, QStringLiteral("--agent"), QStringLiteral("a"),
                                                   QStringLiteral("--agent-command"), QStringLiteral("b"), QStringLiteral("x")}
                                    << QStringLiteral("exclude");
    }
    void malformedFlagsAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const Run run = runKandesk(QStringList{QStringLiteral("run")} + arguments + QStringList{QStringLiteral("--data-dir"), freshDir(QStringLiteral("home"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(reason), qPrintable(run.err));
    }

    void ctrlCCancelsAndStopsCleanly()
    {
        const QString repo = makeRepository(freshDir(QStringLiteral("src")));
        const QString home = freshDir(QStringLiteral("home"));
        QProcess process;
        process.setProcessEnvironment(cleanEnvironment());
        process.start(kApp, {QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo, QStringLiteral("--data-dir"), home,
                             QStringLiteral("--agent-command"), QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"), QStringLiteral("slow")});
        QVERIFY(process.waitForStarted());
        process.closeWriteChannel();
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += process.readAllStandardOutput()).contains("message_chunk"), 30'000);
        QVERIFY(::kill(pid_t(process.processId()), SIGINT) == 0);
        QVERIFY(process.waitForFinished(30'000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QTRY_COMPARE(processesUnder(home), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
