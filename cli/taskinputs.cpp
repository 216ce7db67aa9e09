// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskinputs.h"

#include "application/tasks/repositoryservice.h"

#include <QCoreApplication>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "TaskInputs".
struct TaskInputsWords {
    Q_DECLARE_TR_FUNCTIONS(TaskInputs)
};

} // namespace

Expected<Repository> repositoryRow(Stores &stores, const QString &workspace, const QString &path)
{
    RepositoryService repositories(stores);
    auto added = repositories.add(workspace, path).result();
    if (!added)
        return Error{added.error()};
    return added->repository;
}

Expected<QString> namedProfile(const QList<AgentProfile> &known, const QString &wanted)
{
    QStringList byName;
    for (const AgentProfile &profile : known) {
        if (profile.id == wanted)
            return profile.id;
        if (profile.name.compare(wanted, Qt::CaseInsensitive) == 0)
            byName.append(profile.id);
    }
    if (byName.size() == 1)
        return byName.constFirst();
    if (byName.isEmpty())
        return Error {
            TaskInputsWords::tr("no agent profile is named \"%1\" or has that id (kandesk profile list shows them)").arg(wanted)
        };
    return Error { TaskInputsWords::tr("%n agent profile(s) are named \"%1\": pass one's id (%2)", nullptr, int(byName.size()))
                       .arg(wanted, byName.join(QStringLiteral(", "))) };
}

} // namespace kandesk::cli
