// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspaceadmission.h"

#include "lifecycle/git/gitcommand.h"
#include "models/executors/dockersettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkspaceAdmissionWords".
struct WorkspaceAdmissionWords {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceAdmissionWords)
};

bool checksWorkspace(const LaunchRequest &request)
{
    if (request.executorType == ExecutorTypes::Local || request.executorType == ExecutorTypes::LegacyLocalPc)
        return true;
    return (request.executorType == ExecutorTypes::Worktree || request.executorType == kDockerExecutorType)
        && !request.acpSessionId.isEmpty();
}

bool isWorktreeResume(const LaunchRequest &request)
{
    return (request.executorType == ExecutorTypes::Worktree || request.executorType == kDockerExecutorType)
        && !request.acpSessionId.isEmpty();
}

// The folder below a multi-repository workspace that holds this repository (as the worktree
// preparer names it).
QString entryName(const RepoLaunchSpec &spec)
{
    return QFileInfo(spec.repositoryPath).fileName();
}

Status belongsTo(const QString &candidate, const RepoLaunchSpec &spec)
{
    auto wanted = gitCommonDirectory(spec.repositoryPath);
    if (!wanted)
        return Error::failed(
            WorkspaceAdmissionWords::tr("repository \"%1\" (%2) cannot be read: %3")
                .arg(spec.repoName.isEmpty() ? spec.repositoryId : spec.repoName, spec.repositoryPath, wanted.error()));
    auto actual = gitCommonDirectory(candidate);
    if (!actual)
        return Error::failed(WorkspaceAdmissionWords::tr("the workspace %1 is not a checkout of repository %2: %3")
                                 .arg(candidate, spec.repositoryPath, actual.error()));
    if (actual.value() != wanted.value())
        return Error::failed(
            WorkspaceAdmissionWords::tr("the workspace %1 belongs to another repository (%2), not to %3; "
                                        "pick a folder of %3 or let Kandesk make the worktree")
                .arg(candidate, QFileInfo(actual.value()).absolutePath(), spec.repositoryPath));
    return {};
}

} // namespace

Expected<QString> gitCommonDirectory(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return Error { WorkspaceAdmissionWords::tr("%1 is not a folder").arg(path) };
    auto common = git::runGitChecked(path, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
                                            QStringLiteral("--git-common-dir")});
    if (!common)
        return Error{common.error()};
    const QString dir = common->trimmed();
    const QString canonical = QFileInfo(dir).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(dir) : canonical;
}

Status validateLaunchWorkspaceAdmission(const LaunchRequest &request, const QString &workspacePath)
{
    if (workspacePath.isEmpty() || !checksWorkspace(request))
        return {};
    const QList<RepoLaunchSpec> repositories = request.repoSpecs();
    for (qsizetype index = 0; index < repositories.size(); ++index) {
        const RepoLaunchSpec &spec = repositories.at(index);
        if (spec.repositoryPath.isEmpty())
            continue;
        QString candidate = workspacePath;
        if (index > 0)
            candidate = QDir(workspacePath).filePath(entryName(spec));
        else if (repositories.size() > 1 && !belongsTo(candidate, spec))
            candidate = QDir(workspacePath).filePath(entryName(spec));
        // A missing worktree on resume goes to the worktree preparer, which recreates it from its
        // branch or reports the branch as deleted.
        if (isWorktreeResume(request) && !QFileInfo::exists(candidate))
            continue;
        if (auto admitted = belongsTo(candidate, spec); !admitted)
            return admitted.failure().wrapped(WorkspaceAdmissionWords::tr("validate the workspace of repository \"%1\"")
                                                  .arg(spec.repoName.isEmpty() ? spec.repositoryPath : spec.repoName));
    }
    return {};
}

} // namespace kandesk
