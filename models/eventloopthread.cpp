// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventloopthread.h"

#include "threadpriority.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>

#include <future>
#include <thread>

#ifdef Q_OS_LINUX
#include <pthread.h>
#endif

namespace kandesk {

namespace {

void nameThisThread(const QString &name)
{
    QThread::currentThread()->setObjectName(name);
#ifdef Q_OS_LINUX
    pthread_setname_np(pthread_self(), name.toLocal8Bit().left(15).constData()); // the kernel keeps 15 bytes
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
