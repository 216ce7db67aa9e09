// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Settings' deletes through the door (application/settings/SettingsRemovals) on a real SQLite home,
// and the undo of the last one: a repository with the tasks that used it (links back), an agent
// profile a task named (the task names it again), an SSH executor profile (its host settings back),
// a secret in the file vault (its value back), a custom agent. Only the last delete is undone; a
// link whose task was deleted meanwhile stays away; a repository added again since is refused,
// and the undo stays there to try again.
#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "application/settings/customagents.h"
#include "models/database.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestSettingsRemovals : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    int m_homes = 0;

    Repository addRepository(const QString &name)
    {
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = name;
        repository.path = m_home.filePath(name);
        auto added = m_stores->repositories().add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        return *added;
    }

    QString addTask(const QString &title, const QString &repositoryId, const QString &agentProfileId = {})
    {
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        task.agentProfileId = agentProfileId;
        task.repositories = {TaskRepository{repositoryId, QStringLiteral("main"), 0}};
        auto created = m_stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    int linksOf(const QString &taskId) const { return int(m_stores->tasks().get(taskId)->repositories.size()); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_home.isValid());
        const QString home = m_home.filePath(QStringLiteral("home%1").arg(++m_homes));
        QVERIFY(QDir().mkpath(home));
        m_database = std::make_unique<Database>(home + QStringLiteral("/kandesk.db"));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, home, QStringLiteral("KandeskSettingsRemovalsTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);
    }

    void cleanup()
    {
        m_stores.reset();
        m_database.reset();
    }

    void aRepositoryComesBackWithItsTasks()
    {
        const Repository repository = addRepository(QStringLiteral("widgets"));
        const QString one = addTask(QStringLiteral("One"), repository.id);
        const QString two = addTask(QStringLiteral("Two"), repository.id);
        SettingsRemovals removals(*m_stores);
        QSignalSpy changed(&removals, &SettingsRemovals::undoableChanged);
        QCOMPARE(removals.undoable(), QString());

        const Status removed = removals.remove(SettingsItem::Repository, repository.id, repository.name).result();
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QVERIFY(!m_stores->repositories().get(repository.id).ok());
        QCOMPARE(linksOf(one), 0);
        QCOMPARE(removals.undoable(), QStringLiteral("the repository “widgets”"));
        QCOMPARE(changed.size(), 1); // emitted before the delete's future finished

        const auto undone = removals.undo().result();
        QVERIFY2(undone.ok(), qPrintable(undone.error()));
        QCOMPARE(*undone, SettingsItem::Repository);
        const auto back = m_stores->repositories().get(repository.id);
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(back->name, repository.name);
        QCOMPARE(back->path, repository.path);
        QCOMPARE(linksOf(one), 1);
        QCOMPARE(linksOf(two), 1);
        QCOMPARE(removals.undoable(), QString());
        QVERIFY(!removals.undo().result().ok()); // nothing left to undo
    }

    void aTaskDeletedMeanwhileStaysAway()
    {
        const Repository repository = addRepository(QStringLiteral("gadgets"));
        const QString kept = addTask(QStringLiteral("Kept"), repository.id);
        const QString gone = addTask(QStringLiteral("Gone"), repository.id);
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::Repository, repository.id, repository.name).result().ok());
        QVERIFY(m_stores->tasks().remove(gone).ok());
        const auto undone = removals.undo().result();
        QVERIFY2(undone.ok(), qPrintable(undone.error()));
        QCOMPARE(linksOf(kept), 1);
        QVERIFY(!m_stores->tasks().get(gone).ok());
    }

    void aRepositoryAddedAgainIsNotOverwritten()
    {
        const Repository repository = addRepository(QStringLiteral("again"));
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::Repository, repository.id, repository.name).result().ok());
        const Repository readded = addRepository(QStringLiteral("again"));
        const auto undone = removals.undo().result();
        QVERIFY(!undone.ok());
        QVERIFY2(undone.error().startsWith(QStringLiteral("the repository “again” could not be put back: ")), qPrintable(undone.error()));
        QCOMPARE(removals.undoable(), QStringLiteral("the repository “again”")); // still there to try again
        QVERIFY(m_stores->repositories().get(readded.id).ok());
    }

    void anAgentProfileComesBackToItsTask()
    {
        const Repository repository = addRepository(QStringLiteral("app"));
        AgentProfile profile;
        profile.name = QStringLiteral("Careful");
        profile.agentId = QStringLiteral("claude-code");
        const auto saved = m_stores->profiles().saveAgentProfile(profile);
        QVERIFY(saved.ok());
        const QString task = addTask(QStringLiteral("Uses it"), repository.id, saved->id);
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::AgentProfile, saved->id, saved->name).result().ok());
        QCOMPARE(m_stores->tasks().get(task)->agentProfileId, QString());
        QVERIFY(removals.undo().result().ok());
        QCOMPARE(m_stores->profiles().agentProfile(saved->id)->name, profile.name);
        QCOMPARE(m_stores->tasks().get(task)->agentProfileId, saved->id);
    }

    void anSshExecutorComesBackWithItsHost()
    {
        SshHost host;
        host.host = QStringLiteral("build.example.invalid");
        host.port = 2222;
        host.user = QStringLiteral("ci");
        host.remoteDir = QStringLiteral("~/kandesk");
        const auto added = m_stores->sshExecutors().add(QStringLiteral("Build box"), host);
        QVERIFY2(added.ok(), qPrintable(added.error()));
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::ExecutorProfile, added->id, added->name).result().ok());
        QVERIFY(!m_stores->sshExecutors().host(added->id)->has_value());
        QVERIFY(removals.undo().result().ok());
        const auto back = m_stores->sshExecutors().host(added->id);
        QVERIFY(back.ok() && back->has_value());
        QCOMPARE(**back, host);
    }

    void aSecretComesBackWithItsValue()
    {
        SecretVault &vault = m_stores->vault();
        QVERIFY(vault.writeBlocking(QStringLiteral("GEMINI_KEY"), QStringLiteral("s3cret")).ok());
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::Secret, QStringLiteral("GEMINI_KEY"), QStringLiteral("GEMINI_KEY")).result().ok());
        QVERIFY(!vault.readBlocking(QStringLiteral("GEMINI_KEY")).ok());
        QCOMPARE(removals.undoable(), QStringLiteral("the secret GEMINI_KEY"));
        QVERIFY(removals.undo().result().ok());
        QCOMPARE(*vault.readBlocking(QStringLiteral("GEMINI_KEY")), QStringLiteral("s3cret"));
    }

    void aCustomAgentComesBack()
    {
        CustomAgent agent;
        agent.id = QStringLiteral("my-agent");
        agent.name = QStringLiteral("My agent");
        agent.commandLine = QStringLiteral("my-agent --acp");
        QVERIFY(saveCustomAgents(m_stores->settings(), {agent}).ok());
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::CustomAgent, agent.id, agent.name).result().ok());
        QCOMPARE(loadCustomAgents(m_stores->settings())->size(), 0);
        QVERIFY(removals.undo().result().ok());
        const auto back = loadCustomAgents(m_stores->settings());
        QCOMPARE(back->size(), 1);
        QCOMPARE(back->constFirst().commandLine, agent.commandLine);
    }

    void onlyTheLastDeleteIsUndone()
    {
        const Repository first = addRepository(QStringLiteral("first"));
        const Repository second = addRepository(QStringLiteral("second"));
        SettingsRemovals removals(*m_stores);
        QVERIFY(removals.remove(SettingsItem::Repository, first.id, first.name).result().ok());
        QVERIFY(removals.remove(SettingsItem::Repository, second.id, second.name).result().ok());
        QCOMPARE(removals.undoable(), QStringLiteral("the repository “second”"));
        QVERIFY(removals.undo().result().ok());
        QVERIFY(m_stores->repositories().get(second.id).ok());
        QVERIFY(!m_stores->repositories().get(first.id).ok());
        // A failed delete keeps nothing and changes nothing.
        QVERIFY(!removals.remove(SettingsItem::Repository, first.id, first.name).result().ok());
        QCOMPARE(removals.undoable(), QString());
    }
};

QTEST_GUILESS_MAIN(TestSettingsRemovals)
#include "tst_settingsremovals.moc"
