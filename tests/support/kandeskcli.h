// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Drives the real kandesk binary (KANDESK_APP_PATH) on the command line in tests.

#include "support/processprobe.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace kandesk::test {

inline QString kandeskApp()
{
    return QStringLiteral(KANDESK_APP_PATH);
}

// Processes working in (or logging into) dir: the agents and agentctl of runs with that home.
inline QStringList processesUnder(const QString &dir)
{
    QStringList found;
    const QString root = QFileInfo(dir).canonicalFilePath();
    if (root.isEmpty())
        return found;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || !processAlive(pid))
            continue;
        const QString cwd = QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).symLinkTarget();
        const QString log = QFileInfo(QStringLiteral("/proc/%1/fd/2").arg(pid)).symLinkTarget();
        if (cwd.startsWith(root) || log.startsWith(root)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            const QString command = cmdline.open(QIODevice::ReadOnly)
                ? QString::fromLocal8Bit(cmdline.readAll()).replace(QLatin1Char('\0'), QLatin1Char(' '))
                : QString();
            found.append(QStringLiteral("%1 %2").arg(pid).arg(command.trimmed()));
        }
    }
    return found;
}

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
    QList<QJsonObject> lines; // stdout lines that are JSON objects

    // What a failed run said, for a test's message: its exit code, its error stream and the end of
    // its output (QtTest cuts a long message at its start).
    QString failure() const
    {
        return QStringLiteral("exit %1\n%2\n…%3").arg(exitCode).arg(err.right(400), out.right(500));
    }

    QStringList kinds() const
    {
        QStringList found;
        for (const QJsonObject &line : lines)
            found.append(line.value(QStringLiteral("kind")).toString());
        return found;
    }
    QJsonObject first(const QString &kind) const
    {
        for (const QJsonObject &line : lines) {
            if (line.value(QStringLiteral("kind")).toString() == kind)
                return line;
        }
        return {};
    }
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    // The names of the prepare steps that completed (`run --json`), in order.
    QStringList completedSteps() const
    {
        QStringList steps;
        for (const QJsonObject &line : lines) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("prepare_step")
                && line.value(QStringLiteral("status")).toString() == QLatin1String("completed"))
                steps.append(line.value(QStringLiteral("name")).toString());
        }
        return steps;
    }
};

inline QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("KANDESK_HOME"));
    env.insert(QStringLiteral("KANDESK_AGENTCTL"), QStringLiteral(KANDESK_AGENTCTL_PATH));
    env.insert(QStringLiteral("KANDESK_SECRET_BACKEND"), QStringLiteral("file"));
    return env;
}

inline CliRun finishRun(QProcess &process)
{
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    const QStringList outLines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : outLines) {
        const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
        if (!object.isEmpty())
            run.lines.append(object);
    }
    return run;
}

// Runs kandesk to its end with input on standard input (then closed).
inline CliRun runCli(const QStringList &arguments, const QByteArray &input = {}, int timeoutMs = 60'000)
{
    QProcess process;
    process.setProcessEnvironment(cliEnvironment());
    process.start(kandeskApp(), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(kandeskApp()));
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    return finishRun(process);
}

} // namespace kandesk::test
