// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A session started in the agent's own CLI brought in as a task (application/sessions/sessionimport.h),
// through the real runtime, agentctl and the tests' SDK 2.4 agent: its history loaded into the
// transcript (session/load), the folder it ran in mapped to a task, the session continued; what
// cannot be brought in is said, and nothing is made of it.
#include "application/sessions/sessionimport.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/sdkagent.h"
#include "support/testhome.h"

#include <QStandardPaths>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestSessionImport : public QObject
{
    Q_OBJECT
private:
    test::TestHome m_home;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    std::unique_ptr<SessionImport> m_import;
    QString m_node;
    QString m_state;
    QString m_profileId;

    TaskRunner &runner() { return m_runtime->runner(); }

    // The transcript as "kind: words" lines, the runner's writes landed.
    QStringList said(const QString &sessionId)
    {
        QStringList lines;
        for (const Message &message : test::storedTranscript(runner(), m_home.database, sessionId)) {
            const SessionEvent &event = message.event;
            const QString words = event.text.trimmed();
            if (event.kind == SessionEvent::Kind::MessageChunk)
                lines.append((event.fromUser ? s("user: ") : s("agent: ")) + words);
            else if (event.kind == SessionEvent::Kind::UserPrompt)
                lines.append(s("prompt: ") + words);
            else if (event.kind == SessionEvent::Kind::LaunchNotice)
                lines.append(s("notice: ") + words);
        }
        return lines;
    }

    qsizetype taskCount()
    {
        auto tasks = m_runtime->stores().tasks().list(s("default"));
        return tasks ? tasks->size() : -1;
    }

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
        m_import = std::make_unique<SessionImport>(m_runtime->stores(), runner(), m_runtime->agentCalls());
    }

    void cleanupTestCase()
    {
        m_import.reset();
        m_runtime.reset();
    }

    // A session of a plain folder, named by its id alone: a task that runs in that folder, its
    // history in the transcript under a notice of where it came from, the agent waiting for the
    // next prompt, which it answers in the same session. Brought in again: the same task.
    void aSessionComesInWithItsHistoryAndGoesOn()
    {
        const QString folder = QFileInfo(m_home.filePath(s("notes"))).absoluteFilePath();
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(test::writeSdk2Session(m_state, s("cli-1"), folder, s("Tidy the notes"), s("2026-12-01T09:00:00.000Z"),
                                       {{s("sort them"), s("echo: sort them")}, {s("and date them"), s("echo: and date them")}}));
        SessionToImport wanted;
        wanted.profileId = m_profileId;
        wanted.session.acpSessionId = s("cli-1");
        const auto imported = test::waitForFuture(m_import->import(wanted));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QVERIFY(!imported->alreadyThere);
        QCOMPARE(imported->task.title, s("Tidy the notes"));
        QVERIFY(imported->task.repositories.isEmpty());
        auto session = m_runtime->stores().sessions().get(imported->sessionId);
        QVERIFY(session.ok());
        QCOMPARE(session->acpSessionId, s("cli-1"));
        QCOMPARE(session->workspacePath, QFileInfo(folder).canonicalFilePath());
        QCOMPARE(session->taskId, imported->task.id);
        QCOMPARE(test::storedState(runner(), m_home.database, imported->sessionId), SessionState::WaitingForInput);
        QVERIFY(runner().isRunning(imported->sessionId));
        QVERIFY2(test::sdk2AgentCalls(m_state).contains(s("session/load cli-1")), qPrintable(test::sdk2AgentCalls(m_state).join(QLatin1Char('\n'))));
        const QStringList history{s("user: sort them"), s("agent: echo: sort them"), s("user: and date them"), s("agent: echo: and date them")};
        QStringList lines = said(imported->sessionId);
        QVERIFY2(lines.size() == 5 && lines.first() == s("notice: Brought in from SDK 2.4 agent's session cli-1")
                     && lines.mid(1) == history,
                 qPrintable(lines.join(QLatin1Char('\n'))));

        QVERIFY(test::waitForFuture(runner().prompt(imported->sessionId, s("and file them"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(said(imported->sessionId).contains(s("agent: echo: and file them")), 30'000);
        QVERIFY(test::waitForFuture(runner().stop(imported->sessionId)).ok());

        const auto again = test::waitForFuture(m_import->import(wanted));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->alreadyThere);
        QCOMPARE(again->task.id, imported->task.id);
        QCOMPARE(again->sessionId, imported->sessionId);
        QCOMPARE(test::sdk2AgentCalls(m_state).count(s("session/load cli-1")), 1);

        // Kandesk's own resume afterwards keeps the transcript it has: nothing is replayed twice.
        QVERIFY(test::waitForFuture(runner().resume(imported->sessionId, s("last one"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(said(imported->sessionId).contains(s("agent: resumed: cli-1\necho: last one")), 30'000);
        QVERIFY(test::sdk2AgentCalls(m_state).contains(s("session/resume cli-1")));
        QCOMPARE(said(imported->sessionId).count(s("agent: echo: sort them")), 1);
        QVERIFY(test::waitForFuture(runner().stop(imported->sessionId)).ok());
    }

    // A session of a repository's own checkout: the repository joins the workspace and the task
    // runs there with the local executor, on the branch the session was on (nothing checked out);
    // one of a linked worktree runs in that folder as a folder task.
    void aRepositorysCheckoutBecomesALocalTaskOnItsBranch()
    {
        const QString repository = test::makeGitRepository(m_home.filePath(s("shop")));
        QVERIFY(git::runGitChecked(repository, {s("checkout"), s("-q"), s("-b"), s("faster-cart")}).ok());
        QVERIFY(test::writeSdk2Session(m_state, s("cli-2"), repository, s("Speed up the cart"), s("2026-12-02T09:00:00.000Z"),
                                       {{s("profile it"), s("echo: profile it")}}));
        const auto listed = test::waitForFuture(m_runtime->agentCalls().listSessions(m_profileId, repository));
        QVERIFY2(listed.ok() && listed->size() == 1, qPrintable(listed ? s("listed") : listed.error()));
        const auto imported = test::waitForFuture(m_import->import({m_profileId, listed->constFirst(), {}}));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->task.executorProfileId, s("local"));
        QCOMPARE(imported->task.repositories.size(), 1);
        QCOMPARE(imported->task.repositories.constFirst().baseBranch, s("faster-cart"));
        auto known = m_runtime->stores().repositories().get(imported->task.repositories.constFirst().repositoryId);
        QVERIFY(known.ok());
        QCOMPARE(known->path, repository);
        QCOMPARE(git::runGitChecked(repository, {s("branch"), s("--show-current")}).value().trimmed(), s("faster-cart"));
        QVERIFY2(said(imported->sessionId).contains(s("agent: echo: profile it")), qPrintable(said(imported->sessionId).join(QLatin1Char('\n'))));
        QVERIFY(test::waitForFuture(runner().stop(imported->sessionId)).ok());

        // A linked worktree of it is a folder of its own: a folder task there, the repository untouched.
        const QString worktree = m_home.filePath(s("shop-coupons"));
        QVERIFY(git::runGitChecked(repository, {s("worktree"), s("add"), s("-q"), s("-b"), s("coupons"), worktree}).ok());
        QVERIFY(test::writeSdk2Session(m_state, s("cli-3"), QFileInfo(worktree).canonicalFilePath(), s("Coupons"), s("2026-12-02T10:00:00.000Z")));
        SessionToImport coupons{m_profileId, {}, {}};
        coupons.session.acpSessionId = s("cli-3");
        const auto inWorktree = test::waitForFuture(m_import->import(coupons));
        QVERIFY2(inWorktree.ok(), qPrintable(inWorktree.error()));
        QVERIFY(inWorktree->task.repositories.isEmpty());
        QCOMPARE(m_runtime->stores().sessions().get(inWorktree->sessionId)->workspacePath, QFileInfo(worktree).canonicalFilePath());
        QCOMPARE(git::runGitChecked(worktree, {s("branch"), s("--show-current")}).value().trimmed(), s("coupons"));
        QVERIFY(test::waitForFuture(runner().stop(inWorktree->sessionId)).ok());
    }

    // A session the agent does not keep, one whose folder is gone, one with no id: each refused
    // in words, no task made.
    void whatCannotComeInIsSaidAndNothingIsMade()
    {
        const qsizetype before = taskCount();
        SessionToImport unknown{m_profileId, {}, {}};
        unknown.session.acpSessionId = s("never-was");
        const auto notKept = test::waitForFuture(m_import->import(unknown));
        QVERIFY(!notKept.ok());
        QCOMPARE(notKept.error(), s("the agent keeps no session “never-was”"));

        QVERIFY(test::writeSdk2Session(m_state, s("cli-gone"), s("/nonexistent/kandesk-gone"), s("Gone"), s("2026-12-03T09:00:00.000Z")));
        SessionToImport gone{m_profileId, {}, {}};
        gone.session.acpSessionId = s("cli-gone");
        const auto folderGone = test::waitForFuture(m_import->import(gone));
        QVERIFY(!folderGone.ok());
        QCOMPARE(folderGone.error(), s("the session ran in /nonexistent/kandesk-gone, which is not a folder here: it cannot be continued on this machine"));

        const auto noId = test::waitForFuture(m_import->import({m_profileId, {}, {}}));
        QVERIFY(!noId.ok());
        QCOMPARE(noId.error(), s("which session? The agent's session id is missing"));
        QCOMPARE(taskCount(), before);
    }
};

QTEST_GUILESS_MAIN(TestSessionImport)
#include "tst_sessionimport.moc"
