// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

namespace kandesk::cli {

// What `kandesk ARGS…` starts, decided before any QCoreApplication exists (a QApplication
// without a display aborts the process).
enum class StartMode {
    Cli,         // a verb (run, task, secret, profile), possibly after global options
    HelpVersion, // --help or --version of the window: printed without a display
    Window,
    NoDisplay,      // the window was asked for, but no display is there
    UnknownCommand, // a word that is no verb ("kandesk session list"): the window takes none
};

// Whether an argument of kandesk names a command-line verb (clireference.h's cliVerbs()).
bool isCliVerb(const QString &argument);

// arguments[0] is the program.
StartMode startMode(const QStringList &arguments, const QProcessEnvironment &environment);

// The index of the verb after leading global options (--data-dir DIR, --data-dir=DIR, --json), or -1.
qsizetype verbIndex(const QStringList &arguments);

// The arguments as the verbs parse them: "kandesk VERB …" with the global options that came
// before the verb moved after it (before a "--", where one is).
QStringList verbArguments(const QStringList &arguments);

// The same for a verb's command: "kandesk --data-dir DIR list …" (the verb already taken out)
// becomes "kandesk list … --data-dir DIR".
QStringList commandArguments(const QStringList &arguments);

// The one line printed when the window is asked for without a display.
QString noDisplayMessage();
// The one line printed for an unknown command (StartMode::UnknownCommand).
QString unknownCommandMessage(const QStringList &arguments);

} // namespace kandesk::cli
