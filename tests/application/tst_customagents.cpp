// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Custom agent ids: one per command, so no profile's write rewrites another profile's agent.
#include "application/settings/customagents.h"

#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

AgentProfile profile(const char *id, const char *name, const QString &agentId)
{
    AgentProfile p;
    p.id = s(id);
    p.name = s(name);
    p.agentId = agentId;
    return p;
}

} // namespace

class TestCustomAgents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void derivedIdsAreStablePerCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("plain") << s("sh a.sh") << s("custom-sh-");
        QTest::newRow("path") << s("/opt/agents/bin/Agent_X --acp") << s("custom-agent-x-");
        QTest::newRow("quoted path") << s("'/opt/my agent/run.py' --acp") << s("custom-run-py-");
        QTest::newRow("no letters") << s("/+++ x") << s("custom-agent-");
    }
    void derivedIdsAreStablePerCommand()
    {
        QFETCH(QString, command);
        QFETCH(QString, prefix);
        const QString id = customAgentIdFor(command, {});
        QVERIFY2(id.startsWith(prefix), qPrintable(id));
        QCOMPARE(id.size(), prefix.size() + 8); // 8 hex digits of the command's hash
        QCOMPARE(customAgentIdFor(command, {}), id);
        QCOMPARE(customAgentIdFor(s("  ") + command + s(" "), {}), id); // surrounding blanks do not count
        QVERIFY(hasDerivedCustomAgentId({id, id, command}));
        QVERIFY(!hasDerivedCustomAgentId({s("mine"), id, command}));
    }

    void differentCommandsOfOneProgramGetDifferentIds()
    {
        const QString a = customAgentIdFor(s("sh a.sh"), {});
        const QString b = customAgentIdFor(s("sh b.sh"), {});
        QVERIFY(a.startsWith(s("custom-sh-")) && b.startsWith(s("custom-sh-")));
        QVERIFY(a != b);
    }

    void aTakenIdGetsANumber()
    {
        const QString base = customAgentIdFor(s("sh a.sh"), {});
        // The same id already runs another command (typed by hand): "-2", then "-3".
        QList<CustomAgent> agents{{base, s("x"), s("sh other.sh")}};
        QCOMPARE(customAgentIdFor(s("sh a.sh"), agents), base + s("-2"));
        agents.append({base + s("-2"), s("y"), s("sh third.sh")});
        QCOMPARE(customAgentIdFor(s("sh a.sh"), agents), base + s("-3"));
        QCOMPARE(customAgentIdFor(s("sh a.sh"), {}, {base}), base + s("-2")); // a built-in's id
        // An agent that runs the very command keeps its id.
        QCOMPARE(customAgentIdFor(s("sh a.sh"), {{base, s("a"), s("sh a.sh")}}), base);
    }

    void twoProfilesKeepTheirOwnCommands()
    {
        QList<CustomAgent> agents;
        QList<AgentProfile> profiles;
        const auto a = assignCustomAgent(agents, {s("sh a.sh"), {}, {}}, s("pa"), profiles);
        QVERIFY(a.ok());
        profiles.append(profile("pa", "A", a.value()));
        const auto b = assignCustomAgent(agents, {s("sh b.sh"), {}, {}}, s("pb"), profiles);
        QVERIFY(b.ok());
        profiles.append(profile("pb", "B", b.value()));
        QVERIFY(a.value() != b.value());
        QCOMPARE(agents.size(), 2);
        QCOMPARE(agents.at(0), (CustomAgent{a.value(), a.value(), s("sh a.sh")}));
        QCOMPARE(agents.at(1).commandLine, s("sh b.sh"));

        // The same command is shared, not duplicated.
        const auto c = assignCustomAgent(agents, {s("sh a.sh"), {}, {}}, s("pc"), profiles);
        QCOMPARE(c.value(), a.value());
        QCOMPARE(agents.size(), 2);
        profiles.append(profile("pc", "C", c.value()));

        // Editing A's command gives A a new agent; C (same old command) keeps its own.
        const auto edited = assignCustomAgent(agents, {s("sh a2.sh"), {}, {}}, s("pa"), profiles);
        QVERIFY(edited.ok());
        QVERIFY(edited.value() != a.value() && edited.value() != b.value());
        QCOMPARE(agents.size(), 3);
        QCOMPARE(agents.at(0).commandLine, s("sh a.sh"));
        QCOMPARE(agents.at(1).commandLine, s("sh b.sh"));
        profiles[0].agentId = edited.value();

        // Editing B's command: its old derived agent, used by nobody else, goes.
        const auto b2 = assignCustomAgent(agents, {s("sh b2.sh"), {}, {}}, s("pb"), profiles);
        QVERIFY(b2.ok());
        QCOMPARE(agents.size(), 3);
        for (const CustomAgent &agent : std::as_const(agents))
            QVERIFY(agent.commandLine != s("sh b.sh"));
    }

    void aChosenIdOfAnotherProfileIsRefused()
    {
        QList<CustomAgent> agents{{s("mine"), s("Mine"), s("sh a.sh")}};
        const QList<AgentProfile> profiles{profile("pa", "A", s("mine"))};
        const auto clash = assignCustomAgent(agents, {s("sh b.sh"), s("mine"), {}}, s("pb"), profiles);
        QVERIFY(!clash.ok());
        QVERIFY2(clash.error().contains(s("\"mine\" runs \"sh a.sh\" for the profile \"A\"")), qPrintable(clash.error()));
        QCOMPARE(agents.constFirst().commandLine, s("sh a.sh"));
        // Its own profile may change it; a user-chosen id is never removed.
        const auto own = assignCustomAgent(agents, {s("sh b.sh"), s("mine"), {}}, s("pa"), profiles);
        QCOMPARE(own.value(), s("mine"));
        QCOMPARE(agents.constFirst(), (CustomAgent{s("mine"), s("Mine"), s("sh b.sh")}));
        QVERIFY(!assignCustomAgent(agents, {s("x"), s("claude-code"), {}}, s("pa"), profiles, {s("claude-code")}).ok());
        const auto moved = assignCustomAgent(agents, {s("sh c.sh"), {}, {}}, s("pa"), profiles);
        QVERIFY(moved.ok());
        QCOMPARE(agents.size(), 2); // "mine" stays
    }

    void settingsSeesATakenId()
    {
        const QList<CustomAgent> agents{{s("custom-sh"), s("sh"), s("sh a.sh")}};
        const QList<AgentProfile> profiles{profile("pa", "A", s("custom-sh"))};
        QCOMPARE(customAgentIdTaken(agents, {s("custom-sh"), {}, s("sh b.sh")}, profiles),
                 s("\"custom-sh\" runs \"sh a.sh\" (profile \"A\")"));
        QVERIFY(customAgentIdTaken(agents, {s("custom-sh"), {}, s("sh a.sh")}, profiles).isEmpty());
        QVERIFY(customAgentIdTaken(agents, {s("other"), {}, s("sh b.sh")}, profiles).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCustomAgents)
#include "tst_customagents.moc"
