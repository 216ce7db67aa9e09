// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "worktreeopener.h"

#include "terminallauncher.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorktreeOpenerWords".
struct WorktreeOpenerWords {
    Q_DECLARE_TR_FUNCTIONS(WorktreeOpenerWords)
};

QString onPath(const QString &program, const QProcessEnvironment &environment)
{
    return QStandardPaths::findExecutable(
        program, environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts));
}

OpenedFolder startDetached(
    const QString &program, const QStringList &arguments, const QString &folder, const QProcessEnvironment &environment)
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setWorkingDirectory(folder);
    process.setProcessEnvironment(environment);
    if (!process.startDetached())
        return { {}, WorktreeOpenerWords::tr("%1 could not be started").arg(program) };
    return { program, {} };
}

OpenedFolder inTerminal(const QStringList &argv, const QString &folder, const QProcessEnvironment &environment)
{
    const ExternalTerminalLaunch launched = runInTerminal(argv, folder, environment);
    return { launched.terminal, launched.error };
}

} // namespace

OpenedFolder openFolder(const QString &folder, OpenWith with, const QProcessEnvironment &environment)
{
    if (!QFileInfo(folder).isDir())
        return { {}, WorktreeOpenerWords::tr("%1 does not exist").arg(folder) };
    switch (with) {
    case OpenWith::Editor: {
        if (const QString code = onPath(QStringLiteral("code"), environment); !code.isEmpty())
            return startDetached(code, { folder }, folder, environment);
        QString editor = environment.value(QStringLiteral("VISUAL"));
        if (editor.trimmed().isEmpty())
            editor = environment.value(QStringLiteral("EDITOR"));
        const QStringList argv = QProcess::splitCommand(editor);
        if (argv.isEmpty())
            return { {}, WorktreeOpenerWords::tr("No editor found: install VS Code (code) or set $VISUAL or $EDITOR") };
        return inTerminal(argv + QStringList { folder }, folder, environment);
    }
    case OpenWith::Terminal: {
        QString shell = environment.value(QStringLiteral("SHELL"));
        if (shell.isEmpty())
            shell = QStringLiteral("/bin/sh");
        return inTerminal({ shell }, folder, environment);
    }
    case OpenWith::FileManager:
        break;
    }
    const QString opener = onPath(QStringLiteral("xdg-open"), environment);
    if (opener.isEmpty())
        return { {}, WorktreeOpenerWords::tr("xdg-open is not installed; the folder is %1").arg(folder) };
    return startDetached(opener, { folder }, folder, environment);
}

} // namespace kandesk
