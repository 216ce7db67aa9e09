// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"
#include "models/integration.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TrackerAccess;

struct IssueImportOptions {
    QString workspaceId; // empty: the default workspace
    QString integrationId; // empty: the workspace's first connection of the issue's kind (GitHub's made when none)
    QString repositoryPath; // empty: the workspace's repository whose origin is the issue's project, or its only one
};

struct IssueImport {
    Task task;
    issues::Issue issue;
    bool existed = false; // the issue had a task already: that one, unchanged
};

// What the issue was told when its task's work landed.
struct IssueLanding {
    QString issueRef;
    bool commented = false;
    bool closed = false;
    QStringList problems; // what could not be done, in words (the work landed all the same)
};

// The task's description made from an issue: its body with images as links (nothing is fetched
// when it is shown), then where it came from and its labels.
QString taskDescriptionOf(const issues::Issue &issue);

// The line a pull request's body ends with for a task made from an issue on the same host:
// "Closes #12" (same project), "Closes acme/widgets#12", or "Refs …" when the connection does not
// close issues; empty when the issue is elsewhere (Linear, Jira: the link is in the description).
QString pullRequestIssueLine(const TaskIssue &link, bool closes, const QString &pullRequestHost,
                             const QString &pullRequestProject);
// Whether the connection the task's issue came through closes issues when work lands.
bool closesIssues(Stores &stores, const TaskIssue &link);

// Issue trackers as a source of tasks and the place their end is told: connections per workspace
// (GitHub, GitLab, Linear, Jira; credentials in the vault), an issue read, searched, imported as a
// task (never twice: the same issue opens the task it made), and told when the task's work lands
// (a comment, and closing or moving it when its connection says so). One rule for the window and
// the command line; HTTP and git on the door's own thread, every call returns at once.
class IssueIntake final
{
public:
    explicit IssueIntake(Stores &stores);
    ~IssueIntake();
    IssueIntake(const IssueIntake &) = delete;
    IssueIntake &operator=(const IssueIntake &) = delete;

    QFuture<Expected<QList<Integration>>> connections(const QString &workspaceId = {});
    // Checked (kind known, a site for Jira; the secrets' names defaulted) and stored.
    QFuture<Expected<Integration>> addConnection(Integration integration);
    // A stored one changed (its kind stays), checked as a new one is.
    QFuture<Expected<Integration>> updateConnection(Integration integration);
    QFuture<Status> removeConnection(const QString &id);
    // "Connected as alice" (the tracker says who the token is).
    QFuture<Expected<QString>> testConnection(const QString &id);

    QFuture<Expected<issues::Issue>> preview(const QString &issueRef, const QString &integrationId = {});
    QFuture<Expected<issues::IssuePage>> search(const QString &integrationId, const issues::IssueQuery &query,
                                                const QString &cursor = {});
    QFuture<Expected<IssueImport>> importIssue(const QString &issueRef, const IssueImportOptions &options = {});

    // Tells the task's issue its work landed (what, e.g. "merged in https://…/pull/3"; may be
    // empty), once: "Done in Kandesk (task “…”): what."
    // Nothing to do (no issue, told before, the connection says neither) yields an empty report.
    QFuture<Expected<IssueLanding>> reportLanded(const QString &taskId, const QString &what);

private:
    Stores &m_stores;
    std::unique_ptr<TrackerAccess> m_access;
    std::unique_ptr<QThreadPool> m_pool;
};

// The same, on the calling thread (a pool thread of another door: TaskShipping after a merge).
Expected<IssueLanding> reportLandedNow(Stores &stores, TrackerAccess &access, const QString &taskId, const QString &what);

} // namespace kandesk
