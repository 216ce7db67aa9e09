// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubremote.h"

#include <QDateTime>
#include <QList>

namespace kandesk::github {

class GitHubClient;

enum class CheckState { Pending, Passing, Failing, Neutral };

// One check of a commit: a check run (GitHub Actions and apps) or a commit status (older CI).
struct Check {
    QString name;
    CheckState state = CheckState::Pending;
    QString conclusion; // GitHub's word: success, failure, timed_out, …, queued, in_progress; a status's state
    QString url; // where a person reads it
    QDateTime startedAt;
    QDateTime completedAt; // invalid while it runs
    QString summary; // a check run's output title and summary, a status's description
    qint64 checkRunId = 0; // 0: a commit status
};

// The checks of a commit, check runs first, each name once (the newest run of a name).
// GET /repos/{o}/{r}/commits/{sha}/check-runs and …/status. Blocks (pool threads only).
Expected<QList<Check>> readChecks(GitHubClient &client, const RemoteRepository &repository, const QString &sha);

// What a failing check says about its failure: its output text and its annotations (file, line,
// message), the last maxLines lines. A commit status has only its description.
Expected<QString> checkFailureDetail(GitHubClient &client, const RemoteRepository &repository, const Check &check,
                                     int maxLines = 80);

// How long it ran (until now while it runs); -1 before it started.
qint64 checkSeconds(const Check &check);

// All checks together: failing when one fails, else pending when one runs, else passing (neutral
// and skipped count as passing); Neutral when there are none.
CheckState overallState(const QList<Check> &checks);
// "1 of 3 failing: build", "2 of 3 running", "3 passing", "no checks".
QString checksSummary(const QList<Check> &checks);
QString checkStateName(CheckState state); // pending, passing, failing, neutral
QString checkGlyph(CheckState state); // ✓ passing, ✗ failing, ◷ pending, – neutral
CheckState checkStateFromName(const QString &name);

} // namespace kandesk::github
