// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Agent profiles through the application's door, over a real database: a profile checked and saved,
// read back, refused in the words Settings and `kandesk profile` show (and nothing written), an
// agent version and npx only for a built-in npm agent, removed. Settings ▸ Agent profiles
// (tst_settingsdialog) and `kandesk profile` / `kandesk run` (tst_cli, tst_cliagents) call it.
#include "application/settings/agentprofiles.h"
#include "application/stores.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/datahome.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kandesk;

namespace {

template<typename T>
T waitFor(QFuture<T> future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 30'000))
        qFatal("the profiles service did not answer");
    return future.result();
}

AgentProfile profileOf(const QString &agentId, const QString &name)
{
    AgentProfile profile;
    profile.agentId = agentId;
    profile.name = name;
    return profile;
}

} // namespace

class TestAgentProfiles : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    AgentRegistry m_registry;

    qsizetype profileCount()
    {
        auto all = waitFor(AgentProfiles(*m_stores).list());
        if (!all)
            qFatal("cannot list the profiles");
        return all->size();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_database = std::make_unique<Database>(databasePath(m_dir.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_dir.path(), QStringLiteral("KandeskProfilesTest"));
        QVERIFY(m_registry.addCustomAgent(QStringLiteral("local-agent"), QStringLiteral("Local"), QStringLiteral("local-agent --acp")).ok());
    }

    void aProfileIsSavedReadAndRemoved()
    {
        AgentProfiles profiles(*m_stores, &m_registry);
        AgentProfile wanted = profileOf(QStringLiteral("claude-acp"), QStringLiteral("Claude, terse"));
        wanted.cliFlags = {{QStringLiteral("--system-prompt \"be terse\""), true}};
        wanted.agentVersion = QStringLiteral("0.49.0");
        const auto saved = waitFor(profiles.save(wanted));
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QVERIFY(!saved->id.isEmpty());

        const auto found = waitFor(profiles.find(saved->id));
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QCOMPARE(found->name, wanted.name);
        QCOMPARE(found->cliFlags, wanted.cliFlags);
        QCOMPARE(found->agentVersion, QStringLiteral("0.49.0"));
        const auto listed = waitFor(profiles.list());
        QVERIFY(listed.ok());
        QVERIFY(std::any_of(listed->cbegin(), listed->cend(), [&](const AgentProfile &p) { return p.id == saved->id; }));

        QVERIFY(waitFor(profiles.remove(saved->id)).ok());
        QVERIFY(!waitFor(profiles.find(saved->id)).ok());
        // Removing what is gone says so.
        const Status again = waitFor(profiles.remove(saved->id));
        QVERIFY(!again.ok());
        QVERIFY2(again.error().contains(saved->id), qPrintable(again.error()));
    }

    // Each refusal in words, and nothing written.
    void aProfileThatCannotRunIsRefused_data()
    {
        QTest::addColumn<AgentProfile>("profile");
        QTest::addColumn<QString>("words");
        QTest::newRow("no name") << profileOf(QStringLiteral("claude-acp"), QString()) << QStringLiteral("name");
        AgentProfile flag = profileOf(QStringLiteral("claude-acp"), QStringLiteral("Flag"));
        flag.cliFlags = {{QStringLiteral("--x 'y"), true}};
        QTest::newRow("malformed flag") << flag << QStringLiteral("unclosed single quote");
        AgentProfile version = profileOf(QStringLiteral("claude-acp"), QStringLiteral("Version"));
        version.agentVersion = QStringLiteral("newest");
        QTest::newRow("not a version") << version << QStringLiteral("\"newest\" is not a version");
        AgentProfile custom = profileOf(QStringLiteral("local-agent"), QStringLiteral("Custom with npx"));
        custom.runWithNpx = true;
        QTest::newRow("npx for a custom agent") << custom << QStringLiteral("are for built-in npm agents");
    }

    void aProfileThatCannotRunIsRefused()
    {
        QFETCH(AgentProfile, profile);
        QFETCH(QString, words);
        AgentProfiles profiles(*m_stores, &m_registry);
        const qsizetype before = profileCount();
        QVERIFY(profiles.problem(profile).contains(words));
        const auto saved = waitFor(profiles.save(profile));
        QVERIFY(!saved.ok());
        QVERIFY2(saved.error().contains(words), qPrintable(saved.error()));
        QCOMPARE(profileCount(), before);
    }
};

QTEST_GUILESS_MAIN(TestAgentProfiles)
#include "tst_agentprofiles.moc"
