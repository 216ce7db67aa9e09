// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A start step's deadline stretched by the agent's waits for a core, and those waits read from /proc.
#include "lifecycle/agentctl/corewait.h"

#include <QProcess>
#include <QTest>

#include <csignal>
#include <sched.h>
#include <unistd.h>

using namespace kandesk;
using namespace std::chrono_literals;

class TestCoreWait : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void withoutWaitsTheTimeoutStands()
    {
        const auto start = CoreWaitDeadline::Clock::now();
        CoreWaitDeadline none(1'000, {}, start);
        QVERIFY(none.current() == start + 1'000ms);
        QVERIFY(!none.stretch());

        qint64 waited = 7'000'000;
        CoreWaitDeadline idle(1'000, [&waited] { return waited; }, start);
        QVERIFY(!idle.stretch()); // no wait since the start
        QCOMPARE(idle.coreWaitMs(), 0);
    }

    void waitsForACoreMoveTheDeadlineUpToItsCap()
    {
        const auto start = CoreWaitDeadline::Clock::now();
        qint64 waited = 5'000'000'000; // before the step: not the step's
        CoreWaitDeadline deadline(1'000, [&waited] { return waited; }, start);
        waited += 600'000'000;
        QVERIFY(deadline.stretch());
        QVERIFY(deadline.current() == start + 1'600ms);
        QCOMPARE(deadline.coreWaitMs(), 600);
        QVERIFY(!deadline.stretch()); // nothing more waited: the step has timed out
        waited += 60'000'000'000;
        QVERIFY(deadline.stretch());
        QVERIFY(deadline.current() == start + 1'000ms * CoreWaitDeadline::kMaxStretch);
        QVERIFY(!deadline.stretch());
    }

    void aFutureReadyInTimeIsNotWaitedFor()
    {
        std::promise<int> promise;
        promise.set_value(1);
        auto future = promise.get_future();
        CoreWaitDeadline deadline(0, {});
        QVERIFY(deadline.wait(future));
    }

    void theWaitsOfAProcessTreeAreRead()
    {
        QCOMPARE(processTreeCoreWaitNs(0), 0);
        // A child that keeps a core busy beside two siblings of the same tree, pinned to one core
        // (the children inherit the pin): they wait for each other.
        cpu_set_t saved;
        QCOMPARE(sched_getaffinity(0, sizeof saved, &saved), 0);
        cpu_set_t one;
        CPU_ZERO(&one);
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
            if (CPU_ISSET(cpu, &saved)) {
                CPU_SET(cpu, &one);
                break;
            }
        }
        QCOMPARE(sched_setaffinity(0, sizeof one, &one), 0);
        QProcess busy;
        busy.setChildProcessModifier([] { ::setpgid(0, 0); }); // a group of its own, to end the loops with
        busy.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("(while :; do :; done) & (while :; do :; done) & wait")});
        QVERIFY(busy.waitForStarted());
        QCOMPARE(sched_setaffinity(0, sizeof saved, &saved), 0);
        const qint64 before = processTreeCoreWaitNs(busy.processId());
        QTRY_VERIFY_WITH_TIMEOUT(processTreeCoreWaitNs(busy.processId()) - before > 50'000'000, 10'000);
        ::kill(-pid_t(busy.processId()), SIGKILL);
        busy.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestCoreWait)
#include "tst_corewait.moc"
