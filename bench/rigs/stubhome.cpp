// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stubhome.h"

#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kandesk::bench {

QString makeBenchRepository(const QString &path)
{
    QDir().mkpath(path);
    for (const QStringList &args :
         {QStringList{QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")},
          QStringList{QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Bench")},
          QStringList{QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("bench@kandesk.invalid")},
          QStringList{QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"), QStringLiteral("init")}}) {
        if (Status ran = benchGit(path, args); !ran)
            return ran.error();
    }
    return {};
}

Status benchGit(const QString &dir, const QStringList &arguments)
{
    auto out = git::runGitChecked(dir, arguments);
    return out ? Status{} : Status{Error{out.error()}};
}

Status writeBenchFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return Error{QStringLiteral("cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

Status commitAll(const QString &dir, const QString &message)
{
    if (Status added = benchGit(dir, {QStringLiteral("add"), QStringLiteral("--all")}); !added)
        return added;
    return benchGit(dir, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), message});
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
