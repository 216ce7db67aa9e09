// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kandesk::cli {

// Turns SIGINT into a signal on the event loop (self-pipe + QSocketNotifier): the handler only
// writes one byte. One instance at a time; the previous disposition is restored when it goes.
class InterruptWatcher final : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatcher(QObject *parent = nullptr);
    ~InterruptWatcher() override;
    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void interrupted();

private:
    QSocketNotifier *m_notifier = nullptr;
};

// Reads lines from standard input without blocking the event loop.
class StdinLineReader final : public QObject
{
    Q_OBJECT
public:
    explicit StdinLineReader(QObject *parent = nullptr);
    static bool stdinIsTerminal();

Q_SIGNALS:
    void lineRead(const QString &line);
    void endOfInput();

private:
    void readAvailable();

    QSocketNotifier *m_notifier = nullptr;
    QByteArray m_buffer;
};

} // namespace kandesk::cli
