// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace kandesk::forge {

enum class CheckState { Pending, Passing, Failing, Neutral };

// One check of a pull request's head commit: a GitHub check run or commit status, a GitLab job.
struct Check {
    QString name;
    CheckState state = CheckState::Pending;
    QString conclusion; // the host's word: success, failure, timed_out, …, running, canceled, allowed to fail
    QString url; // where a person reads it
    QDateTime startedAt;
    QDateTime completedAt; // invalid while it runs
    QString summary; // what it says about itself (a check run's output title, a status's description)
    qint64 runId = 0; // a GitHub check run's or a GitLab job's id, for its log; 0: a commit status
};

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

} // namespace kandesk::forge
