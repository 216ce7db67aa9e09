// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionworkspacereads.h"

#include "application/workspacefiles.h"
#include "application/workspacewatch.h"
#include "lifecycle/git/filediff.h"
#include "models/backgroundpool.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

Expected<QString> remoteFileDiff(const WorkspaceEndpoint &endpoint, const QString &path)
{
    git::FileChange file;
    file.path = path;
    file.oldPath = path;
    const auto diff = workspaceapi::readDiff(endpoint, { git::DiffScope::Uncommitted, {}, 0 }, &file);
    if (!diff) {
        // A file whose change was undone meanwhile has nothing to show, as git diff prints nothing.
        if (diff.error().endsWith(QLatin1String("has no changes any more")))
            return QString();
        return Error { diff.error() };
    }
    return git::unifiedDiff(diff->files.constFirst());
}

} // namespace

std::optional<WorkspaceEndpoint> SessionWorkspaceReads::remoteOf(const QString &sessionId) const
{
    // A look in the live executions (under their lock): quick enough for the caller's thread.
    return m_remote && !sessionId.isEmpty() ? m_remote(sessionId) : std::nullopt;
}

QFuture<Expected<QString>> SessionWorkspaceReads::fileDiff(
    const QString &sessionId, const QString &workspace, const QString &path, const QString &status) const
{
    const std::optional<WorkspaceEndpoint> endpoint = remoteOf(sessionId);
    if (!endpoint)
        return readWorkspaceDiff(workspace, path, status);
    return QtConcurrent::run(&backgroundPool(), [endpoint = *endpoint, path] { return remoteFileDiff(endpoint, path); });
}

QFuture<Expected<QStringList>> SessionWorkspaceReads::files(const QString &sessionId, const QString &workspace) const
{
    const std::optional<WorkspaceEndpoint> endpoint = remoteOf(sessionId);
    if (!endpoint)
        return listWorkspaceFiles(workspace);
    return QtConcurrent::run(&backgroundPool(), [endpoint = *endpoint] { return workspaceapi::listFiles(endpoint); });
}

} // namespace kandesk
