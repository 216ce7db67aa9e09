// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

namespace kandesk::git {

// What of a task branch has not landed anywhere yet (before finishing the task).
struct UnshippedCommits {
    QStringList notOnBase; // "abcdef12 subject", newest first; empty when the base has the content (a squash too)
    QStringList notPushed; // commits not on the branch's upstream (all of notOnBase when it has none)
    bool hasUpstream = false;
    bool isEmpty() const { return notOnBase.isEmpty() && notPushed.isEmpty(); }
};

// Blocking: pool threads only. Uncommitted files are not counted here (see taskworktrees.h).
Expected<UnshippedCommits> findUnshippedCommits(
    const QString &checkout, const QString &branch, const QString &baseBranch);

} // namespace kandesk::git
