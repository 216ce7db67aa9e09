// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminal.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace kandesk::cli {

namespace {

int g_interruptPipe[2] = {-1, -1};
struct sigaction g_previousInterrupt {};

extern "C" void onInterrupt(int)
{
    const char byte = 1;
    const ssize_t written = ::write(g_interruptPipe[1], &byte, 1);
    (void)written; // a full pipe already holds a pending interrupt
}

} // namespace

InterruptWatcher::InterruptWatcher(QObject *parent)
    : QObject(parent)
{
    if (g_interruptPipe[0] >= 0 || ::pipe2(g_interruptPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (::sigaction(SIGINT, &action, &g_previousInterrupt) != 0)
        return;
    m_notifier = new QSocketNotifier(g_interruptPipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        char drain[16];
        while (::read(g_interruptPipe[0], drain, sizeof drain) > 0) {
        }
        Q_EMIT interrupted();
    });
}

InterruptWatcher::~InterruptWatcher()
{
    if (!m_notifier)
        return;
    delete m_notifier;
    ::sigaction(SIGINT, &g_previousInterrupt, nullptr);
    ::close(g_interruptPipe[0]);
    ::close(g_interruptPipe[1]);
    g_interruptPipe[0] = g_interruptPipe[1] = -1;
}

StdinLineReader::StdinLineReader(QObject *parent)
    : QObject(parent)
    , m_notifier(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this))
{
    connect(m_notifier, &QSocketNotifier::activated, this, &StdinLineReader::readAvailable);
}

bool StdinLineReader::stdinIsTerminal()
{
    return ::isatty(STDIN_FILENO) == 1;
}

void StdinLineReader::readAvailable()
{
    char chunk[1024];
    const ssize_t got = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (got <= 0) {
        m_notifier->setEnabled(false);
        Q_EMIT endOfInput();
        return;
    }
    m_buffer.append(chunk, got);
    qsizetype newline = 0;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        Q_EMIT lineRead(QString::fromLocal8Bit(line).trimmed());
    }
}

} // namespace kandesk::cli
