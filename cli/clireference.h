// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QStringList>

namespace kandesk::cli {

// One command of the command line as its usage table states it: `kandesk VERB [SUB]`, the options
// it names and what it does. Read from the same usage texts `--help` prints, so the manual page and
// the shell completions (made from it at build time) never say other than the commands do.
struct CommandReference {
    QString verb;
    QString sub;         // empty for a verb without commands (run)
    QStringList options; // "--json", "--data-dir", …
    QStringList valued;  // those of them that take a value ("--data-dir DIR")
    QString summary;
};

// The verbs (run, task, …) in the order `kandesk --help` lists them.
QStringList cliVerbs();
// Every verb's commands with their options (--data-dir and --help included, which all take).
QList<CommandReference> commandReference();
// The window's own options (`kandesk --help`).
QList<CommandReference> windowOptions();

// `kandesk manpage`: the manual page (roff, section 1) made from the usage tables.
QString manPage();
// `kandesk completions bash|zsh|fish`: the script that completes verbs, commands and options;
// empty for a shell it does not know.
QString completionScript(const QString &shell);

// The two verbs above.
int manpageCommand(const QStringList &arguments);
int completionsCommand(const QStringList &arguments);

} // namespace kandesk::cli
