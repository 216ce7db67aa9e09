// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "setupscript.h"

#include <QCoreApplication>
#include <QProcess>

#include <csignal>
#include <unistd.h>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SetupScriptWords".
struct SetupScriptWords {
    Q_DECLARE_TR_FUNCTIONS(SetupScriptWords)
};
constexpr qsizetype kOutputCap = 64 * 1024;
}

Expected<ScriptResult> runSetupScript(const QString &script, const QString &workingDirectory,
                                      const QProcessEnvironment &environment, const git::LineSink &lines, int timeoutMs)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setStandardInputFile(QProcess::nullDevice());
    // Its own process group, so that a timeout ends whatever the script started too.
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script});
    if (!process.waitForStarted())
        return Error { SetupScriptWords::tr("cannot run the setup script: %1").arg(process.errorString()) };

    ScriptResult result;
    QByteArray pending;
    auto drain = [&](bool final) {
        pending += process.readAll();
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0 || (final && !pending.isEmpty())) {
            const qsizetype end = newline >= 0 ? newline : pending.size();
            const QString line = QString::fromUtf8(pending.left(end));
            pending.remove(0, newline >= 0 ? newline + 1 : end);
            result.output += line + QLatin1Char('\n');
            if (lines)
                lines(line);
        }
        if (result.output.size() > kOutputCap)
            result.output = result.output.right(kOutputCap);
    };
    QObject::connect(&process, &QProcess::readyRead, &process, [&] { drain(false); });
    if (!process.waitForFinished(timeoutMs)) {
        ::kill(-static_cast<pid_t>(process.processId()), SIGKILL);
        process.waitForFinished();
        result.timedOut = true;
    }
    drain(true);
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

} // namespace kandesk
