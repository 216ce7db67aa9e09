// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stubhome.h"

#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QDir>

namespace kandesk::bench {

QString makeBenchRepository(const QString &path)
{
    QDir().mkpath(path);
    const QStringList init{QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")};
    const QStringList commit{QStringLiteral("-c"), QStringLiteral("user.name=b"), QStringLiteral("-c"),
                             QStringLiteral("user.email=b@kandesk.invalid"), QStringLiteral("commit"),
                             QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"), QStringLiteral("init")};
    for (const QStringList &args : {init, commit}) {
        if (auto ran = git::runGitChecked(path, args); !ran)
            return ran.error();
    }
    return {};
}

Expected<QStringList> addStubTasks(Database &database, const QString &repositoryPath, int count)
{
    AgentProfile profile;
    profile.id = QStringLiteral("stub-profile");
    profile.name = QStringLiteral("Stub");
    profile.agentId = QStringLiteral("stub");
    profile.customCommand = QStringLiteral("'%1'").arg(QStringLiteral(KANDESK_STUBAGENT_PATH));
    if (auto saved = ProfileStore(database).saveAgentProfile(profile); !saved)
        return Error{saved.error()};
    Repository repository;
    repository.workspaceId = QStringLiteral("default");
    repository.name = QStringLiteral("repo");
    repository.path = repositoryPath;
    repository.defaultBranch = QStringLiteral("main");
    auto added = RepositoryStore(database).add(repository);
    if (!added)
        return Error{added.error()};
    QStringList ids;
    for (int i = 0; i < count; ++i) {
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Task %1").arg(i + 1);
        task.agentProfileId = profile.id;
        task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
        auto created = TaskStore(database).create(task);
        if (!created)
            return Error{created.error()};
        ids.append(created->id);
    }
    return ids;
}

qsizetype stubChunksIn(const QString &text)
{
    return text.count(QLatin1String("chunk "));
}

} // namespace kandesk::bench
