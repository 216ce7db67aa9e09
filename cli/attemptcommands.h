// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace kandesk {
struct Attempt;
} // namespace kandesk

namespace kandesk::cli {

// `kandesk task attempts ID [--diff FROM:TO] [--json]`: the task's attempts side by side (agent,
// state, files, lines, the agent's last words), or the patch from one attempt's files to another's.
int taskAttemptsCommand(const QStringList &arguments);
// `kandesk task keep ID ATTEMPT [--force] [--json]`: the attempt's worktree becomes the task's, the
// others are archived (--force: even when that loses their uncommitted files).
int taskKeepCommand(const QStringList &arguments);

// One attempt as --json prints it, and the table the others print.
QJsonObject attemptJson(const Attempt &attempt);
void printAttempts(const QList<Attempt> &attempts);

} // namespace kandesk::cli
