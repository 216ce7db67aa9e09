// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitlabclient.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/forge/ratelimit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::gitlab {

namespace {

// The words this file says to users, translated in the context "GitLabClientWords".
struct GitLabClientWords {
    Q_DECLARE_TR_FUNCTIONS(GitLabClientWords)
};

QString projectPath(const Project &project)
{
    return QStringLiteral("/projects/") + project.apiId();
}

MergeRequest mergeRequestFrom(const QJsonObject &object)
{
    MergeRequest request;
    request.iid = object.value(QStringLiteral("iid")).toInt();
    request.url = object.value(QStringLiteral("web_url")).toString();
    request.state = object.value(QStringLiteral("state")).toString(QStringLiteral("opened"));
    request.sha = object.value(QStringLiteral("sha")).toString();
    request.draft = object.value(QStringLiteral("draft")).toBool() || object.value(QStringLiteral("work_in_progress")).toBool();
    return request;
}

// GitLab's own words: "message" (a string, a list, or fields with lists) or "error".
QString gitLabMessage(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QJsonValue message = object.value(QStringLiteral("message"));
    if (message.isString())
        return message.toString();
    if (message.isArray()) {
        QStringList parts;
        for (const QJsonValue &part : message.toArray())
            parts.append(part.toString());
        return parts.join(QStringLiteral("; "));
    }
    if (message.isObject()) {
        QStringList parts;
        const QJsonObject fields = message.toObject();
        for (auto it = fields.begin(); it != fields.end(); ++it) {
            for (const QJsonValue &part : it.value().toArray())
                parts.append(it.key() + QLatin1Char(' ') + part.toString());
        }
        return parts.join(QStringLiteral("; "));
    }
    if (const QString error = object.value(QStringLiteral("error")).toString(); !error.isEmpty())
        return error;
    return QString::fromUtf8(body.left(200)).simplified();
}

} // namespace

GitLabClient::GitLabClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiBase, QString token, int timeoutMs)
    : m_network(std::move(network))
    , m_apiBase(std::move(apiBase))
    , m_token(std::move(token))
    , m_timeoutMs(timeoutMs)
{ }

Error GitLabClient::describeFailure(const HttpReply &reply) const
{
    if (const auto wait = forge::rateLimitWait(reply))
        return forge::rateLimited(QStringLiteral("GitLab"), reply.status, *wait);
    const QString said = gitLabMessage(reply.body);
    switch (reply.status) {
    case 0:
        return Error(GitLabClientWords::tr("Could not reach GitLab at %1 (%2)").arg(m_apiBase.toString(), reply.error));
    case 401:
        return Error(
            GitLabClientWords::tr("GitLab refused the token (401: %1); store a valid one as the secret GITLAB_TOKEN "
                                  "(a personal access token with the api scope)")
                .arg(said));
    case 403:
        return Error(
            GitLabClientWords::tr("GitLab did not allow this (403: %1); the token may lack the api scope").arg(said));
    case 404:
        return Error(GitLabClientWords::tr("GitLab does not know this project, or the token cannot see it (404)"));
    case 405:
    case 406:
        return Error(
            GitLabClientWords::tr("GitLab will not merge it (%1: %2): resolve its conflicts, wait for its pipeline "
                                  "and approvals, or check the project's merge settings")
                .arg(reply.status)
                .arg(said));
    case 409:
        return Error(GitLabClientWords::tr("GitLab refused (409: %1)").arg(said));
    default:
        break;
    }
    return Error(GitLabClientWords::tr("GitLab answered HTTP %1: %2").arg(reply.status).arg(said));
}

HttpReply GitLabClient::exchange(const QByteArray &verb, const QString &path, const QUrlQuery &query,
                                 const QByteArray &body)
{
    QUrl url = m_apiBase;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    // The project's id is already percent-encoded: the path is set as it is.
    url.setPath(basePath + path, QUrl::TolerantMode);
    if (!query.isEmpty())
        url.setQuery(query);
    return m_network->send(verb, url, body, { { QByteArrayLiteral("PRIVATE-TOKEN"), m_token.toUtf8() } }, m_timeoutMs);
}

Expected<QJsonDocument> GitLabClient::call(const QByteArray &verb, const QString &path, const QUrlQuery &query,
                                           const QJsonDocument &body)
{
    const HttpReply reply
        = exchange(verb, path, query, body.isNull() ? QByteArray() : body.toJson(QJsonDocument::Compact));
    if (reply.status < 200 || reply.status >= 300)
        return describeFailure(reply);
    return QJsonDocument::fromJson(reply.body);
}

Expected<MergeRequest> GitLabClient::createMergeRequest(const Project &project, const NewMergeRequest &request)
{
    // GitLab marks a draft by its title.
    const QString title = request.draft && !request.title.startsWith(QLatin1String("Draft:"))
        ? QStringLiteral("Draft: ") + request.title
        : request.title;
    const QJsonObject body { { QStringLiteral("title"), title }, { QStringLiteral("description"), request.description },
        { QStringLiteral("source_branch"), request.sourceBranch }, { QStringLiteral("target_branch"), request.targetBranch } };
    const HttpReply reply = exchange(QByteArrayLiteral("POST"), projectPath(project) + QStringLiteral("/merge_requests"), {},
        QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (reply.status == 201 || reply.status == 200)
        return mergeRequestFrom(QJsonDocument::fromJson(reply.body).object());
    if (reply.status == 409) {
        auto existing = findOpenMergeRequest(project, request.sourceBranch);
        if (!existing)
            return existing;
        if (existing->iid == 0)
            return Error(GitLabClientWords::tr("GitLab says a merge request for %1 exists, but none is open")
                             .arg(request.sourceBranch));
        existing->existed = true;
        return existing;
    }
    return describeFailure(reply);
}

Expected<MergeRequest> GitLabClient::findOpenMergeRequest(const Project &project, const QString &branch)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("source_branch"), branch);
    query.addQueryItem(QStringLiteral("state"), QStringLiteral("opened"));
    auto found = call(QByteArrayLiteral("GET"), projectPath(project) + QStringLiteral("/merge_requests"), query);
    if (!found)
        return found.failure();
    const QJsonArray open = found->array();
    return open.isEmpty() ? MergeRequest {} : mergeRequestFrom(open.first().toObject());
}

Expected<MergeRequest> GitLabClient::mergeRequest(const Project &project, int iid)
{
    auto read = call(QByteArrayLiteral("GET"), projectPath(project) + QStringLiteral("/merge_requests/%1").arg(iid));
    if (!read)
        return read.failure();
    return mergeRequestFrom(read->object());
}

Expected<QList<Job>> GitLabClient::pipelineJobs(const Project &project, int iid)
{
    auto pipelines
        = call(QByteArrayLiteral("GET"), projectPath(project) + QStringLiteral("/merge_requests/%1/pipelines").arg(iid));
    if (!pipelines)
        return pipelines.failure();
    const QJsonArray list = pipelines->array();
    if (list.isEmpty())
        return QList<Job> {};
    const qint64 newest = list.first().toObject().value(QStringLiteral("id")).toInteger();
    QUrlQuery page;
    page.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    auto jobs = call(QByteArrayLiteral("GET"), projectPath(project) + QStringLiteral("/pipelines/%1/jobs").arg(newest), page);
    if (!jobs)
        return jobs.failure();
    QList<Job> read;
    const QJsonArray jobList = jobs->array();
    for (const QJsonValue &value : jobList) {
        const QJsonObject object = value.toObject();
        Job job;
        job.id = object.value(QStringLiteral("id")).toInteger();
        job.name = object.value(QStringLiteral("name")).toString();
        job.stage = object.value(QStringLiteral("stage")).toString();
        job.status = object.value(QStringLiteral("status")).toString();
        job.allowFailure = object.value(QStringLiteral("allow_failure")).toBool();
        job.url = object.value(QStringLiteral("web_url")).toString();
        job.startedAt = QDateTime::fromString(object.value(QStringLiteral("started_at")).toString(), Qt::ISODate);
        job.finishedAt = QDateTime::fromString(object.value(QStringLiteral("finished_at")).toString(), Qt::ISODate);
        read.append(job);
    }
    return read;
}

Expected<QString> GitLabClient::jobLogTail(const Project &project, qint64 jobId, int maxLines)
{
    const HttpReply reply
        = exchange(QByteArrayLiteral("GET"), projectPath(project) + QStringLiteral("/jobs/%1/trace").arg(jobId), {}, {});
    if (reply.status != 200)
        return describeFailure(reply);
    QStringList lines = QString::fromUtf8(reply.body).split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty())
        lines.removeLast();
    if (lines.size() > maxLines)
        lines = lines.mid(lines.size() - maxLines);
    return lines.join(QLatin1Char('\n'));
}

Expected<MergeSettings> GitLabClient::mergeSettings(const Project &project)
{
    auto read = call(QByteArrayLiteral("GET"), projectPath(project));
    if (!read)
        return read.failure();
    const QJsonObject object = read->object();
    MergeSettings settings;
    settings.method = object.value(QStringLiteral("merge_method")).toString(settings.method);
    settings.squashOption = object.value(QStringLiteral("squash_option")).toString(settings.squashOption);
    return settings;
}

Expected<QList<Discussion>> GitLabClient::discussions(const Project &project, int iid)
{
    QUrlQuery page;
    page.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    auto read = call(QByteArrayLiteral("GET"),
        projectPath(project) + QStringLiteral("/merge_requests/%1/discussions").arg(iid), page);
    if (!read)
        return read.failure();
    QList<Discussion> discussions;
    const QJsonArray list = read->array();
    for (const QJsonValue &value : list) {
        const QJsonObject object = value.toObject();
        const QJsonArray notes = object.value(QStringLiteral("notes")).toArray();
        if (notes.isEmpty())
            continue;
        const QJsonObject first = notes.first().toObject();
        if (first.value(QStringLiteral("system")).toBool())
            continue; // "added 1 commit", "approved this merge request"
        Discussion discussion;
        discussion.id = object.value(QStringLiteral("id")).toString();
        discussion.noteId = first.value(QStringLiteral("id")).toInteger();
        discussion.body = first.value(QStringLiteral("body")).toString();
        discussion.author = first.value(QStringLiteral("author")).toObject().value(QStringLiteral("username")).toString();
        discussion.resolvable = first.value(QStringLiteral("resolvable")).toBool();
        discussion.resolved = first.value(QStringLiteral("resolved")).toBool();
        discussion.createdAt = QDateTime::fromString(first.value(QStringLiteral("created_at")).toString(), Qt::ISODate);
        const QJsonObject position = first.value(QStringLiteral("position")).toObject();
        if (!position.isEmpty()) {
            const QJsonValue newLine = position.value(QStringLiteral("new_line"));
            discussion.oldSide = newLine.isNull() || newLine.isUndefined();
            discussion.path = position.value(discussion.oldSide ? QStringLiteral("old_path") : QStringLiteral("new_path")).toString();
            discussion.line = discussion.oldSide ? position.value(QStringLiteral("old_line")).toInt() : newLine.toInt();
        }
        discussions.append(discussion);
    }
    return discussions;
}

Status GitLabClient::replyToDiscussion(const Project &project, int iid, const QString &discussionId, const QString &text)
{
    auto replied = call(QByteArrayLiteral("POST"),
        projectPath(project) + QStringLiteral("/merge_requests/%1/discussions/%2/notes").arg(iid).arg(discussionId), {},
        QJsonDocument(QJsonObject { { QStringLiteral("body"), text } }));
    if (!replied)
        return replied.failure();
    return Status::success();
}

Status GitLabClient::resolveDiscussion(const Project &project, int iid, const QString &discussionId)
{
    QUrlQuery resolved;
    resolved.addQueryItem(QStringLiteral("resolved"), QStringLiteral("true"));
    auto done = call(QByteArrayLiteral("PUT"),
        projectPath(project) + QStringLiteral("/merge_requests/%1/discussions/%2").arg(iid).arg(discussionId), resolved);
    if (!done)
        return done.failure();
    return Status::success();
}

Expected<QString> GitLabClient::merge(const Project &project, int iid, bool squash, bool removeSourceBranch,
                                      const QString &sha)
{
    QJsonObject body { { QStringLiteral("squash"), squash }, { QStringLiteral("should_remove_source_branch"), removeSourceBranch } };
    if (!sha.isEmpty())
        body.insert(QStringLiteral("sha"), sha);
    auto merged = call(QByteArrayLiteral("PUT"), projectPath(project) + QStringLiteral("/merge_requests/%1/merge").arg(iid), {},
        QJsonDocument(body));
    if (!merged)
        return merged.failure();
    const QJsonObject object = merged->object();
    const QString commit = object.value(QStringLiteral("merge_commit_sha")).toString();
    return commit.isEmpty() ? object.value(QStringLiteral("squash_commit_sha")).toString() : commit;
}

} // namespace kandesk::gitlab
