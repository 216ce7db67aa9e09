// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QString>

namespace kandesk::forge {

// A pull request (GitHub) or merge request (GitLab) to open for a branch.
struct NewPullRequest {
    QString title;
    QString body;
    QString head; // the branch
    QString base;
    bool draft = false;
};

struct PullRequest {
    int number = 0; // GitHub's #12, GitLab's !12 (iid)
    QString url; // what a person opens
    QString state; // open, closed, merged
    bool draft = false;
    bool existed = false; // one was open for the branch already
    QString headSha; // the commit the branch is at on the host
};

enum class MergeMethod { Merge, Squash, Rebase };
QString mergeMethodName(MergeMethod method); // merge, squash, rebase

// The merge methods the repository allows.
struct MergeMethods {
    bool merge = true;
    bool squash = true;
    bool rebase = true;
    bool allows(MergeMethod method) const;
    MergeMethod first() const; // merge, else squash, else rebase
};

// What a reviewer wrote: a comment on lines of a file, or one on the pull request as a whole.
struct PullRequestComment {
    QString remoteId; // the host's own id, as its forge reads it back to answer ("comment/12", "discussion/ab12")
    bool onWhole = false; // not on lines: a review's text, a note on the merge request
    QString reviewState; // GitHub's verdict: APPROVED, CHANGES_REQUESTED, COMMENTED; empty elsewhere
    QString path;
    int startLine = 0; // 0: not on lines
    int line = 0;
    bool oldSide = false; // on the lines of the version before the change
    bool resolvable = true; // a thread that can be resolved
    QString body;
    QString author; // login
    QString url;
    QDateTime createdAt;
};

} // namespace kandesk::forge
