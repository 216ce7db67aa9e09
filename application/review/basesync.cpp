// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "basesync.h"

#include "application/review/markdownfence.h"
#include "application/review/shiptarget.h"
#include "application/stores.h"
#include "application/tasksend.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "BaseSync".
struct BaseSyncWords {
    Q_DECLARE_TR_FUNCTIONS(BaseSync)
};

constexpr int kSetupTimeoutMs = 10 * 60'000;
constexpr qsizetype kPromptFileLimit = 64 * 1024; // a file's text in the prompt, at most

QString syncModeKey(const QString &repositoryId)
{
    return QStringLiteral("sync_mode/") + repositoryId;
}

// Runs the repository's setup script in the worktree; empty when it passed, else why (its output's tail).
QString runSetupScript(const QString &worktree, const QString &script)
{
    QProcess process;
    process.setWorkingDirectory(worktree);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    if (!process.waitForStarted())
        return BaseSyncWords::tr("the setup script could not start: %1").arg(process.errorString());
    if (!process.waitForFinished(kSetupTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return BaseSyncWords::tr("the setup script did not finish within 10 minutes");
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return {};
    QStringList lines = QString::fromUtf8(process.readAll()).trimmed().split(QLatin1Char('\n'));
    if (lines.size() > 20)
        lines = lines.mid(lines.size() - 20);
    return BaseSyncWords::tr("the setup script failed (exit %1):\n%2")
        .arg(process.exitCode())
        .arg(lines.join(QLatin1Char('\n')));
}

} // namespace

QString resolveConflictsPrompt(const QString &baseRef, git::SyncMode mode,
                               const QList<std::pair<QString, QString>> &filesAndContents)
{
    QString prompt = QStringLiteral("Updating this branch from its base (%1 %2) stopped on conflicts in %3. "
                                    "Resolve them: keep what both sides meant, remove all conflict markers "
                                    "(<<<<<<<, =======, >>>>>>>), and leave the result uncommitted: Kandesk goes on "
                                    "with the %4 when your turn ends.\n")
                         .arg(mode == git::SyncMode::Rebase ? QStringLiteral("rebase onto") : QStringLiteral("merge of"),
                             baseRef,
                             filesAndContents.size() == 1 ? QStringLiteral("1 file")
                                                          : QStringLiteral("%1 files").arg(filesAndContents.size()),
                             git::syncModeName(mode));
    for (const auto &[path, content] : filesAndContents) {
        const QString fence = markdownFence(content);
        prompt += QStringLiteral("\nFile: %1\n%2\n%3%4%2\n")
                      .arg(path, fence, content, content.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n"));
    }
    return prompt;
}

TaskBaseSync::TaskBaseSync(Stores &stores, TaskRunner *runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-base-sync"));
    m_pool->setMaxThreadCount(1);
}

TaskBaseSync::~TaskBaseSync()
{
    m_pool->waitForDone();
}

git::SyncMode TaskBaseSync::syncMode(const QString &repositoryId) const
{
    auto stored = m_stores.settings().value(syncModeKey(repositoryId));
    return git::syncModeFromName(stored ? *stored : QString());
}

QFuture<Expected<BaseStatus>> TaskBaseSync::status(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<BaseStatus> {
        auto target = resolveShipTarget(m_stores, taskId);
        if (!target)
            return target.failure();
        BaseStatus status;
        status.rememberedMode = syncMode(target->repositoryId);
        status.baseRef = git::newestBase(target->worktreePath, target->baseBranch);
        auto state = git::syncState(target->worktreePath);
        if (!state)
            return state.failure();
        status.state = *state;
        auto divergence = git::divergence(target->worktreePath, status.baseRef);
        if (!divergence)
            return divergence.failure();
        status.divergence = *divergence;
        return status;
    });
}

Expected<SyncReport> TaskBaseSync::finishUpdate(const QString &taskId, SyncReport report)
{
    if (report.outcome.kind != git::SyncOutcome::Kind::Updated)
        return report;
    auto target = resolveShipTarget(m_stores, taskId);
    if (!target)
        return target.failure();
    if (auto repository = m_stores.repositories().get(target->repositoryId);
        repository && !repository->setupScript.trimmed().isEmpty()) {
        report.setupRan = true;
        report.setupFailure = runSetupScript(target->worktreePath, repository->setupScript);
    }
    if (report.setupFailure.isEmpty()) {
        auto pushed = git::pushIfPushedBefore(target->worktreePath, target->branch);
        if (!pushed)
            return pushed.failure();
        report.pushed = *pushed;
    }
    return report;
}

QFuture<Expected<SyncReport>> TaskBaseSync::update(const QString &taskId, std::optional<git::SyncMode> mode)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, mode]() -> Expected<SyncReport> {
        auto target = resolveShipTarget(m_stores, taskId);
        if (!target)
            return target.failure();
        // An agent at work edits the worktree: a rebase under it would mix its edits into git's.
        if (auto session = m_stores.sessions().latestForTask(taskId);
            session && (session->state == SessionState::Running || session->state == SessionState::Starting))
            return Error::failed(BaseSyncWords::tr("An agent is at work on “%1”; update from the base once its turn ends")
                                     .arg(target->taskTitle));
        SyncReport report;
        report.mode = mode.value_or(syncMode(target->repositoryId));
        if (mode && !target->repositoryId.isEmpty()) {
            if (Status remembered = m_stores.settings().setValue(syncModeKey(target->repositoryId), git::syncModeName(*mode));
                !remembered)
                return remembered.failure();
        }
        report.baseRef = git::newestBase(target->worktreePath, target->baseBranch);
        auto outcome = git::startSync(target->worktreePath, target->branch, report.baseRef, report.mode);
        if (!outcome)
            return outcome.failure();
        report.outcome = *outcome;
        return finishUpdate(taskId, report);
    });
}

QFuture<Expected<SyncReport>> TaskBaseSync::continueUpdate(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<SyncReport> {
        auto target = resolveShipTarget(m_stores, taskId);
        if (!target)
            return target.failure();
        auto state = git::syncState(target->worktreePath);
        if (!state)
            return state.failure();
        SyncReport report;
        report.mode = state->mode;
        report.baseRef = git::newestBase(target->worktreePath, target->baseBranch);
        auto outcome = git::continueSync(target->worktreePath, target->branch);
        if (!outcome)
            return outcome.failure();
        report.outcome = *outcome;
        return finishUpdate(taskId, report);
    });
}

QFuture<Status> TaskBaseSync::abort(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Status {
        auto target = resolveShipTarget(m_stores, taskId);
        if (!target)
            return target.failure();
        return git::abortSync(target->worktreePath, target->branch);
    });
}

QFuture<Expected<QString>> TaskBaseSync::askAgentToResolve(const QString &taskId)
{
    if (!m_runner)
        return QtFuture::makeReadyFuture(
            Expected<QString>(Error::failed(BaseSyncWords::tr("Asking the agent needs a task runner"))));
    QFuture<Expected<PreparedPrompt>> preparing
        = QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<PreparedPrompt> {
              auto target = resolveShipTarget(m_stores, taskId);
              if (!target)
                  return target.failure();
              auto state = git::syncState(target->worktreePath);
              if (!state)
                  return state.failure();
              if (!state->inProgress || state->conflictedFiles.isEmpty())
                  return Error::failed(BaseSyncWords::tr("“%1” has no conflict to resolve").arg(target->taskTitle));
              QList<std::pair<QString, QString>> files;
              for (const QString &path : std::as_const(state->conflictedFiles)) {
                  QFile file(QDir(target->worktreePath).filePath(path));
                  QString content = file.open(QIODevice::ReadOnly)
                      ? QString::fromUtf8(file.read(kPromptFileLimit))
                      : QStringLiteral("(deleted on one side)");
                  files.append({ path, content });
              }
              PreparedPrompt prepared;
              prepared.text = resolveConflictsPrompt(git::newestBase(target->worktreePath, target->baseBranch),
                                                     state->mode, files);
              if (auto session = m_stores.sessions().latestForTask(taskId))
                  prepared.sessionId = session->id;
              return prepared;
          });
    return sendWhenPrepared(*m_runner, taskId, preparing);
}

} // namespace kandesk
