// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubmerge.h"

#include "lifecycle/github/githubclient.h"

#include <QJsonObject>

namespace kandesk::github {

Expected<MergeMethods> allowedMergeMethods(GitHubClient &client, const RemoteRepository &repository)
{
    auto read = client.call(QByteArrayLiteral("GET"), QStringLiteral("/repos/%1/%2").arg(repository.owner, repository.name));
    if (!read)
        return read.failure();
    const QJsonObject object = read->object();
    MergeMethods methods;
    methods.merge = object.value(QStringLiteral("allow_merge_commit")).toBool(true);
    methods.squash = object.value(QStringLiteral("allow_squash_merge")).toBool(true);
    methods.rebase = object.value(QStringLiteral("allow_rebase_merge")).toBool(true);
    return methods;
}

Expected<QString> mergePullRequest(GitHubClient &client, const RemoteRepository &repository, int number,
                                   MergeMethod method, const QString &headSha)
{
    QJsonObject body { { QStringLiteral("merge_method"), forge::mergeMethodName(method) } };
    if (!headSha.isEmpty())
        body.insert(QStringLiteral("sha"), headSha);
    auto merged = client.call(QByteArrayLiteral("PUT"),
        QStringLiteral("/repos/%1/%2/pulls/%3/merge").arg(repository.owner, repository.name).arg(number), {},
        QJsonDocument(body));
    if (!merged)
        return merged.failure();
    return merged->object().value(QStringLiteral("sha")).toString();
}

} // namespace kandesk::github
