// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A real SQLite database in a temporary folder with the stores the board and the new-task dialog use,
// and the application's RepositoryService over them.

#include "application/stores.h"
#include "application/tasks/repositoryservice.h"
#include "application/tasks/taskmoves.h"
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/palettes.h"

#include <QApplication>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

namespace kandesk::testing {

using kandesk::test::darkPalette;

struct BoardFixture {
    QTemporaryDir dir;
    std::unique_ptr<Database> database;
    std::unique_ptr<TaskStore> tasks;
    std::unique_ptr<SessionStore> sessions;
    std::unique_ptr<WorkspaceStore> workspaces;
    std::unique_ptr<RepositoryStore> repositories;
    std::unique_ptr<ProfileStore> profiles;
    std::unique_ptr<Stores> stores;
    std::unique_ptr<RepositoryService> adding; // the application's "add repository"
    std::unique_ptr<TaskMoves> moves;          // the application's "move tasks"
    QString workspaceId = QStringLiteral("default");

    bool open()
    {
        if (!dir.isValid())
            return false;
        database = std::make_unique<Database>(dir.filePath(QStringLiteral("kandesk.db")));
        if (!database->open())
            return false;
        tasks = std::make_unique<TaskStore>(*database);
        sessions = std::make_unique<SessionStore>(*database);
        workspaces = std::make_unique<WorkspaceStore>(*database);
        repositories = std::make_unique<RepositoryStore>(*database);
        profiles = std::make_unique<ProfileStore>(*database);
        // The built-in executor profiles a runtime makes at its start (TaskRunnerRuntime::create).
        if (!profiles->ensureBuiltInExecutorProfiles())
            return false;
        stores = std::make_unique<Stores>(*database, dir.path(), QStringLiteral("KandeskBoardTest"));
        adding = std::make_unique<RepositoryService>(*stores);
        moves = std::make_unique<TaskMoves>(*stores);
        return true;
    }

    Repository addRepository(const QString &name, const QString &branch = QStringLiteral("main"))
    {
        Repository repository;
        repository.workspaceId = workspaceId;
        repository.name = name;
        repository.path = dir.filePath(name);
        repository.defaultBranch = branch;
        auto added = repositories->add(repository);
        return added ? *added : Repository {};
    }

    AgentProfile addProfile(const QString &name, const QString &agentId)
    {
        AgentProfile profile;
        profile.name = name;
        profile.agentId = agentId;
        auto saved = profiles->saveAgentProfile(profile);
        return saved ? *saved : AgentProfile {};
    }

    Task addTask(const QString &title, const QString &stepId, const QString &profileId = {}, const QString &branch = {},
        int changedFiles = 0, std::optional<SessionState> state = {}, const QString &description = {},
        bool awaitingPermission = false)
    {
        Task task;
        task.workspaceId = workspaceId;
        task.workflowStepId = stepId;
        task.title = title;
        task.description = description;
        task.agentProfileId = profileId;
        task.branch = branch;
        task.changedFileCount = changedFiles;
        auto created = tasks->create(task);
        if (!created)
            return {};
        if (state) {
            TaskSession session;
            session.taskId = created->id;
            session.state = *state;
            session.agentProfileId = profileId;
            auto made = sessions->create(session);
            if (made && awaitingPermission)
                (void)sessions->setAwaitingPermission(made->id, true);
        }
        return *created;
    }
};


} // namespace kandesk::testing
