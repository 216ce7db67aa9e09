// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"

namespace kandesk::test {

// A stub agent's profile whose "fs PATH" writes "line 1" … "line N": agents that answer one prompt
// differently. Each has an agent id of its own (a custom agent's command is its agent id's).
inline AgentProfile stubProfileAnswering(int lines)
{
    AgentProfile profile;
    profile.id = QStringLiteral("stub-%1").arg(lines);
    profile.name = QStringLiteral("Stub %1").arg(lines);
    profile.agentId = QStringLiteral("stub-agent-%1").arg(lines);
    profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --fs-lines %1").arg(lines);
    return profile;
}

// A task run by profile (saved first) on a fresh git repository made at repositoryDir; its
// description is the stub agent's script. A store that refuses is the test's set-up failing.
inline QString makeTaskForProfile(Database &database, const QString &workspaceId, const QString &repositoryDir,
                                  const AgentProfile &profile, const QString &title, const QString &description)
{
    if (auto saved = ProfileStore(database).saveAgentProfile(profile); !saved)
        qFatal("%s", qPrintable(saved.error()));
    Repository repository;
    repository.workspaceId = workspaceId;
    repository.name = QStringLiteral("app");
    repository.path = makeGitRepository(repositoryDir);
    repository.defaultBranch = QStringLiteral("main");
    auto added = RepositoryStore(database).add(repository);
    if (!added)
        qFatal("%s", qPrintable(added.error()));
    Task task;
    task.workspaceId = workspaceId;
    task.title = title;
    task.description = description;
    task.agentProfileId = profile.id;
    task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
    auto created = TaskStore(database).create(task);
    if (!created)
        qFatal("%s", qPrintable(created.error()));
    return created->id;
}

} // namespace kandesk::test
