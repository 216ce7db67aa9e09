// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspaceapi.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/executorbackend.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkspaceApiWords".
struct WorkspaceApiWords {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceApiWords)
};

QStringList stringsOf(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

WorkspaceEndpoint WorkspaceEndpoint::of(std::shared_ptr<AgentctlNetwork> network, const ExecutorInstance &instance)
{
    return { std::move(network), instance.agentctlUrl, instance.authToken, instance.instanceId };
}

namespace workspaceapi {

Expected<QJsonObject> call(const WorkspaceEndpoint &endpoint, const QByteArray &verb, QLatin1StringView path, const QUrlQuery &query,
    const QJsonObject &body)
{
    if (!endpoint.network || !endpoint.agentctlUrl.isValid())
        return Error { WorkspaceApiWords::tr(
            "the workspace's agentctl is not running: start the task to reach its workspace") };
    QUrl url = endpoint.agentctlUrl;
    url.setPath(QString(path));
    url.setQuery(query);
    QList<std::pair<QByteArray, QByteArray>> headers;
    if (!endpoint.authToken.isEmpty())
        headers.append({ QByteArray(wire::kAuthorizationHeader.data(), wire::kAuthorizationHeader.size()),
            QByteArray(wire::kBearerPrefix.data(), wire::kBearerPrefix.size()) + endpoint.authToken.toUtf8() });
    if (!endpoint.instanceId.isEmpty())
        headers.append({ QByteArray(wire::kInstanceIdHeader.data(), wire::kInstanceIdHeader.size()), endpoint.instanceId.toUtf8() });
    const HttpReply reply = endpoint.network->send(
        verb, url, body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact), headers, endpoint.timeoutMs);
    if (reply.status == 0)
        return Error::of(ErrorKind::NotAnswering, WorkspaceApiWords::tr("the workspace's agentctl did not answer: %1").arg(reply.error));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(reply.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return Error { WorkspaceApiWords::tr("the workspace's agentctl answered %1 with something that is not JSON")
                           .arg(reply.status) };
    const QJsonObject answer = document.object();
    if (reply.status < 200 || reply.status >= 300) {
        const QString said = answer.value("error"_L1).toString();
        return Error { said.isEmpty() ? WorkspaceApiWords::tr("the workspace's agentctl answered %1").arg(reply.status)
                                      : said };
    }
    return answer;
}

Expected<git::ReviewDiff> readDiff(const WorkspaceEndpoint &endpoint, const git::ReviewDiffOptions &options, const git::FileChange *file)
{
    QUrlQuery query;
    const bool againstBase = options.scope == git::DiffScope::AgainstBase;
    query.addQueryItem(QStringLiteral("scope"), againstBase ? "against_base"_L1 : "uncommitted"_L1);
    if (againstBase)
        query.addQueryItem(QStringLiteral("base"), options.baseBranch);
    if (file) {
        query.addQueryItem(QStringLiteral("path"), file->path);
        query.addQueryItem(QStringLiteral("old_path"), file->oldPath.isEmpty() ? file->path : file->oldPath);
    }
    auto answer = call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceDiff, query);
    if (!answer)
        return answer.failure();
    git::RawReviewDiff raw;
    raw.root = answer->value("root"_L1).toString();
    raw.scope = options.scope;
    raw.baseBranch = options.baseBranch;
    raw.baseCommit = answer->value("base_commit"_L1).toString();
    raw.nameStatus = stringsOf(answer->value("name_status"_L1));
    raw.numstat = stringsOf(answer->value("numstat"_L1));
    raw.patch = answer->value("patch"_L1).toString();
    for (const QJsonValue &value : answer->value("untracked"_L1).toArray()) {
        const QJsonObject entry = value.toObject();
        raw.untracked.append({ entry.value("path"_L1).toString(),
            QByteArray::fromBase64(entry.value("content"_L1).toString().toLatin1()), entry.value("too_large"_L1).toBool() });
    }
    raw.staged = stringsOf(answer->value("staged"_L1));
    raw.unstaged = stringsOf(answer->value("unstaged"_L1));
    auto diff = git::assembleReviewDiff(raw, file ? 0 : options.largeFileLines);
    if (!diff || !file)
        return diff;
    if (!diff->file(file->path))
        return Error { WorkspaceApiWords::tr("%1 has no changes any more").arg(file->path) };
    git::ReviewDiff one = *diff;
    one.files = { *diff->file(file->path) };
    one.files.first().staged = file->staged;
    return one;
}

Expected<QStringList> listFiles(const WorkspaceEndpoint &endpoint)
{
    auto answer = call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceFiles, {});
    if (!answer)
        return answer.failure();
    return stringsOf(answer->value("files"_L1));
}

Expected<QByteArray> readFile(const WorkspaceEndpoint &endpoint, const QString &path, const QString &ref)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("path"), path);
    if (!ref.isEmpty())
        query.addQueryItem(QStringLiteral("ref"), ref);
    auto answer = call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceFile, query);
    if (!answer)
        return answer.failure();
    if (answer->value("too_large"_L1).toBool())
        return Error { WorkspaceApiWords::tr("%1 is over %2 MiB: too large to show")
                           .arg(path)
                           .arg(wire::kMaxWorkspaceFileBytes / (1024 * 1024)) };
    return QByteArray::fromBase64(answer->value("content"_L1).toString().toLatin1());
}

} // namespace workspaceapi

} // namespace kandesk
