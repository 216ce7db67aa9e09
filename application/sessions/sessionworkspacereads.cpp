// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionworkspacereads.h"

#include "application/sessions/workspacefiles.h"
#include "lifecycle/agentctl/workspaceapi.h"
#include "models/backgroundpool.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

std::optional<WorkspaceEndpoint> SessionWorkspaceReads::remoteOf(const QString &sessionId) const
{
    // A look in the live executions (under their lock): quick enough for the caller's thread.
    return m_remote && !sessionId.isEmpty() ? m_remote(sessionId) : std::nullopt;
}

QFuture<Expected<QStringList>> SessionWorkspaceReads::files(const QString &sessionId, const QString &workspace) const
{
    const std::optional<WorkspaceEndpoint> endpoint = remoteOf(sessionId);
    if (!endpoint)
        return listWorkspaceFiles(workspace);
    return QtConcurrent::run(&backgroundPool(), [endpoint = *endpoint] { return workspaceapi::listFiles(endpoint); });
}

} // namespace kandesk
