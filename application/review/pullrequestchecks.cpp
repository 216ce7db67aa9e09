// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "pullrequestchecks.h"

#include "application/stores.h"
#include "application/tasksend.h"
#include "models/stores/pullrequeststore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PullRequestChecks".
struct PullRequestChecksWords {
    Q_DECLARE_TR_FUNCTIONS(PullRequestChecks)
};

} // namespace

QString fixCheckPrompt(const forge::Check &check, const QString &detail, const QString &pullRequestUrl)
{
    QString prompt = QStringLiteral("The check “%1” failed on the %2 %3 (%4).")
                         .arg(check.name, wordsForUrl(pullRequestUrl).request, pullRequestUrl, check.conclusion);
    if (!check.summary.isEmpty())
        prompt += QStringLiteral(" It says: %1").arg(check.summary);
    prompt += QLatin1Char('\n');
    if (!detail.trimmed().isEmpty() && detail.trimmed() != check.summary)
        prompt += QStringLiteral("\nThe end of its output and annotations:\n```\n%1\n```\n").arg(detail.trimmed());
    if (!check.url.isEmpty())
        prompt += QStringLiteral("\nIts page: %1\n").arg(check.url);
    prompt += QStringLiteral("\nPlease find the cause, fix it on this branch and commit the fix.\n");
    return prompt;
}

int nextChecksPollMs(forge::CheckState state, int unchangedPolls, int rateLimitWaitS)
{
    constexpr int kRunning = 20'000;
    constexpr int kSettled = 300'000;
    int delay = kSettled;
    if (state == forge::CheckState::Pending)
        delay = int(qMin<qint64>(kSettled, qint64(kRunning) << qBound(0, unchangedPolls, 4)));
    return qMax(delay, rateLimitWaitS * 1000);
}

PullRequestChecks::PullRequestChecks(Stores &stores, TaskRunner *runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_forges(std::make_unique<ForgeAccess>(stores))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-pull-request-checks"));
    m_pool->setMaxThreadCount(1);
}

PullRequestChecks::~PullRequestChecks()
{
    m_pool->waitForDone();
}

Expected<ChecksReport> PullRequestChecks::readNow(const QString &taskId)
{
    auto access = m_forges->forTask(taskId);
    if (!access)
        return access.failure();
    return readWith(*access);
}

Expected<ChecksReport> PullRequestChecks::readWith(ForgeAccess::TaskPullRequest &access)
{
    const Task &task = access.task;
    auto pull = access.forge->pullRequest(task.pullRequestNumber);
    if (!pull)
        return pull.failure();
    auto checks = access.forge->checks(*pull);
    if (!checks)
        return checks.failure();
    ChecksReport report;
    report.taskId = task.id;
    report.pullRequestNumber = pull->number;
    report.pullRequestUrl = pull->url;
    report.pullRequestState = pull->state;
    report.pullRequestStateBefore = task.pullRequestState;
    report.headSha = pull->headSha;
    report.checks = *checks;
    report.state = forge::overallState(report.checks);
    report.summary = forge::checksSummary(report.checks);
    PullRequestStore store(m_stores.database());
    if (pull->state != task.pullRequestState) {
        if (Status recorded = store.record(task.id, pull->number, pull->url, pull->state); !recorded)
            return recorded.failure();
    }
    const QString stateName = report.checks.isEmpty() ? QString() : forge::checkStateName(report.state);
    auto changed = store.recordChecks(task.id, stateName, report.checks.isEmpty() ? QString() : report.summary);
    if (!changed)
        return changed.failure();
    report.changed = *changed;
    return report;
}

Expected<QString> PullRequestChecks::fixPromptNow(const QString &taskId, const QString &checkName)
{
    auto access = m_forges->forTask(taskId);
    if (!access)
        return access.failure();
    auto report = readWith(*access);
    if (!report)
        return report.failure();
    for (const forge::Check &check : std::as_const(report->checks)) {
        if (check.name != checkName)
            continue;
        if (check.state != forge::CheckState::Failing)
            return Error::failed(
                PullRequestChecksWords::tr("The check “%1” is %2, not failing").arg(checkName, forge::checkStateName(check.state)));
        auto detail = access->forge->checkFailureDetail(check);
        if (!detail)
            return detail.failure();
        return fixCheckPrompt(check, *detail, report->pullRequestUrl);
    }
    return Error::failed(PullRequestChecksWords::tr("%1 has no check named “%2”")
                             .arg(access->forge->words().sentenceLabel(report->pullRequestNumber), checkName));
}

QFuture<Expected<ChecksReport>> PullRequestChecks::read(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId] { return readNow(taskId); });
}

QFuture<Expected<QString>> PullRequestChecks::fixPrompt(const QString &taskId, const QString &checkName)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, checkName] { return fixPromptNow(taskId, checkName); });
}

QFuture<Expected<QString>> PullRequestChecks::askAgentToFix(const QString &taskId, const QString &checkName)
{
    if (!m_runner)
        return QtFuture::makeReadyFuture(
            Expected<QString>(Error::failed(PullRequestChecksWords::tr("Asking the agent needs a task runner"))));
    QFuture<Expected<PreparedPrompt>> preparing
        = QtConcurrent::run(m_pool.get(), [this, taskId, checkName]() -> Expected<PreparedPrompt> {
              auto prompt = fixPromptNow(taskId, checkName);
              if (!prompt)
                  return prompt.failure();
              PreparedPrompt prepared;
              prepared.text = *prompt;
              if (auto session = m_stores.sessions().latestForTask(taskId))
                  prepared.sessionId = session->id;
              return prepared;
          });
    return sendWhenPrepared(*m_runner, taskId, preparing);
}

} // namespace kandesk
