// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Managed npm agents from the registry npm is configured with (ctest label npm-registry; skipped
// with the reason when npm cannot reach it): the ACP SDK's example agent installed into a scratch
// home completes a turn without npx; pins and updates between two published versions; the newest
// version and the newest that fits this node.
#include "application/stores.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"

#include "managedturn.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestNpmAgentRegistry : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    AgentDefinition m_sdk;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(s("npm")).isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
        QVERIFY(m_home.isValid());
        auto reachable = runNpm({s("view"), s("@agentclientprotocol/sdk@1.9.0"), s("version")}, m_home.path(), {}, 60'000);
        if (!reachable)
            QSKIP(qPrintable(s("npm cannot reach its registry, so the registry tests are skipped: ") + reachable.error()));
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path(), s("KandeskNpmRegistryTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);
        m_sdk.id = s("sdk-example-acp");
        m_sdk.displayName = s("ACP SDK example");
        m_sdk.npmPackage = s("@agentclientprotocol/sdk");
        m_sdk.npmEntry = s("dist/examples/agent.js");
    }

    void cleanupTestCase()
    {
        m_stores.reset();
        m_database.reset();
    }

    void theSdkAgentInstallsAndCompletesATurnWithoutNpx()
    {
        const ManagedNpmAgents managed(m_home.path());
        QStringList output;
        auto installed = managed.install(m_sdk, s("1.9.0"), [&output](const QString &line) { output.append(line); });
        QVERIFY2(installed.ok(), qPrintable(installed.error()));
        QCOMPARE(installed->version, s("1.9.0"));
        QVERIFY(installed->fromRegistry);
        QCOMPARE(installed->entry, QDir(managed.versionDir(m_sdk.npmPackage, s("1.9.0")))
                                       .filePath(s("node_modules/@agentclientprotocol/sdk/dist/examples/agent.js")));
        QVERIFY2(output.join(QLatin1Char('\n')).contains(s("npm install @agentclientprotocol/sdk@1.9.0")), qPrintable(output.join(QLatin1Char('\n'))));

        QVERIFY(m_stores->vault().writeBlocking(s("SDK_AGENT_TOKEN"), s("registry-s3cret")).ok());
        AgentProfile profile;
        profile.id = s("sdk");
        profile.name = s("SDK");
        profile.agentId = m_sdk.id;
        profile.autoApprove = true;
        profile.envVars = {{s("KANDESK_TEST_PLAIN"), s("plain-value"), {}}, {s("KANDESK_TEST_SECRET"), {}, s("SDK_AGENT_TOKEN")}};
        const test::ManagedTurn turn = test::runManagedTurn(*m_stores, m_sdk, profile, installed->entry);
        QVERIFY2(turn.error.isEmpty(), qPrintable(turn.error));
        for (const test::SeenProcess &process : turn.processes)
            QVERIFY2(!test::isNpx(process.argv), qPrintable(process.argv.join(QLatin1Char(' '))));
        QCOMPARE(turn.agentArgv, (QStringList{findNode()->path, installed->entry}));
        QCOMPARE(turn.agentEnv.value(s("KANDESK_TEST_PLAIN")), s("plain-value"));
        QCOMPARE(turn.agentEnv.value(s("KANDESK_TEST_SECRET")), s("registry-s3cret"));
    }

    void pinsAndUpdatesBetweenPublishedVersions()
    {
        const ManagedNpmAgents managed(m_home.path());
        auto older = managed.install(m_sdk, s("1.8.0"));
        QVERIFY2(older.ok(), qPrintable(older.error()));
        QCOMPARE(managed.resolve(m_sdk)->installed.version, s("1.9.0"));
        QVERIFY(managed.setPin(m_sdk.id, s("1.8.0")).ok());
        QCOMPARE(managed.resolve(m_sdk)->installed.version, s("1.8.0"));
        QCOMPARE(managed.resolve(m_sdk, s("1.9.0"))->installed.version, s("1.9.0"));
        // Updating to the newest keeps the pinned version; unpinned, it goes.
        QCOMPARE(managed.removeOthers(m_sdk, {s("1.9.0")}), QStringList{});
        QVERIFY(managed.setPin(m_sdk.id, {}).ok());
        QCOMPARE(managed.removeOthers(m_sdk, {s("1.9.0")}), QStringList{s("1.8.0")});
        QCOMPARE(managed.resolve(m_sdk)->installed.version, s("1.9.0"));
    }

    void theNewestVersionIsAskedOnceAndRemembered()
    {
        const ManagedNpmAgents managed(m_home.path());
        QVERIFY(!managed.cachedLatestVersion(m_sdk.npmPackage));
        auto latest = managed.latestVersion(m_sdk.npmPackage);
        QVERIFY2(latest.ok(), qPrintable(latest.error()));
        QVERIFY(*SemVer::parse(*latest) >= *SemVer::parse(s("1.9.0")));
        const auto cached = managed.cachedLatestVersion(m_sdk.npmPackage);
        QVERIFY(cached);
        QCOMPARE(cached->first, *latest);
        QVERIFY(cached->second.isValid());
        QCOMPARE(managed.latestVersion(m_sdk.npmPackage).value(), *latest); // from the cache
    }

    // The refusal of the issue: a claude-agent-acp that needs Node 22 on a Node 20 names the newest
    // version that runs there, as the registry says.
    void aPackageTooNewForThisNodeNamesTheNewestThatFits()
    {
        const ManagedNpmAgents managed(m_home.path());
        const AgentDefinition claude = *AgentRegistry().find(s("claude-acp"));
        const NodeRuntime node20{s("/usr/bin/node"), *SemVer::parse(s("20.20.2"))};
        const Status refused = managed.checkEngines(claude, s("0.101.0"), s(">=22"), node20);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(s("claude-agent-acp 0.101.0 needs Node ≥ 22; this machine has 20.20 (/usr/bin/node). "
                                              "Install Node 22, or pin ")),
                 qPrintable(refused.error()));
        const QString pin = refused.error().section(s("or pin "), 1).section(QLatin1Char(' '), 0, 0);
        QVERIFY2(SemVer::parse(pin), qPrintable(refused.error()));
        auto engines = runNpm({s("view"), claude.npmPackage + QLatin1Char('@') + pin, s("engines.node")}, m_home.path(), {}, 60'000);
        QVERIFY2(engines.ok(), qPrintable(engines.error()));
        const QString range = QString::fromUtf8(*engines).trimmed();
        QVERIFY2(range.isEmpty() || satisfiesRange(node20.version, range).value_or(false), qPrintable(range));
        QVERIFY2(refused.error().contains(s("`kandesk agent install claude-acp@%1`").arg(pin)), qPrintable(refused.error()));
    }

    // Installing a version whose engines.node this node does not satisfy is refused before npm
    // downloads it (a fake node 10 here: every published claude-agent-acp needs a newer one).
    void aTooNewVersionIsRefusedBeforeItIsDownloaded()
    {
        const QString fakeNode = m_home.filePath(s("node10"));
        QFile script(fakeNode);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho v10.0.0\n");
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        qputenv("KANDESK_NODE", fakeNode.toLocal8Bit());
        const ManagedNpmAgents managed(m_home.path());
        const AgentDefinition claude = *AgentRegistry().find(s("claude-acp"));
        QStringList output;
        auto refused = managed.install(claude, {}, [&output](const QString &line) { output.append(line); });
        qunsetenv("KANDESK_NODE");
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("needs Node ≥ ")) && refused.error().contains(s("this machine has 10.0")), qPrintable(refused.error()));
        QVERIFY2(!output.join(QLatin1Char('\n')).contains(s("npm install")), qPrintable(output.join(QLatin1Char('\n'))));
        QVERIFY(managed.installed(claude.npmPackage).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNpmAgentRegistry)
#include "tst_npmagentregistry.moc"
