// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventloopthread.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>

#include <future>
#include <thread>

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace kandesk {

namespace {

constexpr int kBackgroundNice = 10;

void nameThisThread(const QString &name)
{
    QThread::currentThread()->setObjectName(name);
#ifdef Q_OS_LINUX
    pthread_setname_np(pthread_self(), name.toLocal8Bit().left(15).constData()); // the kernel keeps 15 bytes
#endif
}

void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    const auto thread = id_t(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, thread) < kBackgroundNice)
        setpriority(PRIO_PROCESS, thread, kBackgroundNice); // best effort: nothing else depends on it
#endif
}

} // namespace

struct EventLoopThread::Running {
    std::thread thread;
    QEventLoop *loop = nullptr; // lives on the thread, from start to join
};

EventLoopThread::EventLoopThread(const QString &name, Priority priority) : m_running(std::make_unique<Running>())
{
    std::promise<void> ready;
    std::future<void> started = ready.get_future();
    m_running->thread = std::thread([this, name, priority, &ready] {
        nameThisThread(name);
        if (priority == Priority::Background)
            lowerThisThreadsPriority();
        QEventLoop loop;
        auto *context = new QObject;
        m_context = context;
        m_running->loop = &loop;
        ready.set_value();
        loop.exec();
        delete context;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    });
    started.wait();
}

EventLoopThread::~EventLoopThread()
{
    Q_ASSERT(std::this_thread::get_id() != m_running->thread.get_id());
    QMetaObject::invokeMethod(m_context, [loop = m_running->loop] { loop->quit(); }, Qt::QueuedConnection);
    m_running->thread.join();
}

} // namespace kandesk
