// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

struct SshHost;

namespace ssh {
class SshWorker;
}

// What mirrorRepository did, or why it could not.
struct RemoteMirror {
    QString path; // the bare mirror on the remote: <remoteDir>/repos/<name>-<hash>.git
    QString baseBranch; // the branch asked for, else the repository's current branch
    QString done; // "fetched main from <url>" or "pushed main to <path>"
    QString warning; // the remote could not fetch from the origin URL: pushed from here instead
    QString error; // empty when the mirror has the branch
};

// Brings the repository's base branch (empty: its current branch) into a bare mirror on the remote
// (made when missing) that the task's worktree is added from: the remote fetches it from the
// repository's origin URL when it can reach it, else this machine pushes it over the control
// connection. Blocking: pool threads only.
RemoteMirror mirrorRepository(ssh::SshWorker &worker, const QString &key, const SshHost &host, const QString &remoteDir,
    const QString &repository, const QString &baseBranch, int timeoutMs);

} // namespace kandesk
