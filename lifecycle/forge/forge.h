// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/checks.h"
#include "lifecycle/forge/pullrequest.h"
#include "models/expected.h"
#include "models/review/forgewords.h"

namespace kandesk::forge {

// One repository on a code host and what Kandesk asks of it about pull requests: GitHub's and
// GitLab's APIs behind one face. The calls block (pool threads only).
class Forge
{
public:
    virtual ~Forge() = default;

    virtual ForgeWords words() const = 0;
    virtual QString site() const = 0; // the host origin names: github.com, gitlab.example
    virtual QString repositoryName() const = 0; // owner/name, group/subgroup/project

    // Opens one for the branch, or finds the open one (existed set).
    virtual Expected<PullRequest> createPullRequest(const NewPullRequest &request) = 0;
    // Its state now: open, closed or merged.
    virtual Expected<PullRequest> pullRequest(int number) = 0;
    // The checks of its head commit (GitHub's check runs and statuses, GitLab's newest pipeline's jobs).
    virtual Expected<QList<Check>> checks(const PullRequest &pullRequest) = 0;
    // What a failing check says: the last maxLines lines of its log or output and annotations.
    virtual Expected<QString> checkFailureDetail(const Check &check, int maxLines = 80) = 0;
    virtual Expected<MergeMethods> allowedMergeMethods() = 0;
    // Merges at the head commit the pull request was read at (refused when the branch moved since);
    // yields the merge commit when the host says it.
    virtual Expected<QString> merge(const PullRequest &pullRequest, MergeMethod method) = 0;
    // What reviewers wrote, oldest first, replies to a thread left out.
    virtual Expected<QList<PullRequestComment>> comments(int number) = 0;
    virtual Status reply(int number, const QString &remoteId, const QString &text) = 0;
    // Resolves the thread the comment starts; false when it starts none.
    virtual Expected<bool> resolveThread(int number, const QString &remoteId) = 0;
};

} // namespace kandesk::forge
