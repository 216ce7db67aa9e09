// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/agents/agentregistry.h"

#include <QTest>

using namespace kandesk;

class TestAgentRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void knowsTheBuiltInAgents_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<bool>("canRecover");
        auto npx = [](QStringList rest) { return QStringList{QStringLiteral("npx"), QStringLiteral("-y")} + rest; };
        QTest::newRow("claude") << QStringLiteral("claude-acp") << npx({QStringLiteral("@agentclientprotocol/claude-agent-acp")}) << true;
        QTest::newRow("codex") << QStringLiteral("codex-acp") << npx({QStringLiteral("@agentclientprotocol/codex-acp")}) << true;
        QTest::newRow("copilot") << QStringLiteral("copilot-acp") << npx({QStringLiteral("@github/copilot"), QStringLiteral("--acp")}) << true;
        QTest::newRow("gemini") << QStringLiteral("gemini") << npx({QStringLiteral("@google/gemini-cli"), QStringLiteral("--acp")}) << false;
        QTest::newRow("opencode") << QStringLiteral("opencode-acp") << npx({QStringLiteral("opencode-ai"), QStringLiteral("acp")}) << true;
    }
    void knowsTheBuiltInAgents()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, argv);
        QFETCH(bool, canRecover);
        const AgentRegistry registry;
        const AgentDefinition *agent = registry.find(id);
        QVERIFY(agent);
        QCOMPARE(agent->defaultArgv(), argv);
        QCOMPARE(agent->canRecover, canRecover);
        QVERIFY(!agent->displayName.isEmpty());
    }

    void listsTenBuiltInsWithUniqueIds()
    {
        const AgentRegistry registry;
        QSet<QString> ids;
        for (const AgentDefinition &agent : registry.agents())
            ids.insert(agent.id);
        QCOMPARE(ids.size(), registry.agents().size());
        QCOMPARE(ids.size(), 10);
        for (const char *id : {"auggie", "amp-acp", "qwen-acp", "cursor-acp", "kilocode-acp"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    void pinnedVersionGoesIntoThePackageSpec()
    {
        AgentDefinition agent = *AgentRegistry().find(QStringLiteral("codex-acp"));
        agent.pinnedVersion = QStringLiteral("0.9.1");
        QCOMPARE(agent.defaultArgv().at(2), QStringLiteral("@agentclientprotocol/codex-acp@0.9.1"));
    }

    void addsACustomAgentFromACommandLine()
    {
        AgentRegistry registry;
        const Status status = registry.addCustomAgent(QStringLiteral("mine"), QStringLiteral("My agent"),
                                                      QStringLiteral("node '/opt/my agent/agent.js' --acp"));
        QVERIFY2(status.ok(), qPrintable(status.error()));
        const AgentDefinition *agent = registry.find(QStringLiteral("mine"));
        QVERIFY(agent);
        QVERIFY(agent->isCustom());
        QCOMPARE(agent->defaultArgv(), (QStringList{QStringLiteral("node"), QStringLiteral("/opt/my agent/agent.js"), QStringLiteral("--acp")}));
    }

    void anEditedCustomAgentGetsItsNewCommand()
    {
        AgentRegistry registry;
        QVERIFY(registry.addCustomAgent(QStringLiteral("mine"), QStringLiteral("Mine"), QStringLiteral("old-agent")).ok());
        const auto before = registry.agents().size();
        QVERIFY(registry.addCustomAgent(QStringLiteral("mine"), QStringLiteral("Mine"), QStringLiteral("new-agent --acp")).ok());
        QCOMPARE(registry.agents().size(), before);
        QCOMPARE(registry.find(QStringLiteral("mine"))->defaultArgv(), (QStringList{QStringLiteral("new-agent"), QStringLiteral("--acp")}));
    }

    void refusesBadCustomAgents_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("commandLine");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no id") << QString() << QStringLiteral("node a.js") << QStringLiteral("needs an id");
        QTest::newRow("duplicate id") << QStringLiteral("gemini") << QStringLiteral("node a.js") << QStringLiteral("already exists");
        QTest::newRow("empty command") << QStringLiteral("x") << QStringLiteral("  ") << QStringLiteral("is empty");
        QTest::newRow("flag first") << QStringLiteral("x") << QStringLiteral("--acp node") << QStringLiteral("starts with the flag");
        QTest::newRow("unclosed quote") << QStringLiteral("x") << QStringLiteral("node 'a.js") << QStringLiteral("unclosed single quote");
    }
    void refusesBadCustomAgents()
    {
        QFETCH(QString, id);
        QFETCH(QString, commandLine);
        QFETCH(QString, reason);
        AgentRegistry registry;
        const auto before = registry.agents().size();
        const Status status = registry.addCustomAgent(id, {}, commandLine);
        QVERIFY(!status.ok());
        QVERIFY2(status.error().contains(reason), qPrintable(status.error()));
        QCOMPARE(registry.agents().size(), before);
    }
};

QTEST_GUILESS_MAIN(TestAgentRegistry)
#include "tst_agentregistry.moc"
