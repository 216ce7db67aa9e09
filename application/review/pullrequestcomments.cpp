// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "pullrequestcomments.h"

#include "application/review/forgeaccess.h"
#include "application/review/shiptarget.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PullRequestComments".
struct PullRequestCommentsWords {
    Q_DECLARE_TR_FUNCTIONS(PullRequestComments)
};

// Where a comment came from: the host's name in lower case ("github", "gitlab").
QString originOf(const forge::Forge &forge)
{
    return forge.words().host.toLower();
}

bool fromAHost(const ReviewComment &comment)
{
    return comment.origin == QLatin1String("github") || comment.origin == QLatin1String("gitlab");
}

QString reviewVerdict(const QString &state)
{
    if (state == QLatin1String("CHANGES_REQUESTED"))
        return QStringLiteral("Changes requested: ");
    if (state == QLatin1String("APPROVED"))
        return QStringLiteral("Approved: ");
    return {};
}

// Lines first..last of a file of the worktree, as they read now (empty when it has fewer).
QString linesOf(const QString &worktree, const QString &path, int first, int last)
{
    QFile file(QDir(worktree).filePath(path));
    if (first < 1 || !file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (int number = 1; !file.atEnd() && number <= last; ++number) {
        const QByteArray line = file.readLine();
        if (number >= first)
            lines.append(QString::fromUtf8(line).chopped(line.endsWith('\n') ? 1 : 0));
    }
    return lines.size() == last - first + 1 ? lines.join(QLatin1Char('\n')) + QLatin1Char('\n') : QString();
}

} // namespace

PullRequestComments::PullRequestComments(Stores &stores)
    : m_stores(stores)
    , m_forges(std::make_unique<ForgeAccess>(stores))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-pull-request-comments"));
    m_pool->setMaxThreadCount(1);
}

PullRequestComments::~PullRequestComments()
{
    m_pool->waitForDone();
}

QFuture<Expected<int>> PullRequestComments::fetch(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<int> {
        auto access = m_forges->forTask(taskId);
        if (!access)
            return access.failure();
        auto read = access->forge->comments(access->task.pullRequestNumber);
        if (!read)
            return read.failure();
        const auto target = resolveShipTarget(m_stores, taskId);
        QList<ReviewComment> comments;
        const QString origin = originOf(*access->forge);
        for (const forge::PullRequestComment &remote : std::as_const(*read)) {
            ReviewComment comment;
            comment.taskId = taskId;
            comment.origin = origin;
            comment.remoteId = remote.remoteId;
            comment.author = remote.author;
            comment.url = remote.url;
            comment.createdAt = remote.createdAt;
            comment.body = remote.onWhole ? reviewVerdict(remote.reviewState) + remote.body : remote.body;
            if (!remote.onWhole) {
                comment.path = remote.path;
                comment.startLine = remote.startLine;
                comment.endLine = remote.line;
                comment.side = remote.oldSide ? ReviewComment::Side::Old : ReviewComment::Side::New;
                if (target && !remote.oldSide)
                    comment.code = linesOf(target->worktreePath, remote.path, remote.startLine, remote.line);
            }
            comments.append(comment);
        }
        return m_stores.comments().importRemote(taskId, comments);
    });
}

QFuture<Expected<QString>> PullRequestComments::suggestedReply(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<QString> {
        auto target = resolveShipTarget(m_stores, taskId);
        if (!target)
            return QStringLiteral("Addressed.");
        const QString head = git::resolveCommit(target->worktreePath, QStringLiteral("HEAD"));
        return head.isEmpty() ? QStringLiteral("Addressed.") : QStringLiteral("Addressed in %1.").arg(head.left(7));
    });
}

QFuture<Expected<PullRequestReplies>> PullRequestComments::replyAndResolve(const QString &taskId, const QString &text)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, text]() -> Expected<PullRequestReplies> {
        if (text.trimmed().isEmpty())
            return Error::failed(PullRequestCommentsWords::tr("an answer needs some text"));
        auto comments = m_stores.comments().forTask(taskId);
        if (!comments)
            return comments.failure();
        QList<ReviewComment> waiting;
        for (const ReviewComment &comment : std::as_const(*comments)) {
            if (fromAHost(comment) && comment.isSent() && !comment.repliedAt.isValid())
                waiting.append(comment);
        }
        if (waiting.isEmpty())
            return Error::failed(
                PullRequestCommentsWords::tr("no comment from the pull request was sent to the agent and waits for an answer"));
        auto access = m_forges->forTask(taskId);
        if (!access)
            return access.failure();
        const int number = access->task.pullRequestNumber;
        forge::Forge &forge = *access->forge;
        PullRequestReplies replies;
        QStringList answered;
        for (const ReviewComment &comment : std::as_const(waiting)) {
            if (Status replied = forge.reply(number, comment.remoteId, text);
                !replied) {
                replies.problems.append(QStringLiteral("%1 (@%2): %3").arg(comment.location(), comment.author, replied.error()));
                if (replied.errorKind() == ErrorKind::RateLimited)
                    break;
                continue;
            }
            ++replies.replied;
            answered.append(comment.id);
            if (comment.path.isEmpty())
                continue; // on the request as a whole: no thread to resolve
            auto resolved = forge.resolveThread(number, comment.remoteId);
            if (!resolved)
                replies.problems.append(
                    PullRequestCommentsWords::tr("%1: answered, but its thread stays open: %2").arg(comment.location(), resolved.error()));
            else if (*resolved)
                ++replies.resolved;
        }
        if (Status marked = m_stores.comments().markReplied(answered, QDateTime::currentDateTimeUtc()); !marked)
            return marked.failure();
        return replies;
    });
}

} // namespace kandesk
