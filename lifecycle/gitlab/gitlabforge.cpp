// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitlabforge.h"

#include "lifecycle/gitlab/gitlabclient.h"

#include <QCoreApplication>

namespace kandesk::gitlab {

namespace {

// The words this file says to users, translated in the context "GitLabForgeWords".
struct GitLabForgeWords {
    Q_DECLARE_TR_FUNCTIONS(GitLabForgeWords)
};

const QString kDiscussion = QStringLiteral("discussion/");

forge::PullRequest pullRequestOf(const MergeRequest &request)
{
    forge::PullRequest pull;
    pull.number = request.iid;
    pull.url = request.url;
    // GitLab's opened (and locked, while it merges) is what the rest of Kandesk calls open.
    pull.state = request.state == QLatin1String("closed") || request.state == QLatin1String("merged")
        ? request.state
        : QStringLiteral("open");
    pull.draft = request.draft;
    pull.existed = request.existed;
    pull.headSha = request.sha;
    return pull;
}

QString discussionOf(const QString &remoteId)
{
    return remoteId.startsWith(kDiscussion) ? remoteId.mid(kDiscussion.size()) : QString();
}

} // namespace

forge::Check checkOfJob(const Job &job)
{
    using forge::CheckState;
    forge::Check check;
    check.name = job.name;
    check.conclusion = job.status;
    check.url = job.url;
    check.startedAt = job.startedAt;
    check.completedAt = job.finishedAt;
    check.runId = job.id;
    if (!job.stage.isEmpty())
        check.summary = GitLabForgeWords::tr("stage %1").arg(job.stage);
    if (job.status == QLatin1String("success")) {
        check.state = CheckState::Passing;
    } else if (job.status == QLatin1String("failed")) {
        check.state = job.allowFailure ? CheckState::Neutral : CheckState::Failing;
        if (job.allowFailure)
            check.conclusion = GitLabForgeWords::tr("failed, allowed to fail");
    } else if (job.status == QLatin1String("canceled")) {
        check.state = CheckState::Failing;
    } else if (job.status == QLatin1String("skipped") || job.status == QLatin1String("manual")) {
        check.state = CheckState::Neutral;
    } else {
        check.state = CheckState::Pending;
        check.completedAt = {};
    }
    return check;
}

GitLabForge::GitLabForge(Project project, std::unique_ptr<GitLabClient> client)
    : m_project(std::move(project))
    , m_client(std::move(client))
{ }

GitLabForge::~GitLabForge() = default;

ForgeWords GitLabForge::words() const
{
    return gitLabWords();
}

QString GitLabForge::repositoryName() const
{
    return m_project.path;
}

Expected<forge::PullRequest> GitLabForge::createPullRequest(const forge::NewPullRequest &request)
{
    NewMergeRequest mergeRequest;
    mergeRequest.title = request.title;
    mergeRequest.description = request.body;
    mergeRequest.sourceBranch = request.head;
    mergeRequest.targetBranch = request.base;
    mergeRequest.draft = request.draft;
    auto created = m_client->createMergeRequest(m_project, mergeRequest);
    if (!created)
        return created.failure();
    return pullRequestOf(*created);
}

Expected<forge::PullRequest> GitLabForge::pullRequest(int number)
{
    auto read = m_client->mergeRequest(m_project, number);
    if (!read)
        return read.failure();
    return pullRequestOf(*read);
}

Expected<QList<forge::Check>> GitLabForge::checks(const forge::PullRequest &pullRequest)
{
    auto jobs = m_client->pipelineJobs(m_project, pullRequest.number);
    if (!jobs)
        return jobs.failure();
    QList<forge::Check> checks;
    checks.reserve(jobs->size());
    for (const Job &job : std::as_const(*jobs))
        checks.append(checkOfJob(job));
    return checks;
}

Expected<QString> GitLabForge::checkFailureDetail(const forge::Check &check, int maxLines)
{
    if (check.runId == 0)
        return check.summary;
    return m_client->jobLogTail(m_project, check.runId, maxLines);
}

Expected<forge::MergeMethods> GitLabForge::allowedMergeMethods()
{
    auto settings = m_client->mergeSettings(m_project);
    if (!settings)
        return settings.failure();
    // The project merges one way (a merge commit, or fast-forward: the branch's commits as they are);
    // squashing is allowed, or always done.
    const bool squashAlways = settings->squashOption == QLatin1String("always");
    const bool fastForward = settings->method == QLatin1String("ff");
    forge::MergeMethods methods;
    methods.merge = !squashAlways && !fastForward;
    methods.rebase = !squashAlways && fastForward;
    methods.squash = settings->squashOption != QLatin1String("never");
    return methods;
}

Expected<QString> GitLabForge::merge(const forge::PullRequest &pullRequest, forge::MergeMethod method)
{
    return m_client->merge(m_project, pullRequest.number, method == forge::MergeMethod::Squash, false,
                           pullRequest.headSha);
}

Expected<QList<forge::PullRequestComment>> GitLabForge::comments(int number)
{
    auto request = m_client->mergeRequest(m_project, number);
    if (!request)
        return request.failure();
    auto discussions = m_client->discussions(m_project, number);
    if (!discussions)
        return discussions.failure();
    QList<forge::PullRequestComment> comments;
    for (const Discussion &discussion : std::as_const(*discussions)) {
        forge::PullRequestComment comment;
        comment.remoteId = kDiscussion + discussion.id;
        comment.onWhole = discussion.path.isEmpty() || discussion.line <= 0;
        comment.path = comment.onWhole ? QString() : discussion.path;
        comment.startLine = comment.onWhole ? 0 : discussion.line;
        comment.line = comment.startLine;
        comment.oldSide = discussion.oldSide;
        comment.resolvable = discussion.resolvable;
        comment.body = discussion.body;
        comment.author = discussion.author;
        comment.url = request->url + QStringLiteral("#note_%1").arg(discussion.noteId);
        comment.createdAt = discussion.createdAt;
        comments.append(comment);
    }
    return comments;
}

Status GitLabForge::reply(int number, const QString &remoteId, const QString &text)
{
    const QString discussion = discussionOf(remoteId);
    if (discussion.isEmpty())
        return Error::failed(GitLabForgeWords::tr("“%1” names no GitLab discussion").arg(remoteId));
    return m_client->replyToDiscussion(m_project, number, discussion, text);
}

Expected<bool> GitLabForge::resolveThread(int number, const QString &remoteId)
{
    const QString discussion = discussionOf(remoteId);
    if (discussion.isEmpty())
        return false;
    if (Status resolved = m_client->resolveDiscussion(m_project, number, discussion); !resolved)
        return resolved.failure();
    return true;
}

} // namespace kandesk::gitlab
