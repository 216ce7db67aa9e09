// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminallauncher.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TerminalLauncherWords".
struct TerminalLauncherWords {
    Q_DECLARE_TR_FUNCTIONS(TerminalLauncherWords)
};

QString findTerminal(const QProcessEnvironment &environment)
{
    const QStringList path = environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString chosen = environment.value(QStringLiteral("TERMINAL"));
    QStringList candidates;
    if (!chosen.isEmpty())
        candidates.append(chosen);
    candidates += {QStringLiteral("x-terminal-emulator"), QStringLiteral("gnome-terminal"), QStringLiteral("konsole"),
                   QStringLiteral("xfce4-terminal"), QStringLiteral("kitty"), QStringLiteral("alacritty"), QStringLiteral("xterm")};
    for (const QString &candidate : std::as_const(candidates)) {
        const QString found = QFileInfo(candidate).isAbsolute() ? candidate : QStandardPaths::findExecutable(candidate, path);
        if (!found.isEmpty() && QFileInfo(found).isExecutable())
            return found;
    }
    return {};
}

} // namespace

QStringList terminalArgv(const QString &terminal, const QStringList &argv)
{
    const QString name = QFileInfo(terminal).fileName();
    if (name == QLatin1String("gnome-terminal"))
        return QStringList{terminal, QStringLiteral("--")} + argv;
    if (name == QLatin1String("kitty"))
        return QStringList{terminal} + argv;
    if (name == QLatin1String("xfce4-terminal"))
        return QStringList{terminal, QStringLiteral("-x")} + argv;
    return QStringList{terminal, QStringLiteral("-e")} + argv;
}

ExternalTerminalLaunch runInTerminal(const QStringList &argv, const QString &workingDirectory, const QProcessEnvironment &environment)
{
    if (argv.isEmpty() || argv.constFirst().isEmpty())
        return { {}, TerminalLauncherWords::tr("There is no command to run in a terminal.") };
    const QString shown = argv.join(QLatin1Char(' '));
    // What the user can do instead, naming the folder it was meant for.
    const QString yourself = workingDirectory.isEmpty()
        ? TerminalLauncherWords::tr("run it yourself: %1").arg(shown)
        : TerminalLauncherWords::tr("open one in %1 and run: %2").arg(workingDirectory, shown);
    const QString terminal = findTerminal(environment);
    if (terminal.isEmpty())
        return { {}, TerminalLauncherWords::tr("No terminal program was found (set $TERMINAL); %1").arg(yourself) };
    QStringList command = terminalArgv(terminal, argv);
    QProcess process;
    process.setProgram(command.takeFirst());
    process.setArguments(command);
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    if (!process.startDetached())
        return { {}, TerminalLauncherWords::tr("The terminal %1 could not be started; %2").arg(terminal, yourself) };
    return {terminal, {}};
}

} // namespace kandesk
