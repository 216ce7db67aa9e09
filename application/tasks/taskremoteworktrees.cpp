// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskremoteworktrees.h"

#include "lifecycle/ssh/sshworktreecleanup.h"
#include "models/stores/sessionstore.h"
#include "models/stores/sshexecutorstore.h"

#include <QMap>

namespace kandesk {

Expected<QStringList> removeTaskRemoteWorktrees(Database &database, const Task &task, bool discardUncommitted, bool forgetCheckpoints)
{
    auto sessions = SessionStore(database).listForTask(task.id);
    if (!sessions)
        return Error { sessions.error() };
    QMap<QString, QStringList> byProfile; // executor profile id → remote worktrees
    for (const TaskSession &session : std::as_const(*sessions)) {
        if (session.executorProfileId.isEmpty() || session.workspacePath.isEmpty())
            continue;
        QStringList &paths = byProfile[session.executorProfileId];
        if (!paths.contains(session.workspacePath))
            paths.append(session.workspacePath);
    }
    QStringList removed;
    QStringList problems;
    for (auto it = byProfile.cbegin(); it != byProfile.cend(); ++it) {
        auto host = SshExecutorStore(database).host(it.key());
        if (!host)
            return Error { host.error() };
        if (!host->has_value())
            continue; // not an ssh profile: its worktrees are on this machine
        auto done = ssh::removeRemoteWorktrees(**host, it.value(), discardUncommitted, forgetCheckpoints ? task.id : QString());
        if (done)
            removed.append(*done);
        else
            problems.append(done.error());
    }
    if (!problems.isEmpty())
        return Error { problems.join(QLatin1Char('\n')) };
    return removed;
}

} // namespace kandesk
