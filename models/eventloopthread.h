// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <memory>

class QObject;

namespace kandesk {

// A thread running a Qt event loop, for objects that live off the GUI thread as long as their
// owner does (network objects, processes, SSH connections): post work to context().
//
// Unlike QThread::wait(), the destructor returns only once the thread has ended at the OS level,
// its thread-local destructors included. Qt's TLS backend loads OpenSSL on the thread that makes the
// first QWebSocket, and OpenSSL keeps per-thread state that a thread-local destructor frees; a thread
// still doing so while the process exits races OpenSSL's own exit handler (a double free, or a leak
// in LeakSanitizer's eyes).
class EventLoopThread final
{
public:
    // Background: lowerThisThreadsPriority() on the thread, with its limits (threadpriority.h).
    enum class Priority { Normal, Background };
    explicit EventLoopThread(const QString &name, Priority priority = Priority::Normal);
    // Deletes context() and its children on the thread, then joins it. Never call it from the thread.
    ~EventLoopThread();
    EventLoopThread(const EventLoopThread &) = delete;
    EventLoopThread &operator=(const EventLoopThread &) = delete;

    QObject *context() const { return m_context; }

private:
    struct Running;
    std::unique_ptr<Running> m_running;
    QObject *m_context = nullptr;
};

} // namespace kandesk
