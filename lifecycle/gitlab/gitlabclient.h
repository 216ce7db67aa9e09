// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/gitlab/gitlabproject.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QList>
#include <QUrlQuery>

#include <memory>

namespace kandesk {
class AgentctlNetwork;
struct HttpReply;
} // namespace kandesk

namespace kandesk::gitlab {

struct MergeRequest {
    int iid = 0; // the number people see (!12)
    QString url; // web_url
    QString state; // opened, closed, merged, locked
    QString sha; // the head commit
    bool draft = false;
    bool existed = false; // one was open for the branch already
};

struct NewMergeRequest {
    QString title;
    QString description;
    QString sourceBranch;
    QString targetBranch;
    bool draft = false;
};

// One job of a merge request's newest pipeline.
struct Job {
    qint64 id = 0;
    QString name;
    QString stage;
    QString status; // created, pending, running, success, failed, canceled, skipped, manual
    bool allowFailure = false;
    QString url;
    QDateTime startedAt;
    QDateTime finishedAt;
};

// A thread of a merge request's review: its first note (on lines of a file, or on the merge request
// as a whole), who wrote it, and whether it is resolved.
struct Discussion {
    QString id;
    qint64 noteId = 0;
    QString body;
    QString author; // username
    QString path; // empty: not on lines
    int line = 0;
    bool oldSide = false; // on a line of the version before the change
    bool resolvable = false;
    bool resolved = false;
    QDateTime createdAt;
};

// How the project merges: merge (a merge commit), rebase_merge, ff; and whether squashing is
// allowed (squash_option: never, always, default_on, default_off).
struct MergeSettings {
    QString method = QStringLiteral("merge");
    QString squashOption = QStringLiteral("default_off");
};

// GitLab's REST API v4 for merge requests (the PRIVATE-TOKEN header). The calls block (pool threads
// only); the HTTP runs on the network's thread. Refusals in plain words; a rate limit (429, or
// RateLimit-Remaining 0) is ErrorKind::RateLimited with its wait.
class GitLabClient final
{
public:
    GitLabClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiBase, QString token, int timeoutMs = 30'000);

    // POST /projects/:id/merge_requests; when GitLab answers 409 (one is open for the branch) the
    // open one is looked up and returned with existed set.
    Expected<MergeRequest> createMergeRequest(const Project &project, const NewMergeRequest &request);
    // GET /projects/:id/merge_requests?source_branch=…&state=opened: the first, or iid 0.
    Expected<MergeRequest> findOpenMergeRequest(const Project &project, const QString &branch);
    Expected<MergeRequest> mergeRequest(const Project &project, int iid);
    // The jobs of the merge request's newest pipeline (GET …/merge_requests/:iid/pipelines, then
    // GET /projects/:id/pipelines/:pid/jobs); none while it has no pipeline.
    Expected<QList<Job>> pipelineJobs(const Project &project, int iid);
    // The last maxLines lines of a job's log (GET /projects/:id/jobs/:job/trace).
    Expected<QString> jobLogTail(const Project &project, qint64 jobId, int maxLines = 80);
    Expected<MergeSettings> mergeSettings(const Project &project);
    // The merge request's discussions people started (system notes left out), oldest first.
    Expected<QList<Discussion>> discussions(const Project &project, int iid);
    Status replyToDiscussion(const Project &project, int iid, const QString &discussionId, const QString &text);
    Status resolveDiscussion(const Project &project, int iid, const QString &discussionId);
    // PUT …/merge_requests/:iid/merge at the head commit sha; 405/406 not mergeable, 409 moved.
    Expected<QString> merge(const Project &project, int iid, bool squash, bool removeSourceBranch, const QString &sha);

    // Any call: path below the API base, a JSON body or none.
    Expected<QJsonDocument> call(const QByteArray &verb, const QString &path, const QUrlQuery &query = {},
                                 const QJsonDocument &body = {});

private:
    HttpReply exchange(const QByteArray &verb, const QString &path, const QUrlQuery &query, const QByteArray &body);
    Error describeFailure(const HttpReply &reply) const;

    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_apiBase;
    QString m_token;
    int m_timeoutMs = 30'000;
};

} // namespace kandesk::gitlab
