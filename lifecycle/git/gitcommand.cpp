// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitcommand.h"

#include <QCoreApplication>
#include <QProcess>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "GitCommandWords".
struct GitCommandWords {
    Q_DECLARE_TR_FUNCTIONS(GitCommandWords)
};

// Splits what arrived into complete lines, keeping a partial last line for the next read.
void forwardLines(QByteArray &pending, const QByteArray &chunk, QString &collected, const LineSink &lines)
{
    collected += QString::fromUtf8(chunk);
    if (!lines)
        return;
    pending += chunk;
    qsizetype newline;
    while ((newline = pending.indexOf('\n')) >= 0) {
        lines(QString::fromUtf8(pending.left(newline)).trimmed());
        pending.remove(0, newline + 1);
    }
}

QProcessEnvironment gitEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Never wait for a credential prompt or an editor that nobody will see.
    env.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    env.insert(QStringLiteral("GIT_EDITOR"), QStringLiteral("true"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    // A status or diff would otherwise refresh the index under .git/index.lock when it can: an
    // agent's git (a commit in the same checkout) or another task's checkout then fails on it.
    env.insert(QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0"));
    return env;
}

Expected<GitOutput> runGitIn(const QString &workingDirectory, const QStringList &arguments, const LineSink &lines,
                             int timeoutMs, const QStringList &variables)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    QProcessEnvironment env = gitEnvironment();
    for (const QString &variable : variables)
        env.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("git"), arguments);
    if (!process.waitForStarted())
        return Error { GitCommandWords::tr("cannot run git: %1").arg(process.errorString()) };

    GitOutput output;
    QByteArray pendingOut;
    QByteArray pendingErr;
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, [&] {
        forwardLines(pendingOut, process.readAllStandardOutput(), output.standardOutput, lines);
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, [&] {
        forwardLines(pendingErr, process.readAllStandardError(), output.standardError, lines);
    });
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return Error {
            GitCommandWords::tr("git %1 did not finish within %2 s").arg(arguments.value(0)).arg(timeoutMs / 1000)
        };
    }
    forwardLines(pendingOut, process.readAllStandardOutput(), output.standardOutput, lines);
    forwardLines(pendingErr, process.readAllStandardError(), output.standardError, lines);
    for (QByteArray *rest : {&pendingOut, &pendingErr}) {
        if (lines && !rest->trimmed().isEmpty())
            lines(QString::fromUtf8(*rest).trimmed());
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return Error { GitCommandWords::tr("git %1 crashed").arg(arguments.value(0)) };
    output.exitCode = process.exitCode();
    return output;
}

Expected<QString> checkedOutput(const Expected<GitOutput> &output, const QStringList &arguments)
{
    if (!output)
        return Error{output.error()};
    if (output->exitCode != 0) {
        const QString message = output->standardError.trimmed().isEmpty() ? output->standardOutput.trimmed()
                                                                            : output->standardError.trimmed();
        return Error { GitCommandWords::tr("git %1 failed: %2").arg(arguments.join(QLatin1Char(' ')), message) };
    }
    return output->standardOutput;
}

} // namespace

Expected<GitOutput> runGit(const QString &workingDirectory, const QStringList &arguments, const LineSink &lines,
                           int timeoutMs)
{
    return runGitIn(workingDirectory, arguments, lines, timeoutMs, {});
}

Expected<QByteArray> runGitBytes(const QString &workingDirectory, const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.setProcessEnvironment(gitEnvironment());
    process.start(QStringLiteral("git"), arguments);
    if (!process.waitForStarted())
        return Error { GitCommandWords::tr("cannot run git: %1").arg(process.errorString()) };
    QByteArray out;
    QByteArray err;
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, [&] { out += process.readAllStandardOutput(); });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, [&] { err += process.readAllStandardError(); });
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return Error {
            GitCommandWords::tr("git %1 did not finish within %2 s").arg(arguments.value(0)).arg(timeoutMs / 1000)
        };
    }
    out += process.readAllStandardOutput();
    err += process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit)
        return Error { GitCommandWords::tr("git %1 crashed").arg(arguments.value(0)) };
    if (process.exitCode() != 0)
        return Error { GitCommandWords::tr("git %1 failed: %2")
                           .arg(arguments.join(QLatin1Char(' ')), QString::fromUtf8(err).trimmed()) };
    return out;
}

Expected<QString> runGitChecked(const QString &workingDirectory, const QStringList &arguments, const LineSink &lines,
                                int timeoutMs)
{
    return checkedOutput(runGit(workingDirectory, arguments, lines, timeoutMs), arguments);
}

Expected<QString> runGitCheckedWith(const QString &workingDirectory, const QStringList &arguments, const QStringList &variables,
                                    int timeoutMs)
{
    return checkedOutput(runGitIn(workingDirectory, arguments, {}, timeoutMs, variables), arguments);
}

QString resolveCommit(const QString &repository, const QString &revision)
{
    auto output = runGit(repository, {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"), revision});
    return output && output->exitCode == 0 ? output->standardOutput.trimmed() : QString();
}

} // namespace kandesk::git
