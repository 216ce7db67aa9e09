// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "commitmessage.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/tasksend.h"
#include "models/backgroundpool.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/sessionstore.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "CommitMessage".
struct CommitMessageWords {
    Q_DECLARE_TR_FUNCTIONS(CommitMessage)
};

} // namespace

QString commitMessagePrompt()
{
    return QStringLiteral("Please write a commit message for the changes in this worktree: a summary line of at most "
                          "72 characters, a blank line, then what changed and why. Reply with the commit message only.");
}

QString commitMessageFromReply(const QString &reply)
{
    QString text = reply.trimmed();
    if (text.startsWith(QLatin1String("```"))) {
        const qsizetype opened = text.indexOf(QLatin1Char('\n'));
        const qsizetype closed = text.lastIndexOf(QLatin1String("```"));
        if (opened > 0 && closed > opened && text.mid(closed).trimmed() == QLatin1String("```"))
            text = text.mid(opened + 1, closed - opened - 1).trimmed();
    }
    return text;
}

QFuture<Expected<QString>> askForCommitMessage(
    TaskRunner &runner, Stores &stores, const QString &taskId, CommitPermissionWatcher permissions)
{
    auto promise = std::make_shared<QPromise<Expected<QString>>>();
    promise->start();
    const QFuture<Expected<QString>> result = promise->future();
    // Everything the question needs hangs on ask, which goes with the answer, or with the runner
    // when Kandesk closes first.
    auto *ask = new QObject(&runner);
    auto settled = std::make_shared<bool>(false);
    auto settle = [promise, settled, ask](Expected<QString> outcome) {
        if (std::exchange(*settled, true))
            return;
        promise->addResult(std::move(outcome));
        promise->finish();
        ask->deleteLater();
    };
    QObject::connect(ask, &QObject::destroyed, [promise, settled] {
        if (std::exchange(*settled, true))
            return;
        promise->addResult(Error::failed(CommitMessageWords::tr("Kandesk is closing: the agent was not asked")));
        promise->finish();
    });

    auto *reading = new QFutureWatcher<QString>(ask);
    QObject::connect(reading, &QFutureWatcherBase::finished, ask, [reading, ask, settle, &runner, taskId, permissions] {
        const QString sessionId = reading->result();
        auto reply = std::make_shared<QString>();
        QObject::connect(&runner, &TaskRunner::agentEvent, ask,
            [taskId, reply, settle, permissions](const QString &eventTask, const QString &eventSession, const SessionEvent &event) {
                if (eventTask != taskId)
                    return;
                using Kind = SessionEvent::Kind;
                if (permissions && (event.kind == Kind::PermissionRequest || event.kind == Kind::PermissionCancelled))
                    permissions(eventSession, event);
                if (event.kind == Kind::MessageChunk && !event.fromUser) {
                    *reply += event.text;
                } else if (event.kind == Kind::SessionStatus) {
                    reply->clear(); // a resumed session's replayed history ends here; the answer follows
                } else if (event.kind == Kind::Error) {
                    settle(Error::failed(CommitMessageWords::tr("The agent's turn failed: %1").arg(event.text)));
                } else if (event.kind == Kind::Complete) {
                    const QString message = commitMessageFromReply(*reply);
                    settle(message.isEmpty()
                            ? Expected<QString>(Error::failed(CommitMessageWords::tr("The agent answered without a message")))
                            : Expected<QString>(message));
                }
            });
        auto *sending = new QFutureWatcher<Expected<QString>>(ask);
        QObject::connect(sending, &QFutureWatcherBase::finished, ask, [sending, settle] {
            if (const Expected<QString> sent = sending->result(); !sent)
                settle(sent);
        });
        sending->setFuture(sendToSession(runner, taskId, sessionId, commitMessagePrompt()));
    });
    reading->setFuture(QtConcurrent::run(&backgroundPool(), [&stores, taskId] {
        auto session = stores.sessions().latestForTask(taskId);
        return session ? session->id : QString();
    }));
    return result;
}

} // namespace kandesk
