// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

namespace kandesk::git {

// Who commits: git's own user.name and user.email (repository, global or GIT_AUTHOR_* variables).
// Empty when either is missing.
struct Identity {
    QString name;
    QString email;
    bool isComplete() const { return !name.isEmpty() && !email.isEmpty(); }
};
Identity committerIdentity(const QString &checkout);

// The sentence said when no identity is set, naming the commands that set one.
QString missingIdentityMessage();

struct CommitResult {
    enum class Outcome {
        Committed,
        NothingStaged, // changes exist but none is staged: offer "stage all"
        NothingToCommit, // the checkout is clean
        NoIdentity, // user.name or user.email is not set
    };
    Outcome outcome = Outcome::Committed;
    QString commit; // the new commit's id
    QString message; // a sentence for the user (the refusal's reason, or what was committed)
    int unstagedFiles = 0;
};

// Commits what is staged in checkout (everything first, with stageAll) with message; the author is
// git's configured identity. Refusals are outcomes, git failures Errors. Blocking: pool threads only.
Expected<CommitResult> commitStaged(const QString &checkout, const QString &message, bool stageAll);

} // namespace kandesk::git
