// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "issueintake.h"

#include "application/intake/trackeraccess.h"
#include "application/stores.h"
#include "application/tasks/repositoryservice.h"
#include "application/tasks/taskcreation.h"
#include "lifecycle/forge/remoteurl.h"
#include "lifecycle/git/gitpush.h"
#include "models/stores/integrationstore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "IssueIntake".
struct IssueIntakeWords {
    Q_DECLARE_TR_FUNCTIONS(IssueIntake)
};

} // namespace

using issues::TrackerKind;

namespace {

// The connection an issue is read through: the one named, else the workspace's first of its
// kind, else (GitHub, GitLab, Linear) the defaults that need no connection stored.
Expected<Integration> connectionFor(Stores &stores, const QString &workspaceId, const QString &integrationId,
                                    TrackerKind kind)
{
    IntegrationStore store(stores.database());
    if (!integrationId.isEmpty()) {
        auto named = store.get(integrationId);
        if (named && named->kind != issues::trackerKindName(kind))
            return Error::failed(
                IssueIntakeWords::tr("The connection “%1” is %2's, not %3's")
                    .arg(named->name, issues::trackerTitle(issues::trackerKindFromName(named->kind).value_or(kind)),
                        issues::trackerTitle(kind)));
        return named;
    }
    auto known = store.list(workspaceId);
    if (!known)
        return known.failure();
    for (const Integration &each : std::as_const(*known)) {
        if (each.kind == issues::trackerKindName(kind))
            return each;
    }
    if (kind == TrackerKind::Jira)
        return Error::failed(IssueIntakeWords::tr("Jira needs a connection with its site first: kandesk integration add jira "
                                       "--site https://YOURS.atlassian.net (or Settings ▸ Integrations)"));
    Integration defaults;
    defaults.workspaceId = workspaceId;
    defaults.kind = issues::trackerKindName(kind);
    defaults.name = issues::trackerTitle(kind);
    defaults.site = defaultSite(kind);
    return defaults;
}

// The workspace's repository whose origin is the issue's project (GitHub, GitLab), else its only
// one (Linear, Jira); an error that lists them otherwise, with what to say.
Expected<Repository> repositoryFor(Stores &stores, const QString &workspaceId, const issues::IssueRef &ref,
                                   const QString &site)
{
    auto rows = stores.repositories().list(workspaceId);
    if (!rows)
        return rows.failure();
    const bool onAForge = ref.kind == TrackerKind::GitHub || ref.kind == TrackerKind::GitLab;
    if (onAForge) {
        for (const Repository &row : std::as_const(*rows)) {
            auto url = git::remoteUrl(row.path);
            if (!url)
                continue;
            auto location = forge::splitRemoteUrl(*url, issues::trackerTitle(ref.kind));
            if (location && location->host.compare(site, Qt::CaseInsensitive) == 0
                && location->segments.join(QLatin1Char('/')).compare(ref.project, Qt::CaseInsensitive) == 0)
                return row;
        }
    } else if (rows->size() == 1) {
        return rows->constFirst();
    }
    QStringList names;
    QJsonArray choices;
    for (const Repository &row : std::as_const(*rows)) {
        names.append(QStringLiteral("%1 (%2)").arg(row.name, row.path));
        choices.append(QJsonObject { { QStringLiteral("id"), row.id }, { QStringLiteral("name"), row.name },
            { QStringLiteral("path"), row.path } });
    }
    const QString where = onAForge
        ? IssueIntakeWords::tr("%1 is from %2, which is none of this workspace's repositories").arg(ref.toString(), ref.project)
        : IssueIntakeWords::tr("%1 names no repository").arg(ref.toString());
    Error error(IssueIntakeWords::tr("%1: say which repository to work in (--repo PATH)%2")
                    .arg(where,
                        names.isEmpty() ? QString()
                                        : IssueIntakeWords::tr("; the workspace has %1").arg(names.join(QStringLiteral(", ")))));
    error.details.insert(QStringLiteral("choose_repository"), choices);
    return error;
}

} // namespace

QString taskDescriptionOf(const issues::Issue &issue)
{
    QString body = issue.body;
    // Images become links: a task's description is shown and sent, never a reason to fetch.
    static const QRegularExpression markdownImage(QStringLiteral(R"(!\[([^\]\n]*)\]\(([^)\s]+)[^)\n]*\))"));
    body.replace(markdownImage, QStringLiteral("[image: \\1](\\2)"));
    static const QRegularExpression htmlImage(QStringLiteral(R"(<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>)"),
        QRegularExpression::CaseInsensitiveOption);
    body.replace(htmlImage, QStringLiteral("[image](\\1)"));
    QString description = body.trimmed();
    if (!description.isEmpty())
        description += QStringLiteral("\n\n");
    description += QStringLiteral("---\nFrom %1: %2").arg(issue.ref.toString(), issue.url);
    if (!issue.labels.isEmpty())
        description += QStringLiteral("\n\nLabels: ") + issue.labels.join(QStringLiteral(", "));
    return description;
}

QString pullRequestIssueLine(const TaskIssue &link, bool closes, const QString &pullRequestHost,
                             const QString &pullRequestProject)
{
    auto ref = issues::parseIssueRef(link.issueRef);
    if (!ref || (ref->kind != TrackerKind::GitHub && ref->kind != TrackerKind::GitLab))
        return {};
    const QString site = link.site.isEmpty() ? defaultSite(ref->kind) : link.site;
    if (site.compare(pullRequestHost, Qt::CaseInsensitive) != 0)
        return {};
    const bool sameProject = ref->project.compare(pullRequestProject, Qt::CaseInsensitive) == 0;
    return QStringLiteral("%1 %2#%3")
        .arg(closes ? QStringLiteral("Closes") : QStringLiteral("Refs"), sameProject ? QString() : ref->project, ref->key);
}

bool closesIssues(Stores &stores, const TaskIssue &link)
{
    if (link.integrationId.isEmpty())
        return false;
    auto connection = IntegrationStore(stores.database()).get(link.integrationId);
    return connection && connection->closeOnLand;
}

Expected<IssueLanding> reportLandedNow(Stores &stores, TrackerAccess &access, const QString &taskId, const QString &what)
{
    IntegrationStore store(stores.database());
    auto link = store.issueOf(taskId);
    if (!link)
        return link.failure();
    IssueLanding landing;
    if (!*link || (*link)->landedAt.isValid())
        return landing;
    landing.issueRef = (*link)->issueRef;
    auto ref = issues::parseIssueRef((*link)->issueRef);
    if (!ref)
        return ref.failure();
    auto task = stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    auto connection = connectionFor(stores, task->workspaceId, (*link)->integrationId, ref->kind);
    if (!connection)
        return connection.failure();
    if (!connection->commentOnLand && !connection->closeOnLand)
        return landing;
    auto tracker = access.open(*connection);
    if (!tracker)
        return tracker.failure();
    if (connection->commentOnLand) {
        const Status commented = (*tracker)->comment(*ref,
            QStringLiteral("Done in Kandesk (task “%1”)%2.").arg(task->title, what.isEmpty() ? QString() : QStringLiteral(": ") + what));
        if (!commented)
            landing.problems.append(IssueIntakeWords::tr("no comment on %1: %2").arg(ref->toString(), commented.error()));
        landing.commented = commented.ok();
    }
    if (connection->closeOnLand) {
        const Status closed = (*tracker)->close(*ref, connection->closeState);
        if (!closed)
            landing.problems.append(IssueIntakeWords::tr("%1 stays open: %2").arg(ref->toString(), closed.error()));
        landing.closed = closed.ok();
    }
    if (landing.commented || landing.closed) {
        if (Status marked = store.markLanded(taskId, QDateTime::currentDateTimeUtc()); !marked)
            landing.problems.append(marked.error());
    }
    return landing;
}

IssueIntake::IssueIntake(Stores &stores)
    : m_stores(stores)
    , m_access(std::make_unique<TrackerAccess>(stores))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-issue-intake"));
    m_pool->setMaxThreadCount(1);
}

IssueIntake::~IssueIntake()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<Integration>>> IssueIntake::connections(const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [this, workspaceId]() -> Expected<QList<Integration>> {
        const auto workspace = workspaceId.isEmpty() ? defaultWorkspaceId(m_stores) : Expected<QString>(workspaceId);
        if (!workspace)
            return workspace.failure();
        return IntegrationStore(m_stores.database()).list(*workspace);
    });
}

namespace {

// A connection as it is kept: its kind known, Jira's site an address, the name and the secrets'
// names defaulted.
Expected<Integration> checkedConnection(Stores &stores, Integration integration)
{
    const auto kind = issues::trackerKindFromName(integration.kind);
    if (!kind)
        return Error::failed(
            IssueIntakeWords::tr("“%1” is no tracker Kandesk knows: github, gitlab, linear or jira").arg(integration.kind));
    integration.kind = issues::trackerKindName(*kind);
    if (integration.workspaceId.isEmpty()) {
        auto workspace = defaultWorkspaceId(stores);
        if (!workspace)
            return workspace.failure();
        integration.workspaceId = *workspace;
    }
    integration.site = integration.site.trimmed();
    if (*kind == TrackerKind::Jira) {
        if (integration.site.isEmpty())
            return Error::failed(IssueIntakeWords::tr("A Jira connection needs its site (https://YOURS.atlassian.net)"));
        if (!integration.site.contains(QLatin1String("://")))
            integration.site.prepend(QStringLiteral("https://"));
        const QUrl site(integration.site);
        if (!site.isValid() || site.host().isEmpty())
            return Error::failed(IssueIntakeWords::tr("“%1” is no site address").arg(integration.site));
    }
    if (integration.name.trimmed().isEmpty())
        integration.name = issues::trackerTitle(*kind);
    if (integration.tokenSecret.trimmed().isEmpty())
        integration.tokenSecret = defaultTokenSecret(*kind);
    if (integration.userSecret.trimmed().isEmpty())
        integration.userSecret = defaultUserSecret(*kind);
    return integration;
}

} // namespace

QFuture<Expected<Integration>> IssueIntake::updateConnection(Integration integration)
{
    return QtConcurrent::run(m_pool.get(), [this, integration]() -> Expected<Integration> {
        auto checked = checkedConnection(m_stores, integration);
        if (!checked)
            return checked;
        if (Status updated = IntegrationStore(m_stores.database()).update(*checked); !updated)
            return updated.failure();
        return checked;
    });
}

QFuture<Expected<Integration>> IssueIntake::addConnection(Integration integration)
{
    return QtConcurrent::run(m_pool.get(), [this, integration]() -> Expected<Integration> {
        auto checked = checkedConnection(m_stores, integration);
        if (!checked)
            return checked;
        return IntegrationStore(m_stores.database()).add(*checked);
    });
}

QFuture<Status> IssueIntake::removeConnection(const QString &id)
{
    return QtConcurrent::run(m_pool.get(), [this, id] { return IntegrationStore(m_stores.database()).remove(id); });
}

QFuture<Expected<QString>> IssueIntake::testConnection(const QString &id)
{
    return QtConcurrent::run(m_pool.get(), [this, id]() -> Expected<QString> {
        auto connection = IntegrationStore(m_stores.database()).get(id);
        if (!connection)
            return connection.failure();
        auto tracker = m_access->open(*connection);
        if (!tracker)
            return tracker.failure();
        auto who = (*tracker)->whoAmI();
        if (!who)
            return who.failure();
        return IssueIntakeWords::tr("Connected as %1").arg(*who);
    });
}

QFuture<Expected<issues::Issue>> IssueIntake::preview(const QString &issueRef, const QString &integrationId)
{
    return QtConcurrent::run(m_pool.get(), [this, issueRef, integrationId]() -> Expected<issues::Issue> {
        auto ref = issues::parseIssueRef(issueRef);
        if (!ref)
            return ref.failure();
        auto workspace = defaultWorkspaceId(m_stores);
        if (!workspace)
            return workspace.failure();
        auto connection = connectionFor(m_stores, *workspace, integrationId, ref->kind);
        if (!connection)
            return connection.failure();
        auto tracker = m_access->open(*connection);
        if (!tracker)
            return tracker.failure();
        return (*tracker)->issue(*ref);
    });
}

QFuture<Expected<issues::IssuePage>> IssueIntake::search(const QString &integrationId, const issues::IssueQuery &query,
                                                         const QString &cursor)
{
    return QtConcurrent::run(m_pool.get(), [this, integrationId, query, cursor]() -> Expected<issues::IssuePage> {
        auto connection = IntegrationStore(m_stores.database()).get(integrationId);
        if (!connection)
            return connection.failure();
        auto tracker = m_access->open(*connection);
        if (!tracker)
            return tracker.failure();
        return (*tracker)->search(query, cursor);
    });
}

QFuture<Expected<IssueImport>> IssueIntake::importIssue(const QString &issueRef, const IssueImportOptions &options)
{
    return QtConcurrent::run(m_pool.get(), [this, issueRef, options]() -> Expected<IssueImport> {
        auto ref = issues::parseIssueRef(issueRef);
        if (!ref)
            return ref.failure();
        auto workspace = options.workspaceId.isEmpty() ? defaultWorkspaceId(m_stores) : Expected<QString>(options.workspaceId);
        if (!workspace)
            return workspace.failure();
        auto connection = connectionFor(m_stores, *workspace, options.integrationId, ref->kind);
        if (!connection)
            return connection.failure();
        const QString site = connectionSite(*connection);
        IntegrationStore links(m_stores.database());
        auto known = links.taskOf(site, ref->toString());
        if (!known)
            return known.failure();
        if (*known) {
            auto task = m_stores.tasks().get(**known);
            if (!task)
                return task.failure();
            auto link = links.issueOf(task->id);
            IssueImport existing { *task, {}, true };
            existing.issue.ref = *ref;
            if (link && *link) {
                existing.issue.title = (*link)->title;
                existing.issue.url = (*link)->url;
            }
            return existing;
        }
        auto tracker = m_access->open(*connection);
        if (!tracker)
            return tracker.failure();
        auto issue = (*tracker)->issue(*ref);
        if (!issue)
            return issue.failure();
        Expected<Repository> repository = Error::failed(QString());
        if (!options.repositoryPath.isEmpty()) {
            auto added = addRepositoryNow(m_stores, *workspace, options.repositoryPath);
            if (!added)
                return added.failure().wrapped(QStringLiteral("--repo %1").arg(options.repositoryPath));
            repository = added->repository;
        } else {
            repository = repositoryFor(m_stores, *workspace, *ref, site);
        }
        if (!repository)
            return repository.failure();
        NewTask wanted;
        wanted.workspaceId = *workspace;
        wanted.title = issue->title.trimmed().isEmpty() ? ref->toString() : issue->title;
        wanted.prompt = taskDescriptionOf(*issue);
        wanted.repositories = { TaskRepository { repository->id, QString(), 0 } };
        auto task = createTaskNow(m_stores, wanted);
        if (!task)
            return task.failure();
        TaskIssue link;
        link.taskId = task->id;
        link.issueRef = ref->toString();
        link.site = site;
        link.integrationId = connection->id;
        link.url = issue->url;
        link.title = issue->title;
        auto linked = links.linkTask(link);
        if (!linked)
            return linked.failure();
        if (*linked != task->id) { // imported meanwhile by another Kandesk: that task is the one
            if (Status removed = m_stores.tasks().remove(task->id); !removed)
                return removed.failure();
            auto other = m_stores.tasks().get(*linked);
            if (!other)
                return other.failure();
            return IssueImport { *other, *issue, true };
        }
        return IssueImport { *task, *issue, false };
    });
}

QFuture<Expected<IssueLanding>> IssueIntake::reportLanded(const QString &taskId, const QString &what)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, what] { return reportLandedNow(m_stores, *m_access, taskId, what); });
}

} // namespace kandesk
