// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "remoteshells.h"

#include "lifecycle/ssh/sshconnection.h"
#include "models/executors/sshhost.h"

namespace kandesk {

namespace {

const QString kLoginShell = QStringLiteral("exec \"${SHELL:-/bin/sh}\" -l");

} // namespace

QStringList sshShellCommand(const SshHost &host, const QString &controlPath, const QString &folder)
{
    QString remote = kLoginShell;
    if (!folder.isEmpty())
        remote = QStringLiteral("cd %1 && %2").arg(ssh::SshConnection::shellQuote(folder), kLoginShell);
    return QStringList { QStringLiteral("ssh"), QStringLiteral("-tt") }
        + ssh::SshConnection::clientArguments(host, controlPath)
        + QStringList { QStringLiteral("-o"), QStringLiteral("ControlMaster=no"), QStringLiteral("--"), host.host, remote };
}

QStringList dockerShellCommand(const QString &dockerPath, const QString &container, const QString &folder,
                               const QString &taskId, const QString &pidFile)
{
    QStringList argv { dockerPath, QStringLiteral("exec"), QStringLiteral("-it") };
    if (!folder.isEmpty())
        argv << QStringLiteral("--workdir") << folder;
    argv << QStringLiteral("--env") << QStringLiteral("TERM=xterm-256color") << QStringLiteral("--env")
         << QStringLiteral("COLORTERM=truecolor") << QStringLiteral("--env") << QStringLiteral("KANDESK_TASK_ID=") + taskId
         << container << QStringLiteral("/bin/sh") << QStringLiteral("-c")
         // The image's login shell when it has one; bash, else sh.
         << QStringLiteral("echo $$ > %1; if [ -z \"$SHELL\" ] && command -v bash >/dev/null 2>&1; then SHELL=$(command -v bash); fi; %2")
                .arg(ssh::SshConnection::shellQuote(pidFile), kLoginShell);
    return argv;
}

QStringList dockerStopShellCommand(const QString &dockerPath, const QString &container, const QString &pidFile)
{
    const QString quoted = ssh::SshConnection::shellQuote(pidFile);
    return { dockerPath, QStringLiteral("exec"), container, QStringLiteral("/bin/sh"), QStringLiteral("-c"),
             // The shell leads its session and group: the group first, then the shell itself (dash's kill knows no "--").
             QStringLiteral("if [ -f %1 ]; then kill -HUP -$(cat %1) 2>/dev/null; kill -HUP $(cat %1) 2>/dev/null; rm -f %1; fi").arg(quoted) };
}

} // namespace kandesk
