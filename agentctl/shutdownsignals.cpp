// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shutdownsignals.h"

#include "processgroups.h"

#include <QSocketNotifier>

#include <atomic>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace kandesk::agentctl {

namespace {

int g_pipe[2] = { -1, -1 };
std::atomic<int> g_received { 0 };

extern "C" void onShutdownSignal(int)
{
    if (g_received.fetch_add(1) > 0) {
        processgroups::signalAll(SIGKILL);
        _exit(1);
    }
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(g_pipe[1], &byte, 1);
}

// agentctl is going down hard: take the agents' groups with it, then die of the same signal.
extern "C" void onFatalSignal(int sig)
{
    processgroups::signalAll(SIGKILL);
    ::raise(sig); // the handler was reset to the default by SA_RESETHAND
}

} // namespace

ShutdownSignals::ShutdownSignals(QObject *parent)
    : QObject(parent)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_pipe) != 0)
        return;
    m_notifier = new QSocketNotifier(g_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        char byte = 0;
        [[maybe_unused]] const auto got = ::read(g_pipe[0], &byte, 1);
        m_notifier->setEnabled(false);
        Q_EMIT shutdownRequested();
    });
    struct sigaction action = {};
    action.sa_handler = onShutdownSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int sig : { SIGTERM, SIGINT, SIGHUP })
        ::sigaction(sig, &action, nullptr);

    struct sigaction fatal = {};
    fatal.sa_handler = onFatalSignal;
    sigemptyset(&fatal.sa_mask);
    fatal.sa_flags = SA_RESETHAND;
    for (const int sig : { SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL })
        ::sigaction(sig, &fatal, nullptr);
}

ShutdownSignals::~ShutdownSignals() = default;

} // namespace kandesk::agentctl
