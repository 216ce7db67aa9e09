// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A managed npm agent (installed by Kandesk from a package the test makes, no registry) completes a
// turn through the real runtime, started with node and no npx, with its profile's variable and
// secret in its environment; an agent that is not installed, or needs a newer node, fails its
// start saying what to do.
#include "application/stores.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"

#include "managedturn.h"
#include "support/npmtestpackages.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString sdkAgentScript()
{
    return QStringLiteral(KANDESK_ACP_SDK_DIR "/dist/examples/agent.js");
}

} // namespace

class TestNpmAgentLaunch : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    AgentDefinition m_agent;

    AgentProfile profileFor(const QString &id, const QString &agentId)
    {
        AgentProfile profile;
        profile.id = id;
        profile.name = id;
        profile.agentId = agentId;
        profile.autoApprove = true;
        return profile;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(s("npm")).isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
        if (!QFile::exists(sdkAgentScript()))
            QSKIP("the ACP SDK is not installed (packaging/setup-test-deps.sh installs it)");
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path(), s("KandeskNpmAgentTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);

        m_agent.id = s("test-sdk-acp");
        m_agent.displayName = s("SDK example");
        m_agent.npmPackage = s("kandesk-test-sdk-acp");
        test::TestPackage package;
        package.name = m_agent.npmPackage;
        package.version = s("1.0.0");
        package.binContent = test::sdkAgentEntry(s(KANDESK_ACP_SDK_DIR));
        QString error;
        const QString tarball = test::packTestPackage(m_home.filePath(s("packages")), package, &error);
        QVERIFY2(!tarball.isEmpty(), qPrintable(error));
        QDir().mkpath(m_home.filePath(s("packages")));
        auto installed = ManagedNpmAgents(m_home.path()).install(m_agent, s("file:") + tarball);
        QVERIFY2(installed.ok(), qPrintable(installed.error()));
    }

    void cleanupTestCase()
    {
        m_stores.reset();
        m_database.reset();
    }

    void aManagedAgentCompletesATurnWithItsProfilesEnvironmentAndNoNpx()
    {
        QVERIFY(m_stores->vault().writeBlocking(s("NPM_AGENT_TOKEN"), s("s3cret-token")).ok());
        AgentProfile profile = profileFor(s("managed"), m_agent.id);
        profile.envVars = {{s("KANDESK_TEST_PLAIN"), s("plain-value"), {}}, {s("KANDESK_TEST_SECRET"), {}, s("NPM_AGENT_TOKEN")}};
        const auto installed = ManagedNpmAgents(m_home.path()).installed(m_agent.npmPackage);
        QCOMPARE(installed.size(), 1);
        const QString entry = installed.constFirst().entry;

        const test::ManagedTurn turn = test::runManagedTurn(*m_stores, m_agent, profile, entry);
        QVERIFY2(turn.error.isEmpty(), qPrintable(turn.error));
        QStringList seen;
        for (const test::SeenProcess &process : turn.processes) {
            seen.append(process.argv.join(QLatin1Char(' ')));
            QVERIFY2(!test::isNpx(process.argv), qPrintable(process.argv.join(QLatin1Char(' '))));
        }
        QCOMPARE(turn.agentArgv, (QStringList{findNode()->path, entry}));
        QCOMPARE(turn.agentEnv.value(s("KANDESK_TEST_PLAIN")), s("plain-value"));
        QCOMPARE(turn.agentEnv.value(s("KANDESK_TEST_SECRET")), s("s3cret-token"));
    }

    void anAgentThatIsNotInstalledSaysHowToInstallIt()
    {
        AgentDefinition missing = m_agent;
        missing.id = s("missing-acp");
        missing.displayName = s("Missing");
        missing.npmPackage = s("kandesk-test-missing-acp");
        const test::ManagedTurn turn = test::runManagedTurn(*m_stores, missing, profileFor(s("missing"), missing.id), s("/nowhere"));
        QVERIFY2(turn.error.contains(s("Missing (missing-acp) is not installed: install it with `kandesk agent install missing-acp`")),
                 qPrintable(turn.error));
    }

    void aProfileMayPinAVersionThatIsNotInstalled()
    {
        AgentProfile profile = profileFor(s("pinned"), m_agent.id);
        profile.agentVersion = s("0.9.0");
        const test::ManagedTurn turn = test::runManagedTurn(*m_stores, m_agent, profile, s("/nowhere"));
        QVERIFY2(turn.error.contains(s("0.9.0 (its profile's pin) is not installed: install it with `kandesk agent install test-sdk-acp@0.9.0`")),
                 qPrintable(turn.error));
        // The pin survives the store.
        QCOMPARE(m_stores->profiles().agentProfile(s("pinned"))->agentVersion, s("0.9.0"));
    }
};

QTEST_GUILESS_MAIN(TestNpmAgentLaunch)
#include "tst_npmagentlaunch.moc"
