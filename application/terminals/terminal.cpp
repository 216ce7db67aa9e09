// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminal.h"

#include "lifecycle/terminal/ptyprocess.h"

#include <QMutex>
#include <QThread>

#include <atomic>
#include <thread>

namespace kandesk {

struct TerminalShared {
    TerminalShared(int rows, int columns, int scrollbackLimit)
        : screen(rows, columns, scrollbackLimit)
    {
    }
    mutable QMutex mutex;
    // Front-end threads waiting for the mutex (FrontEndLock): the io thread lets them in between
    // slices of output (a mutex is not fair, and a flood of output would otherwise keep a paint or
    // a key waiting for it).
    mutable std::atomic_int readersWaiting = 0;
    TerminalScreen screen;
    std::atomic_bool changePosted = false;
    std::atomic<qint64> pid = 0;
};

// The screen's lock, taken by the front end: the io thread lets it in before its next slice.
class FrontEndLock
{
public:
    explicit FrontEndLock(TerminalShared &shared)
        : m_shared(shared)
    {
        ++m_shared.readersWaiting;
        m_shared.mutex.lock();
        --m_shared.readersWaiting;
    }
    ~FrontEndLock() { m_shared.mutex.unlock(); }
    FrontEndLock(const FrontEndLock &) = delete;
    FrontEndLock &operator=(const FrontEndLock &) = delete;

private:
    TerminalShared &m_shared;
};

// How much output is parsed under one hold of the screen's lock.
constexpr qsizetype kSlice = 4096;

// The terminal's side on the io thread: the program's pseudo-terminal, its output fed to the screen.
class TerminalFeeder final : public QObject
{
    Q_OBJECT
public:
    explicit TerminalFeeder(std::shared_ptr<TerminalShared> shared)
        : m_shared(std::move(shared))
    {
    }

    void start(const TerminalLaunch &launch)
    {
        m_name = launch.name;
        m_pty = new PtyProcess(this);
        connect(m_pty, &PtyProcess::output, this, &TerminalFeeder::onOutput);
        connect(m_pty, &PtyProcess::finished, this, &TerminalFeeder::onFinished);
        const QString error = m_pty->start(launch.argv, launch.workingDirectory, launch.environment,
                                           PtySize { launch.columns, launch.rows });
        if (!error.isEmpty()) {
            Q_EMIT ended(error, -1);
            return;
        }
        m_shared->pid = m_pty->pid();
    }
    void write(const QByteArray &bytes)
    {
        if (m_pty)
            m_pty->write(bytes);
    }
    void resize(PtySize size)
    {
        if (m_pty)
            m_pty->resize(size);
    }
    void stop(const QString &reason)
    {
        if (!m_pty || !m_pty->isRunning())
            return;
        m_reason = reason;
        m_pty->stop();
    }

Q_SIGNALS:
    void changed();
    void ended(const QString &message, int exitCode); // -1: closed, killed or never started

private:
    void onOutput(const QByteArray &bytes)
    {
        QByteArray reply;
        for (qsizetype offset = 0; offset < bytes.size(); offset += kSlice) {
            while (m_shared->readersWaiting.load() > 0)
                std::this_thread::yield();
            const QMutexLocker lock(&m_shared->mutex);
            reply += m_shared->screen.feed(bytes.mid(offset, kSlice));
        }
        if (!reply.isEmpty())
            m_pty->write(reply);
        if (!m_shared->changePosted.exchange(true))
            Q_EMIT changed();
    }
    void onFinished(int exitCodeOrSignal, bool crashed)
    {
        if (!m_reason.isEmpty())
            Q_EMIT ended(Terminal::tr("Closed: %1.").arg(m_reason), -1);
        else if (crashed)
            Q_EMIT ended(Terminal::tr("%1 was ended by signal %2.").arg(m_name).arg(exitCodeOrSignal), -1);
        else
            Q_EMIT ended(Terminal::tr("%1 exited with code %2.").arg(m_name).arg(exitCodeOrSignal), exitCodeOrSignal);
    }

    std::shared_ptr<TerminalShared> m_shared;
    PtyProcess *m_pty = nullptr;
    QString m_name;
    QString m_reason;
};

Terminal::Terminal(const TerminalLaunch &launch, QObject *ioContext, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<TerminalShared>(launch.rows, launch.columns, launch.scrollbackLimit))
    , m_name(launch.name)
    , m_workingDirectory(launch.shownDirectory.isEmpty() ? launch.workingDirectory : launch.shownDirectory)
{
    m_feeder = new TerminalFeeder(m_shared);
    m_feeder->moveToThread(ioContext->thread());
    connect(m_feeder, &TerminalFeeder::changed, this, &Terminal::onChanged);
    connect(m_feeder, &TerminalFeeder::ended, this, &Terminal::onEnded);
    QMetaObject::invokeMethod(m_feeder, [feeder = m_feeder, launch] { feeder->start(launch); });
}

Terminal::Terminal(const TerminalReplay &replay, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<TerminalShared>(replay.rows, replay.columns, 10000))
    , m_name(replay.name)
{
}

Terminal::~Terminal()
{
    if (m_feeder)
        m_feeder->deleteLater(); // on its thread, ending the program's session
}

void Terminal::showOutput(const QByteArray &output)
{
    if (m_feeder || output == m_replayed)
        return;
    {
        const FrontEndLock lock(*m_shared);
        if (!output.startsWith(m_replayed)) {
            m_shared->screen.clear();
            m_replayed.clear();
        }
        m_shared->screen.feed(
            pipeToTerminal(output.sliced(m_replayed.size()), m_replayed.isEmpty() ? '\0' : m_replayed.back()));
    }
    m_replayed = output;
    Q_EMIT changed();
}

qint64 Terminal::pid() const
{
    return m_shared->pid;
}

void Terminal::read(const std::function<void(const TerminalScreen &)> &reader) const
{
    const FrontEndLock lock(*m_shared);
    reader(m_shared->screen);
}

void Terminal::send(const QByteArray &bytes)
{
    if (bytes.isEmpty() || m_finished || !m_feeder)
        return;
    QMetaObject::invokeMethod(m_feeder, [feeder = m_feeder, bytes] { feeder->write(bytes); });
}

void Terminal::sendKey(TerminalKey key, int modifiers)
{
    QByteArray bytes;
    {
        const FrontEndLock lock(*m_shared);
        bytes = m_shared->screen.key(key, modifiers);
    }
    send(bytes);
}

void Terminal::sendText(const QString &text, int modifiers)
{
    QByteArray bytes;
    {
        const FrontEndLock lock(*m_shared);
        bytes = m_shared->screen.text(text, modifiers);
    }
    send(bytes);
}

void Terminal::paste(const QString &text)
{
    QByteArray bytes;
    {
        const FrontEndLock lock(*m_shared);
        bytes = m_shared->screen.paste(text);
    }
    send(bytes);
}

void Terminal::sendMouse(int row, int column, int button, bool pressed, int modifiers)
{
    QByteArray bytes;
    {
        const FrontEndLock lock(*m_shared);
        bytes = m_shared->screen.mouse(row, column, button, pressed, modifiers);
    }
    send(bytes);
}

void Terminal::resize(int rows, int columns)
{
    if (!m_feeder) {
        {
            const FrontEndLock lock(*m_shared);
            TerminalScreen &screen = m_shared->screen;
            if (columns == screen.columns())
                return;
            screen.resize(screen.rows(), columns);
            screen.clear();
            screen.feed(pipeToTerminal(m_replayed));
        }
        Q_EMIT changed();
        return;
    }
    {
        const FrontEndLock lock(*m_shared);
        if (rows == m_shared->screen.rows() && columns == m_shared->screen.columns())
            return;
        m_shared->screen.resize(rows, columns);
    }
    QMetaObject::invokeMethod(m_feeder, [feeder = m_feeder, rows, columns] { feeder->resize(PtySize { columns, rows }); });
    Q_EMIT changed();
}

void Terminal::setScrollbackLimit(int lines)
{
    {
        const FrontEndLock lock(*m_shared);
        m_shared->screen.setScrollbackLimit(lines);
    }
    Q_EMIT changed();
}

void Terminal::close(const QString &reason)
{
    if (m_finished || !m_feeder)
        return;
    QMetaObject::invokeMethod(m_feeder, [feeder = m_feeder, reason] { feeder->stop(reason); });
}

void Terminal::onChanged()
{
    m_shared->changePosted = false;
    Q_EMIT changed();
}

void Terminal::onEnded(const QString &message, int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    m_endMessage = message;
    m_exitCode = exitCode;
    Q_EMIT changed();
    Q_EMIT finished(message);
}

} // namespace kandesk

#include "terminal.moc"
