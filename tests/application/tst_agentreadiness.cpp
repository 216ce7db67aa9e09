// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Whether the agents can run here, through the door: fake `node` and `npm` scripts on a PATH the
// test gives the door, a real temporary home (installs, the vault, agent profiles).
#include "application/settings/agentreadiness.h"
#include "application/settings/customagents.h"
#include "models/agents/agentregistry.h"
#include "models/stores/profilestore.h"
#include "models/stores/settingsstore.h"
#include "support/npmtestpackages.h"
#include "support/testhome.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// A bin folder holding the programs named (node printing nodeVersion, npm printing 10.9.0).
QProcessEnvironment machine(const QString &bin, const QString &nodeVersion, bool npm, const QStringList &variables = {})
{
    QDir().mkpath(bin);
    if (!nodeVersion.isEmpty())
        test::writeTestScript(bin + s("/node"), "echo " + nodeVersion.toUtf8() + "\n");
    if (npm)
        test::writeTestScript(bin + s("/npm"), "echo 10.9.0\n");
    QProcessEnvironment environment;
    environment.insert(s("PATH"), bin);
    for (const QString &variable : variables)
        environment.insert(variable, s("set-by-test"));
    return environment;
}

// An install as ManagedNpmAgents leaves it.
bool markInstalled(const QString &home, const AgentDefinition &agent, const QString &version, const QString &enginesNode)
{
    return test::markNpmAgentInstalled(home, agent.npmPackage, version, enginesNode);
}

AgentDefinition builtIn(const char *id)
{
    static const AgentRegistry registry;
    return *registry.find(s(id));
}

const AgentCheck &checkOf(const ReadinessReport &report, const char *id)
{
    const AgentCheck *check = report.find(s(id));
    Q_ASSERT(check);
    return *check;
}

const QString kNewerNode22 = s("sudo apt install nodejs npm && sudo npm install -g n && sudo n 22");

} // namespace

class TestAgentReadiness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void withoutNodeEveryNpmAgentNeedsIt()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        AgentReadiness door(home.stores, {machine(home.filePath(s("bin")), {}, false), 10'000});
        QFuture<ReadinessReport> asked = door.check(AgentRegistry().agents());
        QTRY_VERIFY(asked.isFinished());
        const ReadinessReport report = asked.result();
        // A missing program is "not installed", not an error.
        QVERIFY(!report.facts.node.installed());
        QVERIFY(report.facts.node.problem.isEmpty());
        QVERIFY(!report.facts.npm.installed());
        for (const AgentCheck &check : report.agents) {
            QVERIFY2(!check.ready, qPrintable(check.agentId));
            QCOMPARE(check.needs.constFirst().kind, ReadinessNeed::Kind::Node);
            QCOMPARE(check.needs.constFirst().fix.action, ReadinessFix::Action::Command);
        }
        // Debian's Node 18 is enough for Codex; Claude Code needs 22: Node.js 22 through `n`.
        QCOMPARE(checkOf(report, "codex-acp").needs.constFirst().fix.command, s("sudo apt install nodejs npm"));
        QCOMPARE(checkOf(report, "codex-acp").needs.constFirst().text, s("needs Node.js"));
        QCOMPARE(checkOf(report, "claude-acp").needs.constFirst().text, s("needs Node.js ≥ 22"));
        QCOMPARE(checkOf(report, "claude-acp").needs.constFirst().fix.command, kNewerNode22);
        // One command for the machine serves every agent.
        QCOMPARE(report.machine.size(), 1);
        QCOMPARE(report.machine.constFirst().text, s("Node.js is not installed"));
        QCOMPARE(report.machine.constFirst().fix.command, kNewerNode22);
        QCOMPARE(checkOf(report, "amp-acp").summary, s("Needs: Node.js with npm, set AMP_API_KEY"));
    }

    void node18IsTooOldForAnAgentThatNeeds20()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        AgentReadiness door(home.stores, {machine(home.filePath(s("bin")), s("v18.19.0"), true), 10'000});
        const ReadinessReport report = door.checkBlocking(AgentRegistry().agents());
        QCOMPARE(report.facts.node.version, s("18.19.0"));
        QCOMPARE(report.facts.npm.version, s("10.9.0"));
        const AgentCheck &gemini = checkOf(report, "gemini");
        QVERIFY(!gemini.ready);
        QCOMPARE(gemini.nodeRange, s("≥ 20"));
        QCOMPARE(gemini.needs.constFirst().kind, ReadinessNeed::Kind::NewerNode);
        QCOMPARE(gemini.needs.constFirst().text, s("needs Node.js ≥ 20; this computer has 18.19"));
        QCOMPARE(gemini.needs.constFirst().fix.command, kNewerNode22);
        QVERIFY2(gemini.summary.startsWith(s("Needs: Node.js ≥ 20")), qPrintable(gemini.summary));
        // Codex names no Node.js: only its install is missing, one click away.
        const AgentCheck &codex = checkOf(report, "codex-acp");
        QCOMPARE(codex.needs.size(), 1);
        QCOMPARE(codex.needs.constFirst().kind, ReadinessNeed::Kind::Install);
        QCOMPARE(codex.needs.constFirst().fix.action, ReadinessFix::Action::InstallAgent);
        QCOMPARE(codex.needs.constFirst().fix.agentId, s("codex-acp"));
        QCOMPARE(codex.needs.constFirst().fix.command, s("kandesk agent install codex-acp"));
        // Cursor's ≥ 18.14 fits; Claude Code, Gemini CLI, Auggie and Qwen Code do not.
        QVERIFY(!checkOf(report, "cursor-acp").needs.isEmpty());
        QCOMPARE(checkOf(report, "cursor-acp").needs.constFirst().kind, ReadinessNeed::Kind::Install);
        QCOMPARE(report.machine.size(), 1);
        QCOMPARE(report.machine.constFirst().text, s("Node.js 18.19.0 is too old for 4 agents"));
        QCOMPARE(report.machine.constFirst().fix.command, kNewerNode22);

        // An installed version's own engines.node is what counts: this one runs on 18.
        QVERIFY(markInstalled(home.path(), builtIn("claude-acp"), s("0.20.0"), s(">=18")));
        const ReadinessReport again = door.checkBlocking({builtIn("claude-acp")});
        QVERIFY2(checkOf(again, "claude-acp").ready, qPrintable(checkOf(again, "claude-acp").detail));
        QCOMPARE(checkOf(again, "claude-acp").version, s("0.20.0"));
        QCOMPARE(checkOf(again, "claude-acp").key, KeyState::SignIn);
        QCOMPARE(checkOf(again, "claude-acp").keyVariable, s("ANTHROPIC_API_KEY"));
    }

    void installedWithItsKeyInTheVaultIsReady()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        QVERIFY(markInstalled(home.path(), builtIn("gemini"), s("0.61.0"), s(">=20")));
        QVERIFY(home.vault.writeBlocking(s("gemini-key"), s("AIza-readiness-test")).ok());
        AgentProfile profile;
        profile.name = s("Gemini");
        profile.agentId = s("gemini");
        profile.envVars = {{s("GEMINI_API_KEY"), {}, s("gemini-key")}};
        QVERIFY(ProfileStore(home.database).saveAgentProfile(profile).ok());
        AgentReadiness door(home.stores, {machine(home.filePath(s("bin")), s("v22.11.0"), true), 10'000});
        const ReadinessReport report = door.checkBlocking(AgentRegistry().agents());
        const AgentCheck &gemini = checkOf(report, "gemini");
        QVERIFY2(gemini.ready, qPrintable(gemini.detail));
        QCOMPARE(gemini.version, s("0.61.0"));
        QCOMPARE(gemini.key, KeyState::Set);
        QCOMPARE(gemini.keyVariable, s("GEMINI_API_KEY"));
        QCOMPARE(gemini.summary, s("Ready"));
        QCOMPARE(gemini.detail, s("Runs: node · @google/gemini-cli 0.61.0 (installed by Kandesk)"));
        QVERIFY(report.machine.isEmpty());

        // The secret a profile names, gone from the vault: the fix is storing it again.
        QVERIFY(home.vault.removeBlocking(s("gemini-key")).ok());
        const AgentCheck lost = checkOf(door.checkBlocking({builtIn("gemini")}), "gemini");
        QVERIFY(!lost.ready);
        QCOMPARE(lost.key, KeyState::Missing);
        QCOMPARE(lost.needs.constFirst().kind, ReadinessNeed::Kind::Key);
        QCOMPARE(lost.needs.constFirst().fix.action, ReadinessFix::Action::AddSecret);
        QCOMPARE(lost.needs.constFirst().fix.secret, s("gemini-key"));
        QCOMPARE(lost.needs.constFirst().text, s("needs the secret “gemini-key” its profile gives as GEMINI_API_KEY"));
    }

    void aKeyCountsFromTheProfileOrTheEnvironment()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        QVERIFY(markInstalled(home.path(), builtIn("amp-acp"), s("1.0.0"), {}));
        const QString bin = home.filePath(s("bin"));
        AgentReadiness bare(home.stores, {machine(bin, s("v22.11.0"), true), 10'000});
        const AgentCheck missing = checkOf(bare.checkBlocking({builtIn("amp-acp")}), "amp-acp");
        QVERIFY(!missing.ready);
        QCOMPARE(missing.needs.size(), 1);
        QCOMPARE(missing.needs.constFirst().text, s("needs AMP_API_KEY"));
        QCOMPARE(missing.needs.constFirst().fix.action, ReadinessFix::Action::AddKey);
        QCOMPARE(missing.needs.constFirst().fix.variable, s("AMP_API_KEY"));

        AgentReadiness withVariable(home.stores, {machine(bin, s("v22.11.0"), true, {s("AMP_API_KEY")}), 10'000});
        QVERIFY(checkOf(withVariable.checkBlocking({builtIn("amp-acp")}), "amp-acp").ready);

        // Only a literal in an agent profile's environment.
        AgentProfile profile;
        profile.name = s("Amp");
        profile.agentId = s("amp-acp");
        profile.envVars = {{s("AMP_API_KEY"), s("amp-literal"), {}}};
        QVERIFY(ProfileStore(home.database).saveAgentProfile(profile).ok());
        const AgentCheck set = checkOf(bare.checkBlocking({builtIn("amp-acp")}), "amp-acp");
        QVERIFY2(set.ready, qPrintable(set.detail));
        QCOMPARE(set.key, KeyState::Set);
    }

    void npmMissingButNodePresent()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        QVERIFY(markInstalled(home.path(), builtIn("codex-acp"), s("2.6.0"), {}));
        AgentReadiness door(home.stores, {machine(home.filePath(s("bin")), s("v22.11.0"), false), 10'000});
        const ReadinessReport report = door.checkBlocking({builtIn("codex-acp"), builtIn("opencode-acp")});
        QVERIFY(report.facts.node.installed());
        QVERIFY(!report.facts.npm.installed());
        // Installed: it starts with node alone.
        QVERIFY(checkOf(report, "codex-acp").ready);
        const AgentCheck &opencode = checkOf(report, "opencode-acp");
        QCOMPARE(opencode.needs.size(), 1);
        QCOMPARE(opencode.needs.constFirst().kind, ReadinessNeed::Kind::Npm);
        QCOMPARE(opencode.needs.constFirst().text, s("needs npm to install it"));
        QCOMPARE(opencode.needs.constFirst().fix.command, s("sudo apt install npm"));
        QCOMPARE(report.machine.size(), 1);
        QCOMPARE(report.machine.constFirst().kind, ReadinessNeed::Kind::Npm);
    }

    void kandeskNodeAndCustomAgentsFromSettings()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        const QString bin = home.filePath(s("bin"));
        QProcessEnvironment environment = machine(bin, {}, true);
        // KANDESK_NODE, as the launch honours it, wins over PATH.
        const QString node = home.filePath(s("node-22"));
        QVERIFY(test::writeTestScript(node, "echo v22.3.0\n"));
        environment.insert(s("KANDESK_NODE"), node);
        QVERIFY(test::writeTestScript(bin + s("/my-agent"), "exit 0\n"));
        SettingsStore settings(home.database);
        QVERIFY(saveCustomAgents(settings, {{s("mine"), s("Mine"), s("my-agent --acp")}, {s("gone"), s("Gone"), s("not-here --acp")}}).ok());
        AgentReadiness door(home.stores, {environment, 10'000});
        QFuture<ReadinessReport> asked = door.check();
        QTRY_VERIFY(asked.isFinished());
        const ReadinessReport report = asked.result();
        QCOMPARE(report.facts.node.path, node);
        QCOMPARE(report.facts.node.version, s("22.3.0"));
        QCOMPARE(report.agents.size(), AgentRegistry().agents().size() + 2);
        QVERIFY(checkOf(report, "mine").ready);
        QVERIFY(checkOf(report, "mine").custom);
        QCOMPARE(checkOf(report, "mine").version, bin + s("/my-agent"));
        const AgentCheck &gone = checkOf(report, "gone");
        QCOMPARE(gone.needs.constFirst().kind, ReadinessNeed::Kind::Program);
        QCOMPARE(gone.needs.constFirst().text, s("not-here is not on PATH"));
        QCOMPARE(gone.needs.constFirst().fix.action, ReadinessFix::Action::EditAgent);
    }

    void aNodeThatDoesNotAnswerIsSaid()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        const QString bin = home.filePath(s("bin"));
        QDir().mkpath(bin);
        QVERIFY(test::writeTestScript(bin + s("/node"), "exec sleep 30\n"));
        QProcessEnvironment environment;
        environment.insert(s("PATH"), bin + s(":/usr/bin:/bin"));
        AgentReadiness door(home.stores, {environment, 1'000});
        const ReadinessReport report = door.checkBlocking({builtIn("claude-acp")});
        QVERIFY(report.facts.node.installed());
        QVERIFY(report.facts.node.version.isEmpty());
        QCOMPARE(report.facts.node.problem, QString(bin + s("/node --version did not answer within 1 s")));
    }
};

QTEST_GUILESS_MAIN(TestAgentReadiness)
#include "tst_agentreadiness.moc"
