// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/reviewdiff.h"
#include "models/expected.h"

#include <QJsonObject>
#include <QStringList>
#include <QUrlQuery>
#include <QUrl>

#include <memory>

namespace kandesk {

class AgentctlNetwork;
struct ExecutorInstance;

// Where an execution's agentctl answers workspace reads: its URL, token and instance id.
struct WorkspaceEndpoint {
    std::shared_ptr<AgentctlNetwork> network;
    QUrl agentctlUrl;
    QString authToken;
    QString instanceId;
    int timeoutMs = 60'000;

    static WorkspaceEndpoint of(std::shared_ptr<AgentctlNetwork> network, const ExecutorInstance &instance);
};

// The workspace reads of agentctl (wire.h): git runs where the workspace is, on the agent's host,
// and the answer comes back as the same values a local read gives. agentctl's refusals and an
// unreachable agentctl are Errors in words. Blocking: pool threads only.
namespace workspaceapi {
// One call of an instance route: verb path?query with body (none when empty); the JSON object
// answered, or why there is none (agentctl's own error sentence where it gave one).
Expected<QJsonObject> call(const WorkspaceEndpoint &endpoint, const QByteArray &verb, QLatin1StringView path,
    const QUrlQuery &query = {}, const QJsonObject &body = {});
// The review diff of the instance's workspace; with file, that one file's change with its hunks
// whatever its size (largeFileLines is then ignored).
Expected<git::ReviewDiff> readDiff(const WorkspaceEndpoint &endpoint, const git::ReviewDiffOptions &options,
    const git::FileChange *file = nullptr);
Expected<QStringList> listFiles(const WorkspaceEndpoint &endpoint);
// A file's bytes at ref (a commit, branch, …) or, with ref empty, on disk now.
Expected<QByteArray> readFile(const WorkspaceEndpoint &endpoint, const QString &path, const QString &ref = {});
} // namespace workspaceapi

} // namespace kandesk
