// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Every everyday failure of an agent, provoked on the real path (TaskRunner, a real agentctl, the
// scripted stub agent, a real SQLite file and git worktree), one data row each. For each: the
// session's final state, the words the user reads, nothing left running, the transcript so far
// intact, and a retry that completes a turn.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include "support/stubtasks.h"
#include "support/runnerwaits.h"
#include "support/processprobe.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace kandesk;

namespace {

// How the fault is provoked.
enum class Provoke {
    StartFault,     // the stub's --faults file holds a word before the start
    PromptWords,    // the first prompt's words script the turn
    KillAgentctl,   // SIGKILL to agentctl mid-turn
    StopMidTurn,    // the user stops a turn the agent never ends
    FullDisk,       // the database cannot be written while the turn records
};

// Where the session ends up: a failed start, or a failed/ended turn that waits for input.
enum class Ends { FailedStart, FailedTurn, CompletedTurn, StoppedTurn };

QString sessionText(const QList<Message> &messages)
{
    QString text;
    for (const Message &message : messages)
        text += sessionevent::name(message.event.kind) + QLatin1Char(' ') + MessageStore::payloadOf(message.event) + QLatin1Char('\n');
    return text;
}

QList<qint64> processesWhoseCommandLineHas(const QString &needle)
{
    QList<qint64> found;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(needle.toUtf8()) && test::processAlive(pid))
            found.append(pid);
    }
    return found;
}

void setFileSizeLimit(rlim_t limit)
{
    rlimit value{};
    ::getrlimit(RLIMIT_FSIZE, &value);
    value.rlim_cur = limit;
    ::setrlimit(RLIMIT_FSIZE, &value);
}

} // namespace

Q_DECLARE_METATYPE(Provoke)
Q_DECLARE_METATYPE(Ends)

class TestFaultMatrix : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_workspaceId;
    int m_rows = 0;

    template<typename T>
    T waitFor(QFuture<T> future, int timeoutMs = 90'000)
    {
        return test::waitForFuture(std::move(future), timeoutMs);
    }

    // Empty when the session stopped; otherwise why not, for the failure message.
    QString stopError(const QString &sessionId)
    {
        const Status stopped = waitFor(runner().stop(sessionId));
        return stopped ? QString() : stopped.error();
    }

    TaskRunner &runner() { return m_runtime->runner(); }

    SessionState stateOf(const QString &sessionId) { return test::storedState(runner(), *m_database, sessionId); }

    QList<Message> transcript(const QString &sessionId) { return test::storedTranscript(runner(), *m_database, sessionId, 5000); }

    // A profile of its own per row: the stub reads its start faults from faultsFile.
    QString makeTask(const QString &prompt, const QString &faultsFile, int startTimeoutSeconds)
    {
        const QString n = QString::number(++m_rows);
        AgentProfile profile;
        profile.id = QStringLiteral("stub-profile-") + n;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub-") + n;
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --faults '%1'").arg(faultsFile);
        profile.startTimeoutSeconds = startTimeoutSeconds;
        return test::makeTaskForProfile(*m_database, m_workspaceId, m_home.filePath(QStringLiteral("src-") + n + QStringLiteral("/app")),
                                        profile, QStringLiteral("Fault ") + n, prompt);
    }

    void setProfileStartTimeout(const QString &taskId, int seconds)
    {
        ProfileStore profiles(*m_database);
        auto profile = profiles.agentProfile(TaskStore(*m_database).get(taskId)->agentProfileId);
        QVERIFY(profile.ok());
        if (profile->startTimeoutSeconds == seconds)
            return;
        profile->startTimeoutSeconds = seconds;
        const auto saved = profiles.saveAgentProfile(profile.value());
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
    }

    static void writeFile(const QString &path, const QByteArray &content)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        std::signal(SIGXFSZ, SIG_IGN); // the full-disk row: a refused write is an error, not a signal
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        auto workspace = WorkspaceStore(*m_database).create(QStringLiteral("Faults"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        auto runtime = TaskRunnerRuntime::create(*m_database, {m_home.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    void cleanup()
    {
        setFileSizeLimit(RLIM_INFINITY);
        const auto live = SessionStore(*m_database).listInStates({SessionState::Starting, SessionState::Running, SessionState::WaitingForInput});
        for (const TaskSession &session : live.value()) {
            if (runner().isRunning(session.id))
                QCOMPARE(stopError(session.id), QString());
        }
    }

    void cleanupTestCase()
    {
        m_runtime.reset();
        m_database.reset();
    }

    void aFaultIsSaidAndTheTaskStillWorks_data()
    {
        QTest::addColumn<Provoke>("provoke");
        QTest::addColumn<QString>("script"); // start fault words, or the first prompt
        QTest::addColumn<Ends>("ends");
        QTest::addColumn<QStringList>("said"); // what the user reads, in the transcript or the start's error
        QTest::addColumn<QString>("kept");     // transcript text that must survive the fault

        QTest::newRow("exits at start with stderr") << Provoke::StartFault << QStringLiteral("exit-at-start") << Ends::FailedStart
                                                    << QStringList{QStringLiteral("Stub exited with code 3 while starting"), QStringLiteral("OPENAI_API_KEY is not set")}
                                                    << QStringLiteral("user_prompt");
        QTest::newRow("exits mid-turn") << Provoke::PromptWords << QStringLiteral("crash") << Ends::FailedTurn
                                        << QStringList{QStringLiteral("Stub exited with code 3 during the turn"), QStringLiteral("simulated crash")}
                                        << QStringLiteral("about to crash");
        QTest::newRow("killed by a signal") << Provoke::PromptWords << QStringLiteral("killself") << Ends::FailedTurn
                                            << QStringList{QStringLiteral("Stub was killed by signal 9 (SIGKILL) during the turn"), QStringLiteral("killing itself")}
                                            << QStringLiteral("about to be killed");
        QTest::newRow("hangs at initialize") << Provoke::StartFault << QStringLiteral("hang-initialize") << Ends::FailedStart
                                             << QStringList{QStringLiteral("Stub did not answer within 2 s while starting (initialize)")}
                                             << QStringLiteral("user_prompt");
        QTest::newRow("hangs at session/new") << Provoke::StartFault << QStringLiteral("hang-session-new") << Ends::FailedStart
                                              << QStringList{QStringLiteral("Stub did not answer within 2 s while opening a session (session/new)")}
                                              << QStringLiteral("user_prompt");
        QTest::newRow("hangs mid-turn") << Provoke::StopMidTurn << QStringLiteral("hang") << Ends::StoppedTurn
                                        << QStringList{} << QStringLiteral("hanging");
        QTest::newRow("auth required at session/new") << Provoke::StartFault << QStringLiteral("auth-session-new") << Ends::FailedStart
                                                      << QStringList{QStringLiteral("Stub needs you to sign in"), QStringLiteral("Log in to the stub"),
                                                                     QStringLiteral("stubagent --login")}
                                                      << QStringLiteral("user_prompt");
        QTest::newRow("auth required at prompt") << Provoke::StartFault << QStringLiteral("auth-prompt") << Ends::FailedTurn
                                                 << QStringList{QStringLiteral("Stub needs you to sign in"), QStringLiteral("Log in to the stub")}
                                                 << QStringLiteral("user_prompt");
        QTest::newRow("garbage lines") << Provoke::PromptWords << QStringLiteral("garbage") << Ends::CompletedTurn
                                       << QStringList{QStringLiteral("not JSON")} << QStringLiteral("after garbage");
        QTest::newRow("a 10 MB line") << Provoke::PromptWords << QStringLiteral("huge") << Ends::CompletedTurn
                                      << QStringList{QStringLiteral("not JSON")} << QStringLiteral("after huge");
        QTest::newRow("invalid UTF-8") << Provoke::PromptWords << QStringLiteral("badutf8 stream 1") << Ends::CompletedTurn
                                       << QStringList{QStringLiteral("not valid UTF-8")} << QStringLiteral("bad \uFFFD");
        QTest::newRow("unknown id and another session") << Provoke::PromptWords << QStringLiteral("unknown-id other-session stream 1")
                                                        << Ends::CompletedTurn << QStringList{} << QStringLiteral("chunk 0");
        QTest::newRow("agentctl killed mid-turn") << Provoke::KillAgentctl << QStringLiteral("slow") << Ends::FailedTurn
                                                  << QStringList{QStringLiteral("Lost the connection to Stub's sidecar")} << QStringLiteral("tick");
        QTest::newRow("database cannot be written while recording") << Provoke::FullDisk << QStringLiteral("slow") << Ends::StoppedTurn
                                                                    << QStringList{QStringLiteral("could not save this session's transcript")}
                                                                    << QStringLiteral("tick");
    }

    void aFaultIsSaidAndTheTaskStillWorks()
    {
        QFETCH(Provoke, provoke);
        QFETCH(QString, script);
        QFETCH(Ends, ends);
        QFETCH(QStringList, said);
        QFETCH(QString, kept);

        const QString faults = m_home.filePath(QStringLiteral("faults-%1").arg(m_rows + 1));
        if (provoke == Provoke::StartFault)
            writeFile(faults, script.toUtf8());
        const QString prompt = provoke == Provoke::StartFault ? QStringLiteral("stream 2") : script;
        // The hangs wait 2 s; everything else gets the default, however loaded the machine is.
        const QString taskId = makeTask(prompt, faults, script.startsWith(QLatin1String("hang-")) ? 2 : 0);

        QSignalSpy events(&runner(), &TaskRunner::agentEvent);
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy failed(&runner(), &TaskRunner::turnFailed);
        auto started = waitFor(runner().startTask(taskId));
        QString sessionId = started.ok() ? started.value() : QString();
        if (!started.ok()) {
            const auto sessions = SessionStore(*m_database).listForTask(taskId);
            QVERIFY(sessions.ok() && sessions->size() == 1);
            sessionId = sessions->constFirst().id;
        }
        QVERIFY2(started.ok() == (ends != Ends::FailedStart), qPrintable(started.error()));

        auto userWords = [&] {
            QString words = started.error() + QLatin1Char('\n') + sessionText(transcript(sessionId));
            for (const QList<QVariant> &event : std::as_const(events))
                words += QString::fromUtf8(QJsonDocument(event.at(2).value<kandesk::SessionEvent>().toJson()).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
            return words;
        };

        switch (provoke) {
        case Provoke::KillAgentctl: {
            QTRY_VERIFY_WITH_TIMEOUT(sessionText(transcript(sessionId)).contains(QStringLiteral("tick")), 10'000);
            const qint64 pid = ExecutorsRunningTable(*m_database).get(sessionId)->pid;
            QVERIFY(pid > 0);
            QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
            QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60'000);
            break;
        }
        case Provoke::StopMidTurn:
            QTRY_VERIFY_WITH_TIMEOUT(sessionText(transcript(sessionId)).contains(kept), 10'000);
            QCOMPARE(stopError(sessionId), QString());
            break;
        case Provoke::FullDisk: {
            QTRY_VERIFY_WITH_TIMEOUT(sessionText(transcript(sessionId)).contains(kept), 10'000);
            setFileSizeLimit(0); // every write to a file fails from here on, as on a full disk
            QTRY_VERIFY_WITH_TIMEOUT(userWords().contains(said.constFirst()), 20'000);
            setFileSizeLimit(RLIM_INFINITY);
            QCOMPARE(stopError(sessionId), QString());
            break;
        }
        case Provoke::StartFault:
        case Provoke::PromptWords:
            if (ends == Ends::FailedTurn)
                QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30'000);
            else if (ends == Ends::CompletedTurn)
                QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
            break;
        }

        // The session's final state.
        const SessionState expected = ends == Ends::FailedStart ? SessionState::Failed : SessionState::WaitingForInput;
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(sessionId), expected, 10'000);

        // What the user reads, in plain words: no routes, verbs or status codes.
        const QString words = userWords();
        for (const QString &expectedWords : std::as_const(said))
            QVERIFY2(words.contains(expectedWords), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(expectedWords, words.right(3000))));
        QVERIFY2(!words.contains(QStringLiteral("/api/v1")) && !words.contains(QStringLiteral("POST ")), qPrintable(words.right(2000)));
        if (script.contains(QStringLiteral("other-session")))
            QVERIFY(!words.contains(QStringLiteral("foreign")));
        if (provoke == Provoke::PromptWords && ends == Ends::CompletedTurn && !said.isEmpty()) {
            // A warning is said once per kind and turn, not once per bad line.
            QHash<QString, int> warnings;
            for (const QList<QVariant> &event : std::as_const(events)) {
                const QJsonObject fields = event.at(2).value<kandesk::SessionEvent>().toJson();
                if (event.at(1).toString() == sessionId && fields.value(QStringLiteral("type")).toString() == QLatin1String("warning"))
                    ++warnings[fields.value(QStringLiteral("warning_kind")).toString()];
            }
            QVERIFY(!warnings.isEmpty());
            for (auto it = warnings.cbegin(); it != warnings.cend(); ++it)
                QVERIFY2(it.value() == 1, qPrintable(QStringLiteral("%1 warnings of kind %2").arg(it.value()).arg(it.key())));
        }

        // The transcript so far is intact.
        QVERIFY2(sessionText(transcript(sessionId)).contains(kept), qPrintable(sessionText(transcript(sessionId)).right(2000)));
        QVERIFY(sessionText(transcript(sessionId)).contains(QStringLiteral("user_prompt")));
        {
            QSqlQuery integrity(*m_database->connection());
            QVERIFY(integrity.exec(QStringLiteral("PRAGMA integrity_check")) && integrity.next());
            QCOMPARE(integrity.value(0).toString(), QStringLiteral("ok"));
            integrity.finish(); // else this connection keeps reading the snapshot of this moment
        }

        // Nothing is left running once the session does not run.
        if (runner().isRunning(sessionId))
            QCOMPARE(stopError(sessionId), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_runtime->processes().runningCount(), 0, 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(processesWhoseCommandLineHas(faults).isEmpty(), 10'000);

        // A retry (resume, as the window's Send or Retry does) completes a turn.
        QFile::remove(faults);
        setProfileStartTimeout(taskId, 0);
        finished.clear();
        auto resumed = waitFor(runner().resume(sessionId, QStringLiteral("stream 3")));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QTRY_VERIFY2_WITH_TIMEOUT(stateOf(sessionId) == SessionState::WaitingForInput,
                                  qPrintable(SessionStore(*m_database).get(sessionId)->errorMessage + QLatin1Char('\n') + sessionText(transcript(sessionId)).right(3000)),
                                  10'000);
        QTRY_VERIFY2_WITH_TIMEOUT(sessionText(transcript(sessionId)).contains(QStringLiteral("chunk 2")),
                                  qPrintable(sessionText(transcript(sessionId)).right(3000)), 10'000);
        QCOMPARE(stopError(sessionId), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_runtime->processes().runningCount(), 0, 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(processesWhoseCommandLineHas(faults).isEmpty(), 10'000);
    }

    // Stop and Cancel work at every moment of a start, and nothing is left running.
    void aStartCanBeStoppedAtEveryStep_data()
    {
        QTest::addColumn<QString>("hangAt");
        QTest::addColumn<bool>("cancel");
        QTest::newRow("stop while initialize waits") << QStringLiteral("hang-initialize") << false;
        QTest::newRow("cancel while initialize waits") << QStringLiteral("hang-initialize") << true;
        QTest::newRow("stop while session/new waits") << QStringLiteral("hang-session-new") << false;
    }

    void aStartCanBeStoppedAtEveryStep()
    {
        QFETCH(QString, hangAt);
        QFETCH(bool, cancel);
        const QString faults = m_home.filePath(QStringLiteral("faults-%1").arg(m_rows + 1));
        writeFile(faults, hangAt.toUtf8());
        const QString taskId = makeTask(QStringLiteral("stream 2"), faults, 600);
        QSignalSpy states(&runner(), &TaskRunner::sessionStateChanged);
        auto start = runner().startTask(taskId);
        // (A state of the previous row's session may still arrive: take this task's.)
        auto sessionOfTask = [&states, &taskId] {
            for (const QList<QVariant> &state : std::as_const(states)) {
                if (state.at(0).toString() == taskId)
                    return state.at(1).toString();
            }
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!sessionOfTask().isEmpty(), 10'000);
        const QString sessionId = sessionOfTask();
        QTRY_VERIFY_WITH_TIMEOUT(!processesWhoseCommandLineHas(faults).isEmpty(), 20'000);
        const Status stopped = waitFor(cancel ? runner().cancel(sessionId) : runner().stop(sessionId), 20'000);
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QTRY_VERIFY_WITH_TIMEOUT(start.isFinished(), 5'000); // the stop waited for the start's cleanup
        QVERIFY(!start.result().ok());
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(sessionId), SessionState::WaitingForInput, 10'000);
        // The note is recorded on the runner's thread, the state on its writer: either may land first.
        QTRY_VERIFY(sessionText(transcript(sessionId)).contains(QStringLiteral("Stopped before the agent was ready")));
        QTRY_COMPARE_WITH_TIMEOUT(m_runtime->processes().runningCount(), 0, 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(processesWhoseCommandLineHas(faults).isEmpty(), 10'000);
        QVERIFY(!runner().isRunning(sessionId));
    }
};

QTEST_GUILESS_MAIN(TestFaultMatrix)
#include "tst_faultmatrix.moc"
