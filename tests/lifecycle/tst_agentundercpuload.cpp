// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// An agent beside the user's own CPU-bound work: the test pins itself (and so agentctl, the agent
// and a busy loop it starts at nice 0) to one core and runs the agents at nice 10, so the agent is
// runnable but waits for that core most of the time. A start that is slow only for that reason
// completes, however short its timeout, and says why it was slow; an agent that hangs still times
// out. The real path: TaskRunner, a real agentctl, the stub agent, a SQLite file, a git worktree.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/workspacestore.h"

#include "support/stubtasks.h"
#include "support/runnerwaits.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#include <sched.h>
#include <sys/resource.h>

using namespace kandesk;

namespace {

// Pins the calling thread, and so every thread and process it starts from now on, to the first
// core it may run on.
bool pinToOneCore()
{
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0)
        return false;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(cpu, &allowed)) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            return sched_setaffinity(0, sizeof one, &one) == 0;
        }
    }
    return false;
}

QString transcriptText(const QList<Message> &messages)
{
    QString text;
    for (const Message &message : messages)
        text += MessageStore::payloadOf(message.event) + QLatin1Char('\n');
    return text;
}

} // namespace

class TestAgentUnderCpuLoad : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_workspaceId;
    QProcess m_load;
    int m_tasks = 0;

    TaskRunner &runner() { return m_runtime->runner(); }

    QString makeTask(const QString &agentArguments, const QString &prompt)
    {
        const QString n = QString::number(++m_tasks);
        AgentProfile profile;
        profile.id = QStringLiteral("busy-profile-") + n;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("busy-stub-") + n;
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' ") + agentArguments;
        profile.startTimeoutSeconds = 1;
        return test::makeTaskForProfile(*m_database, m_workspaceId, m_home.filePath(QStringLiteral("src-") + n + QStringLiteral("/app")),
                                        profile, QStringLiteral("Busy ") + n, prompt);
    }

    QString sessionOf(const QString &taskId)
    {
        const auto sessions = SessionStore(*m_database).listForTask(taskId);
        return sessions.ok() && sessions->size() == 1 ? sessions->constFirst().id : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Ten below the load (which runs at the test's own nice, 0 unless the suite was started under
        // nice), as agents are below a build.
        errno = 0;
        const int ownNice = getpriority(PRIO_PROCESS, 0);
        QCOMPARE(errno, 0);
        qputenv("KANDESK_AGENT_NICE", QByteArray::number(qMin(19, ownNice + 10)));
        // No start at the app's priority (agentctl/agentpriority.h): these agents are below the load
        // from their first instruction, as when many start at once beside a build.
        qputenv("AGENTCTL_AGENT_PRIORITY_HOLD_MS", "0");
        QVERIFY(pinToOneCore());
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        auto workspace = WorkspaceStore(*m_database).create(QStringLiteral("Busy"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        auto runtime = TaskRunnerRuntime::create(*m_database, {m_home.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    void init()
    {
        // The user's build: a loop that never sleeps, at nice 0, on the same core.
        m_load.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("while :; do :; done")});
        QVERIFY(m_load.waitForStarted());
    }

    void cleanup()
    {
        m_load.kill();
        m_load.waitForFinished();
        const auto live = SessionStore(*m_database).listInStates({SessionState::Starting, SessionState::Running, SessionState::WaitingForInput});
        for (const TaskSession &session : live.value()) {
            if (runner().isRunning(session.id))
                QVERIFY(test::waitForFuture(runner().stop(session.id)).ok());
        }
    }

    void cleanupTestCase() { m_runtime.reset(); }

    void aStartThatOnlyWaitsForACoreDoesNotTimeOut()
    {
        // 200 ms of work before it answers initialize: at a tenth of the core, two seconds, twice
        // the profile's one-second start timeout.
        const QString taskId = makeTask(QStringLiteral("--busy-start 200"), QStringLiteral("stream 2"));
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        const auto started = test::waitForFuture(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const QString text = transcriptText(test::storedTranscript(runner(), *m_database, started.value()));
        QVERIFY2(text.contains(QStringLiteral("chunk 1")), qPrintable(text));
        // The user reads why the start was slow, and that it is not the agent's fault.
        QVERIFY2(text.contains(QStringLiteral("waiting for a free core: the machine is busy")), qPrintable(text));
    }

    void anAgentThatHangsStillTimesOut()
    {
        const QString faults = m_home.filePath(QStringLiteral("faults"));
        QFile file(faults);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hang-initialize");
        file.close();
        const QString taskId = makeTask(QStringLiteral("--faults '%1'").arg(faults), QStringLiteral("stream 2"));
        const auto started = test::waitForFuture(runner().startTask(taskId));
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("did not answer within 1 s")), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(test::storedState(runner(), *m_database, sessionOf(taskId)), SessionState::Failed, 10'000);
    }
};

QTEST_GUILESS_MAIN(TestAgentUnderCpuLoad)
#include "tst_agentundercpuload.moc"
