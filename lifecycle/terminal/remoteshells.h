// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk {

struct SshHost;

// The commands that give a terminal a login shell ($SHELL, else sh) in a folder where a session
// runs elsewhere; each wants a pseudo-terminal (PtyProcess) and ends its shell when it is hung up.

// On an SSH executor's host, through the session's control connection (controlPath): `ssh -tt`.
QStringList sshShellCommand(const SshHost &host, const QString &controlPath, const QString &folder);

// In a running container (`docker exec -it`, dockerPath being the docker client); the shell's
// environment gets TERM, COLORTERM and KANDESK_TASK_ID. pidFile: where in the container the shell
// writes its process id, so that dockerStopShellCommand can end it (docker does not when its client goes).
QStringList dockerShellCommand(const QString &dockerPath, const QString &container, const QString &folder,
                               const QString &taskId, const QString &pidFile);
// Hangs up the shell dockerShellCommand started (its process group) and removes its pid file.
QStringList dockerStopShellCommand(const QString &dockerPath, const QString &container, const QString &pidFile);

} // namespace kandesk
