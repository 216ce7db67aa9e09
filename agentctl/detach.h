// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::agentctl {

// `agentctl --detach [--log FILE]`: for a remote run, where agentctl must outlive the ssh session
// that started it so that a restarted Kandesk can reconnect. The starting process forks; the child
// leaves the session (setsid), sends its output to FILE (else /dev/null) and does not watch its
// parent; the starting process waits until the child listens, prints its "listening" line with the
// child's pid and exits 0 (1 when the child ended first). So the starter (an ssh command) ends once
// agentctl is ready, and holds none of its output.
struct DetachRequest {
    bool requested = false;
    QString logPath;
};

// Reads --detach and --log from the raw arguments (before Qt parses them; the fork comes first).
DetachRequest detachRequested(int argc, char *argv[]);

// Forks as described above. Returns in the child only: the file descriptor to report readiness on
// (reportDetachedReady), or -1 when the child could not be set up (an error was printed).
int detach(const DetachRequest &request);

// Tells the waiting starter that agentctl listens on port; closes fd.
void reportDetachedReady(int fd, quint16 port);

} // namespace kandesk::agentctl
