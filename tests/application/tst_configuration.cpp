// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The writes the front ends make through the application's door instead of a store, over a real
// database: Configuration (preferences, workspaces, custom agents, executor profiles with their
// worktree options, SSH hosts and Docker settings; a repository edited in Settings goes through
// RepositoryService, tested in tst_repositoryservice), QuickChats
// (kept alive, made a task) and QueuedPrompts (a queue changed by a process that does not run it).
// A const Stores hands out only the read side of each store.
#include "application/queuedprompts.h"
#include "application/settings/configuration.h"
#include "application/settings/customagents.h"
#include "application/stores.h"
#include "application/tasks/quickchats.h"
#include "models/executors/worktreeoptions.h"
#include "models/queries/executorqueries.h"
#include "models/queries/profilequeries.h"
#include "models/queries/queuedpromptqueries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workspacequeries.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include "support/testhome.h"

#include <QDir>
#include <QTest>

#include <memory>
#include <type_traits>

using namespace kandesk;

// What a front end holding a const Stores gets: the read side only.
static_assert(std::is_same_v<decltype(std::declval<const Stores &>().tasks()), const TaskQueries &>);
static_assert(std::is_same_v<decltype(std::declval<const Stores &>().settings()), const SettingsQueries &>);
static_assert(std::is_same_v<decltype(std::declval<const Stores &>().sshExecutors()), const SshExecutorQueries &>);

class TestConfiguration : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;
    Stores *m_stores = nullptr;
    std::unique_ptr<Configuration> m_configuration;

    const Stores &reads() const { return *m_stores; }

    QString defaultWorkspace() const
    {
        auto workspaces = reads().workspaces().list();
        return workspaces && !workspaces->isEmpty() ? workspaces->constFirst().id : QString();
    }

private Q_SLOTS:
    void init()
    {
        m_configuration.reset();
        m_stores = nullptr;
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
        m_stores = &m_home->stores;
        m_configuration = std::make_unique<Configuration>(*m_stores);
    }

    void cleanup()
    {
        m_configuration.reset();
        m_stores = nullptr;
        m_home.reset();
    }

    void preferencesAndWorkspaces()
    {
        QVERIFY(m_configuration->setValue(QStringLiteral("theme"), QStringLiteral("dark")).ok());
        QCOMPARE(reads().settings().value(QStringLiteral("theme")).value(), QStringLiteral("dark"));

        auto created = m_configuration->createWorkspace(QStringLiteral("Side project"));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QVERIFY(!reads().workspaces().steps(created->id).value().isEmpty()); // its own workflow
        QVERIFY(m_configuration->renameWorkspace(created->id, QStringLiteral("Main project")).ok());
        QCOMPARE(reads().workspaces().get(created->id)->name, QStringLiteral("Main project"));
        QVERIFY(!m_configuration->renameWorkspace(QStringLiteral("no-such-workspace"), QStringLiteral("x")).ok());
    }

    void customAgentsSavedAndReadBack()
    {
        const QList<CustomAgent> agents{{QStringLiteral("custom-sh"), QStringLiteral("Shell agent"), QStringLiteral("sh agent.sh")}};
        QVERIFY(m_configuration->saveCustomAgents(agents).ok());
        auto loaded = loadCustomAgents(reads().settings());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QCOMPARE(loaded.value(), agents);
    }

    void executorProfilesWithTheirOptions()
    {
        QVERIFY(m_configuration->ensureBuiltInExecutorProfiles().ok());
        QVERIFY(m_configuration->ensureBuiltInExecutorProfiles().ok()); // twice is once
        ExecutorProfile worktree = reads().profiles().executorProfile(QStringLiteral("worktree")).value();
        worktree.configJson = configWithWorktreeOptions(worktree.configJson,
                                                        {QStringLiteral(" task/{title} "), {QStringLiteral(".env"), QStringLiteral("  ")}});
        QVERIFY(m_configuration->saveExecutorProfile(worktree).ok());
        const WorktreeOptions options = worktreeOptionsFromConfig(reads().profiles().executorProfile(QStringLiteral("worktree"))->configJson);
        QCOMPARE(options.branchTemplate, QStringLiteral("task/{title}"));
        QCOMPARE(options.copyGlobs, QStringList{QStringLiteral(".env")});

        SshHost host;
        host.host = QStringLiteral("build.example");
        host.user = QStringLiteral("dev");
        auto ssh = m_configuration->saveSshExecutor({}, QStringLiteral("Build box"), host);
        QVERIFY2(ssh.ok(), qPrintable(ssh.error()));
        host.port = 2222;
        auto renamed = m_configuration->saveSshExecutor(ssh->id, QStringLiteral("Build server"), host);
        QVERIFY2(renamed.ok(), qPrintable(renamed.error()));
        QCOMPARE(renamed->name, QStringLiteral("Build server"));
        QCOMPARE(reads().sshExecutors().host(ssh->id)->value().port, 2222);
        SshHost bad = host;
        bad.host = QStringLiteral("-oProxyCommand=x"); // ssh would take it for an option
        QVERIFY(!m_configuration->saveSshExecutor({}, QStringLiteral("Bad"), bad).ok());
        QVERIFY(!m_configuration->saveSshExecutor({}, QStringLiteral("build SERVER"), host).ok()); // the name is taken

        DockerSettings docker;
        docker.image = QStringLiteral("debian:bookworm");
        auto container = m_configuration->saveDockerExecutor({}, QStringLiteral("Container"), docker);
        QVERIFY2(container.ok(), qPrintable(container.error()));
        QCOMPARE(reads().dockerExecutors().settings(container->id)->value().network, QString(kDockerNetworkAuto));
        docker.cpus = 2;
        QVERIFY(m_configuration->saveDockerExecutor(container->id, QStringLiteral("Container"), docker).ok());
        QCOMPARE(reads().dockerExecutors().settings(container->id)->value().cpus, 2.0);
    }

    void aQuickChatKeptAliveAndMadeATask()
    {
        Task chat;
        chat.workspaceId = defaultWorkspace();
        chat.title = QStringLiteral("What does main do?");
        chat.ephemeral = true;
        auto created = m_stores->tasks().create(chat);
        QVERIFY(created.ok());
        QuickChats chats(*m_stores);
        QVERIFY(chats.touch(created->id).ok());
        QCOMPARE(reads().tasks().quickChats(chat.workspaceId)->size(), 1);

        auto made = chats.makeTask(created->id);
        QVERIFY2(made.ok(), qPrintable(made.error()));
        const Task stored = reads().tasks().get(created->id).value();
        QVERIFY(!stored.ephemeral);
        QCOMPARE(stored.workflowStepId, reads().workspaces().agentSteps(chat.workspaceId)->review);
        QVERIFY(reads().tasks().quickChats(chat.workspaceId)->isEmpty());
        QVERIFY(!chats.makeTask(QStringLiteral("no-such-task")).ok());
    }

    void aQueueChangedByAnotherProcess()
    {
        Task task;
        task.workspaceId = defaultWorkspace();
        task.title = QStringLiteral("Queue");
        auto created = m_stores->tasks().create(task);
        QVERIFY(created.ok());
        TaskSession session;
        session.taskId = created->id;
        auto started = m_stores->sessions().create(session);
        QVERIFY(started.ok());

        QueuedPrompts queue(*m_stores);
        QVERIFY(!queue.add(started->id, QStringLiteral("   ")).ok()); // blank: refused
        QVERIFY(queue.add(started->id, QStringLiteral("first")).ok());
        QVERIFY(queue.add(started->id, QStringLiteral("second")).ok());
        auto taken = queue.takeFirst(started->id);
        QVERIFY(taken.ok() && taken->has_value());
        QCOMPARE((*taken)->text, QStringLiteral("first"));
        QCOMPARE(reads().queuedPrompts().forSession(started->id)->size(), 1);
        QVERIFY(queue.putBack(**taken).ok()); // not sent: back at the front
        const QList<QueuedPrompt> queued = reads().queuedPrompts().forSession(started->id).value();
        QCOMPARE(queued.size(), 2);
        QCOMPARE(queued.constFirst().text, QStringLiteral("first"));
    }
};

QTEST_GUILESS_MAIN(TestConfiguration)
#include "tst_configuration.moc"
