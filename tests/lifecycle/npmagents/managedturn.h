// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// One task's first turn with a managed npm agent, through the runtime the window and `kandesk run`
// use, while a probe watches /proc: which processes ran, and the agent's own environment.

#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include "processwatch.h"

#include <QSignalSpy>

namespace kandesk::test {

struct ManagedTurn {
    QString error;                 // why the start or the turn failed
    QList<SeenProcess> processes;  // every process the probe saw in the home
    QStringList agentArgv;         // the agent's command line (empty: not seen)
    QHash<QString, QString> agentEnv;
};

// Runs "Please improve the configuration." with the profile (its agent registered as given) in a
// fresh repository under home, then stops the session. entryPath: the file the agent starts from.
inline ManagedTurn runManagedTurn(Stores &stores, const AgentDefinition &agent, const AgentProfile &profile,
                                  const QString &entryPath)
{
    ManagedTurn turn;
    TaskRunnerRuntimeConfig config;
    config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
    auto created = TaskRunnerRuntime::create(stores, config);
    if (!created) {
        turn.error = created.error();
        return turn;
    }
    TaskRunnerRuntime &runtime = *created.value();
    if (auto registered = runtime.controller().registerAgent(agent); !registered && !registered.error().contains(QStringLiteral("already")))
        turn.error = registered.error();
    if (auto saved = stores.profiles().saveAgentProfile(profile); !saved)
        turn.error = saved.error();
    auto workspaces = stores.workspaces().list();
    QString workspaceId = workspaces && !workspaces->isEmpty() ? workspaces->constFirst().id : QString();
    if (workspaceId.isEmpty()) {
        auto workspace = stores.workspaces().create(QStringLiteral("Test"));
        workspaceId = workspace ? workspace->id : QString();
    }
    static int count = 0;
    const QString repositoryPath = makeGitRepository(QDir(stores.home()).filePath(QStringLiteral("src-%1").arg(++count)));
    Repository repository;
    repository.workspaceId = workspaceId;
    repository.name = QStringLiteral("app");
    repository.path = repositoryPath;
    repository.defaultBranch = QStringLiteral("main");
    auto added = stores.repositories().add(repository);
    Task task;
    task.workspaceId = workspaceId;
    task.title = QStringLiteral("Managed agent");
    task.description = QStringLiteral("Please improve the configuration.");
    task.agentProfileId = profile.id;
    if (added)
        task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
    auto stored = stores.tasks().create(task);
    if (!turn.error.isEmpty() || !added || !stored) {
        turn.error += added.error() + stored.error();
        return turn;
    }

    TaskRunner &runner = runtime.runner();
    QSignalSpy finished(&runner, &TaskRunner::turnFinished);
    QSignalSpy failed(&runner, &TaskRunner::turnFailed);
    ProcessWatch watch(stores.home());
    auto started = waitForFuture(runner.startTask(stored->id), 120'000);
    if (!started) {
        turn.error = started.error();
    } else if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 60'000)) {
        turn.error = QStringLiteral("the turn did not end within 60 s");
    } else if (!failed.isEmpty()) {
        turn.error = failed.constFirst().at(2).toString();
    }
    watch.scan();
    turn.processes = watch.seen();
    for (const SeenProcess &process : std::as_const(turn.processes)) {
        if (process.argv.contains(entryPath) && processAlive(process.pid)) {
            turn.agentArgv = process.argv;
            turn.agentEnv = processEnvironment(process.pid);
        }
    }
    if (started)
        (void)waitForFuture(runner.stop(started.value()), 60'000);
    return turn;
}

} // namespace kandesk::test
