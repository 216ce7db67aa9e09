// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/eventloopthread.h"
#include "models/threadpriority.h"

#include <QDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace kandesk;

namespace {

int niceOfThisThread()
{
    return getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)));
}

int threadCount()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

// Stands for a library's per-thread state (OpenSSL's error queue) that a thread-local destructor
// frees: slow on purpose, so that returning before it ran would show.
struct SlowThreadState {
    std::atomic_bool *freed = nullptr;
    ~SlowThreadState()
    {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        freed->store(true);
    }
};

} // namespace

class TestEventLoopThread : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsPostedWorkOnItsOwnThread()
    {
        EventLoopThread thread(QStringLiteral("kandesk-test"));
        QThread *ran = nullptr;
        QString name;
        QMetaObject::invokeMethod(
            thread.context(), [&] { ran = QThread::currentThread(); name = ran->objectName(); }, Qt::BlockingQueuedConnection);
        QVERIFY(ran != QThread::currentThread());
        QCOMPARE(ran, thread.context()->thread());
        QCOMPARE(name, QStringLiteral("kandesk-test"));
    }

    // The point of it: when the destructor returns, the thread has ended at the OS level, its
    // thread-local destructors included; QThread::wait() returns before those run.
    void endsWithItsThreadLocalDestructorsDone()
    {
        const int before = threadCount();
        std::atomic_bool freed = false;
        auto thread = std::make_unique<EventLoopThread>(QStringLiteral("kandesk-test"));
        QMetaObject::invokeMethod(
            thread->context(), [&freed] { thread_local SlowThreadState state; state.freed = &freed; }, Qt::BlockingQueuedConnection);
        thread.reset();
        QVERIFY(freed.load());
        QCOMPARE(threadCount(), before);
    }

    void deletesTheContextsChildrenOnItsThread()
    {
        auto thread = std::make_unique<EventLoopThread>(QStringLiteral("kandesk-test"));
        std::thread::id worker;
        std::thread::id deletedOn;
        QMetaObject::invokeMethod(
            thread->context(),
            [&, context = thread->context()] {
                worker = std::this_thread::get_id();
                auto *child = new QObject(context);
                connect(child, &QObject::destroyed, [&deletedOn] { deletedOn = std::this_thread::get_id(); });
            },
            Qt::BlockingQueuedConnection);
        thread.reset();
        QCOMPARE(deletedOn, worker);
        QVERIFY(worker != std::this_thread::get_id());
    }

    // Linux keeps a nice value per thread: the background thread's goes up, the caller's stays.
    void aBackgroundThreadYieldsAndTheCallerKeepsItsPriority()
    {
        const int mine = niceOfThisThread();
        EventLoopThread thread(QStringLiteral("kandesk-test"), EventLoopThread::Priority::Background);
        int theirs = 0;
        QMetaObject::invokeMethod(thread.context(), [&] { theirs = niceOfThisThread(); }, Qt::BlockingQueuedConnection);
        QCOMPARE(theirs, qMax(mine, 10));
        QCOMPARE(niceOfThisThread(), mine);
    }

    // A pool's job lowers its own thread, which keeps it for the next job; the caller keeps its
    // priority, and a thread already lower than nice 10 is not raised.
    void aPoolJobLowersOnlyItsOwnThread()
    {
        const int mine = niceOfThisThread();
        QThreadPool pool;
        pool.setMaxThreadCount(1);
        int lowered = 0;
        int nextJob = 0;
        pool.start([&lowered] {
            lowerThisThreadsPriority();
            lowered = niceOfThisThread();
        });
        pool.start([&nextJob] { nextJob = niceOfThisThread(); });
        QVERIFY(pool.waitForDone(10'000));
        QCOMPARE(lowered, qMax(mine, 10));
        QCOMPARE(nextJob, lowered);
        QCOMPARE(niceOfThisThread(), mine);

        int alreadyLower = 0;
        std::thread([&alreadyLower] {
            setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 15);
            lowerThisThreadsPriority();
            alreadyLower = niceOfThisThread();
        }).join();
        QCOMPARE(alreadyLower, qMax(mine, 15));

        // Lower still when asked (the conflict radar's 19), never back up.
        int lowest = 0;
        int after = 0;
        std::thread([&lowest, &after] {
            lowerThisThreadsPriority();
            lowerThisThreadsPriority(19);
            lowest = niceOfThisThread();
            lowerThisThreadsPriority();
            after = niceOfThisThread();
        }).join();
        QCOMPARE(lowest, 19);
        QCOMPARE(after, 19);
    }
};

QTEST_GUILESS_MAIN(TestEventLoopThread)
#include "tst_eventloopthread.moc"
