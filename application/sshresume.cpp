// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshresume.h"

#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "models/stores/executorsrunningtable.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

std::optional<ExecutorRunning> previousSshExecution(Database &database, const QString &sessionId)
{
    auto row = ExecutorsRunningTable(database).find(sessionId);
    if (!row || !row->has_value() || (*row)->runtime != RuntimeNames::Ssh)
        return std::nullopt;
    return **row;
}

void addSshResumeMetadata(QVariantMap &metadata, const ExecutorRunning &previous, const QString &sessionWorkspace)
{
    const QVariantMap recorded = QJsonDocument::fromJson(previous.metadataJson.toUtf8()).object().toVariantMap();
    QString workspace = recorded.value(QString(sshmeta::kRemoteWorkspace)).toString();
    if (workspace.isEmpty())
        workspace = previous.workspacePath.isEmpty() ? sessionWorkspace : previous.workspacePath;
    if (workspace.isEmpty())
        return;
    metadata.insert(QString(sshmeta::kResumeWorkspace), workspace);
    if (const qint64 pid = recorded.value(QString(sshmeta::kRemotePid)).toLongLong(); pid > 0)
        metadata.insert(QString(sshmeta::kResumePreviousPid), pid);
}

} // namespace kandesk
