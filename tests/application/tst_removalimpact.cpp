// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What Settings names before a delete, through the door (application/settings/RemovalImpacts), on a
// real SQLite home: the tasks that use a repository, an agent or an executor profile (archived ones
// too), the agent profiles that use a secret or start a custom agent.
#include "application/settings/removalimpact.h"
#include "application/stores.h"
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestRemovalImpact : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesWhatADeleteTakesWithIt()
    {
        QTemporaryDir home;
        Database database(home.filePath(QStringLiteral("kandesk.db")));
        QVERIFY(database.open().ok());
        Stores stores(database, home.path(), QStringLiteral("KandeskRemovalImpactTest"));

        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = QStringLiteral("widgets");
        repository.path = home.filePath(QStringLiteral("widgets"));
        const auto added = stores.repositories().add(repository);
        QVERIFY2(added.ok(), qPrintable(added.error()));
        AgentProfile profile;
        profile.name = QStringLiteral("Gemini with key");
        profile.agentId = QStringLiteral("my-agent");
        profile.envVars = {{QStringLiteral("GEMINI_API_KEY"), {}, QStringLiteral("GEMINI_KEY")}};
        const auto saved = stores.profiles().saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        for (const QString &title : {QStringLiteral("One"), QStringLiteral("Two")}) {
            Task task;
            task.workspaceId = QStringLiteral("default");
            task.title = title;
            task.agentProfileId = saved->id;
            task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
            const auto created = stores.tasks().create(task);
            QVERIFY(created.ok());
            if (title == QLatin1String("Two"))
                QVERIFY(stores.tasks().setArchived(created->id, true).ok());
        }

        RemovalImpacts impacts(stores);
        const auto byRepository = impacts.of(SettingsItem::Repository, added->id).result();
        QVERIFY2(byRepository.ok(), qPrintable(byRepository.error()));
        QCOMPARE(byRepository->taskCount, 2);
        QCOMPARE(impacts.of(SettingsItem::AgentProfile, saved->id).result()->taskCount, 2);
        QCOMPARE(impacts.of(SettingsItem::ExecutorProfile, QStringLiteral("none-such")).result()->taskCount, 0);
        QCOMPARE(impacts.of(SettingsItem::Secret, QStringLiteral("GEMINI_KEY")).result()->profileNames, QStringList{profile.name});
        QCOMPARE(impacts.of(SettingsItem::Secret, QStringLiteral("OTHER")).result()->profileNames, QStringList{});
        QCOMPARE(impacts.of(SettingsItem::CustomAgent, QStringLiteral("my-agent")).result()->profileNames, QStringList{profile.name});
    }
};

QTEST_GUILESS_MAIN(TestRemovalImpact)
#include "tst_removalimpact.moc"
