// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/remoteworkspaces.h"
#include "models/expected.h"

#include <QFuture>
#include <QStringList>

namespace kandesk {

// The window's reads of a session's workspace (the composer's file list) wherever that workspace
// is: on this disk, or, when the session's live execution keeps it on another host (an SSH
// executor), through that execution's agentctl. The workspace folder is the one on this machine
// and is not used for a remote read. The reads run off the caller's thread; the futures finish on
// a pool thread.
class SessionWorkspaceReads final
{
public:
    explicit SessionWorkspaceReads(RemoteWorkspaceLookup remote = {})
        : m_remote(std::move(remote))
    {
    }

    // The workspace's files, relative to it and sorted (workspacefiles.h).
    QFuture<Expected<QStringList>> files(const QString &sessionId, const QString &workspace) const;

private:
    std::optional<WorkspaceEndpoint> remoteOf(const QString &sessionId) const;

    RemoteWorkspaceLookup m_remote;
};

} // namespace kandesk
