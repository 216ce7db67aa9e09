// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace kandesk::issues {

enum class TrackerKind { GitHub, GitLab, Linear, Jira };
QString trackerKindName(TrackerKind kind); // github, gitlab, linear, jira
std::optional<TrackerKind> trackerKindFromName(const QString &name);
QString trackerTitle(TrackerKind kind); // GitHub, GitLab, Linear, Jira

// An issue as Kandesk names it: github:acme/widgets#12, gitlab:group/sub/project#7, linear:ENG-42,
// jira:PROJ-7.
struct IssueRef {
    TrackerKind kind = TrackerKind::GitHub;
    QString project; // owner/repo, group/…/project; empty for Linear and Jira (the key names its team or project)
    QString key; // 12, 7, ENG-42, PROJ-7
    QString toString() const;
    bool operator==(const IssueRef &other) const = default;
};
// Reads the forms above; an error in words (what was expected) otherwise.
Expected<IssueRef> parseIssueRef(const QString &text);

struct Issue {
    IssueRef ref;
    QString title;
    QString body; // Markdown (Jira's document format as plain Markdown)
    QStringList labels;
    QString url; // what a person opens
    QString state; // the tracker's own word: open, closed, opened, In Progress, Done, …
    bool closed = false;
    QString assignee;
    QDateTime updatedAt;
};

// What to look for. Fields a tracker cannot filter by are left out of its query, never faked.
struct IssueQuery {
    QString project; // owner/repo, group/project, a Linear team key, a Jira project key; empty: all the user can see
    QString text; // free text
    QString jql; // Jira only: the whole query (the other fields are then ignored)
    QStringList labels;
    bool assignedToMe = false;
    bool includeClosed = false;
    int pageSize = 50;
};

struct IssuePage {
    QList<Issue> issues;
    QString next; // opaque, for the next page; empty: this is the last one
};

// One issue tracker for one user (their token): read, search, comment on and close issues. The
// calls block (pool threads only); the HTTP runs on a network thread. Refusals in plain words: a
// refused token (401) says which secret to fix, 404 names the issue, a rate limit (429) is
// ErrorKind::RateLimited with its wait in the details (ErrorDetails::kRetryAfterSeconds).
class IssueTracker
{
public:
    virtual ~IssueTracker() = default;

    virtual TrackerKind kind() const = 0;
    // Who the token belongs to ("Connected as …").
    virtual Expected<QString> whoAmI() = 0;
    virtual Expected<Issue> issue(const IssueRef &ref) = 0;
    virtual Expected<IssuePage> search(const IssueQuery &query, const QString &cursor = {}) = 0;
    virtual Status comment(const IssueRef &ref, const QString &markdown) = 0;
    // Closes the issue (GitHub, GitLab), or moves it to the named state (Linear's workflow state,
    // Jira's transition or status name; empty: the tracker's first done-like one).
    virtual Status close(const IssueRef &ref, const QString &state = {}) = 0;
};

} // namespace kandesk::issues
