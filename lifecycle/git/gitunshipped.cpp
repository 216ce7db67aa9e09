// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitunshipped.h"

#include "gitmerge.h"

namespace kandesk::git {

namespace {

Expected<QStringList> commitsIn(const QString &checkout, const QString &range)
{
    auto output = runGitChecked(checkout, { QStringLiteral("log"), QStringLiteral("--format=%h %s"), range });
    if (!output)
        return Error { output.error() };
    return output->split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

Expected<UnshippedCommits> findUnshippedCommits(
    const QString &checkout, const QString &branch, const QString &baseBranch)
{
    UnshippedCommits found;
    const QString head = QStringLiteral("refs/heads/") + branch;
    auto changesBase = wouldChangeBase(checkout, branch, baseBranch);
    if (!changesBase)
        return Error { changesBase.error() };
    if (*changesBase) {
        auto commits = commitsIn(checkout, QStringLiteral("refs/heads/%1..%2").arg(baseBranch, head));
        if (!commits)
            return Error { commits.error() };
        found.notOnBase = *commits;
    }
    // The upstream's full ref name: git refuses "refs/heads/<branch>@{upstream}" ("no such branch").
    auto upstream = runGit(checkout, { QStringLiteral("for-each-ref"), QStringLiteral("--format=%(upstream)"), head });
    const QString upstreamRef = upstream && upstream->exitCode == 0 ? upstream->standardOutput.trimmed() : QString();
    found.hasUpstream = !upstreamRef.isEmpty() && refExists(checkout, upstreamRef);
    if (found.hasUpstream) {
        auto commits = commitsIn(checkout, upstreamRef + QStringLiteral("..") + head);
        if (!commits)
            return Error { commits.error() };
        found.notPushed = *commits;
    } else {
        auto commits = commitsIn(checkout, QStringLiteral("refs/heads/%1..%2").arg(baseBranch, head));
        if (!commits)
            return Error { commits.error() };
        found.notPushed = *commits;
    }
    return found;
}

} // namespace kandesk::git
