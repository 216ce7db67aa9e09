// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspaceresolver.h"

#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/ports/workspaceinfoprovider.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkspaceResolverWords".
struct WorkspaceResolverWords {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceResolverWords)
};

bool invalidPathId(const QString &id)
{
    return id.isEmpty() || id == QLatin1String(".") || id == QLatin1String("..") || id.contains(QLatin1Char('/'))
        || id.contains(QLatin1Char('\\'));
}

Status runGit(const QString &workingDir, const QStringList &args)
{
    if (auto ran = git::runGitChecked(workingDir, args, {}, 60'000); !ran)
        return Error{ran.error()};
    return {};
}

Status excludeFromGitStatus(const QString &gitDir, const QByteArray &entry)
{
    const QString infoDir = gitDir + QStringLiteral("/info");
    const QFileInfo info(infoDir);
    if (info.isSymLink() || (info.exists() && !info.isDir()))
        return Error { WorkspaceResolverWords::tr("invalid git directory: %1 is not a plain folder").arg(infoDir) };
    if (!QDir().mkpath(infoDir))
        return Error { WorkspaceResolverWords::tr("cannot create %1").arg(infoDir) };
    const QString excludePath = infoDir + QStringLiteral("/exclude");
    const QFileInfo exclude(excludePath);
    if (exclude.isSymLink() || (exclude.exists() && !exclude.isFile()))
        return Error { WorkspaceResolverWords::tr("invalid git exclude file: %1").arg(excludePath) };

    QByteArray content;
    if (exclude.exists()) {
        QFile file(excludePath);
        if (!file.open(QIODevice::ReadOnly))
            return Error { WorkspaceResolverWords::tr("cannot read %1: %2").arg(excludePath, file.errorString()) };
        content = file.readAll();
    }
    const QList<QByteArray> lines = content.split('\n');
    for (const QByteArray &line : lines) {
        if (line.trimmed() == entry)
            return {};
    }
    if (!content.isEmpty() && !content.endsWith('\n'))
        content.append('\n');
    content.append(entry + '\n');
    QSaveFile file(excludePath);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return Error { WorkspaceResolverWords::tr("cannot write %1: %2").arg(excludePath, file.errorString()) };
    return {};
}

} // namespace

Status writeOwnershipMarker(const QString &workspacePath, const OwnershipMarker &marker)
{
    const QJsonObject object{{QStringLiteral("task_id"), marker.taskId},
                             {QStringLiteral("workspace_id"), marker.workspaceId},
                             {QStringLiteral("task_dir_name"), marker.taskDirName},
                             {QStringLiteral("layout_version"), marker.layoutVersion}};
    const QByteArray bytes = QJsonDocument(object).toJson();
    QSaveFile file(QDir(workspacePath).filePath(OwnershipMarkerFileName));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error { WorkspaceResolverWords::tr("cannot write the ownership marker in %1: %2")
                           .arg(workspacePath, file.errorString()) };
    return {};
}

Expected<std::optional<OwnershipMarker>> readOwnershipMarker(const QString &workspacePath)
{
    QFile file(QDir(workspacePath).filePath(OwnershipMarkerFileName));
    if (!file.exists())
        return std::optional<OwnershipMarker>();
    if (!file.open(QIODevice::ReadOnly))
        return Error { WorkspaceResolverWords::tr("cannot read %1: %2").arg(file.fileName(), file.errorString()) };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject())
        return Error { WorkspaceResolverWords::tr("%1 is not a valid ownership marker: %2")
                           .arg(file.fileName(), parseError.errorString()) };
    const QJsonObject o = doc.object();
    return std::optional<OwnershipMarker>(OwnershipMarker{o.value(QStringLiteral("task_id")).toString(),
                                                          o.value(QStringLiteral("workspace_id")).toString(),
                                                          o.value(QStringLiteral("task_dir_name")).toString(),
                                                          o.value(QStringLiteral("layout_version")).toString()});
}

Status initGitRepo(const QString &workspacePath)
{
    const QString gitDir = QDir(workspacePath).filePath(QStringLiteral(".git"));
    const QFileInfo git(gitDir);
    if (git.isSymLink() || (git.exists() && !git.isDir()))
        return Error { WorkspaceResolverWords::tr("invalid git directory: %1").arg(gitDir) };
    if (git.exists())
        return excludeFromGitStatus(gitDir, '/' + OwnershipMarkerFileName.toUtf8());

    if (auto s = runGit(workspacePath, {QStringLiteral("init"), QStringLiteral("--quiet")}); !s)
        return s;
    QFile keep(QDir(workspacePath).filePath(QStringLiteral(".gitkeep")));
    if (!keep.open(QIODevice::WriteOnly))
        return Error { WorkspaceResolverWords::tr("cannot create %1: %2").arg(keep.fileName(), keep.errorString()) };
    keep.close();
    if (auto s = runGit(workspacePath, {QStringLiteral("add"), QStringLiteral(".gitkeep")}); !s)
        return s;
    const QStringList commit{QStringLiteral("-c"), QStringLiteral("user.name=Kandesk"),
                             QStringLiteral("-c"), QStringLiteral("user.email=workspace@kandesk.invalid"),
                             QStringLiteral("-c"), QStringLiteral("commit.gpgsign=false"),
                             QStringLiteral("commit"), QStringLiteral("--quiet"), QStringLiteral("--no-verify"),
                             QStringLiteral("-m"), QStringLiteral("Initial commit")};
    if (auto s = runGit(workspacePath, commit); !s)
        return s;
    return excludeFromGitStatus(gitDir, '/' + OwnershipMarkerFileName.toUtf8());
}

Status addGitExclude(const QString &workspacePath, const QString &entry)
{
    const QString gitDir = QDir(workspacePath).filePath(QStringLiteral(".git"));
    const QFileInfo git(gitDir);
    if (!git.exists() && !git.isSymLink())
        return {}; // not a repository (or a worktree whose .git is a file): nothing to keep clean here
    if (git.isSymLink() || !git.isDir())
        return Error { WorkspaceResolverWords::tr("invalid git directory: %1").arg(gitDir) };
    return excludeFromGitStatus(gitDir, entry.toUtf8());
}

WorkspaceResolver::WorkspaceResolver(QString homeDir) : m_homeDir(std::move(homeDir)) {}

ResolvedWorkspace WorkspaceResolver::resolve(const LaunchRequest &request, bool runtimeOwnsWorkspace,
                                             WorkspaceInfoProvider *provider) const
{
    if (runtimeOwnsWorkspace)
        return {};
    auto fromProvider = [&]() -> QString {
        if (!provider)
            return {};
        auto info = provider->workspaceInfoForSession(request.taskId, request.sessionId);
        return info ? info->workspacePath : QString();
    };
    const bool useWorktree = request.useWorktree && !request.repositoryPath.isEmpty();
    if (useWorktree) {
        if (request.acpSessionId.isEmpty())
            return {};
        const QString path = fromProvider();
        if (path.isEmpty()) {
            qCWarning(lcLifecycle) << "no workspace found to resume worktree session" << request.sessionId;
            return {};
        }
        return {path, QDir(request.repositoryPath).filePath(QStringLiteral(".git")), request.worktreeId, {}};
    }
    ResolvedWorkspace resolved;
    resolved.path = request.workspacePath.isEmpty() ? request.repositoryPath : request.workspacePath;
    if (resolved.path.isEmpty() && !request.acpSessionId.isEmpty())
        resolved.path = fromProvider();
    if (resolved.path.isEmpty() && !request.sessionId.isEmpty() && !m_homeDir.isEmpty())
        resolved.path = createScratchWorkspace(request);
    return resolved;
}

QString WorkspaceResolver::scratchWorkspacePath(const LaunchRequest &request) const
{
    if (m_homeDir.isEmpty())
        return {};
    if (request.isEphemeral) {
        if (invalidPathId(request.sessionId)) {
            qCWarning(lcLifecycle) << "refusing quick-chat workspace for session id" << request.sessionId;
            return {};
        }
        return QDir(m_homeDir).filePath(QStringLiteral("quick-chat/") + request.sessionId);
    }
    if (request.taskId.isEmpty() || request.workspaceId.isEmpty()) {
        qCWarning(lcLifecycle) << "a scratch workspace needs a task id and a workspace id; session" << request.sessionId;
        return {};
    }
    if (invalidPathId(request.taskId) || invalidPathId(request.workspaceId)) {
        qCWarning(lcLifecycle) << "refusing scratch workspace for task id" << request.taskId << "workspace id"
                               << request.workspaceId;
        return {};
    }
    return QDir(m_homeDir).filePath(QStringLiteral("tasks/") + request.workspaceId + QLatin1Char('/') + request.taskId);
}

QString WorkspaceResolver::createScratchWorkspace(const LaunchRequest &request) const
{
    const QString path = scratchWorkspacePath(request);
    if (path.isEmpty())
        return {};
    if (!QDir().mkpath(path)) {
        qCWarning(lcLifecycle) << "cannot create scratch workspace" << path;
        return {};
    }
    if (!request.isEphemeral) {
        const Status marked = writeOwnershipMarker(path, {request.taskId, request.workspaceId, request.taskId, ScratchLayoutVersion});
        if (!marked) {
            qCWarning(lcLifecycle).noquote() << marked.error();
            return {};
        }
    }
    if (const Status git = initGitRepo(path); !git)
        qCWarning(lcLifecycle).noquote() << "scratch workspace without git:" << git.error(); // git is optional here
    return path;
}

} // namespace kandesk
