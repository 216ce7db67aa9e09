// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attemptsrun.h"

#include "application/promptqueue.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskattempts.h"
#include "cli/attemptcommands.h"
#include "cli/clioutput.h"
#include "cli/runturn.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QJsonArray>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "AttemptsRun".
struct AttemptsRunWords {
    Q_DECLARE_TR_FUNCTIONS(AttemptsRun)
};

class AttemptsRun final : public QObject
{
public:
    AttemptsRun(const RunOptions &options, TaskRunnerRuntime &runtime, Stores &stores, QString task)
        : m_options(options)
        , m_runner(runtime.runner())
        , m_attempts(stores, &runtime.runner())
        , m_taskId(std::move(task))
    {
        connect(&runtime.queue(), &PromptQueue::drained, this,
                [this](const QString &taskId, const QString &, const QString &reason) { ended(taskId, reason, {}); });
        connect(&m_runner, &TaskRunner::turnFailed, this,
                [this](const QString &taskId, const QString &, const QString &message) { ended(taskId, {}, message); });
        connect(&m_runner, &TaskRunner::permissionRequested, this, &AttemptsRun::answer);
    }

    void start(const QStringList &profileIds)
    {
        connect(&m_started, &QFutureWatcherBase::finished, this, [this] {
            const auto started = m_started.result();
            if (!started) {
                printError(m_options.command + QStringLiteral(": ") + started.error());
                QCoreApplication::exit(ExitFailure);
                return;
            }
            for (qsizetype i = 0; i < started->size(); ++i) {
                m_numbers.insert(started->at(i), int(i) + 1);
                say({ { QStringLiteral("kind"), QStringLiteral("attempt_started") },
                        { QStringLiteral("task_id"), started->at(i) } },
                    AttemptsRunWords::tr("attempt %1 started").arg(i + 1));
            }
            for (auto it = m_ends.cbegin(); it != m_ends.cend(); ++it)
                report(it.key(), it.value());
            finishWhenDone();
        });
        m_started.setFuture(m_attempts.start(m_taskId, profileIds, m_options.prompt));
    }

private:
    struct End {
        QString reason;
        QString failure;
    };

    void ended(const QString &taskId, const QString &reason, const QString &failure)
    {
        if (m_ends.contains(taskId))
            return;
        m_ends.insert(taskId, {reason, failure});
        if (m_numbers.contains(taskId)) {
            report(taskId, m_ends.value(taskId));
            finishWhenDone();
        }
    }

    void report(const QString &taskId, const End &end)
    {
        if (!m_numbers.contains(taskId))
            return;
        QJsonObject line{{QStringLiteral("kind"), QStringLiteral("attempt_finished")}, {QStringLiteral("task_id"), taskId},
                         {QStringLiteral("number"), m_numbers.value(taskId)}};
        if (end.failure.isEmpty())
            line.insert(QStringLiteral("stop_reason"), end.reason);
        else
            line.insert(QStringLiteral("error"), end.failure);
        say(line,
            end.failure.isEmpty()
                ? AttemptsRunWords::tr("attempt %1 finished its turn (%2)").arg(m_numbers.value(taskId)).arg(end.reason)
                : AttemptsRunWords::tr("attempt %1 failed: %2").arg(m_numbers.value(taskId)).arg(end.failure));
    }

    void finishWhenDone()
    {
        for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it) {
            if (!m_ends.contains(it.key()))
                return;
        }
        bool allEnded = true;
        for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it)
            allEnded = allEnded && m_ends.value(it.key()).failure.isEmpty();
        const auto compared = m_attempts.compare(m_taskId).result();
        if (!compared) {
            printError(m_options.command + QStringLiteral(": ") + compared.error());
        } else if (m_options.json) {
            QJsonArray all;
            for (const Attempt &attempt : *compared)
                all.append(attemptJson(attempt));
            printJson({{QStringLiteral("kind"), QStringLiteral("attempts")}, {QStringLiteral("task_id"), m_taskId},
                       {QStringLiteral("attempts"), all}});
        } else {
            printAttempts(*compared);
            printLine(AttemptsRunWords::tr("kandesk task attempts %1 --diff 1:2 compares two; kandesk task keep %1 N keeps one.")
                          .arg(m_taskId));
        }
        QCoreApplication::exit(allEnded && compared ? ExitOk : ExitFailure);
    }

    void answer(const QString &taskId, const QString &sessionId, const SessionEvent &event)
    {
        const QJsonArray &options = event.permission().options;
        QString choice = optionOfKind(options, QLatin1StringView(m_options.autoApprove ? "allow" : "reject"));
        if (choice.isEmpty() && m_options.autoApprove)
            choice = options.at(0).toObject().value(QStringLiteral("option_id")).toString();
        if (!m_options.autoApprove)
            printError(m_options.command
                + AttemptsRunWords::tr(": attempt %1's permission \"%2\" rejected (pass --auto-approve to allow)")
                      .arg(m_numbers.value(taskId))
                      .arg(event.text));
        (void)m_runner.respondToPermission(sessionId, event.permission().pendingId, choice);
    }

    void say(const QJsonObject &line, const QString &text)
    {
        if (m_options.json)
            printJson(line);
        else
            printLine(text);
    }

    const RunOptions &m_options;
    TaskRunner &m_runner;
    TaskAttempts m_attempts;
    QString m_taskId;
    QFutureWatcher<Expected<QStringList>> m_started;
    QHash<QString, int> m_numbers; // attempt task id → its number in this run
    QHash<QString, End> m_ends;
};

} // namespace

int driveAttempts(const RunOptions &options, Stores &stores, const QString &taskId, const QJsonObject &firstLine,
                  const QStringList &profileIds)
{
    return withRuntime(options, stores, [&](TaskRunnerRuntime &runtime) {
        AttemptsRun run(options, runtime, stores, taskId);
        if (options.json)
            printJson(firstLine);
        run.start(profileIds);
        return QCoreApplication::exec();
    });
}

} // namespace kandesk::cli
