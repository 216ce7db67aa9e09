// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/settings/settingsagentsmodel.h"
#include "ui/settings/settingscliflagsmodel.h"
#include "ui/settings/settingscustomagents.h"
#include "ui/settings/settingsenvvarsmodel.h"
#include "ui/settings/settingslistmodel.h"

#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/stores/settingsstore.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;

namespace {

// A machine described by the executables on its PATH and the variables in its environment (the
// versions of node and npm and the installs not read).
ReadinessFacts factsWith(const QStringList &executables, const QStringList &variables)
{
    ReadinessFacts facts;
    for (const QString &program : executables)
        facts.programs.insert(program, QStringLiteral("/usr/bin/") + program);
    facts.node.path = facts.programs.value(QStringLiteral("node"));
    facts.npm.path = facts.programs.value(QStringLiteral("npm"));
    facts.environment = QSet<QString>(variables.cbegin(), variables.cend());
    return facts;
}

AgentDefinition customAgent(const QString &commandLine)
{
    AgentRegistry registry;
    [[maybe_unused]] const Status added = registry.addCustomAgent(QStringLiteral("mine"), QStringLiteral("Mine"), commandLine);
    return *registry.find(QStringLiteral("mine"));
}

} // namespace

class TestSettingsModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void availability_data()
    {
        QTest::addColumn<QString>("agentId");
        QTest::addColumn<QStringList>("executables");
        QTest::addColumn<QStringList>("variables");
        QTest::addColumn<bool>("ready");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("detailContains");

        const QStringList node{QStringLiteral("node"), QStringLiteral("npm")};
        QTest::newRow("npx agent, node present") << "claude-acp" << node << QStringList() << true << "Ready"
                                                 << "npx -y @agentclientprotocol/claude-agent-acp";
        QTest::newRow("npx agent, no node") << "codex-acp" << QStringList() << QStringList() << false
                                            << "Needs: Node.js with npm"
                                            << "sudo apt install nodejs npm, then install @agentclientprotocol/codex-acp here (or kandesk agent install codex-acp)";
        // Debian's nodejs is 18: an agent that needs 22 gets Node.js 22 through `n`.
        QTest::newRow("agent needing Node 22, no node")
            << "claude-acp" << QStringList() << QStringList() << false << "Needs: Node.js with npm"
            << "sudo apt install nodejs npm && sudo npm install -g n && sudo n 22, then install "
               "@agentclientprotocol/claude-agent-acp here (or kandesk agent install claude-acp)";
        QTest::newRow("node without npm") << "codex-acp" << QStringList{QStringLiteral("node")} << QStringList() << false
                                          << "Needs: Node.js with npm" << "kandesk agent install codex-acp";
        QTest::newRow("gemini without its key") << "gemini" << node << QStringList() << false
                                                << "Needs: set GEMINI_API_KEY" << "export GEMINI_API_KEY=";
        QTest::newRow("gemini with its key") << "gemini" << node << QStringList{QStringLiteral("GEMINI_API_KEY")} << true
                                             << "Ready" << "--acp";
        QTest::newRow("amp needs both") << "amp-acp" << QStringList() << QStringList() << false
                                        << "Needs: Node.js with npm, set AMP_API_KEY" << "AMP_API_KEY";
    }

    void availability()
    {
        QFETCH(QString, agentId);
        QFETCH(QStringList, executables);
        QFETCH(QStringList, variables);
        AgentRegistry registry;
        const AgentDefinition *agent = registry.find(agentId);
        QVERIFY(agent);
        const AgentCheck result = AgentReadiness::checkAgent(*agent, factsWith(executables, variables));
        QTEST(result.ready, "ready");
        QTEST(result.summary, "summary");
        QFETCH(QString, detailContains);
        QVERIFY2(result.detail.contains(detailContains), qPrintable(result.detail));
    }

    void keyFromAProfileCounts()
    {
        AgentRegistry registry;
        ReadinessFacts facts = factsWith({QStringLiteral("node"), QStringLiteral("npm")}, {});
        facts.profileKeys[QStringLiteral("gemini")].insert(QStringLiteral("GEMINI_API_KEY"));
        QVERIFY(AgentReadiness::checkAgent(*registry.find(QStringLiteral("gemini")), facts).ready);
        QVERIFY(!AgentReadiness::checkAgent(*registry.find(QStringLiteral("amp-acp")), facts).ready);
    }

    void customAgentAvailability()
    {
        const AgentDefinition agent = customAgent(QStringLiteral("my-agent --acp"));
        QVERIFY(!AgentReadiness::checkAgent(agent, factsWith({}, {})).ready);
        QCOMPARE(AgentReadiness::checkAgent(agent, factsWith({}, {})).summary, QStringLiteral("Needs: my-agent on PATH"));
        QVERIFY(AgentReadiness::checkAgent(agent, factsWith({QStringLiteral("my-agent")}, {})).ready);
    }

    void agentsModel()
    {
        SettingsAgentsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        AgentRegistry registry;
        QList<AgentDefinition> agents = registry.agents();
        agents.append(customAgent(QStringLiteral("/opt/mine --acp")));
        model.setAgents(agents, factsWith({QStringLiteral("node"), QStringLiteral("npm")}, {}));
        QCOMPARE(model.rowCount(), registry.agents().size() + 1);
        QCOMPARE(model.columnCount(), int(SettingsAgentsModel::ColumnCount));
        const int claude = model.rowOf(QStringLiteral("claude-acp"));
        const int gemini = model.rowOf(QStringLiteral("gemini"));
        const int mine = model.rowOf(QStringLiteral("mine"));
        QCOMPARE(model.index(claude, SettingsAgentsModel::StatusColumn).data().toString(), QStringLiteral("Ready"));
        QVERIFY(model.index(claude, 0).data(SettingsAgentsModel::ReadyRole).toBool());
        QCOMPARE(model.index(gemini, SettingsAgentsModel::StatusColumn).data().toString(),
                 QStringLiteral("Needs: set GEMINI_API_KEY"));
        QVERIFY(model.index(mine, 0).data(SettingsAgentsModel::CustomRole).toBool());
        QVERIFY(model.index(mine, SettingsAgentsModel::NameColumn).data().toString().contains(QLatin1String("custom")));
        QVERIFY(!model.index(claude, SettingsAgentsModel::StatusColumn).data(Qt::DecorationRole).isNull());
        // Re-checking on a machine without node turns the npx agents to Needs.
        model.setAgents(agents, factsWith({}, {}));
        QVERIFY(model.index(claude, SettingsAgentsModel::StatusColumn).data().toString().startsWith(QLatin1String("Needs:")));
    }

    void cliFlagsModel()
    {
        SettingsCliFlagsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFlags({{QStringLiteral("--verbose"), true}, {QStringLiteral("--system-prompt \"be terse"), true}});
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.index(0, 0).data(SettingsCliFlagsModel::ProblemRole).toString().isEmpty());
        QVERIFY(model.index(1, SettingsCliFlagsModel::ProblemColumn).data().toString().contains(QLatin1String("unclosed double quote")));
        QVERIFY(model.firstProblem().startsWith(QLatin1String("Flag 2: unclosed double quote")));
        QVERIFY(model.setData(model.index(1, SettingsCliFlagsModel::FlagColumn), QStringLiteral("--system-prompt \"be terse\"")));
        QVERIFY(model.firstProblem().isEmpty());
        QVERIFY(model.setData(model.index(0, SettingsCliFlagsModel::EnabledColumn), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(model.index(0, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QVERIFY(model.flags(model.index(0, 0)).testFlag(Qt::ItemIsUserCheckable));
        QVERIFY(model.flags(model.index(0, 1)).testFlag(Qt::ItemIsEditable));
        QVERIFY(!model.flags(model.index(0, 2)).testFlag(Qt::ItemIsEditable));
        // While a flag is being typed its problem shows, without changing the flag.
        model.setEditingText(1, QStringLiteral("--x 'y"));
        QVERIFY(model.firstProblem().startsWith(QLatin1String("Flag 2: unclosed single quote")));
        QCOMPARE(model.index(1, SettingsCliFlagsModel::ProblemColumn).data().toString(),
                 QStringLiteral("unclosed single quote starting at character 5"));
        QCOMPARE(model.index(1, SettingsCliFlagsModel::FlagColumn).data().toString(), QStringLiteral("--system-prompt \"be terse\""));
        model.endEditing();
        QVERIFY(model.firstProblem().isEmpty());
        const int added = model.addFlag();
        QCOMPARE(added, 2);
        // A blank flag is not saved.
        QCOMPARE(model.flags().size(), 2);
        QCOMPARE(model.flags().at(0), (AgentProfile::CliFlag{QStringLiteral("--verbose"), false}));
        model.removeFlag(0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.flags().constFirst().text, QStringLiteral("--system-prompt \"be terse\""));
    }

    void flagProblems_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("problem");
        QTest::newRow("plain") << "--verbose" << "";
        QTest::newRow("quoted") << "--system-prompt \"be terse\"" << "";
        QTest::newRow("empty") << "" << "";
        QTest::newRow("unclosed double") << "--system-prompt \"be terse" << "unclosed double quote starting at character 17";
        QTest::newRow("unclosed single") << "--name 'x" << "unclosed single quote starting at character 8";
        QTest::newRow("trailing backslash") << "--path a\\" << "trailing backslash at the end";
    }

    void flagProblems()
    {
        QFETCH(QString, flag);
        QTEST(SettingsCliFlagsModel::problemFor(flag), "problem");
    }

    void envVarsModel()
    {
        SettingsEnvVarsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setVariables({{QStringLiteral("DEBUG"), QStringLiteral("1"), {}},
                            {QStringLiteral("GEMINI_API_KEY"), {}, QStringLiteral("gemini-key")}});
        QCOMPARE(model.index(1, SettingsEnvVarsModel::ValueColumn).data().toString(), QStringLiteral("(from secret)"));
        QVERIFY(!model.flags(model.index(1, SettingsEnvVarsModel::ValueColumn)).testFlag(Qt::ItemIsEditable));
        QVERIFY(model.firstProblem().isEmpty());
        const int row = model.addVariable();
        QVERIFY(model.setData(model.index(row, SettingsEnvVarsModel::NameColumn), QStringLiteral("2BAD")));
        QVERIFY(model.firstProblem().contains(QLatin1String("not a valid variable name")));
        QVERIFY(model.setData(model.index(row, SettingsEnvVarsModel::NameColumn), QStringLiteral("DEBUG")));
        QVERIFY(model.firstProblem().contains(QLatin1String("DEBUG is set twice")));
        model.removeVariable(row);
        // Choosing a secret for a variable with a value drops the value when saved.
        QVERIFY(model.setData(model.index(0, SettingsEnvVarsModel::SecretColumn), QStringLiteral("debug-secret")));
        QCOMPARE(model.variables().constFirst(), (AgentProfile::EnvVar{QStringLiteral("DEBUG"), {}, QStringLiteral("debug-secret")}));
    }

    void listModel()
    {
        SettingsListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries({{QStringLiteral("a"), QStringLiteral("Alpha"), QStringLiteral("first")},
                          {QStringLiteral("b"), QString(), QString()}});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("Alpha"));
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("b"));
        QCOMPARE(model.index(1).data(SettingsListModel::IdRole).toString(), QStringLiteral("b"));
        QCOMPARE(model.rowOf(QStringLiteral("b")), 1);
        model.setEntries({});
        QCOMPARE(model.rowCount(), 0);
    }

    void customAgentsPersist()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("kandesk.db")));
        QVERIFY2(database.open().ok(), "database");
        SettingsStore settings(database);
        QVERIFY(loadCustomAgents(settings)->isEmpty());
        const QList<CustomAgent> agents{{QStringLiteral("mine"), QStringLiteral("Mine"), QStringLiteral("/opt/mine --acp 'a b'")}};
        QVERIFY(saveCustomAgents(settings, agents).ok());
        QCOMPARE(loadCustomAgents(settings).value(), agents);
        AgentRegistry registry;
        QVERIFY(registerCustomAgents(registry, agents).isEmpty());
        QCOMPARE(registry.find(QStringLiteral("mine"))->customArgv,
                 (QStringList{QStringLiteral("/opt/mine"), QStringLiteral("--acp"), QStringLiteral("a b")}));
        QVERIFY(customAgentCommandProblem(QStringLiteral("agent \"x")).contains(QLatin1String("unclosed double quote")));
        QVERIFY(customAgentCommandProblem(QStringLiteral("--acp")).contains(QLatin1String("not a program")));
        QVERIFY(customAgentCommandProblem(QStringLiteral("  ")).contains(QLatin1String("empty")));
    }
};

QTEST_MAIN(TestSettingsModels)
#include "tst_settingsmodels.moc"
