// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Admission of agent starts: /proc's pressure files read (a scratch copy, and this machine's);
// the default limit from cores and memory; then real starts of the stub agent through a runner
// with a pressure source the test sets: a limit of 2 and 5 starts (never 3 running, the queue
// drains in order as sessions stop), memory pressure holding a start until it clears, Start Now,
// a stop while waiting, and a runner closing with a start still waiting.
#include "application/admission/agentadmission.h"
#include "lifecycle/agentctl/taskcgroups.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/queries/executorsrunningqueries.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include <QMutex>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// What the test says the machine's pressure is.
class SetPressure final : public PressureSource
{
public:
    Expected<SystemPressure> read() const override
    {
        const QMutexLocker lock(&m_mutex);
        return m_pressure;
    }
    void set(const SystemPressure &pressure)
    {
        const QMutexLocker lock(&m_mutex);
        m_pressure = pressure;
    }

private:
    mutable QMutex m_mutex;
    SystemPressure m_pressure { 0, 0, 8LL << 30, 16LL << 30 };
};

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestAgentAdmission : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    std::shared_ptr<SetPressure> m_pressure = std::make_shared<SetPressure>();
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_repositoryId;
    int m_tasks = 0;

    TaskRunner &runner() { return m_runtime->runner(); }
    AgentAdmission &admission() { return *runner().admission(); }

    QString makeTask()
    {
        Task task;
        task.workspaceId = s("default");
        task.title = s("Task %1").arg(++m_tasks);
        task.description = s("stream 1");
        task.agentProfileId = s("stub-profile");
        task.repositories = { TaskRepository { m_repositoryId, s("main"), 0 } };
        return m_stores->tasks().create(task).value().id;
    }

    QFuture<Expected<QString>> start(const QString &taskId)
    {
        TaskStartOptions options;
        options.executorType = s("local");
        return runner().startTask(taskId, options);
    }

    // Sessions whose agentctl is alive, as admission counts them.
    int runningAgents() const
    {
        int count = 0;
        for (const ExecutorRunning &row : std::as_const(*m_stores).executorsRunning().list().value())
            count += row.pid > 0 && ::kill(pid_t(row.pid), 0) == 0 ? 1 : 0;
        return count;
    }

    void setLimit(int most) { QVERIFY(m_stores->settings().setValue(QString(kMaxRunningAgentsKey), QString::number(most)).ok()); }

    template<typename T> T waitFor(QFuture<T> future, int timeoutMs = 60'000)
    {
        return test::waitForFuture(std::move(future), timeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path());
        AgentProfile profile;
        profile.id = s("stub-profile");
        profile.name = s("Stub");
        profile.agentId = s("stub");
        profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "'");
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
        Repository repository;
        repository.workspaceId = s("default");
        repository.name = s("app");
        repository.path = test::makeGitRepository(m_home.filePath(s("src")));
        repository.defaultBranch = s("main");
        m_repositoryId = m_stores->repositories().add(repository).value().id;

        TaskRunnerRuntimeConfig config;
        config.agentctlPath = s(KANDESK_AGENTCTL_PATH);
        config.keepSpareAgentctl = false; // counted agentctls are the sessions'
        config.admissionPressure = m_pressure;
        auto runtime = TaskRunnerRuntime::create(*m_stores, config);
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    // Nothing of one test runs into the next.
    void cleanup()
    {
        m_pressure->set({ 0, 0, 8LL << 30, 16LL << 30 });
        if (!m_runtime) { // the last test closed it
            QTRY_COMPARE(runningAgents(), 0);
            return;
        }
        const auto live = SessionStore(*m_database).listInStates({ SessionState::Starting, SessionState::Running, SessionState::WaitingForInput });
        for (const TaskSession &session : live.value()) {
            if (runner().isRunning(session.id))
                QVERIFY(waitFor(runner().stop(session.id, SessionState::Completed)).ok());
        }
        QTRY_COMPARE(runningAgents(), 0);
    }

    void cleanupTestCase()
    {
        m_runtime.reset();
        m_stores.reset();
        m_database.reset();
    }

    void pressureFilesAreRead()
    {
        QTemporaryDir proc;
        test::writeTestFile(proc.filePath(s("meminfo")), "MemTotal:       16384000 kB\nMemFree:  100 kB\nMemAvailable:    4096000 kB\n");
        test::writeTestFile(proc.filePath(s("pressure/memory")),
            "some avg10=43.21 avg60=10.00 avg300=2.00 total=123\nfull avg10=1.00 avg60=0.00 avg300=0.00 total=4\n");
        test::writeTestFile(proc.filePath(s("pressure/cpu")), "some avg10=97.50 avg60=80.00 avg300=50.00 total=999\n");
        auto read = ProcPressureSource(proc.path()).read();
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read->memorySome10, 43.21);
        QCOMPARE(read->cpuSome10, 97.5);
        QCOMPARE(read->totalMemory, 16384000LL * 1024);
        QCOMPARE(read->availableMemory, 4096000LL * 1024);

        // A kernel without pressure files reads as none; without meminfo there is nothing to go on.
        QVERIFY(QFile::remove(proc.filePath(s("pressure/memory"))) && QFile::remove(proc.filePath(s("pressure/cpu"))));
        QCOMPARE(ProcPressureSource(proc.path()).read()->memorySome10, 0.0);
        QVERIFY(QFile::remove(proc.filePath(s("meminfo"))));
        QVERIFY(!ProcPressureSource(proc.path()).read().ok());

        // This machine's.
        auto here = ProcPressureSource().read();
        QVERIFY2(here.ok(), qPrintable(here.error()));
        QVERIFY(here->totalMemory > 0);
        QVERIFY(here->availableMemory > 0 && here->availableMemory <= here->totalMemory);
        QVERIFY(here->memorySome10 >= 0 && here->memorySome10 <= 100);
    }

    void theLimitAndTheReasons()
    {
        QCOMPARE(defaultMaxRunningAgents(2, 24LL << 30), 8);  // four per core
        QCOMPARE(defaultMaxRunningAgents(16, 6LL << 30), 4);  // one per 1.5 GiB
        QCOMPARE(defaultMaxRunningAgents(1, 1LL << 30), 2);   // never fewer than two
        QCOMPARE(defaultMaxRunningAgents(64, 512LL << 30), 16);
        AdmissionLimits limits;
        limits.maxRunningAgents = 2;
        const SystemPressure calm { 1, 99, 8LL << 30, 16LL << 30 };
        QCOMPARE(admissionWait(limits, 1, calm), QString());
        QCOMPARE(admissionWait(limits, 2, calm), s("2 of 2 agents running"));
        QCOMPARE(admissionWait(limits, 0, SystemPressure { 43.2, 0, 8LL << 30, 16LL << 30 }), s("memory pressure 43%"));
        QCOMPARE(admissionWait(limits, 0, SystemPressure { 0, 0, 1LL << 29, 16LL << 30 }), s("only 3% of memory free"));
        limits.cpuPressureLimit = 90;
        QCOMPARE(admissionWait(limits, 0, calm), s("CPU pressure 99%"));
        limits.maxRunningAgents = 0;
        limits.cpuPressureLimit = 0;
        QCOMPARE(admissionWait(limits, 500, calm), QString());
    }

    void aLimitOfTwoRunsFiveStartsTwoAtATimeInOrder()
    {
        setLimit(2);
        QStringList tasks;
        for (int i = 0; i < 5; ++i)
            tasks.append(makeTask());
        int most = 0;
        QStringList runningOrder; // tasks in the order their agent ran
        QObject watcher;
        auto sample = [&] { most = std::max(most, runningAgents()); };
        connect(&admission(), &AgentAdmission::waitingChanged, &watcher, sample);
        connect(&runner(), &TaskRunner::sessionStateChanged, &watcher,
            [&](const QString &taskId, const QString &, SessionState state, const QString &) {
                sample();
                if (state == SessionState::Running && !runningOrder.contains(taskId))
                    runningOrder.append(taskId);
            });
        QList<QFuture<Expected<QString>>> starts;
        for (const QString &task : std::as_const(tasks)) {
            starts.append(start(task));
            QTRY_VERIFY(!SessionStore(*m_database).listForTask(task).value().isEmpty()); // planned in this order
        }
        QTRY_COMPARE_WITH_TIMEOUT(runningOrder.size(), 2, 30'000);
        QTRY_COMPARE(admission().waiting().size(), 3);
        QCOMPARE(admission().waiting().at(0).taskId, tasks.at(2));
        QCOMPARE(admission().waiting().at(0).reason, s("2 of 2 agents running"));

        // Each session that ends lets the next in line go.
        for (int next = 2; next < 5; ++next) {
            const QString oldest = waitFor(starts.at(next - 2)).value();
            QVERIFY(waitFor(runner().stop(oldest, SessionState::Completed)).ok());
            QTRY_COMPARE_WITH_TIMEOUT(runningOrder.size(), next + 1, 30'000);
            sample();
        }
        // The first two were let go together: which of them ran first is the launches' race. Each
        // of the others went alone, when a slot freed, in the order it was asked for.
        QCOMPARE(QSet<QString>(runningOrder.cbegin(), runningOrder.cbegin() + 2),
            QSet<QString>(tasks.cbegin(), tasks.cbegin() + 2));
        QCOMPARE(runningOrder.mid(2), tasks.mid(2));
        QVERIFY(admission().waiting().isEmpty());
        QCOMPARE(most, 2);
    }

    void memoryPressureHoldsAStartUntilItClears()
    {
        setLimit(0);
        m_pressure->set({ 43.2, 0, 8LL << 30, 16LL << 30 });
        const QString task = makeTask();
        QSignalSpy waiting(&admission(), &AgentAdmission::waitingChanged);
        auto started = start(task);
        QTRY_COMPARE(admission().waiting().value(0).reason, s("memory pressure 43%"));
        QVERIFY(!started.isFinished());
        QCOMPARE(runningAgents(), 0);
        m_pressure->set({ 2, 0, 8LL << 30, 16LL << 30 });
        auto ran = waitFor(started);
        QVERIFY2(ran.ok(), qPrintable(ran.error()));
        QVERIFY(admission().waiting().isEmpty());
    }

    void startNowGoesBeyondTheLimit()
    {
        setLimit(1);
        const QString first = makeTask();
        QVERIFY(waitFor(start(first)).ok());
        const QString second = makeTask();
        auto started = start(second);
        QTRY_COMPARE(admission().waiting().value(0).taskId, second);
        admission().force(second);
        auto ran = waitFor(started);
        QVERIFY2(ran.ok(), qPrintable(ran.error()));
        QCOMPARE(runningAgents(), 2);
    }

    void aStopWhileWaitingLeavesTheQueue()
    {
        setLimit(1);
        QVERIFY(waitFor(start(makeTask())).ok());
        const QString task = makeTask();
        auto started = start(task);
        QTRY_COMPARE(admission().waiting().size(), 1);
        const QString sessionId = admission().waiting().at(0).sessionId;
        QVERIFY(waitFor(runner().stop(sessionId, SessionState::Cancelled)).ok());
        auto ended = waitFor(started);
        QVERIFY(!ended.ok());
        QVERIFY(admission().waiting().isEmpty());
        QCOMPARE(runningAgents(), 1);
        QTRY_VERIFY(SessionStore(*m_database).get(sessionId)->state != SessionState::Starting);
    }

    // A task whose agent goes over its memory limit (a cgroup of its own) is stopped by the system
    // and says why; the task beside it, in a cgroup of its own too, goes on.
    void aTaskOverItsMemoryLimitIsStoppedAloneAndSaysWhy()
    {
        if (auto roots = TaskCgroups::detect(); !roots)
            QSKIP(qPrintable(s("per-task limits cannot be set here: ") + roots.error()));
        setLimit(0);
        // Room for agentctl and the stub agent as the sanitizers build them (several times their size).
        QVERIFY(m_stores->settings().setValue(QString(kAgentMemoryLimitKey), s("256")).ok());
        auto noLimit = qScopeGuard([this] { QVERIFY(m_stores->settings().setValue(QString(kAgentMemoryLimitKey), QString()).ok()); });
        const QString calm = makeTask();
        const QString calmSession = waitFor(start(calm)).value();

        Task hog;
        hog.workspaceId = s("default");
        hog.title = s("Hog");
        hog.description = s("hog 1200");
        hog.agentProfileId = s("stub-profile");
        hog.repositories = { TaskRepository { m_repositoryId, s("main"), 0 } };
        const QString hogTask = m_stores->tasks().create(hog).value().id;
        QSignalSpy failed(&runner(), &TaskRunner::turnFailed);
        QSignalSpy prepared(&runner(), &TaskRunner::prepareCompleted);
        auto started = waitFor(start(hogTask));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 60'000);
        QCOMPARE(failed.at(0).at(0).toString(), hogTask);
        const QString said = failed.at(0).at(1 + 1).toString();
        QVERIFY2(said.contains(s("used more memory than its task may (256 MiB)")), qPrintable(said));
        QVERIFY2(said.contains(s("this task alone was affected")), qPrintable(said));
        QVERIFY(!prepared.isEmpty());
        const auto steps = prepared.at(0).at(0).value<PrepareCompletedEvent>().steps;
        const auto agentctlStep = std::find_if(steps.cbegin(), steps.cend(), [](const PrepareStep &step) { return step.name == s("Start agentctl"); });
        QVERIFY(agentctlStep != steps.cend());
        QVERIFY2(agentctlStep->output.contains(s("limited to memory 256 MiB for the task")), qPrintable(agentctlStep->output));

        // The other task's agent was not touched: it takes the next prompt.
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QVERIFY(waitFor(runner().prompt(calmSession, s("stream 2"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(finished.cbegin(), finished.cend(), [&calm](const QList<QVariant> &turn) {
            return turn.at(0).toString() == calm;
        }), 30'000);
    }

    // Where the cgroup filesystem is not Kandesk's to write (a desktop's v2 session), the user's
    // systemd is asked for a transient scope with the limits. systemd does not run here: a stand-in
    // busctl on PATH answers as it does and records the calls.
    void theUsersSystemdIsAskedForAScope()
    {
        QTemporaryDir fake;
        const QString log = fake.filePath(s("calls"));
        const QString cgroupRoot = fake.filePath(s("cgroup"));
        QDir().mkpath(fake.filePath(s("bin")));
        QVERIFY(QFile::link(s(KANDESK_TEST_FIXTURES_DIR "/busctl-standin.sh"), fake.filePath(s("bin/busctl"))));
        qputenv("BUSCTL_STANDIN_LOG", QFile::encodeName(log));
        qputenv("BUSCTL_STANDIN_CGROUP", QFile::encodeName(cgroupRoot));
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(fake.filePath(s("bin"))) + ':' + path);
        auto restore = qScopeGuard([&path] { qputenv("PATH", path); });

        auto roots = TaskCgroups::detectSystemdScopes(cgroupRoot);
        QVERIFY2(roots.ok(), qPrintable(roots.error()));
        const TaskCgroups scopes(*roots);
        QVERIFY(scopes.place(s("abc"), 4242, TaskLimits { 64LL << 20, 50 }).ok());
        QVERIFY2(QString::fromUtf8(bytesOf(log)).contains(
                     s("call org.freedesktop.systemd1 /org/freedesktop/systemd1 org.freedesktop.systemd1.Manager StartTransientUnit "
                       "ssa(sv)a(sa(sv)) kandesk-abc.scope fail 4 PIDs au 1 4242 MemoryMax t 67108864 MemorySwapMax t 0 "
                       "CPUQuotaPerSecUSec t 500000 0")),
            bytesOf(log).constData());
        QCOMPARE(scopes.oomKills(s("abc")), 0);
        test::writeTestFile(cgroupRoot + s("/user.slice/kandesk-abc.scope/memory.events"), "low 0\noom 1\noom_kill 1\n");
        QCOMPARE(scopes.oomKills(s("abc")), 1);
        scopes.release(s("abc"));
        QCOMPARE(scopes.oomKills(s("abc")), 0);

        test::writeTestFile(cgroupRoot + s("/down"), "");
        auto down = TaskCgroups::detectSystemdScopes(cgroupRoot);
        QVERIFY(!down.ok());
        QVERIFY2(down.error().contains(s("the user's systemd does not answer (Failed to connect to bus")), qPrintable(down.error()));
    }

    // Last: the runner goes with a start still waiting; the start ends without an agent.
    void aRunnerThatClosesLetsItsWaitingStartsEnd()
    {
        setLimit(1);
        QVERIFY(waitFor(start(makeTask())).ok());
        auto started = start(makeTask());
        QTRY_COMPARE(admission().waiting().size(), 1);
        m_runtime.reset();
        QVERIFY(started.isFinished());
        QVERIFY(!started.result().ok());
        QVERIFY2(started.result().error().contains(s("closed")), qPrintable(started.result().error()));
        QTRY_COMPARE(runningAgents(), 0);
    }
};

QTEST_GUILESS_MAIN(TestAgentAdmission)
#include "tst_agentadmission.moc"
