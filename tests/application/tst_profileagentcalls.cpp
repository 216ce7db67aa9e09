// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What Kandesk asks of an agent outside a task's run (application/sessions/profileagentcalls.h),
// through the real runtime, agentctl's one-shot call and the tests' SDK 2.4 agent: the sessions it
// keeps for a folder, a sign-out, a session's deletion, refusals in words; and a deleted task's
// session forgotten by its agent (its extension data, _meta, stored with its transcript).
#include "application/sessions/profileagentcalls.h"
#include "application/tasks/taskdeletion.h"
#include "models/stores/sessionstore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/sdkagent.h"
#include "support/testhome.h"

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

} // namespace

class TestProfileAgentCalls : public QObject
{
    Q_OBJECT
private:
    test::TestHome m_home;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_node;
    QString m_state;
    QString m_profileId;

    QStringList agentCalls() const { return test::sdk2AgentCalls(m_state); }

    ProfileAgentCalls &calls() { return m_runtime->agentCalls(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_node = QStandardPaths::findExecutable(s("node"));
        if (m_node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run (install nodejs to run these tests)");
        QVERIFY(m_home.open().ok());
        m_state = m_home.filePath(s("agent-state"));
        QVERIFY(QDir().mkpath(m_state));
        AgentProfile profile;
        profile.name = s("SDK 2.4 agent");
        profile.agentId = s("sdk2-test-agent");
        profile.customCommand = test::sdk2AgentCommand(m_node, m_state);
        auto saved = ProfileStore(m_home.database).saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_profileId = saved->id;
        auto runtime = m_home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime).value();
    }

    void cleanupTestCase() { m_runtime.reset(); }

    // The agent's sessions for a folder, or all of them, newest first, with their titles and times.
    void theAgentsSessionsAreListed()
    {
        const QString folder = m_home.filePath(s("project"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(test::writeSdk2Session(m_state, s("older"), folder, s("Fix the login"), s("2026-11-30T09:00:00.000Z")));
        QVERIFY(test::writeSdk2Session(m_state, s("newer"), folder, s("Add a cache"), s("2026-12-01T09:00:00.000Z")));
        QVERIFY(test::writeSdk2Session(m_state, s("elsewhere"), s("/srv/other"), s("Elsewhere"), s("2026-12-02T09:00:00.000Z")));

        const auto inFolder = test::waitForFuture(calls().listSessions(m_profileId, folder));
        QVERIFY2(inFolder.ok(), qPrintable(inFolder.error()));
        QCOMPARE(inFolder->size(), 2);
        QCOMPARE(inFolder->at(0).acpSessionId, s("newer"));
        QCOMPARE(inFolder->at(0).title, s("Add a cache"));
        QCOMPARE(inFolder->at(0).cwd, folder);
        QCOMPARE(inFolder->at(0).updatedAt, QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC));
        QCOMPARE(inFolder->at(1).acpSessionId, s("older"));

        const auto all = test::waitForFuture(calls().listSessions(m_profileId));
        QVERIFY2(all.ok(), qPrintable(all.error()));
        QCOMPARE(all->size(), 3);
        QCOMPARE(all->at(0).acpSessionId, s("elsewhere"));
    }

    // A sign-out reaches the agent (its sign-in mark goes); a deleted session leaves its list.
    void theAgentSignsOutAndForgetsASession()
    {
        test::writeTestFile(QDir(m_state).filePath(s("signed-in")), "yes");
        QVERIFY(test::writeSdk2Session(m_state, s("doomed"), m_home.path(), s("Doomed"), s("2026-12-01T09:00:00.000Z")));
        const Status signedOut = test::waitForFuture(calls().logout(s("sdk2-test-agent")));
        QVERIFY2(signedOut.ok(), qPrintable(signedOut.error()));
        QVERIFY(agentCalls().contains(s("logout -")));
        QVERIFY(!QFile::exists(QDir(m_state).filePath(s("signed-in"))));

        const Status deleted = test::waitForFuture(calls().deleteSession(m_profileId, s("doomed")));
        QVERIFY2(deleted.ok(), qPrintable(deleted.error()));
        QVERIFY(agentCalls().contains(s("session/delete doomed")));
        QVERIFY(!QFile::exists(QDir(m_state).filePath(s("doomed.json"))));
    }

    // What the agent cannot do, and a profile that is not there, are said in words.
    void refusalsAreSaidInWords()
    {
        AgentProfile example;
        example.name = s("SDK example");
        example.agentId = s("sdk-example-agent");
        example.customCommand = QStringLiteral("'%1' '%2'").arg(m_node, test::sdkAgentScript());
        auto saved = ProfileStore(m_home.database).saveAgentProfile(example);
        QVERIFY(saved.ok());
        const auto listed = test::waitForFuture(calls().listSessions(saved->id));
        QVERIFY(!listed.ok());
        QCOMPARE(listed.error(), s("SDK example: the agent cannot list its sessions (no sessionCapabilities.list)"));
        const Status logout = test::waitForFuture(calls().logout(s("sdk-example-agent")));
        QCOMPARE(logout.error(), s("SDK example: the agent offers no logout (no agentCapabilities.auth.logout)"));

        const auto missing = test::waitForFuture(calls().listSessions(s("no-such-profile")));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().startsWith(s("agent profile \"no-such-profile\": ")), qPrintable(missing.error()));

        AgentProfile unsigned_;
        unsigned_.name = s("Unsigned");
        unsigned_.agentId = s("unsigned-agent");
        unsigned_.customCommand = test::sdk2AgentCommand(m_node, m_home.filePath(s("unsigned-state")), { s("SDK2AGENT_SIGN_IN=1") });
        saved = ProfileStore(m_home.database).saveAgentProfile(unsigned_);
        QVERIFY(saved.ok());
        const auto wantsSignIn = test::waitForFuture(calls().listSessions(saved->id));
        QCOMPARE(wantsSignIn.error(), s("Unsigned wants you to sign in first (start a task with it and use Sign In)."));

        AgentProfile broken;
        broken.name = s("Broken");
        broken.agentId = s("broken-agent");
        broken.customCommand = s("sh -c 'echo cannot start >&2; exit 4'");
        saved = ProfileStore(m_home.database).saveAgentProfile(broken);
        QVERIFY(saved.ok());
        const auto failed = test::waitForFuture(calls().listSessions(saved->id));
        QCOMPARE(failed.error(), s("Broken: The agent exited with code 4."));
    }

    // A task deleted in Kandesk: the session its agent keeps is deleted by the agent too, since the
    // agent said at its start that it deletes sessions. (Its turn sends extension data, _meta: the
    // transcript keeps it as it came.)
    void aDeletedTasksSessionIsForgottenByItsAgent()
    {
        auto profile = ProfileStore(m_home.database).agentProfile(m_profileId);
        QVERIFY(profile.ok());
        auto task = m_home.addTask(s("Forget me"), s("meta"), *profile, test::makeGitRepository(m_home.filePath(s("repo"))));
        QVERIFY2(task.ok(), qPrintable(task.error()));
        QCOMPARE(task->agentProfileId, m_profileId);
        TaskStartOptions local;
        local.executorType = s("local");
        const auto started = test::waitForFuture(m_runtime->runner().startTask(task->id, local));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(test::storedState(m_runtime->runner(), m_home.database, *started), SessionState::WaitingForInput, 60'000);
        QJsonObject kept;
        for (const Message &message : test::storedTranscript(m_runtime->runner(), m_home.database, *started)) {
            if (message.event.kind == SessionEvent::Kind::MessageChunk && !message.event.meta.isEmpty())
                kept = message.event.meta;
        }
        QCOMPARE(kept, (QJsonObject { { s("kandesk.test/origin"), s("sdk2") }, { s("n"), 2 } }));
        const QString acp = SessionStore(m_home.database).get(*started)->acpSessionId;
        QVERIFY(!acp.isEmpty());
        QVERIFY(QFile::exists(QDir(m_state).filePath(acp + s(".json"))));

        TaskDeletion deletion(m_home.stores, &m_runtime->runner(), m_runtime->activity(), &calls());
        const auto plan = test::waitForFuture(deletion.plan(task->id));
        QVERIFY(plan.ok());
        const auto removed = test::waitForFuture(deletion.remove(*plan, {}));
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QTRY_VERIFY_WITH_TIMEOUT(agentCalls().contains(s("session/delete ") + acp), 30'000);
        QTRY_VERIFY(!QFile::exists(QDir(m_state).filePath(acp + s(".json"))));
    }
};

QTEST_GUILESS_MAIN(TestProfileAgentCalls)
#include "tst_profileagentcalls.moc"
