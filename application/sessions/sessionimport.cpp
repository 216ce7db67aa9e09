// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionimport.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/tasks/repositoryservice.h"
#include "application/tasks/taskcreation.h"
#include "lifecycle/git/gitcommand.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SessionImport".
struct SessionImportWords {
    Q_DECLARE_TR_FUNCTIONS(SessionImport)
};

// The branch checked out in folder when folder is a repository's own checkout (not a linked
// worktree, not a folder inside it, not a detached HEAD); nothing when it is anything else.
std::optional<QString> checkedOutBranch(const QString &folder)
{
    auto found = git::runGitChecked(folder, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
                                             QStringLiteral("--show-toplevel"), QStringLiteral("--git-dir"),
                                             QStringLiteral("--git-common-dir")});
    if (!found)
        return std::nullopt;
    const QStringList lines = found->split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() != 3 || QFileInfo(lines[0]).canonicalFilePath() != folder
        || QFileInfo(lines[1]).canonicalFilePath() != QFileInfo(lines[2]).canonicalFilePath())
        return std::nullopt;
    auto branch = git::runGitChecked(folder, {QStringLiteral("branch"), QStringLiteral("--show-current")});
    if (!branch || branch->trimmed().isEmpty())
        return std::nullopt; // a detached HEAD has no branch the local executor could keep
    return branch->trimmed();
}

// The session as the profile's agent lists it.
Expected<AgentSessionEntry> listedSession(ProfileAgentCalls &agentCalls, const QString &profileId, const QString &acpSessionId)
{
    auto listed = agentCalls.listSessions(profileId).result();
    if (!listed)
        return Error{listed.error()};
    for (const AgentSessionEntry &entry : std::as_const(*listed)) {
        if (entry.acpSessionId == acpSessionId)
            return entry;
    }
    return Error{SessionImportWords::tr("the agent keeps no session “%1”").arg(acpSessionId)};
}

Expected<ImportedSession> bringSessionIn(Stores &stores, ProfileAgentCalls &agentCalls, const SessionToImport &wanted)
{
    if (wanted.session.acpSessionId.isEmpty())
        return Error{SessionImportWords::tr("which session? The agent's session id is missing")};
    AgentSessionEntry entry = wanted.session;
    if (entry.cwd.isEmpty()) {
        auto listed = listedSession(agentCalls, wanted.profileId, entry.acpSessionId);
        if (!listed)
            return Error{listed.error()};
        entry = listed.value();
    }
    const QFileInfo where(entry.cwd);
    if (entry.cwd.isEmpty() || !where.isAbsolute() || !where.isDir())
        return Error{SessionImportWords::tr("the session ran in %1, which is not a folder here: it cannot be continued on this machine")
                         .arg(entry.cwd.isEmpty() ? SessionImportWords::tr("no folder it named") : QDir::toNativeSeparators(entry.cwd))};
    const QString folder = where.canonicalFilePath();

    auto before = stores.sessions().findByAcpSessionId(entry.acpSessionId);
    if (!before)
        return Error{before.error()};
    if (before->has_value()) {
        auto task = stores.tasks().get(before->value().taskId);
        if (!task)
            return Error{task.error()};
        return ImportedSession{task.value(), before->value().id, true, {}};
    }
    auto profile = stores.profiles().agentProfile(wanted.profileId);
    if (!profile)
        return Error{profile.error()};

    NewTask task;
    task.workspaceId = wanted.workspaceId;
    if (task.workspaceId.isEmpty()) {
        auto first = defaultWorkspaceId(stores);
        if (!first)
            return Error{first.error()};
        task.workspaceId = *first;
    }
    task.title = entry.title.trimmed().isEmpty() ? SessionImportWords::tr("%1 session %2").arg(profile->name, entry.acpSessionId) : entry.title;
    task.agentProfileId = profile->id;
    if (const std::optional<QString> branch = checkedOutBranch(folder)) {
        auto repository = RepositoryService(stores).add(task.workspaceId, folder).result();
        if (!repository)
            return Error{repository.error()};
        if (const Status local = stores.profiles().ensureBuiltInExecutorProfiles(); !local)
            return Error{local.error()};
        task.executorProfileId = QStringLiteral("local");
        task.repositories = {TaskRepository{repository->repository.id, *branch}};
    }
    auto made = createTaskNow(stores, task);
    if (!made)
        return Error{made.error()};

    TaskSession row;
    row.taskId = made->id;
    row.state = SessionState::WaitingForInput;
    row.agentProfileId = profile->id;
    row.executorProfileId = made->executorProfileId;
    row.acpSessionId = entry.acpSessionId;
    row.workspacePath = folder;
    auto session = stores.sessions().create(row);
    if (!session)
        return Error{SessionImportWords::tr("cannot keep the session: %1").arg(session.error())};
    const QString origin = SessionImportWords::tr("Brought in from %1's session %2").arg(profile->name, entry.acpSessionId);
    return ImportedSession{made.value(), session->id, false, origin};
}

QFuture<Expected<QString>> resumeWithHistory(TaskRunner &runner, const ImportedSession &imported)
{
    TaskStartOptions history;
    history.loadHistory = true;
    history.notices.append(imported.origin);
    return runner.resume(imported.sessionId, {}, history);
}

} // namespace

SessionImport::SessionImport(Stores &stores, TaskRunner &runner, ProfileAgentCalls &agentCalls)
    : m_stores(stores)
    , m_runner(runner)
    , m_agentCalls(agentCalls)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-session-import"));
    m_pool->setMaxThreadCount(1);
}

SessionImport::~SessionImport()
{
    m_pool->waitForDone();
}

QFuture<Expected<ImportedSession>> SessionImport::bringIn(const SessionToImport &wanted)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, &calls = m_agentCalls, wanted] {
        return bringSessionIn(stores, calls, wanted);
    });
}

QFuture<Expected<QString>> SessionImport::loadHistory(const ImportedSession &imported)
{
    if (imported.alreadyThere)
        return QtFuture::makeReadyFuture(Expected<QString>(imported.sessionId));
    return resumeWithHistory(m_runner, imported);
}

QFuture<Expected<ImportedSession>> SessionImport::import(const SessionToImport &wanted)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, &runner = m_runner, &calls = m_agentCalls, wanted]() -> Expected<ImportedSession> {
        auto imported = bringSessionIn(stores, calls, wanted);
        if (!imported || imported->alreadyThere)
            return imported;
        if (auto resumed = resumeWithHistory(runner, *imported).result(); !resumed)
            return Error{SessionImportWords::tr("the task “%1” was made, but its agent did not take the session up: %2").arg(imported->task.title, resumed.error())};
        return imported;
    });
}

} // namespace kandesk
