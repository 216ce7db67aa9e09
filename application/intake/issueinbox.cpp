// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "issueinbox.h"

#include "application/intake/trackeraccess.h"
#include "application/stores.h"
#include "application/tasks/taskcreation.h"
#include "models/stores/integrationstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

QString inboxQueryJson(const issues::IssueQuery &query)
{
    QJsonObject object { { QStringLiteral("project"), query.project }, { QStringLiteral("text"), query.text },
        { QStringLiteral("jql"), query.jql }, { QStringLiteral("labels"), QJsonArray::fromStringList(query.labels) },
        { QStringLiteral("mine"), query.assignedToMe }, { QStringLiteral("closed"), query.includeClosed } };
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

std::optional<issues::IssueQuery> inboxQueryFrom(const QString &json)
{
    if (json.trimmed().isEmpty())
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    issues::IssueQuery query;
    query.project = object.value(QStringLiteral("project")).toString();
    query.text = object.value(QStringLiteral("text")).toString();
    query.jql = object.value(QStringLiteral("jql")).toString();
    for (const QJsonValue &label : object.value(QStringLiteral("labels")).toArray())
        query.labels.append(label.toString());
    query.assignedToMe = object.value(QStringLiteral("mine")).toBool();
    query.includeClosed = object.value(QStringLiteral("closed")).toBool();
    query.pageSize = 50;
    return query;
}

IssueInbox::IssueInbox(Stores &stores)
    : m_stores(stores)
    , m_access(std::make_unique<TrackerAccess>(stores))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-issue-inbox"));
    m_pool->setMaxThreadCount(1);
}

IssueInbox::~IssueInbox()
{
    m_pool->waitForDone();
}

QFuture<Expected<InboxRead>> IssueInbox::read(const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [this, workspaceId]() -> Expected<InboxRead> {
        auto workspace = workspaceId.isEmpty() ? defaultWorkspaceId(m_stores) : Expected<QString>(workspaceId);
        if (!workspace)
            return workspace.failure();
        IntegrationStore store(m_stores.database());
        auto connections = store.list(*workspace);
        if (!connections)
            return connections.failure();
        InboxRead read;
        for (const Integration &connection : std::as_const(*connections)) {
            const auto query = inboxQueryFrom(connection.inboxQuery);
            if (!query)
                continue;
            ++read.connections;
            auto dismissed = store.dismissed(connection.id);
            auto imported = store.importedRefs(connectionSite(connection));
            if (!dismissed || !imported)
                return (dismissed ? imported.failure() : dismissed.failure());
            auto tracker = m_access->open(connection);
            if (!tracker) {
                read.problems.append(QStringLiteral("%1: %2").arg(connection.name, tracker.error()));
                continue;
            }
            auto page = (*tracker)->search(*query);
            if (!page) {
                if (page.errorKind() == ErrorKind::RateLimited)
                    read.retryAfterSeconds = std::max(read.retryAfterSeconds,
                        page.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt());
                read.problems.append(QStringLiteral("%1: %2").arg(connection.name, page.error()));
                continue;
            }
            for (const issues::Issue &issue : std::as_const(page->issues)) {
                const QString ref = issue.ref.toString();
                if (!dismissed->contains(ref) && !imported->contains(ref))
                    read.issues.append(InboxIssue { connection.id, connection.name, issue });
            }
        }
        return read;
    });
}

QFuture<Status> IssueInbox::dismiss(const QString &connectionId, const QString &issueRef)
{
    return QtConcurrent::run(m_pool.get(), [this, connectionId, issueRef] {
        return IntegrationStore(m_stores.database()).dismiss(connectionId, issueRef);
    });
}

QFuture<Status> IssueInbox::setQuery(const QString &connectionId, const std::optional<issues::IssueQuery> &query)
{
    return QtConcurrent::run(m_pool.get(), [this, connectionId, query]() -> Status {
        IntegrationStore store(m_stores.database());
        auto connection = store.get(connectionId);
        if (!connection)
            return connection.failure();
        connection->inboxQuery = query ? inboxQueryJson(*query) : QString();
        return store.update(*connection);
    });
}

} // namespace kandesk
