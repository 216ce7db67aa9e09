// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcomments.h"

#include "application/review/markdownfence.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/tasksend.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/backgroundpool.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/sessionstore.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ReviewComments".
struct ReviewCommentsWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewComments)
};

} // namespace

QString reviewCommentsPrompt(const QList<ReviewComment> &comments)
{
    QString prompt = comments.size() == 1
        ? QStringLiteral("I reviewed your changes and left a comment. Please address it.\n")
        : QStringLiteral("I reviewed your changes and left %1 comments. Please address each of them.\n").arg(comments.size());
    int number = 0;
    for (const ReviewComment &comment : comments) {
        prompt += QStringLiteral("\n%1. %2").arg(++number).arg(comment.location());
        if (comment.side == ReviewComment::Side::Old && !comment.path.isEmpty())
            prompt += QStringLiteral(" (lines of the version before your change)");
        if (comment.isRemote())
            prompt += QStringLiteral(" (@%1 on the %2)").arg(comment.author, comment.requestWord());
        prompt += QLatin1Char('\n');
        if (!comment.code.isEmpty()) {
            const QString fence = markdownFence(comment.code);
            prompt += fence + QLatin1Char('\n') + comment.code;
            if (!comment.code.endsWith(QLatin1Char('\n')))
                prompt += QLatin1Char('\n');
            prompt += fence + QLatin1Char('\n');
        }
        prompt += comment.body.trimmed() + QLatin1Char('\n');
    }
    return prompt;
}

QFuture<Expected<QString>> sendReviewComments(TaskRunner &runner, Stores &stores, const QString &taskId,
                                              const QStringList &picked)
{
    auto ids = std::make_shared<QStringList>(); // set before the prompt is handed on
    QFuture<Expected<PreparedPrompt>> preparing
        = QtConcurrent::run(&backgroundPool(), [&stores, taskId, ids, picked]() -> Expected<PreparedPrompt> {
              auto comments = stores.comments().forTask(taskId, true);
              if (!comments)
                  return comments.failure();
              if (!picked.isEmpty())
                  comments->removeIf([&picked](const ReviewComment &comment) { return !picked.contains(comment.id); });
              if (comments->isEmpty())
                  return Error::failed(ReviewCommentsWords::tr("no review comment waits to be sent"));
              for (const ReviewComment &comment : std::as_const(*comments))
                  ids->append(comment.id);
              PreparedPrompt prepared;
              prepared.text = reviewCommentsPrompt(*comments);
              if (auto session = stores.sessions().latestForTask(taskId))
                  prepared.sessionId = session->id;
              return prepared;
          });
    return sendWhenPrepared(runner, taskId, preparing).then([&stores, ids](Expected<QString> outcome) {
        if (outcome) {
            if (const Status marked = stores.comments().markSent(*ids, QDateTime::currentDateTimeUtc()); !marked)
                qCWarning(lcLifecycle).noquote() << "review comments sent but not marked:" << marked.error();
        }
        return outcome;
    });
}

ReviewComments::ReviewComments(Stores &stores, TaskRunner *runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-review-comments"));
    m_pool->setMaxThreadCount(1);
}

ReviewComments::~ReviewComments()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<ReviewComment>>> ReviewComments::forTask(const QString &taskId, bool unsentOnly)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, taskId, unsentOnly] { return stores.comments().forTask(taskId, unsentOnly); });
}

QFuture<Expected<ReviewComment>> ReviewComments::add(const ReviewComment &comment)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, comment] { return stores.comments().add(comment); });
}

QFuture<Status> ReviewComments::remove(const QString &commentId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, commentId] { return stores.comments().remove(commentId); });
}

QFuture<Status> ReviewComments::markSent(const QStringList &commentIds)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, commentIds] {
        return stores.comments().markSent(commentIds, QDateTime::currentDateTimeUtc());
    });
}

QFuture<Expected<QString>> ReviewComments::send(const QString &taskId, const QStringList &picked)
{
    if (!m_runner)
        return QtFuture::makeReadyFuture(
            Expected<QString>(Error::failed(ReviewCommentsWords::tr("no agent can be reached from here"))));
    return sendReviewComments(*m_runner, m_stores, taskId, picked);
}

} // namespace kandesk
