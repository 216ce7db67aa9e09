// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "clireference.h"

#include "cli/cli.h"
#include "cli/clioutput.h"
#include "cli/runcommand.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "CliReference".
struct CliReferenceWords {
    Q_DECLARE_TR_FUNCTIONS(CliReference)
};

const QString kEveryCommandTakes = QStringLiteral("[--data-dir DIR] [--help]");

QStringList optionsIn(const QString &text)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z-]*"));
    QStringList found;
    for (auto it = option.globalMatch(text); it.hasNext();) {
        const QString name = it.next().captured(0);
        if (!found.contains(name))
            found.append(name);
    }
    return found;
}

// The options that take a value: written "--name VALUE" (a capital, a quote, a choice) in a usage.
QSet<QString> optionsWithValues(const QString &text)
{
    static const QRegularExpression valued(QStringLiteral("(--[a-z][a-z-]*)[ =](?:[A-Z\"]|[a-z]+\\|)"));
    QSet<QString> found;
    for (auto it = valued.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

QString allUsages()
{
    QString text = runUsage() + QLatin1Char('\n') + verbsHelp();
    for (const QString &verb : cliVerbs())
        text += QLatin1Char('\n') + verbUsage(verb);
    return text;
}

void addOptions(CommandReference &command, const QString &usage)
{
    for (const QString &option : optionsIn(usage)) {
        if (!command.options.contains(option))
            command.options.append(option);
    }
    for (const QString &option : optionsWithValues(usage)) {
        if (!command.valued.contains(option))
            command.valued.append(option);
    }
}

// The commands of a verb's usage table: "  SUB ARGS…   what it does", alternatives after " | ",
// continuation lines indented further.
QList<CommandReference> commandsOf(const QString &verb, const QString &usage)
{
    static const QRegularExpression described(QStringLiteral("^(.*?)\\s{2,}(\\S.*)$"));
    static const QRegularExpression subName(QStringLiteral("^[a-z][a-z-]*$"));
    QList<CommandReference> commands;
    qsizetype last = -1;
    for (const QString &line : usage.split(QLatin1Char('\n')).mid(1)) {
        if (line.startsWith(QStringLiteral("   "))) { // a continuation of the last command
            if (last < 0)
                continue;
            addOptions(commands[last], line);
            const QString trimmed = line.trimmed();
            const QRegularExpressionMatch tail = described.match(trimmed);
            const bool wordsOnly = !trimmed.contains(QStringLiteral("--")) && !trimmed.startsWith(QLatin1Char('['));
            if (commands[last].summary.isEmpty())
                commands[last].summary = tail.hasMatch() ? tail.captured(2) : wordsOnly ? trimmed : QString();
            continue;
        }
        if (!line.startsWith(QStringLiteral("  ")))
            continue;
        const QRegularExpressionMatch parts = described.match(line.mid(2));
        const QString usageText = parts.hasMatch() ? parts.captured(1) : line.mid(2);
        const QString summary = parts.hasMatch() ? parts.captured(2) : QString();
        for (const QString &alternative : usageText.split(QStringLiteral(" | "))) {
            const QString first = alternative.trimmed().section(QLatin1Char(' '), 0, 0);
            if (subName.match(first).hasMatch()) {
                const auto known = std::find_if(commands.begin(), commands.end(),
                                                [&first](const CommandReference &each) { return each.sub == first; });
                if (known == commands.end()) {
                    commands.append({verb, first, {}, {}, summary});
                    last = commands.size() - 1;
                } else {
                    last = known - commands.begin();
                }
            }
            if (last >= 0)
                addOptions(commands[last], alternative);
        }
    }
    for (CommandReference &command : commands)
        addOptions(command, kEveryCommandTakes);
    return commands;
}

struct Verb {
    const char *name;
    const char *summary;
};

// Every verb, in the order `kandesk --help` lists them, with what it is for.
constexpr Verb kVerbs[] = {
    {"run", "run a new task with an agent"},
    {"task", "the board's tasks: show, resume, review, ship, checkpoints, attempts"},
    {"session", "the sessions an agent keeps itself, brought in as tasks"},
    {"secret", "secrets in the vault"},
    {"profile", "agent profiles and custom ACP agents"},
    {"executor", "where agents run: SSH hosts, Docker images"},
    {"agent", "the built-in agents Kandesk installs"},
    {"backup", "the home's database and secrets file saved or restored"},
    {"workflow", "workflows and their steps"},
    {"settings", "settings by name (the most agents at once, …)"},
    {"integration", "issue tracker connections: GitHub, GitLab, Linear, Jira"},
    {"diagnostics", "what a bug report needs, no secret in it"},
    {"completions", "the completion script of a shell"},
    {"manpage", "the manual page"},
};

QString summaryOfVerb(const QString &verb)
{
    for (const Verb &each : kVerbs) {
        if (verb == QLatin1String(each.name))
            return QString::fromUtf8(each.summary);
    }
    return {};
}

// Roff: backslashes and hyphens written as roff wants them, a line starting with '.' or '\'' kept as text.
QString roff(const QString &text)
{
    QStringList lines;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.replace(QLatin1Char('\\'), QStringLiteral("\\e")).replace(QLatin1Char('-'), QStringLiteral("\\-"));
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QStringLiteral("\\&"));
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

// The verb's commands, each as entry writes it.
QStringList subsOf(const QList<CommandReference> &commands, const QString &verb, const std::function<QString(const CommandReference &)> &entry)
{
    QStringList subs;
    for (const CommandReference &command : commands) {
        if (command.verb == verb && !command.sub.isEmpty())
            subs.append(entry(command));
    }
    return subs;
}

QString shellWords(const QStringList &words)
{
    return words.join(QLatin1Char(' '));
}

QString bashScript()
{
    const QList<CommandReference> commands = commandReference();
    const QSet<QString> valued = optionsWithValues(allUsages());
    QStringList valueOptions(valued.cbegin(), valued.cend());
    valueOptions.sort();
    QString subsCases;
    QString optionCases;
    for (const QString &verb : cliVerbs()) {
        const QStringList subs = subsOf(commands, verb, [](const CommandReference &command) { return command.sub; });
        if (!subs.isEmpty())
            subsCases += QStringLiteral("        %1) subs=\"%2\" ;;\n").arg(verb, shellWords(subs));
    }
    for (const CommandReference &command : commands)
        optionCases += QStringLiteral("        \"%1 %2\") opts=\"%3\" takes=' %4 ' ;;\n")
                           .arg(command.verb, command.sub, shellWords(command.options), shellWords(command.valued));
    QStringList windowWords = cliVerbs();
    for (const CommandReference &option : windowOptions())
        windowWords.append(option.options);
    return QStringLiteral(
               "# bash completion for kandesk (made by `kandesk completions bash`)\n"
               "_kandesk() {\n"
               "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} verb='' sub='' subs='' opts='' takes='' i\n"
               "    local valued=' %1 '\n"
               "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
               "        case ${COMP_WORDS[i]} in\n"
               "            -*) [[ $valued == *\" ${COMP_WORDS[i]} \"* ]] && ((i++)) ;;\n"
               "            *) if [[ -z $verb ]]; then verb=${COMP_WORDS[i]}; elif [[ -z $sub ]]; then sub=${COMP_WORDS[i]}; fi ;;\n"
               "        esac\n"
               "    done\n"
               "    if [[ -z $verb ]]; then\n"
               "        if [[ $prev == --data-dir ]]; then COMPREPLY=($(compgen -d -- \"$cur\")); return; fi\n"
               "        COMPREPLY=($(compgen -W \"%2\" -- \"$cur\"))\n"
               "        return\n"
               "    fi\n"
               "    case $verb in\n"
               "%3"
               "    esac\n"
               "    if [[ -z $sub && -n $subs ]]; then\n"
               "        COMPREPLY=($(compgen -W \"$subs\" -- \"$cur\"))\n"
               "        return\n"
               "    fi\n"
               "    case \"$verb $sub\" in\n"
               "%4"
               "    esac\n"
               "    if [[ $takes == *\" $prev \"* ]]; then\n"
               "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
               "    elif [[ $cur == -* ]]; then\n"
               "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
               "    else\n"
               "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
               "    fi\n"
               "}\n"
               "complete -F _kandesk kandesk\n")
        .arg(shellWords(valueOptions), shellWords(windowWords), subsCases, optionCases);
}

// "name:what it does" for zsh's _describe (its colons escaped).
QString described(const QString &name, const QString &summary)
{
    QString text = summary;
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char(':'), QStringLiteral("\\:")).replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QStringLiteral("'%1:%2'").arg(name, text);
}

QString zshScript()
{
    const QList<CommandReference> commands = commandReference();
    const QSet<QString> valued = optionsWithValues(allUsages());
    QStringList valueOptions(valued.cbegin(), valued.cend());
    valueOptions.sort();
    QStringList verbs;
    for (const QString &verb : cliVerbs())
        verbs.append(described(verb, summaryOfVerb(verb)));
    QString subsCases;
    for (const QString &verb : cliVerbs()) {
        const QStringList subs
            = subsOf(commands, verb, [](const CommandReference &command) { return described(command.sub, command.summary); });
        if (!subs.isEmpty())
            subsCases += QStringLiteral("        %1) subs=(%2) ;;\n").arg(verb, shellWords(subs));
    }
    QString optionCases;
    for (const CommandReference &command : commands)
        optionCases += QStringLiteral("        '%1 %2') opts=(%3) takes=(%4) ;;\n")
                           .arg(command.verb, command.sub, shellWords(command.options), shellWords(command.valued));
    QStringList windowWords;
    for (const CommandReference &option : windowOptions())
        windowWords.append(option.options);
    return QStringLiteral(
               "#compdef kandesk\n"
               "# zsh completion for kandesk (made by `kandesk completions zsh`)\n"
               "_kandesk() {\n"
               "    local verb='' sub='' i\n"
               "    local -a verbs subs opts takes valued\n"
               "    valued=(%1)\n"
               "    verbs=(%2)\n"
               "    for ((i = 2; i < CURRENT; i++)); do\n"
               "        case ${words[i]} in\n"
               "            -*) (( ${valued[(Ie)${words[i]}]} )) && ((i++)) ;;\n"
               "            *) if [[ -z $verb ]]; then verb=${words[i]}; elif [[ -z $sub ]]; then sub=${words[i]}; fi ;;\n"
               "        esac\n"
               "    done\n"
               "    if [[ -z $verb ]]; then\n"
               "        if [[ ${words[CURRENT-1]} == --data-dir ]]; then _files -/; return; fi\n"
               "        if [[ ${words[CURRENT]} == -* ]]; then compadd -- %3; else _describe 'command' verbs; fi\n"
               "        return\n"
               "    fi\n"
               "    case $verb in\n"
               "%4"
               "    esac\n"
               "    if [[ -z $sub && ${#subs} -gt 0 ]]; then\n"
               "        _describe 'command' subs\n"
               "        return\n"
               "    fi\n"
               "    case \"$verb $sub\" in\n"
               "%5"
               "    esac\n"
               "    if (( ${takes[(Ie)${words[CURRENT-1]}]} )); then\n"
               "        _files\n"
               "    elif [[ ${words[CURRENT]} == -* ]]; then\n"
               "        compadd -- $opts\n"
               "    else\n"
               "        _files\n"
               "    fi\n"
               "}\n"
               "_kandesk \"$@\"\n")
        .arg(shellWords(valueOptions), shellWords(verbs), shellWords(windowWords), subsCases, optionCases);
}

QString fishQuoted(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString fishScript()
{
    const QList<CommandReference> commands = commandReference();
    QString script = QStringLiteral("# fish completion for kandesk (made by `kandesk completions fish`)\n"
                                    "complete -c kandesk -f\n");
    for (const CommandReference &option : windowOptions()) {
        for (const QString &name : option.options)
            script += QStringLiteral("complete -c kandesk -n __fish_use_subcommand -l %1 -d %2\n").arg(name.mid(2), fishQuoted(option.summary));
    }
    for (const QString &verb : cliVerbs())
        script += QStringLiteral("complete -c kandesk -n __fish_use_subcommand -a %1 -d %2\n").arg(verb, fishQuoted(summaryOfVerb(verb)));
    for (const QString &verb : cliVerbs()) {
        const QStringList subs = subsOf(commands, verb, [](const CommandReference &command) { return command.sub; });
        for (const CommandReference &command : commands) {
            if (command.verb != verb)
                continue;
            const QString inVerb = QStringLiteral("__fish_seen_subcommand_from %1").arg(verb);
            const QString inCommand = command.sub.isEmpty() ? inVerb : inVerb + QStringLiteral("; and __fish_seen_subcommand_from ") + command.sub;
            if (!command.sub.isEmpty())
                script += QStringLiteral("complete -c kandesk -n %1 -a %2 -d %3\n")
                              .arg(fishQuoted(inVerb + QStringLiteral("; and not __fish_seen_subcommand_from ") + shellWords(subs)), command.sub,
                                   fishQuoted(command.summary));
            for (const QString &option : command.options)
                script += QStringLiteral("complete -c kandesk -n %1 -l %2%3\n")
                              .arg(fishQuoted(inCommand), option.mid(2), command.valued.contains(option) ? QStringLiteral(" -r -F") : QString());
        }
    }
    return script;
}

} // namespace

QStringList cliVerbs()
{
    QStringList verbs;
    for (const Verb &each : kVerbs)
        verbs.append(QString::fromLatin1(each.name));
    return verbs;
}

QList<CommandReference> commandReference()
{
    CommandReference run{QStringLiteral("run"), {}, {}, {}, summaryOfVerb(QStringLiteral("run"))};
    addOptions(run, runUsage());
    addOptions(run, kEveryCommandTakes);
    QList<CommandReference> commands{run};
    for (const QString &verb : cliVerbs()) {
        if (verb != QLatin1String("run"))
            commands.append(commandsOf(verb, verbUsage(verb)));
    }
    return commands;
}

QList<CommandReference> windowOptions()
{
    return {{{}, {}, {QStringLiteral("--data-dir")}, {QStringLiteral("--data-dir")}, QStringLiteral("Use DIR as Kandesk's home instead of the default")},
            {{}, {}, {QStringLiteral("--quick-chat")}, {}, QStringLiteral("Open the quick chat (in the running Kandesk, if there is one)")},
            {{}, {}, {QStringLiteral("--self-test")}, {}, QStringLiteral("Check the installation and exit")},
            {{}, {}, {QStringLiteral("--help")}, {}, QStringLiteral("Show the help")},
            {{}, {}, {QStringLiteral("--version")}, {}, QStringLiteral("Show the version")}};
}

QString manPage()
{
    QString page = QStringLiteral(".TH KANDESK 1 \"\" \"Kandesk %1\" \"User Commands\"\n"
                                  ".SH NAME\n"
                                  "kandesk \\- run AI coding agents on many tasks at once, each in its own workspace\n"
                                  ".SH SYNOPSIS\n"
                                  ".B kandesk\n"
                                  "[\\fB\\-\\-data\\-dir\\fR \\fIDIR\\fR] [\\fB\\-\\-quick\\-chat\\fR | \\fB\\-\\-self\\-test\\fR]\n"
                                  ".br\n"
                                  ".B kandesk\n"
                                  "\\fIVERB\\fR [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]\n"
                                  ".SH DESCRIPTION\n"
                                  "Without a verb, \\fBkandesk\\fR opens its window: a board of tasks, each with its own "
                                  "workspace (usually a git worktree) where an ACP coding agent works behind an agentctl sidecar. "
                                  "With a verb it works on the same home from the command line, with no window and no display.\n"
                                  ".SH OPTIONS\n")
                       .arg(QStringLiteral(KANDESK_VERSION));
    for (const CommandReference &option : windowOptions())
        page += QStringLiteral(".TP\n.B %1\n%2.\n").arg(roff(option.options.join(QStringLiteral(", "))), roff(option.summary));
    page += QStringLiteral(".SH COMMANDS\n.nf\n") + roff(verbsHelp()) + QStringLiteral("\n.fi\n");
    page += QStringLiteral(".SS kandesk run\n.nf\n") + roff(runUsage()) + QStringLiteral("\n.fi\n");
    for (const QString &verb : cliVerbs()) {
        const QString usage = verbUsage(verb);
        if (!usage.isEmpty())
            page += QStringLiteral(".SS kandesk %1\n.nf\n").arg(verb) + roff(usage) + QStringLiteral("\n.fi\n");
    }
    page += QStringLiteral(".SH ENVIRONMENT\n"
                           ".TP\n.B KANDESK_HOME\nKandesk's home (its database, secrets file, task worktrees and logs) when "
                           "\\fB\\-\\-data\\-dir\\fR is not given.\n"
                           ".TP\n.B KANDESK_AGENTCTL\nThe agentctl sidecar to run instead of the one installed beside kandesk.\n"
                           ".SH EXIT STATUS\n0 done, 1 failed, 2 bad usage, 130 interrupted.\n"
                           ".SH SEE ALSO\n\\fBgit\\-worktree\\fR(1)\n");
    return page;
}

QString completionScript(const QString &shell)
{
    if (shell == QLatin1String("bash"))
        return bashScript();
    if (shell == QLatin1String("zsh"))
        return zshScript();
    if (shell == QLatin1String("fish"))
        return fishScript();
    return {};
}

int manpageCommand(const QStringList &arguments)
{
    const QString first = arguments.value(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        printLine(QStringLiteral("usage: kandesk manpage   (the manual page, roff: kandesk manpage | man -l -)"));
        return ExitOk;
    }
    if (arguments.size() > 1) {
        printError(
            CliReferenceWords::tr("kandesk manpage: takes no arguments (it prints the manual page: kandesk manpage | man -l -)"));
        return ExitUsage;
    }
    printOut(manPage());
    return ExitOk;
}

int completionsCommand(const QStringList &arguments)
{
    const QString shell = arguments.value(1);
    const QString script = completionScript(shell);
    if (arguments.size() != 2 || script.isEmpty()) {
        printError(QStringLiteral("usage: kandesk completions bash|zsh|fish   (the shell's completion script, e.g. "
                                  "source <(kandesk completions bash))"));
        return shell == QLatin1String("-h") || shell == QLatin1String("--help") ? ExitOk : ExitUsage;
    }
    printOut(script);
    return ExitOk;
}

} // namespace kandesk::cli
