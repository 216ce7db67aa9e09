// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/integration.h"

#include <QList>
#include <QSet>

#include <optional>

namespace kandesk {

class Database;

// Issue tracker connections (integrations) and the tasks made from issues (task_issues). Safe from
// any thread.
class IntegrationStore final
{
public:
    explicit IntegrationStore(Database &database)
        : m_database(database)
    { }

    Expected<QList<Integration>> list(const QString &workspaceId) const;
    Expected<Integration> get(const QString &id) const;
    // A new one gets an id and its creation time.
    Expected<Integration> add(Integration integration);
    Status update(const Integration &integration);
    Status remove(const QString &id);

    // Links a task to the issue it was made from. When a task already has that issue (site and
    // reference), nothing changes and its id comes back instead of the given one.
    Expected<QString> linkTask(const TaskIssue &link);
    Expected<std::optional<TaskIssue>> issueOf(const QString &taskId) const;
    Expected<std::optional<QString>> taskOf(const QString &site, const QString &issueRef) const;
    Status markLanded(const QString &taskId, const QDateTime &when);

    // The Inbox: issues the user dismissed from a connection's saved query, never shown again.
    Status dismiss(const QString &integrationId, const QString &issueRef);
    Expected<QSet<QString>> dismissed(const QString &integrationId) const;
    // The references of the issues a connection's site has tasks for.
    Expected<QSet<QString>> importedRefs(const QString &site) const;

private:
    Expected<QSet<QString>> refsWhere(const QString &statement, const QString &value) const;

    Database &m_database;
};

} // namespace kandesk
