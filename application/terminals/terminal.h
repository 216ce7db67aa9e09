// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/terminalscreen.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>
#include <memory>

namespace kandesk {

class TerminalFeeder;
struct TerminalShared;

struct TerminalLaunch {
    QStringList argv;
    QString workingDirectory;
    QString shownDirectory; // where the program is, as its host names it (empty: workingDirectory)
    QProcessEnvironment environment;
    QString name; // what the front end calls it ("bash", "claude")
    int rows = 24;
    int columns = 80;
    int scrollbackLimit = 10000;
};

// What a terminal with no program of its own is called and sized at (see Terminal's second
// constructor).
struct TerminalReplay {
    QString name;
    int rows = 12;
    int columns = 80;
};

// A program on a terminal of its own, for a front end to show: its output is read and parsed on
// another thread (the one whose context is given), and the front end reads the screen under its
// lock and sends keys, pastes and sizes. changed() is coalesced: however much the program writes,
// at most one waits in the front end's event queue.
class Terminal final : public QObject
{
    Q_OBJECT
public:
    // Starts at once; a program that cannot start ends the terminal with the reason (finished()).
    Terminal(const TerminalLaunch &launch, QObject *ioContext, QObject *parent = nullptr);
    // A terminal with no program: it shows what a program wrote to a pipe elsewhere (a command an
    // agent ran through agentctl), given whole each time to showOutput(); a new width replays it.
    // Parsed on the caller's thread, so for small outputs (agentctl sends a tool call's last
    // 64 KiB). Its rows stay as given whatever a view asks; keys and pastes go nowhere.
    explicit Terminal(const TerminalReplay &replay, QObject *parent = nullptr);
    // Stops the program and its session (PtyProcess).
    ~Terminal() override;

    // For a terminal with no program: the output so far. Output that goes on from the last shown
    // is parsed from there; other output (its start cut off) replaces it.
    void showOutput(const QByteArray &output);
    // True for a terminal with no program (showOutput).
    bool isReplay() const { return m_feeder == nullptr; }

    QString name() const { return m_name; }
    // Where the program runs, as its host names it (a folder on an SSH host, in a container).
    QString workingDirectory() const { return m_workingDirectory; }
    // The program's process id once it runs (0 before, or when it could not start).
    qint64 pid() const;

    // Runs reader with the screen locked, on the caller's thread: keep it short (a paint).
    void read(const std::function<void(const TerminalScreen &)> &reader) const;

    void sendKey(TerminalKey key, int modifiers = NoModifier);
    void sendText(const QString &text, int modifiers = NoModifier);
    void paste(const QString &text);
    void sendMouse(int row, int column, int button, bool pressed, int modifiers = NoModifier);
    void resize(int rows, int columns);
    void setScrollbackLimit(int lines);
    // Ends the program; finished() says why ("reason", e.g. "the session stopped").
    void close(const QString &reason);

    bool isFinished() const { return m_finished; }
    // How it ended, in words (empty while it runs).
    QString endMessage() const { return m_endMessage; }
    // The program's exit code once it exited by itself; -1 while it runs, or when it was closed,
    // killed by a signal or never started.
    int exitCode() const { return m_exitCode; }

Q_SIGNALS:
    void changed();
    void finished(const QString &message);

private:
    void send(const QByteArray &bytes);
    void onChanged();
    void onEnded(const QString &message, int exitCode);

    std::shared_ptr<TerminalShared> m_shared;
    TerminalFeeder *m_feeder = nullptr; // lives on the io thread; null for a replay
    QByteArray m_replayed;
    QString m_name;
    QString m_workingDirectory;
    bool m_finished = false;
    QString m_endMessage;
    int m_exitCode = -1;
};

} // namespace kandesk
