// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace kandesk {
class Stores;
} // namespace kandesk

namespace kandesk::cli {

struct RunOptions;

// `kandesk run --attempts PROFILE,PROFILE…`: the task's attempts (the door's TaskAttempts), one per
// agent profile, each in its own worktree with the runtime of this machine; firstLine (--json) first,
// then a line as each attempt starts and ends its turn, then the comparison. Permission requests are
// approved with --auto-approve, else rejected. Exit 0 when every attempt's turn ended, 1 otherwise.
int driveAttempts(const RunOptions &options, Stores &stores, const QString &taskId, const QJsonObject &firstLine,
                  const QStringList &profileIds);

} // namespace kandesk::cli
