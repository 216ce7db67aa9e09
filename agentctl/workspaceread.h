// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QUrlQuery>

namespace kandesk::agentctl {

// The answer to one workspace read: an HTTP status and its JSON body ({error} unless 200).
struct WorkspaceReadResult {
    int status = 200;
    QJsonObject body;

    // An error answer: the status and {"error": message}.
    static WorkspaceReadResult failure(int status, const QString &message);
};

// The workspace reads of wire.h (diff, file list, one file's content) for the workspace at root:
// git runs there with a timeout and the answers are bounded in size; every failure is a status and
// a sentence. Blocking (bounded by wire::kWorkspaceGitTimeoutMs per git run).
WorkspaceReadResult readWorkspaceDiff(const QString &root, const QUrlQuery &query);
WorkspaceReadResult readWorkspaceFiles(const QString &root);
WorkspaceReadResult readWorkspaceFile(const QString &root, const QUrlQuery &query);

} // namespace kandesk::agentctl
