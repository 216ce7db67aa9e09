// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "npmtools.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QStandardPaths>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "NpmToolsWords".
struct NpmToolsWords {
    Q_DECLARE_TR_FUNCTIONS(NpmToolsWords)
};

QString locate(const char *overrideVariable, const QString &program)
{
    const QString chosen = qEnvironmentVariable(overrideVariable);
    if (!chosen.isEmpty())
        return chosen;
    return QStandardPaths::findExecutable(program);
}

} // namespace

Expected<NodeRuntime> findNode()
{
    const QString path = locate("KANDESK_NODE", QStringLiteral("node"));
    if (path.isEmpty())
        return Error { NpmToolsWords::tr(
            "Node.js is not installed (no `node` on PATH): install it (e.g. sudo apt install nodejs npm)") };
    const QFileInfo info(path);
    if (!info.isExecutable())
        return Error { NpmToolsWords::tr("%1 is not an executable node").arg(path) };
    const QString key
        = info.canonicalFilePath() + QLatin1Char('@') + QString::number(info.lastModified().toMSecsSinceEpoch());
    static QMutex mutex;
    static QHash<QString, SemVer> known;
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = known.constFind(key); it != known.cend())
            return NodeRuntime { path, it.value() };
    }
    QProcess node;
    node.start(path, { QStringLiteral("--version") });
    if (!node.waitForFinished(15'000) || node.exitStatus() != QProcess::NormalExit || node.exitCode() != 0) {
        node.kill();
        node.waitForFinished(1'000);
        return Error { NpmToolsWords::tr("%1 --version failed: %2").arg(path, node.errorString()) };
    }
    const QString text = QString::fromUtf8(node.readAllStandardOutput()).trimmed();
    const auto version = SemVer::parse(text);
    if (!version)
        return Error { NpmToolsWords::tr("%1 --version printed \"%2\", not a version").arg(path, text) };
    const QMutexLocker lock(&mutex);
    known.insert(key, *version);
    return NodeRuntime { path, *version };
}

Expected<QByteArray> runNpm(
    const QStringList &args, const QString &workingDirectory, const NpmOutput &onOutput, int timeoutMs)
{
    const QString npm = locate("KANDESK_NPM", QStringLiteral("npm"));
    if (npm.isEmpty())
        return Error { NpmToolsWords::tr(
            "npm is not installed (no `npm` on PATH): install it (e.g. sudo apt install nodejs npm)") };
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(npm, args);
    if (!process.waitForStarted(15'000))
        return Error { NpmToolsWords::tr("cannot start npm: %1").arg(process.errorString()) };
    QByteArray stdoutData;
    QByteArray pendingOut;
    QByteArray pendingErr;
    QStringList errors;
    QStringList tail;
    auto emitLines = [&](QByteArray &pending, bool flush) {
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0 || (flush && !pending.isEmpty())) {
            const qsizetype cut = newline >= 0 ? newline : pending.size();
            const QString line = QString::fromUtf8(pending.left(cut)).trimmed();
            pending.remove(0, newline >= 0 ? cut + 1 : cut);
            if (line.isEmpty())
                continue;
            // What npm says went wrong (its first error lines, without stack frames), else its last lines.
            const bool error = line.startsWith(QLatin1String("npm error")) || line.startsWith(QLatin1String("npm ERR"));
            if (error && !line.contains(QLatin1String("     at ")) && errors.size() < 6)
                errors.append(line);
            tail.append(line);
            if (tail.size() > 6)
                tail.removeFirst();
            if (onOutput)
                onOutput(line);
        }
    };
    auto drain = [&] {
        const QByteArray out = process.readAllStandardOutput();
        stdoutData += out;
        pendingOut += out;
        pendingErr += process.readAllStandardError();
        emitLines(pendingOut, false);
        emitLines(pendingErr, false);
    };
    const QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning) {
        if (deadline.hasExpired()) {
            process.kill();
            process.waitForFinished(5'000);
            return Error {
                NpmToolsWords::tr("npm %1 did not finish within %2 s").arg(args.value(0)).arg(timeoutMs / 1000)
            };
        }
        process.waitForReadyRead(200);
        drain();
    }
    drain();
    emitLines(pendingOut, true);
    emitLines(pendingErr, true);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        if (!errors.isEmpty())
            tail = errors;
        return Error { NpmToolsWords::tr("npm %1 failed (exit %2): %3")
                           .arg(args.join(QLatin1Char(' ')))
                           .arg(process.exitCode())
                           .arg(tail.join(QLatin1Char('\n'))) };
    }
    return stdoutData;
}

} // namespace kandesk
