// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/review/forgeaccess.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

// A task's pull request and its checks as its host (GitHub, GitLab) says them now.
struct ChecksReport {
    QString taskId;
    int pullRequestNumber = 0;
    QString pullRequestUrl;
    QString pullRequestState; // open, closed, merged
    QString pullRequestStateBefore; // as recorded before this read (merged or closed elsewhere: it differs)
    QString headSha;
    QList<forge::Check> checks;
    forge::CheckState state = forge::CheckState::Neutral;
    QString summary; // "1 of 3 failing: build"
    // The summed-up checks differ from what was recorded before this read; whoever read first
    // announces the change, once.
    bool changed = false;
};

// What the agent reads when asked to fix a failing check: the check's name, what it said, and
// the tail of its output and annotations.
QString fixCheckPrompt(const forge::Check &check, const QString &detail, const QString &pullRequestUrl);

// When to ask GitHub again: soon while a check runs (20 s, doubling while nothing changes, up to
// 5 min), every 5 min otherwise; never before a rate limit's wait is over (rateLimitWaitS).
int nextChecksPollMs(forge::CheckState state, int unchangedPolls, int rateLimitWaitS = 0);

// The checks of a task's pull request (GitHub check runs and commit statuses of its head commit),
// for the window's card and Review and `kandesk task checks`: read and recorded on the task (its
// pull request's state too); a failing check's output and annotations sent to the agent as one
// prompt through the task's send door (a runner is needed for that). Every call returns at once;
// HTTP runs on the door's own thread. The door outlives its work (its destructor waits).
class PullRequestChecks final
{
public:
    explicit PullRequestChecks(Stores &stores, TaskRunner *runner = nullptr);
    ~PullRequestChecks();
    PullRequestChecks(const PullRequestChecks &) = delete;
    PullRequestChecks &operator=(const PullRequestChecks &) = delete;

    QFuture<Expected<ChecksReport>> read(const QString &taskId);
    // The prompt for a failing check (checkName as the report names it).
    QFuture<Expected<QString>> fixPrompt(const QString &taskId, const QString &checkName);
    // Sends that prompt to the task's agent; yields the session's id.
    QFuture<Expected<QString>> askAgentToFix(const QString &taskId, const QString &checkName);

private:
    Expected<ChecksReport> readNow(const QString &taskId);
    Expected<ChecksReport> readWith(ForgeAccess::TaskPullRequest &access);
    Expected<QString> fixPromptNow(const QString &taskId, const QString &checkName);

    Stores &m_stores;
    TaskRunner *m_runner = nullptr;
    std::unique_ptr<ForgeAccess> m_forges;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
