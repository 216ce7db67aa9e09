// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshworktreecleanup.h"

#include "sshconnection.h"
#include "sshworker.h"

#include <QCoreApplication>

namespace kandesk::ssh {

namespace {

// The words this file says to users, translated in the context "SshWorktreeCleanupWords".
struct SshWorktreeCleanupWords {
    Q_DECLARE_TR_FUNCTIONS(SshWorktreeCleanupWords)
};

// Exit codes of the removal script, read below.
constexpr int kNotAWorktreePath = 98;
constexpr int kUncommitted = 96;

QString removalScript(const QString &worktree, bool discardUncommitted, const QString &checkpointsOfTask)
{
    // The task's checkpoint refs live in the mirror, shared by its worktrees.
    const QString forget = checkpointsOfTask.isEmpty()
        ? QString()
        : QStringLiteral("git -C \"$common\" for-each-ref --format='delete %(refname)' %1 | git -C \"$common\" update-ref --stdin; ")
              .arg(SshConnection::shellQuote(QStringLiteral("refs/kandesk/checkpoints/") + checkpointsOfTask + QLatin1Char('/')));
    // The common dir of a linked worktree is its mirror's; a relative one is relative to the worktree.
    return QStringLiteral(
        "ws=%1; case \"$ws\" in /*/worktrees/*) ;; *) exit %2;; esac; "
        "[ -e \"$ws\" ] || exit 0; "
        "common=$(git -C \"$ws\" rev-parse --git-common-dir 2>/dev/null); "
        "if [ -n \"$common\" ]; then "
        "  case \"$common\" in /*) ;; *) common=\"$ws/$common\";; esac; "
        "  %3"
        "  %4"
        "  git -C \"$common\" worktree remove --force \"$ws\" 2>/dev/null; "
        "fi; "
        "rm -rf -- \"$ws\" && { [ -z \"$common\" ] || git -C \"$common\" worktree prune; }")
        .arg(SshConnection::shellQuote(worktree))
        .arg(kNotAWorktreePath)
        .arg(discardUncommitted ? QString()
                                : QStringLiteral("[ -z \"$(git -C \"$ws\" status --porcelain --untracked-files=all)\" ] "
                                                 "|| exit %1; ")
                                      .arg(kUncommitted))
        .arg(forget);
}

} // namespace

Expected<QStringList> removeRemoteWorktrees(const SshHost &host, const QStringList &worktrees, bool discardUncommitted,
    const QString &checkpointsOfTask, int timeoutMs)
{
    if (worktrees.isEmpty())
        return QStringList {};
    SshWorker worker;
    const QString key = QStringLiteral("cleanup");
    if (const std::optional<SshFailure> failure = worker.open(key, host, timeoutMs))
        return Error { SshWorktreeCleanupWords::tr("the remote worktrees on %1 were kept: %2")
                           .arg(sshDestination(host), failure->message) };
    QStringList removed;
    QStringList problems;
    for (const QString &worktree : worktrees) {
        const SshResult result = worker.run(key, removalScript(worktree, discardUncommitted, checkpointsOfTask), {}, timeoutMs);
        if (result.ok()) {
            removed.append(worktree);
        } else if (result.exitCode == kUncommitted) {
            problems.append(SshWorktreeCleanupWords::tr("%1 has uncommitted work").arg(worktree));
        } else if (result.exitCode == kNotAWorktreePath) {
            problems.append(
                SshWorktreeCleanupWords::tr("%1 is not a worktree Kandesk made (not under a \"worktrees\" folder)")
                    .arg(worktree));
        } else {
            const QString said = QString::fromUtf8(result.err).trimmed();
            problems.append(SshWorktreeCleanupWords::tr("%1 could not be removed: %2")
                                .arg(worktree, !said.isEmpty() ? said : result.failure.message));
        }
    }
    if (!problems.isEmpty())
        return Error {
            SshWorktreeCleanupWords::tr("on %1, %2").arg(sshDestination(host), problems.join(QStringLiteral("; ")))
        };
    return removed;
}

} // namespace kandesk::ssh
