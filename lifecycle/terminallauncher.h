// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace kandesk {

// Runs a command for the user in a terminal window of their desktop (an agent's sign-in command,
// say), detached: the terminal outlives nothing of Kandesk's and Kandesk waits for nothing.
// The terminal is $TERMINAL, else the first of x-terminal-emulator, gnome-terminal, konsole,
// xfce4-terminal, kitty, alacritty, xterm found on PATH.
struct ExternalTerminalLaunch {
    QString terminal; // the program that was started; empty when none could be
    QString error;    // why not, in words for the user
};

ExternalTerminalLaunch runInTerminal(const QStringList &argv, const QString &workingDirectory = {},
                             const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());

// The argv that runs argv in terminal (exposed for tests).
QStringList terminalArgv(const QString &terminal, const QStringList &argv);

} // namespace kandesk
