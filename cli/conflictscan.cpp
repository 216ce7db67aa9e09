// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "conflictscan.h"

#include "cli/clioutput.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ConflictScan".
struct ConflictScanWords {
    Q_DECLARE_TR_FUNCTIONS(ConflictScan)
};

} // namespace

ConflictScan scanConflicts(Stores &stores, const QString &workspaceId, const QString &command)
{
    ConflictRadar radar(stores);
    auto scan = radar.scan(workspaceId);
    if (!scan) {
        printError(command + ConflictScanWords::tr(": conflicts not checked: ") + scan.error());
        return {};
    }
    for (const QString &problem : std::as_const(scan->problems))
        printError(command + QStringLiteral(": ") + problem);
    return *scan;
}

QJsonValue baseLagJson(const ConflictScan &scan, const QString &taskId)
{
    const auto lag = scan.behindBase.constFind(taskId);
    if (lag == scan.behindBase.cend())
        return QJsonValue::Null;
    return QJsonObject { { QStringLiteral("base"), lag->base }, { QStringLiteral("behind"), lag->behind } };
}

QStringList conflictLines(const QList<TaskConflict> &conflicts)
{
    QStringList lines;
    for (const TaskConflict &conflict : conflicts) {
        QStringList paths;
        for (const git::ConflictedFile &file : conflict.files)
            paths.append(file.path);
        lines.append(conflict.otherTaskId.isEmpty() ? ConflictScanWords::tr("conflicts with its base branch %1 in %2")
                                                          .arg(conflict.otherBranch, paths.join(QStringLiteral(", ")))
                                                    : ConflictScanWords::tr("conflicts with “%1” (%2, task %3) in %4")
                                                          .arg(conflict.otherTitle, conflict.otherBranch,
                                                              conflict.otherTaskId, paths.join(QStringLiteral(", "))));
    }
    return lines;
}

} // namespace kandesk::cli
