// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"
#include "models/integration.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TrackerAccess;

struct InboxIssue {
    QString connectionId;
    QString connectionName;
    issues::Issue issue;
};

struct InboxRead {
    QList<InboxIssue> issues; // new matches: neither imported nor dismissed
    QStringList problems; // a connection that could not be asked, in words
    int retryAfterSeconds = 0; // the longest rate limit's wait among them
    int connections = 0; // how many have a saved query
};

// A connection's saved query (the Inbox's), as stored: JSON; empty: none.
QString inboxQueryJson(const issues::IssueQuery &query);
std::optional<issues::IssueQuery> inboxQueryFrom(const QString &json);

// The Inbox: each connection's saved query asked (one page), without the issues that have a task
// or were dismissed; dismissing one hides it for good. Every call returns at once; HTTP on the
// door's own thread.
class IssueInbox final
{
public:
    explicit IssueInbox(Stores &stores);
    ~IssueInbox();
    IssueInbox(const IssueInbox &) = delete;
    IssueInbox &operator=(const IssueInbox &) = delete;

    QFuture<Expected<InboxRead>> read(const QString &workspaceId = {});
    QFuture<Status> dismiss(const QString &connectionId, const QString &issueRef);
    // The connection's Inbox fills from this query from now on; nullopt: it has none.
    QFuture<Status> setQuery(const QString &connectionId, const std::optional<issues::IssueQuery> &query);

private:
    Stores &m_stores;
    std::unique_ptr<TrackerAccess> m_access;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
